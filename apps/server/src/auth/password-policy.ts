// Passwords people guess first are refused when an account chooses one (register, set-up, reset,
// change, accepting an invite). The request schema already applied the domain's rule
// (`weakPasswordReason`: repeats, runs, the product's name, the demo password); here the server
// adds what the forms cannot know: the league's name, and zxcvbn-ts's ranked list of common
// passwords (about 49,000, from public breach corpora; a maintained package rather than a
// hand-typed list; compared case-insensitively). The list is too large for the web bundle, so the
// forms show these refusals as the field error the server answers with.
import { weakPasswordReason } from '@cueleague/domain/password-strength';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Executor } from '../repositories/executor.ts';
import { leagueNames } from '../repositories/leagues.ts';
import { HttpError } from '../http/http-error.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones: choose one that is harder to guess';

let common: Set<string> | null = null;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase());

/** Throws a 422 naming `field` when the password is too easy to guess for this league. */
export const assertPasswordAllowed = (
  password: string,
  field: string,
  leagueNames: readonly string[] = [],
): void => {
  const reason = isCommonPassword(password)
    ? COMMON_PASSWORD_MESSAGE
    : weakPasswordReason(password, leagueNames);
  if (!reason) return;
  throw new HttpError('validation_failed', reason, { [field]: reason });
};

/** The same check with the league's name read from the database (there is at most one league). */
export const assertNewPasswordAllowed = async (
  db: Executor,
  password: string,
  field: string,
): Promise<void> => {
  assertPasswordAllowed(password, field, await leagueNames(db));
};
