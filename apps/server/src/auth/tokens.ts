import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A random token for a cookie or a reset link (256 bits, URL-safe). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a copy of the database gives no usable session or reset link. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newId = (): string => randomUUID();
