// Importing players and teams from a CSV file: the preview writes nothing, the import writes what
// the preview showed in one go, a line with a problem stops the whole import, and a file that is
// not CSV (or too big, or without the columns) is a clear 422, never a 500.
import type { ImportPlan } from '@cueleague/domain/roster-import';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

type Answer = ImportPlan & { imported: boolean; ignoredColumns: string[] };

describe.each(TEST_DATABASES)('importing players and teams from CSV (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const send = (
    csv: string,
    dryRun: boolean,
    cookie?: string,
    seasonId = 's1',
    separate?: number[],
  ) =>
    t.request({
      method: 'POST',
      url: `/api/seasons/${seasonId}/import`,
      payload: { csv, dryRun, ...(separate ? { separate } : {}) },
      ...(cookie ? { cookie } : {}),
    });
  const counts = async () => ({
    players: (await t.db.selectFrom('players').select('id').execute()).length,
    teams: (await t.db.selectFrom('teams').select('id').execute()).length,
    memberships: (await t.db.selectFrom('teamPlayers').select('id').execute()).length,
  });

  const FILE = [
    '\uFEFFFirst Name;Last Name;Team',
    'Ivy;Irwin;Team 1',
    'Jon;Jones;The Cue Club',
    '"Kay";"O\'Neil, Jr";the cue club',
    'Player3;Team1;Team 1',
    'Lou;Lane;',
  ].join('\r\n');

  it('previews without writing, then imports exactly the preview', async () => {
    await setup();
    const admin = await t.login('admin@example.test');
    const before = await counts();

    const preview = await send(FILE, true, admin);
    expect(preview.statusCode).toBe(200);
    const plan = preview.json<Answer>();
    expect(plan).toMatchObject({
      imported: false,
      ignoredColumns: [],
      newPlayers: 4,
      newTeams: ['The Cue Club'],
      joins: 3,
      errors: 0,
    });
    expect(plan.rows.map((row) => [row.line, row.firstName, row.lastName])).toEqual([
      [2, 'Ivy', 'Irwin'],
      [3, 'Jon', 'Jones'],
      [4, 'Kay', "O'Neil, Jr"],
      [5, 'Player3', 'Team1'],
      [6, 'Lou', 'Lane'],
    ]);
    expect(plan.rows[3]).toMatchObject({
      player: { kind: 'existing' },
      membership: { kind: 'already' },
    });
    expect(await counts()).toEqual(before);

    const done = await send(FILE, false, admin);
    expect(done.statusCode).toBe(200);
    expect(done.json<Answer>()).toMatchObject({ imported: true, newPlayers: 4, joins: 3 });
    expect(await counts()).toEqual({
      players: before.players + 4,
      teams: before.teams + 1,
      memberships: before.memberships + 3,
    });
    const club = await t.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'The Cue Club')
      .executeTakeFirstOrThrow();
    const roster = await t.request({ method: 'GET', url: `/api/team-players?teamId=${club.id}` });
    expect(roster.json<{ items: unknown[] }>().items).toHaveLength(2);
    // Importing the same file again changes nothing: everyone is already there.
    const again = await send(FILE, false, admin);
    expect(again.json<Answer>()).toMatchObject({
      newPlayers: 0,
      newTeams: [],
      joins: 0,
      errors: 0,
    });
    expect((await counts()).players).toBe(before.players + 4);
  });

  it('refuses the whole file while a line has a problem, and says which', async () => {
    await setup();
    const admin = await t.login('admin@example.test');
    const before = await counts();
    // Player2 Team2 plays for Team 2: not to be moved by an import.
    const file = 'first_name,last_name,team\nNew,Person,Team 1\nPlayer2,Team2,Team 1\n';
    const preview = (await send(file, true, admin)).json<Answer>();
    expect(preview.errors).toBe(1);
    expect(preview.rows[1]?.error).toBe(
      'Player2 Team2 already plays for Team 2 this season; an admin can transfer them',
    );
    const refused = await send(file, false, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      '1 line has a problem (line 3): nothing was imported.',
    );
    expect(await counts()).toEqual(before);
  });

  it('imports two different people of one name when the admin marks the line, and says which columns it ignored', async () => {
    await setup();
    const admin = await t.login('admin@example.test');
    const before = await counts();
    // Player2 Team2 of the league plays for Team 2; this one is someone else, new on Team 1.
    // Two Zed Zanes in the file: one for each team.
    const file = [
      'first_name,last_name,team,email,',
      'Player2,Team2,Team 1,p2@example.test,',
      'Zed,Zane,Team 1,,',
      'Zed,Zane,Team 2,,typed under no heading',
    ].join('\n');
    const preview = (await send(file, true, admin)).json<Answer>();
    expect(preview.ignoredColumns).toEqual(['email', 'column 5 (no name)']);
    expect(preview.rows.map((row) => [row.line, row.namesake, row.error !== null])).toEqual([
      [2, { people: 1, line: null }, true],
      [3, null, false],
      [4, { people: 1, line: 3 }, true],
    ]);
    const refused = await send(file, false, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      '2 lines have problems (lines 2 and 4): nothing was imported.',
    );

    const marked = await send(file, true, admin, 's1', [2, 4]);
    expect(marked.json<Answer>()).toMatchObject({ newPlayers: 3, joins: 3, errors: 0 });
    expect(marked.json<Answer>().rows.map((row) => row.separate)).toEqual([true, false, true]);
    expect(await counts()).toEqual(before);

    const done = await send(file, false, admin, 's1', [2, 4]);
    expect(done.statusCode).toBe(200);
    expect(await counts()).toMatchObject({ players: before.players + 3 });
    const teamsOf = async (firstName: string, lastName: string) =>
      (
        await t.db
          .selectFrom('players')
          .innerJoin('teamPlayers', 'teamPlayers.playerId', 'players.id')
          .innerJoin('teams', 'teams.id', 'teamPlayers.teamId')
          .select(['players.id', 'teams.name'])
          .where('players.firstName', '=', firstName)
          .where('players.lastName', '=', lastName)
          .where('teamPlayers.seasonId', '=', 's1')
          .orderBy('teams.name')
          .execute()
      ).map((row) => ({ ...row }));
    // Two people each time: two records, one on each team.
    for (const [first, last] of [
      ['Player2', 'Team2'],
      ['Zed', 'Zane'],
    ] as const) {
      const rows = await teamsOf(first, last);
      expect(rows.map((row) => row.name)).toEqual(['Team 1', 'Team 2']);
      expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    }
  });

  it('refuses a mark on a line the file lacks, and on a line nobody shares a name with', async () => {
    await setup();
    const admin = await t.login('admin@example.test');
    const file = 'first_name,last_name\nZed,Zane\n';
    const stranger = await send(file, true, admin, 's1', [9]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json<{ error: { message: string } }>().error.message).toBe(
      'The file has no line 9 to mark as a different person: preview it again.',
    );
    expect((await send(file, true, admin, 's1', [1])).statusCode).toBe(422);
    expect((await send(file, true, admin, 's1', [2, 2])).statusCode).toBe(422);
    const alone = (await send(file, true, admin, 's1', [2])).json<Answer>();
    expect(alone.rows[0]?.error).toBe(
      'Marked a different person, but nobody else is called Zed Zane',
    );
    expect((await send(file, false, admin, 's1', [2])).statusCode).toBe(422);
  });

  it('answers a file it cannot use with a 422 that says why', async () => {
    await setup();
    const admin = await t.login('admin@example.test');
    const message = async (csv: string) => {
      const answer = await send(csv, true, admin);
      expect(answer.statusCode, csv.slice(0, 40)).toBe(422);
      return answer.json<{ error: { message: string } }>().error.message;
    };
    expect(await message('')).toBe('The file is empty.');
    expect(await message('name,team\nIvy,Team 1')).toMatch(/must name the columns/);
    expect(await message('first_name,last_name\n')).toBe(
      'The file has no players after its header.',
    );
    expect(await message('first_name,last_name\n"Ivy,Irwin')).toMatch(
      /^The file is not readable as CSV/,
    );
    const many = ['first_name,last_name', ...Array.from({ length: 2001 }, (_, i) => `P${i},X`)];
    expect(await message(many.join('\n'))).toBe('At most 2000 players at a time.');
    expect(await message('x'.repeat(200_001))).toMatch(/200 KB/);
    expect(
      (await send('first_name,last_name\nA,B', true, admin, 'no-such-season')).statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const world = await setup();
    expect((await send('first_name,last_name\nA,B', true)).statusCode).toBe(401);
    const captain = await t.login(world.emails.captain1);
    expect((await send('first_name,last_name\nA,B', true, captain)).statusCode).toBe(403);
  });
});
