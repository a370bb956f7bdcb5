// Mutation receipts: the answer a mutation got, kept under its mutationId so a client resending
// it (an offline replay, a retry after a lost answer) gets the same answer instead of a second
// change. A receipt is kept as the HTTP answer it was (status and body), since that is what a
// replay must repeat, and read back as the outcome it stood for.
import { createHash } from 'node:crypto';
import type { ErrorCode } from '@cueleague/domain/errors';
import type { Match } from '@cueleague/domain/entities';
import { stringify } from 'safe-stable-stringify';
import { errorBody, HttpError } from '../http/http-error.ts';
import type { Executor } from '../repositories/executor.ts';
import { findReceiptRow, insertReceipt } from '../repositories/mutation-receipts.ts';

/** What a match action came to: the changed match, or the refusal to answer with. */
export type ActionOutcome = { ok: true; match: Match } | { ok: false; error: HttpError };

/** Whose mutation, under which id, and what request it was. */
export interface ReceiptKey {
  userId: string;
  mutationId: string;
  /** The request the mutationId came with (requestFingerprint): a reuse for another is refused. */
  fingerprint?: string | null | undefined;
}

/**
 * What a request was, for its receipt: method, route, path parameters and body, with object keys
 * sorted (the same request sent again always gives the same fingerprint, whatever the key order).
 */
export const requestFingerprint = (request: {
  method: string;
  route: string;
  params: unknown;
  body: unknown;
}): string =>
  createHash('sha256')
    .update(stringify([request.method, request.route, request.params, request.body ?? null]))
    .digest('base64url');

type StoredError = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  } & Record<string, unknown>;
};

const outcomeOf = (statusCode: number, body: unknown): ActionOutcome => {
  if (statusCode === 200) return { ok: true, match: body as Match };
  const { code, message, fields, ...details } = (body as StoredError).error;
  return { ok: false, error: new HttpError(code, message, fields, details) };
};

/** The earlier outcome of this mutation, if it was made; refuses a mutationId reused. */
export const findReceipt = async (db: Executor, key: ReceiptKey): Promise<ActionOutcome | null> => {
  const row = await findReceiptRow(db, key.mutationId);
  if (!row) return null;
  if (row.userId !== key.userId)
    throw new HttpError('conflict', 'This mutationId was already used by someone else.');
  // A receipt from before fingerprints were kept has none: it is honoured as it always was.
  if (row.fingerprint && key.fingerprint && row.fingerprint !== key.fingerprint)
    throw new HttpError(
      'mutation_id_reused',
      'This mutationId was already used for a different request; send this one with a new mutationId.',
    );
  return outcomeOf(row.statusCode, JSON.parse(row.response) as unknown);
};

export const saveReceipt = (db: Executor, key: ReceiptKey, outcome: ActionOutcome, now: Date) => {
  const [statusCode, body] = outcome.ok
    ? [200, outcome.match]
    : [
        outcome.error.status,
        errorBody(
          outcome.error.code,
          outcome.error.message,
          outcome.error.fields,
          outcome.error.details,
        ),
      ];
  return insertReceipt(db, {
    mutationId: key.mutationId,
    userId: key.userId,
    statusCode,
    response: JSON.stringify(body),
    createdAt: now.toISOString(),
    fingerprint: key.fingerprint ?? null,
  });
};
