// Passwords are hashed with argon2id (OWASP's first choice), never stored or logged in clear.
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm enum is a const enum; 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

/** A real hash of nothing in particular: verifying against it costs what a real check costs, so
 * an unknown e-mail answers as slowly as a wrong password. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword('decoy-password-never-valid'));
