// What every repository function runs its queries on: the app's database or a transaction of it
// (writeTransaction's), so the same reads and writes work inside a write and outside one.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;
