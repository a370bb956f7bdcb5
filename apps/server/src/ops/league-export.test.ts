// Export and import: the demo league moves from SQLite to PostgreSQL (and SQLite to SQLite) and
// every public endpoint answers the same; an admin's download leaves password hashes out; bad
// files are refused with a clear message, leaving the database untouched; the season's CSVs.
// People's notifications, e-mail switches, unsubscribe links, reminder claims and unsent mail
// move with the league, and a file from before they did still imports.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, seedDemoLeague, type DemoSummary } from '../seed/demo-league.ts';
import { writer } from '../services/write-transaction.ts';
import { call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import {
  CREDENTIAL_TABLES,
  EXPORTED_TABLES,
  exportLeague,
  ImportError,
  importLeague,
  NOT_EXPORTED,
  parseLeagueExport,
  signLeagueExport,
  type LeagueExport,
} from './league-export.ts';
import { EXPORT_ROW_SCHEMAS } from './export-rows.ts';

const NOW = new Date('2026-11-19T12:00:00Z');
/** The session secret of the servers a league moves between (the operator keeps it). */
const SECRET = 'operator-secret-operator-secret-operator!';

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
      `/api/adjustments?seasonId=${season.id}`,
      ...season.divisions.flatMap((division) => [
        `/api/standings?seasonId=${season.id}&divisionId=${division.id}`,
        `/api/stats/players?seasonId=${season.id}&divisionId=${division.id}`,
      ]),
    ]),
    ...teams.flatMap((team) => [
      `/api/teams/${team.id}`,
      `/api/matches?teamId=${team.id}`,
      `/api/calendar/${team.id}.ics`,
      `/api/adjustments?teamId=${team.id}`,
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
      JSON.parse(JSON.stringify(await exportLeague(source.db, { operatorSecret: SECRET }))),
      { operatorSecret: SECRET },
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

  it('checks every column of every exported table on import (a new column needs its schema)', async () => {
    const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const table of await t.db.introspection.getTables()) {
      const name = camel(table.name) as keyof typeof EXPORT_ROW_SCHEMAS;
      if (!(name in EXPORTED_TABLES)) continue;
      const schema = EXPORT_ROW_SCHEMAS[name];
      const shape = 'shape' in schema ? schema.shape : schema.options[0].shape;
      expect(Object.keys(shape).sort(), name).toEqual(
        table.columns.map((column) => camel(column.name)).sort(),
      );
    }
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
    // The demo season has a points adjustment: the column its table on the site shows too.
    expect(standings[0]).toContain(',Frame difference,Adjustment,Points,');
    expect(standings.filter((csvLine) => /,-2,-?\d+,[WDL]*,\w*$/.test(csvLine))).toHaveLength(1);
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

  it('defuses a formula after a `;`, a TAB or a line break too, for spreadsheets that split there', async () => {
    const [home, away] = await t.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('seasonId', '=', seasonId)
      // League teams: the demo's singles knockout entrants play no league match.
      .where('kind', '=', 'club')
      .orderBy('id')
      .limit(2)
      .execute();
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'lastName'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The names go back after: a later test moves this league, and an import refuses them.
    onTestFinished(async () => {
      for (const team of [home, away])
        if (team)
          await t.db
            .updateTable('teams')
            .set({ name: team.name })
            .where('id', '=', team.id)
            .execute();
      await t.db
        .updateTable('players')
        .set({ lastName: player.lastName })
        .where('id', '=', player.id)
        .execute();
      t.app.ctx.responses.clear();
    });
    // Written straight to the database: names from before control characters were refused.
    await t.db
      .updateTable('teams')
      .set({ name: "Bob;=cmd|' /C calc'!A0;" })
      .where('id', '=', home?.id ?? '')
      .execute();
    await t.db
      .updateTable('teams')
      .set({ name: 'Tab\t=1+1\t@SUM(A1)' })
      .where('id', '=', away?.id ?? '')
      .execute();
    await t.db
      .updateTable('players')
      .set({ lastName: 'Line\n-2+3\r+4 ;  =5' })
      .where('id', '=', player.id)
      .execute();
    t.app.ctx.responses.clear();
    for (const file of ['fixtures', 'frames', 'standings', 'player-stats']) {
      const body = (
        await t.request({ url: `/api/seasons/${seasonId}/export/${file}.csv`, cookie: admin })
      ).body;
      // Every cell of every reading: split on ',', ';', TAB or a line break, quotes and spaces off.
      const cells = body.split(/[,;\t\r\n]/).map((cell) => cell.replace(/^[" ]+/, ''));
      const formulas = cells.filter((cell) => /^[=+@]|^-[^0-9]/.test(cell));
      expect(formulas, file).toEqual([]);
    }
    const fixtures = (
      await t.request({ url: `/api/seasons/${seasonId}/export/fixtures.csv`, cookie: admin })
    ).body;
    expect(fixtures).toContain("Bob;'=cmd|' /C calc'!A0;");
    expect(fixtures).toContain("Tab\t'=1+1\t'@SUM(A1)");
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
      JSON.parse(JSON.stringify(await exportLeague(t.db, { operatorSecret: SECRET }))),
      { operatorSecret: SECRET },
    );
    // Valid rows, but one twice: the database refuses the second.
    data.tables.frames = [data.tables.frames[0] ?? {}, data.tables.frames[0] ?? {}];
    const fresh = await buildTestApp(kind);
    try {
      await expect(importLeague(fresh.db, data)).rejects.toThrow(/Could not load "frames"/);
      expect(await fresh.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

/** 7 October 2026 in London: 09:00 local before the reminder time, 10:30 after, a 19:30 match. */
const EARLY = new Date('2026-10-07T08:00:00.000Z');
const DUE = new Date('2026-10-07T09:30:00.000Z');

describe.each(TEST_DATABASES)(
  'moving the notifications of a league from SQLite to %s',
  (target) => {
    let source: TestApp;
    let moved: TestApp;
    let world: World;
    let file: LeagueExport;
    /** The unsubscribe link team 2's captain was mailed on the old server. */
    let oldToken: string;

    const remind = (t: TestApp) =>
      t.app.ctx.notifications.sendMatchDayReminders(t.db, writer(t.app.ctx), DUE, '10:00');
    const preferences = async (t: TestApp, who: 'captain1' | 'captain2') =>
      (
        await call(t, {
          method: 'GET',
          url: '/api/notifications/preferences',
          cookie: await cookieFor(t, world, who),
        })
      ).json<{ email: Record<string, boolean> }>().email;
    const inbox = async (t: TestApp, who: 'captain1' | 'captain2') =>
      (
        await call(t, {
          method: 'GET',
          url: '/api/notifications',
          cookie: await cookieFor(t, world, who),
        })
      ).json<{ unread: number; items: { title: string; readAt: string | null }[] }>();

    beforeAll(async () => {
      source = await buildTestApp(
        'sqlite',
        { PUBLIC_URL: 'https://league.example.test' },
        {
          now: () => EARLY,
        },
      );
      world = await seedWorld(source.db);
      // Team 1's captain wants no mail when the other side confirms.
      await call(source, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        cookie: await cookieFor(source, world, 'captain1'),
        payload: { email: { 'result-confirmed': false } },
      });
      // A result to confirm: team 2's captain is told, and mailed with an unsubscribe link.
      const played = await createMatch(source, world, {
        homeTeamId: 't1',
        awayTeamId: 't2',
        scheduledDate: '2026-10-06T18:30:00.000Z',
      });
      await playMatch(source, world, played.id, 'home', { confirm: false });
      const header = source.mails[0]?.headers?.['List-Unsubscribe'] ?? '';
      oldToken = new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
      expect(oldToken).not.toBe('');
      // Tonight's match: its reminders go out on the old server on the day of the move.
      await createMatch(source, world, {
        homeTeamId: 't2',
        awayTeamId: 't3',
        scheduledDate: '2026-10-07T18:30:00.000Z',
      });
      expect(await remind(source)).toBeGreaterThan(0);
      // And a mail committed but not yet sent when the server stopped.
      await writer(source.app.ctx)((trx) =>
        source.app.ctx.notifications.notify(trx, [
          {
            userId: world.users.player1,
            kind: 'fixture-moved',
            title: 'Team 1 v Team 3 moved to Thu 8 Oct, 19:30',
            link: '/matches/none',
            matchId: null,
          },
        ]),
      );
      source.mails.length = 0;

      file = parseLeagueExport(
        JSON.parse(JSON.stringify(await exportLeague(source.db, { operatorSecret: SECRET }))),
        { operatorSecret: SECRET },
      );
      moved = await buildTestApp(
        target,
        { PUBLIC_URL: 'https://league.example.test' },
        {
          now: () => EARLY,
        },
      );
      await importLeague(moved.db, file);
    });
    afterAll(async () => {
      await source.close();
      await moved.close();
    });

    it('keeps every e-mail switch and every inbox, read or not', async () => {
      expect((await preferences(moved, 'captain1'))['result-confirmed']).toBe(false);
      expect((await preferences(moved, 'captain1'))['result-entered']).toBe(true);
      expect(await inbox(moved, 'captain2')).toEqual(await inbox(source, 'captain2'));
      expect((await inbox(moved, 'captain2')).unread).toBeGreaterThan(0);
    });

    it('sends nobody a second reminder on the day of the move', async () => {
      expect(await remind(moved)).toBe(0);
      await moved.app.ctx.mailQueue.idle();
      expect(moved.mails.filter((mail) => mail.subject.startsWith('Match day'))).toEqual([]);
    });

    it('sends the mail the old server had not sent yet, once', async () => {
      expect(await moved.app.ctx.mailQueue.sweep()).toBe(1);
      expect(await moved.app.ctx.mailQueue.sweep()).toBe(0);
      expect(moved.mails.map((mail) => [mail.to, mail.subject])).toEqual([
        [world.emails.player1, 'Team 1 v Team 3 moved to Thu 8 Oct, 19:30'],
      ]);
      expect(moved.mails[0]?.text).toContain('https://league.example.test/unsubscribe?token=');
    });

    it('keeps the unsubscribe links already mailed working, and mails a link of its own after', async () => {
      // A result entered on the new server: its mail has a new link; the old one still works.
      moved.mails.length = 0;
      const match = await createMatch(moved, world, {
        homeTeamId: 't1',
        awayTeamId: 't2',
        scheduledDate: '2026-10-05T18:30:00.000Z',
      });
      await playMatch(moved, world, match.id, 'home', { confirm: false });
      await moved.app.ctx.mailQueue.idle();
      expect(moved.mails.map((mail) => mail.to)).toEqual([world.emails.captain2]);
      expect(moved.mails[0]?.headers?.['List-Unsubscribe']).toMatch(/token=[\w-]{43}>$/);
      expect(moved.mails[0]?.headers?.['List-Unsubscribe']).not.toContain(oldToken);

      const response = await moved.request({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(oldToken)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ kind: 'result-entered' });
      expect((await preferences(moved, 'captain2'))['result-entered']).toBe(false);
    });

    it("leaves the secret links out of an admin's download, keeping the switches and inboxes", async () => {
      const download = await exportLeague(source.db, {});
      for (const table of CREDENTIAL_TABLES) expect(download.tables[table], table).toEqual([]);
      expect(JSON.stringify(download)).not.toContain(oldToken);
      expect(download.tables.notificationEmailPreferences).toEqual(
        file.tables.notificationEmailPreferences,
      );
      expect(download.tables.notifications.length).toBeGreaterThan(0);
    });

    it('still imports a file from before notifications moved: everyone starts with every mail on', async () => {
      const older = JSON.parse(JSON.stringify(file)) as LeagueExport & {
        tables: Record<string, unknown>;
      };
      for (const table of [
        'notifications',
        'notificationEmailPreferences',
        'notificationClaims',
        'unsubscribeTokens',
        'mailQueue',
      ])
        delete older.tables[table];
      older.schema = older.schema.filter((name) => name < '0010');
      const fresh = await buildTestApp(target);
      try {
        const counts = await importLeague(
          fresh.db,
          parseLeagueExport(signLeagueExport(older, SECRET), { operatorSecret: SECRET }),
        );
        expect(counts).toMatchObject({ notifications: 0, unsubscribeTokens: 0, mailQueue: 0 });
        expect(Object.values(await preferences(fresh, 'captain1')).every(Boolean)).toBe(true);
        expect((await inbox(fresh, 'captain2')).unread).toBe(0);
      } finally {
        await fresh.close();
      }
    });
  },
);
