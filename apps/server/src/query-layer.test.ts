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
  (await db.selectFrom('leagues').selectAll().execute()).length;
`;
const refused: unknown = expect.stringMatching(/Queries live in repositories/);

describe('the query rule', { timeout: 180_000 }, () => {
  it('lets a repository and db/ build queries', async () => {
    expect(
      await queryErrors('repositories/leagues.ts', A_QUERY.replace('./repositories/', './')),
    ).toEqual([]);
    expect(await queryErrors('db/catalog.ts')).toEqual([]);
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

  it('refuses raw SQL outside repositories', async () => {
    expect(
      await queryErrors('live/live-hub.ts', "import { sql } from 'kysely';\nvoid sql;"),
    ).toEqual([refused]);
  });
});
