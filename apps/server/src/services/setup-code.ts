// The first-run setup code: proof that whoever creates the league (or loads the demo) from the
// setup page runs the server. Made at the first start while no league exists and printed in the
// log (or set by the operator in SETUP_CODE), readable again with `npm run setup-code`. It lives
// in the database, so every process on one database prints and checks the same code; it is
// compared in constant time and deleted in the transaction that creates the league.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Executor } from '../repositories/executor.ts';
import { anyLeagueExists } from '../repositories/leagues.ts';
import { deleteSetupCodes, setupCodeRow, storeSetupCode } from '../repositories/setup-code.ts';

const ROW_ID = 'setup';
// Crockford's base32: no I, L, O or U to misread; 12 characters are 60 bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A fresh code, e.g. `7K2M-QX9D-4HRT`. */
export const newSetupCode = (): string =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** Case, spaces and dashes do not matter: `7k2m qx9d 4hrt` is the code above. */
export const normalizeSetupCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]/g, '');

/** Equal-length digests, so the comparison takes the same time whatever was typed. */
const digest = (code: string): Buffer =>
  createHash('sha256').update(normalizeSetupCode(code)).digest();

export const readSetupCode = async (db: Executor): Promise<string | null> =>
  (await setupCodeRow(db, ROW_ID))?.code ?? null;

/** Whether `given` is the stored code (false when there is none). */
export const setupCodeMatches = async (db: Executor, given: string): Promise<boolean> => {
  const stored = await readSetupCode(db);
  const matches = timingSafeEqual(digest(stored ?? ''), digest(given));
  return stored !== null && matches;
};

/** Spends the code: in the transaction that creates the league (or loads the demo). */
export const clearSetupCode = async (db: Executor): Promise<void> => {
  await deleteSetupCodes(db);
};

export interface SetupCode {
  code: string;
  /** True when SETUP_CODE set it: the log then does not repeat it. */
  fromEnvironment: boolean;
}

/**
 * At start-up (and from the CLI): the code to enter on the setup page, or null when a league
 * exists (a leftover code is deleted then). SETUP_CODE replaces the stored code; otherwise the
 * first process to get here makes one and every later one (or a second process at once) reads
 * that same code back.
 */
export const prepareSetupCode = async (
  db: Db,
  configured: string | null,
  now: Date,
): Promise<SetupCode | null> => {
  if (await anyLeagueExists(db)) {
    await clearSetupCode(db);
    return null;
  }
  const row = { id: ROW_ID, code: configured ?? newSetupCode(), createdAt: now.toISOString() };
  await storeSetupCode(db, row, configured !== null);
  const code = await readSetupCode(db);
  // Only a league created between the two statements removes the row: nothing to print then.
  return code === null ? null : { code, fromEnvironment: configured !== null };
};
