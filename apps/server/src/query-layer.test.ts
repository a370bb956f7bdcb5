// "Queries live in repositories" is a lint rule (eslint.config.js, docs/architecture.md): these
// check that it refuses what it is meant to refuse, by linting real files with a query added.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '../../..')}/`;
const eslint = new ESLint({ cwd: root });

const QUERY_RULES = new Set(['no-restricted-syntax', 'no-restricted-imports']);

/** The query rule's complaints about `file` (under apps/server/src) with `code` added at its end. */
const queryErrors = async (file: string, code = ''): Promise<string[]> => {
  const filePath = `${root}apps/server/src/${file}`;
  const text = `${readFileSync(filePath, 'utf8')}\n${code}\n`;
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && QUERY_RULES.has(message.ruleId))
    .map((message) => message.message);
};

const A_QUERY = `
export const _leagueCount = async (db: import('./repositories/executor.ts').Executor) =>
  (await db.selectFrom('leagues').select('id').execute()).length;
`;
const refused: unknown = expect.stringMatching(/Queries live in repositories/);
const clauseRefused: unknown = expect.stringMatching(/Query clauses live in repositories/);

/** A repository read that lets its caller narrow the query: the hole the clause rule closes. */
const A_NARROWED_READ = `
type Narrowable = { where: (...args: unknown[]) => Narrowable; orderBy: (column: string) => Narrowable };
export const _narrow = (query: Narrowable) => query.where('state', '=', 'completed');
`;

describe('the query rule', { timeout: 180_000 }, () => {
  it('lets a repository and db/ build queries', async () => {
    expect(
      await queryErrors('repositories/leagues.ts', A_QUERY.replace('./repositories/', './')),
    ).toEqual([]);
    expect(await queryErrors('db/catalog.ts')).toEqual([]);
    expect(await queryErrors('repositories/matches.ts', A_NARROWED_READ)).toEqual([]);
  });

  it('lets a service call repositories', async () => {
    expect(await queryErrors('services/league-setup.ts')).toEqual([]);
  });

  it('refuses a query built in a service, a route or the auth code', async () => {
    expect(
      await queryErrors(
        'services/league-setup.ts',
        A_QUERY.replace('./repositories/', '../repositories/'),
      ),
    ).toEqual([refused]);
    expect(
      await queryErrors(
        'routes/health-routes.ts',
        "export const _wipe = (db: import('../db/database.ts').Db) => db.deleteFrom('sessions').execute();",
      ),
    ).toEqual([refused]);
    expect(
      await queryErrors(
        'auth/actor.ts',
        "export const _promote = (db: Db) => db.updateTable('users').set({ role: 'admin' }).execute();",
      ),
    ).toEqual([refused]);
  });

  it('refuses a query clause added outside repositories', async () => {
    expect(await queryErrors('services/season-tables.ts', A_NARROWED_READ)).toEqual([
      clauseRefused,
    ]);
    expect(
      await queryErrors(
        'live/snapshots.ts',
        A_NARROWED_READ.replace(
          "query.where('state', '=', 'completed')",
          "query.orderBy('scheduledDate')",
        ),
      ),
    ).toEqual([clauseRefused]);
    expect(
      await queryErrors(
        'routes/venue-routes.ts',
        "export const _joined = (query: { innerJoin: (...args: string[]) => unknown }) => query.innerJoin('venues', 'venues.id', 'matches.venueId');",
      ),
    ).toEqual([clauseRefused]);
  });

  it('refuses raw SQL outside repositories', async () => {
    expect(
      await queryErrors('live/live-hub.ts', "import { sql } from 'kysely';\nvoid sql;"),
    ).toEqual([refused]);
  });
});
