import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A random token for a cookie or a reset link (256 bits, URL-safe). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a copy of the database gives no usable session or reset link. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newId = (): string => randomUUID();

let auditCounter = 0;
/** Ids that sort in the order they were made (time, then a per-process counter), so entries
 * written in the same millisecond still list in order. */
export const newAuditId = (): string => {
  auditCounter = (auditCounter + 1) % 36 ** 4;
  return `${Date.now().toString(36).padStart(9, '0')}${auditCounter.toString(36).padStart(4, '0')}-${randomUUID()}`;
};
