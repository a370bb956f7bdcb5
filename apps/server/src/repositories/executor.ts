// What every repository function runs its queries on: the app's database or a transaction of it
// (writeTransaction's), so the same reads and writes work inside a write and outside one.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

/** Work done inside one transaction. */
export type Work<T> = (trx: Trx) => Promise<T>;

/** Runs work in one transaction and, after the commit, the cache clear and the live fan-out
 * (`services/write-transaction.ts` makes them; services take one to write). */
export type Write = <T>(work: Work<T>) => Promise<T>;
