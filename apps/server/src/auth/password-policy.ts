// Passwords people guess first are refused when an account chooses one (register, set-up, reset,
// change). The list is zxcvbn-ts's ranked list of common passwords (about 49,000, from public
// breach corpora), a maintained package rather than a hand-typed list; compared case-insensitively.
// Server-side only: the list is too large for the web bundle, so the forms show this refusal as
// the field error the server answers with. Length and all-whitespace are the domain's
// newPasswordSchema, which the forms check as people type.
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/http-error.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones: choose one that is harder to guess';

let common: Set<string> | null = null;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase());

/** Throws a 422 naming `field` when the password is too common to allow. */
export const assertPasswordAllowed = (password: string, field: string): void => {
  if (!isCommonPassword(password)) return;
  throw new HttpError('validation_failed', COMMON_PASSWORD_MESSAGE, {
    [field]: COMMON_PASSWORD_MESSAGE,
  });
};
