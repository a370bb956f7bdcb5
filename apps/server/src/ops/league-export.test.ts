// Export and import: the demo league moves from SQLite to PostgreSQL (and SQLite to SQLite) and
// every public endpoint answers the same; an admin's download leaves password hashes out; bad
// files are refused with a clear message, leaving the database untouched; the season's CSVs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoLeague, type DemoSummary } from '../seed/demo-league.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import {
  EXPORTED_TABLES,
  exportLeague,
  ImportError,
  importLeague,
  NOT_EXPORTED,
  parseLeagueExport,
  type LeagueExport,
} from './league-export.ts';

const NOW = new Date('2026-11-19T12:00:00Z');

/** Every public read a visitor's pages make, for every season, team, player and match. */
const publicUrls = async (t: TestApp): Promise<string[]> => {
  const get = async <T>(url: string) => (await t.request({ url })).json<{ items: T[] }>().items;
  const seasons = await get<{ id: string; divisions: { id: string }[] }>('/api/seasons');
  const teams = await get<{ id: string }>('/api/teams');
  const players = await t.db.selectFrom('players').select('id').orderBy('id').execute();
  const matches = await get<{ id: string }>('/api/matches?view=summary');
  return [
    '/api/leagues',
    '/api/seasons',
    '/api/seasons/current',
    '/api/venues',
    '/api/teams',
    '/api/team-players',
    '/api/standings',
    '/api/stats/players',
    '/api/stats/players?seasonId=all',
    ...seasons.flatMap((season) => [
      `/api/seasons/${season.id}`,
      `/api/matches?seasonId=${season.id}`,
      `/api/standings?seasonId=${season.id}`,
      ...season.divisions.flatMap((division) => [
        `/api/standings?seasonId=${season.id}&divisionId=${division.id}`,
        `/api/stats/players?seasonId=${season.id}&divisionId=${division.id}`,
      ]),
    ]),
    ...teams.flatMap((team) => [
      `/api/teams/${team.id}`,
      `/api/matches?teamId=${team.id}`,
      `/api/calendar/${team.id}.ics`,
    ]),
    ...players.flatMap((player) => [
      `/api/players/${player.id}`,
      `/api/stats/players/${player.id}/ratings`,
    ]),
    ...matches.map((match) => `/api/matches/${match.id}`),
  ];
};

describe.each(TEST_DATABASES)('moving the demo league from SQLite to %s', (target) => {
  let source: TestApp;
  let moved: TestApp;
  let summary: DemoSummary;
  let file: LeagueExport;

  beforeAll(async () => {
    source = await buildTestApp('sqlite');
    summary = await seedDemoLeague(source.db, { now: NOW });
    // Through JSON text, as the file on disk carries it.
    file = parseLeagueExport(
      JSON.parse(JSON.stringify(await exportLeague(source.db, { credentials: true }))),
    );
    moved = await buildTestApp(target);
    await importLeague(moved.db, file);
  });
  afterAll(async () => {
    await source.close();
    await moved.close();
  });

  it('answers every public endpoint with the same content', async () => {
    const urls = await publicUrls(source);
    expect(urls.length).toBeGreaterThan(200);
    // Byte for byte: every list has a total order (the demo's clubs have a team in each of two
    // seasons, so GET /api/teams breaks name ties by id), whatever order an import stored rows in.
    for (const url of urls) {
      const [before, after] = await Promise.all([source.request({ url }), moved.request({ url })]);
      expect(after.statusCode, url).toBe(before.statusCode);
      expect(after.body, url).toBe(before.body);
    }
  });

  it('keeps the accounts: the demo logins sign in on the new server', async () => {
    const login = summary.logins[0];
    if (!login) throw new Error('no demo login');
    expect(await moved.login(login.email, DEMO_PASSWORD)).toMatch(/^cueleague_session=/);
  });

  it('refuses to import into a database that already holds a league, changing nothing', async () => {
    const before = await moved.db
      .selectFrom('matches')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    await expect(importLeague(moved.db, file)).rejects.toThrow(/already holds a league/);
    expect(
      await moved.db
        .selectFrom('matches')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst(),
    ).toEqual(before);
  });
});

describe.each(TEST_DATABASES)('league export and import (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let seasonId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const summary = await seedDemoLeague(t.db, { now: NOW });
    seasonId = summary.seasonId;
    const adminLogin = summary.logins.find((login) => login.role === 'admin');
    if (!adminLogin) throw new Error('no demo admin');
    admin = await t.login(adminLogin.email, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('exports every table of the schema, or says why one is left out', async () => {
    const tables = (await t.db.introspection.getTables())
      .map((table) => table.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
      .filter((name) => !name.startsWith('kyselyMigration'));
    for (const table of tables)
      expect(
        table in EXPORTED_TABLES || table in NOT_EXPORTED,
        `${table} is neither exported nor listed in NOT_EXPORTED`,
      ).toBe(true);
  });

  it("gives an admin the league as a JSON download without anyone's password hash", async () => {
    const response = await t.request({ url: '/api/export/league', cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cueleague-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = parseLeagueExport(response.json());
    expect(data.tables.users.length).toBeGreaterThan(0);
    expect(data.tables.users.every((user) => user.passwordHash === null)).toBe(true);
    expect(response.body).not.toContain('$argon2');
    // Imported, its accounts exist but open only after a password reset.
    const fresh = await buildTestApp(kind);
    try {
      await importLeague(fresh.db, data);
      const email = String(data.tables.users[0]?.email);
      const login = await fresh.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it('refuses the downloads to anyone but an admin', async () => {
    for (const url of ['/api/export/league', `/api/seasons/${seasonId}/export/frames.csv`]) {
      expect((await t.request({ url })).statusCode).toBe(401);
    }
    expect(
      (await t.request({ url: `/api/seasons/${seasonId}/export/secrets.csv`, cookie: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ url: '/api/seasons/nope/export/frames.csv', cookie: admin })).statusCode,
    ).toBe(404);
  });

  it("gives a season's fixtures, frames, standings and player stats as CSV", async () => {
    const csv = async (file: string) => {
      const response = await t.request({
        url: `/api/seasons/${seasonId}/export/${file}.csv`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return response.body.trimEnd().split('\r\n');
    };
    const fixtures = await csv('fixtures');
    const matches = (
      await t.request({ url: `/api/matches?seasonId=${seasonId}&view=summary` })
    ).json<{ items: unknown[] }>().items;
    expect(fixtures[0]).toBe('Match id,Date (UTC),Home,Away,State,Home frames,Away frames');
    expect(fixtures).toHaveLength(matches.length + 1);
    expect(await csv('frames')).toHaveLength(matches.length * 16 + 1);
    // The demo season is divided: one table per division, one after the other, each row saying
    // which division it is in.
    const standings = await csv('standings');
    expect(standings[0]).toMatch(/^Division,Position,Team,/);
    const season = (await t.request({ url: `/api/seasons/${seasonId}` })).json<{
      divisions: { id: string; name: string }[];
    }>();
    expect(season.divisions.length).toBeGreaterThan(1);
    let line = 1;
    for (const division of season.divisions) {
      const table = (
        await t.request({ url: `/api/standings?seasonId=${seasonId}&divisionId=${division.id}` })
      ).json<{ items: { teamName: string; points: number }[] }>().items;
      expect(standings[line]).toContain(`${division.name},1,${table[0]?.teamName ?? ''},`);
      line += table.length;
    }
    expect(standings).toHaveLength(line);
    expect((await csv('player-stats'))[0]).toBe(
      'Player,Matches,Frames played,Frames won,Frames lost,Win %,Rating',
    );
  });

  it('writes a name a spreadsheet would run as a formula as plain text', async () => {
    const team = await t.db
      .selectFrom('teams')
      .select('id')
      .where('seasonId', '=', seasonId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('teams')
      .set({ name: '=HYPERLINK("http://evil.example","Win")' })
      .where('id', '=', team.id)
      .execute();
    t.app.ctx.responses.clear();
    const body = (
      await t.request({ url: `/api/seasons/${seasonId}/export/fixtures.csv`, cookie: admin })
    ).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Win"")"`);
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('refuses files that are not an export it can read, saying why', () => {
    expect(() => parseLeagueExport({ hello: 'world' })).toThrow(ImportError);
    expect(() => parseLeagueExport({ format: 'cueleague-league-export', version: 2 })).toThrow(
      /version 2/,
    );
    expect(() =>
      parseLeagueExport({
        format: 'cueleague-league-export',
        version: 1,
        schema: ['9999-future'],
        tables: {},
      }),
    ).toThrow(/newer CueLeague/);
    expect(() =>
      parseLeagueExport({
        format: 'cueleague-league-export',
        version: 1,
        schema: [],
        tables: { teams: 'x' },
      }),
    ).toThrow(/"teams" is not a list/);
  });

  it('rolls an import back whole when a row does not fit', async () => {
    const data = parseLeagueExport(
      JSON.parse(JSON.stringify(await exportLeague(t.db, { credentials: true }))),
    );
    data.tables.frames = [{ ...data.tables.frames[0], noSuchColumn: 1 }];
    const fresh = await buildTestApp(kind);
    try {
      await expect(importLeague(fresh.db, data)).rejects.toThrow(/Could not load "frames"/);
      expect(await fresh.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
