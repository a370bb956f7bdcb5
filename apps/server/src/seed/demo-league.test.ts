import type {
  Competition,
  CompetitionSummary,
  Honours,
} from '@cueleague/domain/competitions/records';
import type {
  League,
  Match,
  PointsAdjustment,
  Season,
  Team,
  TeamPlayer,
} from '@cueleague/domain/entities';
import type { LedgerSummary } from '@cueleague/domain/ledger';
import type { PenaltyProposal } from '@cueleague/domain/penalty-proposals';
import type { PlayerStatsRow } from '@cueleague/domain/player-stats';
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import {
  DEMO_DIVISIONS,
  DEMO_PASSWORD,
  LeagueExistsError,
  seedDemoLeague,
  type DemoLogin,
  type DemoSummary,
} from './demo-league.ts';

// A Thursday: the week's Tuesday fixtures are more than a day old, so the in-progress match is
// the one deliberately left open.
const NOW = new Date('2026-11-19T12:00:00Z');

/** The local weekday and wall time of an instant in London. */
const londonWeekdayTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const playerNames = async (t: TestApp): Promise<string[]> =>
  (await t.db.selectFrom('players').select(['firstName', 'lastName']).execute())
    .map((p) => `${p.firstName} ${p.lastName}`)
    .sort();

describe.each(TEST_DATABASES)('the demo league (%s)', (kind) => {
  let t: TestApp;
  let summary: DemoSummary;
  let firstNames: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    summary = await seedDemoLeague(t.db, { now: NOW });
    firstNames = await playerNames(t);
  });
  afterAll(async () => t.close());

  /** The season's matches: the league's alone, or with `cups` its cup ties too. */
  const matches = async (query = '', seasonId = summary.seasonId, cups = false): Promise<Match[]> =>
    (await t.request({ method: 'GET', url: `/api/matches?seasonId=${seasonId}${query}` }))
      .json<{ items: Match[] }>()
      .items.filter((match) => cups || match.competitionId === undefined);
  const teamsOf = async (seasonId: string): Promise<Team[]> =>
    (await t.request({ method: 'GET', url: `/api/teams?seasonId=${seasonId}` })).json<{
      items: Team[];
    }>().items;
  const standingsOf = async (query: string): Promise<StandingsRow[]> =>
    (await t.request({ method: 'GET', url: `/api/standings?${query}` })).json<{
      items: StandingsRow[];
    }>().items;
  /** Both divisions are double round robins of the same size: (n - 1) x 2 weeks of fixtures. */
  const perDivision = () => summary.teamCount / DEMO_DIVISIONS.length;

  it('loads a league with a current season in two divisions into the empty database', async () => {
    expect(summary).toMatchObject({
      leagueName: 'CueLeague Demo',
      teamCount: 12,
      venueCount: 12,
      weekCount: 2 * (perDivision() - 1),
      matchCounts: { 'in-progress': 1 },
      divisions: DEMO_DIVISIONS.map((name) => ({ name, teamCount: perDivision() })),
    });
    expect(summary.seasonName).toMatch(/^Winter \d{4}$/);
    expect(summary.logins).toHaveLength(1 + 2 * summary.teamCount);
    const current = await t.request({ method: 'GET', url: '/api/seasons/current' });
    expect(current.json()).toMatchObject({
      id: summary.seasonId,
      isCurrent: true,
      format: { name: '4v4 Standard' },
      pointsForWin: 2,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsPerFrame: 0,
      divisions: summary.divisions.map(({ id, name }, position) => ({ id, name, position })),
    });
  });

  it('has a finished previous season a year before: one table of every club, all played', async () => {
    const previous = summary.previousSeason;
    const season = (
      await t.request({ method: 'GET', url: `/api/seasons/${previous.id}` })
    ).json<Season>();
    const current = (
      await t.request({ method: 'GET', url: `/api/seasons/${summary.seasonId}` })
    ).json<Season>();
    expect(season).toMatchObject({ name: previous.name, isCurrent: false });
    expect(season.divisions).toEqual([expect.objectContaining({ name: null, position: 0 })]);
    expect(Number(season.startDate?.slice(0, 4))).toBe(Number(current.startDate?.slice(0, 4)) - 1);
    expect((season.endDate ?? '') < (current.startDate ?? '')).toBe(true);
    const teams = await teamsOf(previous.id);
    expect(teams).toHaveLength(summary.teamCount);
    const all = await matches('', previous.id);
    expect(all).toHaveLength(teams.length * (teams.length - 1));
    expect(all.every((match) => match.state === 'completed')).toBe(true);
    expect(previous.matchCounts).toEqual({
      'pre-match': 0,
      'in-progress': 0,
      completed: all.length,
    });
    // Its final table explains this season's split: the top half now play in the Premier.
    const table = await standingsOf(`seasonId=${previous.id}`);
    expect(table).toHaveLength(teams.length);
    expect(table[0]?.teamName).toBe(previous.champions);
    expect(table.every((row) => row.played === 2 * (teams.length - 1))).toBe(true);
    const [premier] = summary.divisions;
    if (!premier) throw new Error('no divisions');
    const premierTeams = (await teamsOf(summary.seasonId)).filter(
      (team) => team.divisionId === premier.id,
    );
    expect(premierTeams.map((team) => team.name).sort()).toEqual(
      table
        .slice(0, premier.teamCount)
        .map((row) => row.teamName)
        .sort(),
    );
    // Last season's rosters and stats: the same players, on last season's team rows.
    const stats = (
      await t.request({ method: 'GET', url: `/api/stats/players?seasonId=${previous.id}` })
    ).json<{ items: PlayerStatsRow[] }>().items;
    expect(stats.some((row) => row.framesWon > 0)).toBe(true);
    const roster = (
      await t.request({ method: 'GET', url: `/api/team-players?teamId=${teams[0]?.id ?? ''}` })
    ).json<{ items: TeamPlayer[] }>().items;
    expect(roster.length).toBeGreaterThanOrEqual(6);
    expect(roster.every((membership) => membership.seasonId === previous.id)).toBe(true);
  });

  it('has 12 teams with their own venues, 6-8 players each and one captain each', async () => {
    const teams = await teamsOf(summary.seasonId);
    expect(teams).toHaveLength(12);
    expect(new Set(teams.map((team) => team.homeVenueId)).size).toBe(12);
    for (const division of summary.divisions) {
      expect(teams.filter((team) => team.divisionId === division.id)).toHaveLength(
        division.teamCount,
      );
    }
    for (const team of teams) {
      expect(team.captainUserId).toBeTruthy();
      const roster = (
        await t.request({ method: 'GET', url: `/api/team-players?teamId=${team.id}` })
      ).json<{ items: TeamPlayer[] }>().items;
      expect(roster.length).toBeGreaterThanOrEqual(6);
      expect(roster.length).toBeLessThanOrEqual(8);
      expect(roster.every((membership) => membership.isActive)).toBe(true);
      expect(roster.filter((membership) => membership.role === 'captain')).toHaveLength(1);
    }
  });

  it("signs every captain in with the demo password as their team's captain", async () => {
    const captains = summary.logins.filter((login) => login.role === 'captain');
    expect(captains).toHaveLength(summary.teamCount);
    for (const login of captains) {
      expect(login.email).toMatch(/^captain\.[a-z0-9-]+@demo\.cueleague\.local$/);
      const cookie = await t.login(login.email, DEMO_PASSWORD);
      const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
      expect(me.json()).toMatchObject({
        user: { email: login.email },
        role: 'captain',
        isAdmin: false,
        team: { name: login.teamName },
      });
    }
  });

  it('signs in the admin and a player with their roles', async () => {
    const find = (role: DemoLogin['role']) => summary.logins.find((login) => login.role === role);
    const admin = find('admin');
    const player = find('player');
    expect(summary.logins.filter((login) => login.role === 'player')).toHaveLength(
      summary.teamCount,
    );
    for (const [login, expected] of [
      [admin, { role: 'admin', isAdmin: true }],
      [player, { role: 'player', isAdmin: false }],
    ] as const) {
      if (!login) throw new Error('missing demo login');
      const cookie = await t.login(login.email, DEMO_PASSWORD);
      const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
      expect(me.json()).toMatchObject(expected);
    }
  });

  it('schedules a double round robin per division on Tuesdays at 19:30 London time', async () => {
    const all = await matches();
    const n = perDivision();
    expect(all).toHaveLength(DEMO_DIVISIONS.length * n * (n - 1));
    const pairs = new Set(all.map((match) => `${match.homeTeamId}>${match.awayTeamId}`));
    expect(pairs.size).toBe(all.length);
    expect(all.every((match) => match.homeTeamId !== match.awayTeamId)).toBe(true);
    // Teams meet only within their division; the divisions play on the same nights.
    const divisionOf = new Map(
      (await teamsOf(summary.seasonId)).map((team) => [team.id, team.divisionId]),
    );
    for (const match of all) {
      expect(divisionOf.get(match.homeTeamId)).toBeTruthy();
      expect(divisionOf.get(match.awayTeamId)).toBe(divisionOf.get(match.homeTeamId));
    }
    const nights = summary.divisions.map((division) =>
      [
        ...new Set(
          all
            .filter((match) => divisionOf.get(match.homeTeamId) === division.id)
            .map((match) => match.scheduledDate),
        ),
      ].sort(),
    );
    expect(nights[0]).toHaveLength(summary.weekCount);
    for (const night of nights) expect(night).toEqual(nights[0]);
    expect(new Set(all.map((match) => londonWeekdayTime(match.scheduledDate)))).toEqual(
      new Set(['Tuesday 19:30']),
    );
    const counts = { 'pre-match': 0, 'in-progress': 0, completed: 0 } as Record<string, number>;
    for (const match of all) counts[match.state] = (counts[match.state] ?? 0) + 1;
    expect(counts).toEqual(summary.matchCounts);
    // Every match more than a day before `now` was played; nothing in the future was.
    const dayBefore = NOW.getTime() - 86_400_000;
    for (const match of all) {
      const at = new Date(match.scheduledDate).getTime();
      if (at < dayBefore) expect(['completed', 'in-progress']).toContain(match.state);
      if (at > NOW.getTime()) expect(match.state).toBe('pre-match');
    }
  });

  it('stores completed matches whose frames add up to their scores', async () => {
    const completed = await matches('&state=completed');
    expect(completed.length).toBeGreaterThanOrEqual(12);
    expect(completed).toHaveLength(summary.matchCounts.completed);
    for (const match of completed) {
      expect(match.frames).toHaveLength(16);
      expect(match.frames.every((frame) => frame.state === 'locked' && frame.isComplete)).toBe(
        true,
      );
      expect(match.frames.reduce((sum, frame) => sum + frame.homeScore, 0)).toBe(match.homeScore);
      expect(match.frames.reduce((sum, frame) => sum + frame.awayScore, 0)).toBe(match.awayScore);
      expect(match.homeScore + match.awayScore).toBe(16);
      expect(match.progress).toMatchObject({ roundsLocked: 4, confirmed: { home: true } });
    }
    // Each confirmed by both captains but one, completed by the result timer (demo-penalties.ts).
    const unconfirmed = completed.filter((match) => !match.progress.confirmed.away);
    expect(unconfirmed).toHaveLength(1);
    // The lifecycle left its trail: one audit entry per action.
    const sample = completed.find((match) => match.progress.confirmed.away);
    if (!sample) throw new Error('no completed match');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('reason')
      .where('matchId', '=', sample.id)
      .execute();
    expect(audit.filter((entry) => entry.reason === 'frame_scored').length).toBeGreaterThan(0);
    expect(audit.filter((entry) => entry.reason === 'result_confirmed')).toHaveLength(2);
  });

  it('leaves exactly one league match in progress, part-way through round 3', async () => {
    const live = await matches('&state=in-progress');
    expect(live).toHaveLength(1);
    const [match] = live;
    if (!match) throw new Error('no live match');
    expect(match.progress.roundsLocked).toBe(2);
    const round3 = match.frames.filter((frame) => frame.round === 3);
    const scored = round3.filter((frame) => frame.isComplete).length;
    expect(scored).toBeGreaterThan(0);
    expect(scored).toBeLessThan(4);
    expect(match.frames.filter((frame) => frame.round === 4).every((f) => !f.isComplete)).toBe(
      true,
    );
  });

  it("runs this season's League Cup: quarter-finals played, a semi-final live, one to come", async () => {
    const cups = (await t.request({ method: 'GET', url: '/api/competitions' })).json<{
      items: CompetitionSummary[];
    }>().items;
    expect(cups).toMatchObject([
      { name: 'League Cup', state: 'published', entrantCount: 8, winner: null },
      // The second, taking entries: open to every visitor, three of eight entered.
      // A singles knockout taking entries, made before the Summer Cup: five captains entered.
      { name: 'Singles Championship', kind: 'singles-knockout', state: 'entries', entrantCount: 5 },
      // A doubles knockout taking entries: three captains, each with a team-mate.
      { name: 'Doubles Cup', kind: 'doubles-knockout', state: 'entries', entrantCount: 3 },
      { name: 'Summer Cup', state: 'entries', entrantCount: 3, capacity: 8, reserveCount: 0 },
    ]);
    const singles = (
      await t.request({ method: 'GET', url: `/api/competitions/${cups[1]?.id ?? ''}` })
    ).json<Competition>();
    expect(singles.format).toMatchObject({ positionsPerTeam: 1, raceTo: 3 });
    expect(singles.entries.every((entry) => entry.playerIds?.length === 1)).toBe(true);
    const doubles = (
      await t.request({ method: 'GET', url: `/api/competitions/${cups[2]?.id ?? ''}` })
    ).json<Competition>();
    expect(doubles.entries.map((entry) => entry.playerIds?.length)).toEqual([2, 2, 2]);
    expect(doubles.entries[0]?.name).toMatch(/^\S+ \S+ & \S+ \S+$/);
    const cup = (
      await t.request({ method: 'GET', url: `/api/competitions/${cups[0]?.id ?? ''}` })
    ).json<Competition>();
    expect(cup.rounds.map((round) => round.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(cup.draw).toEqual({ method: 'manual' });
    const ties = new Map(cup.ties.map((tie) => [tie.id, tie]));
    for (const id of ['W1-1', 'W1-2', 'W1-3', 'W1-4'])
      expect(ties.get(id)).toMatchObject({ status: 'decided', match: { state: 'completed' } });
    // The live semi-final is on the bracket and among the matches in play, beside the league's.
    const live = ties.get('W2-1');
    expect(live).toMatchObject({ status: 'ready', winner: null, match: { state: 'in-progress' } });
    expect((live?.match?.homeScore ?? 0) + (live?.match?.awayScore ?? 0)).toBeGreaterThan(0);
    const inPlay = await matches('&state=in-progress', summary.seasonId, true);
    expect(inPlay.map((match) => match.tieId ?? 'league').sort()).toEqual(['W2-1', 'league']);
    // The other is on the next cup night, the final after it.
    const next = ties.get('W2-2');
    expect(next).toMatchObject({ status: 'ready', match: { state: 'pre-match' } });
    expect(Date.parse(next?.match?.scheduledDate ?? '')).toBeGreaterThan(NOW.getTime());
    expect(ties.get('W3-1')).toMatchObject({ status: 'waiting', home: null, away: null });
    // Its ties are fixtures in its format, the home side's venue, on Thursday evenings.
    const tie = await t.request({ method: 'GET', url: `/api/matches/${live?.match?.id ?? ''}` });
    const match = tie.json<Match>();
    expect(match).toMatchObject({ competitionId: cup.id, tieId: 'W2-1', format: cup.format });
    expect(londonWeekdayTime(match.scheduledDate)).toBe('Thursday 19:30');
  });

  it("has last season's cup finished, on the roll of honour", async () => {
    const previous = summary.previousSeason;
    const [cup] = (
      await t.request({ method: 'GET', url: `/api/competitions?seasonId=${previous.id}` })
    ).json<{ items: CompetitionSummary[] }>().items;
    expect(cup).toMatchObject({ name: 'League Cup', state: 'finished', entrantCount: 12 });
    const honours = (
      await t.request({ method: 'GET', url: '/api/competitions/honours' })
    ).json<Honours>();
    expect(honours.items).toEqual([
      {
        seasonId: previous.id,
        seasonName: previous.name,
        competitionId: cup?.id,
        name: 'League Cup',
        kind: 'team-knockout',
        winner: cup?.winner,
        runnerUp: cup?.runnerUp,
        plateWinner: null,
      },
    ]);
    expect(cup?.runnerUp).not.toBeNull();
    // Every tie played, nothing left over: a fixture for each tie that is not a bye.
    const ties = await matches('', previous.id, true);
    expect(ties.filter((match) => match.competitionId === cup?.id)).toHaveLength(11);
  });

  it("answers each division's standings with only its teams, and player stats", async () => {
    const teams = await teamsOf(summary.seasonId);
    let played = 0;
    for (const division of summary.divisions) {
      const standings = await standingsOf(`seasonId=${summary.seasonId}&divisionId=${division.id}`);
      expect(standings.map((row) => row.teamId).sort()).toEqual(
        teams
          .filter((team) => team.divisionId === division.id)
          .map((team) => team.id)
          .sort(),
      );
      expect(standings.some((row) => row.points > 0)).toBe(true);
      played += standings.reduce((sum, row) => sum + row.played, 0);
    }
    // The cup's ties count for nothing in the table: only the league's matches are played.
    expect(played).toBe(2 * summary.matchCounts.completed);
    // Left out, the division is the top one.
    const top = await standingsOf('');
    expect(top.map((row) => row.teamId).sort()).toEqual(
      teams
        .filter((team) => team.divisionId === summary.divisions[0]?.id)
        .map((team) => team.id)
        .sort(),
    );
    const stats = (await t.request({ method: 'GET', url: '/api/stats/players' })).json<{
      items: PlayerStatsRow[];
    }>().items;
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.some((row) => row.framesWon > 0)).toBe(true);
  });

  it("shows a visitor one penalty in the top division's table, for one of the team's played matches", async () => {
    const adjustments = (
      await t.request({ method: 'GET', url: `/api/adjustments?seasonId=${summary.seasonId}` })
    ).json<{ items: PointsAdjustment[] }>().items;
    expect(adjustments).toEqual([
      expect.objectContaining({ points: -2, reason: 'Late result', seasonId: summary.seasonId }),
    ]);
    const [penalty] = adjustments;
    const top = await standingsOf(`seasonId=${summary.seasonId}`);
    expect(top.filter((row) => row.adjustment !== 0)).toEqual([
      expect.objectContaining({ teamId: penalty?.teamId, adjustment: -2 }),
    ]);
    const match = (await matches()).find((candidate) => candidate.id === penalty?.matchId);
    expect(match?.state).toBe('completed');
    expect([match?.homeTeamId, match?.awayTeamId]).toContain(penalty?.teamId);
  });

  it('gives the admin the two penalties the timer proposed for the result never confirmed', async () => {
    const league = (await t.request({ method: 'GET', url: '/api/leagues' })).json<{
      items: League[];
    }>().items[0];
    expect(league).toMatchObject({ lateResultPenalty: 1, unconfirmedPenalty: 2 });
    const admin = summary.logins.find((login) => login.role === 'admin');
    if (!admin) throw new Error('missing demo admin');
    const cookie = await t.login(admin.email, DEMO_PASSWORD);
    const proposed = (
      await t.request({ method: 'GET', url: '/api/penalty-proposals?state=proposed', cookie })
    ).json<{ items: PenaltyProposal[] }>().items;
    expect(proposed.map(({ kind, points, reason }) => [kind, points, reason])).toEqual([
      ['late-result', -1, 'Late result'],
      ['unconfirmed', -2, 'Result not confirmed'],
    ]);
    const match = (await matches('&state=completed')).find(
      (candidate) => candidate.id === proposed[0]?.matchId,
    );
    expect(match?.progress.confirmed).toEqual({ home: true, away: false });
    expect(proposed.every((proposal) => proposal.teamId === match?.awayTeamId)).toBe(true);
  });

  it("gives the unconfirmed result's captains the timer's notices: the reminder, then the completion", async () => {
    const admin = summary.logins.find((login) => login.role === 'admin');
    if (!admin) throw new Error('missing demo admin');
    const adminCookie = await t.login(admin.email, DEMO_PASSWORD);
    const [proposal] = (
      await t.request({ method: 'GET', url: '/api/penalty-proposals', cookie: adminCookie })
    ).json<{ items: PenaltyProposal[] }>().items;
    const match = (await matches('&state=completed')).find(
      (candidate) => candidate.id === proposal?.matchId,
    );
    const teams = (
      await t.request({ method: 'GET', url: `/api/teams?seasonId=${summary.seasonId}` })
    ).json<{ items: Team[] }>().items;
    const noticesOf = async (teamId: string | undefined) => {
      const name = teams.find((team) => team.id === teamId)?.name;
      const login = summary.logins.find((l) => l.role === 'captain' && l.teamName === name);
      if (!login) throw new Error(`no demo captain of ${name ?? teamId ?? '?'}`);
      const cookie = await t.login(login.email, DEMO_PASSWORD);
      return (await t.request({ method: 'GET', url: '/api/notifications', cookie }))
        .json<{ items: { kind: string; title: string; link: string; readAt: string | null }[] }>()
        .items.filter((item) => item.link.includes(match?.id ?? '?'));
    };
    // The away side never confirmed: reminded before the result was due, then told (newest first).
    expect((await noticesOf(match?.awayTeamId)).map(({ kind, readAt }) => [kind, readAt])).toEqual([
      ['result-auto-completed', null],
      ['result-due', null],
    ]);
    // The home side had confirmed: nothing to remind it of; told of the completion.
    const home = await noticesOf(match?.homeTeamId);
    expect(home.map((item) => item.kind)).toEqual(['result-auto-completed']);
    expect(home[0]?.title).toMatch(/: completed automatically, as it was not confirmed in time$/);
  });

  it('gives one player a registration of their own, half paid, on their own statement', async () => {
    // The first team by name; its player login (not its captain) is the one charged.
    const [first] = (
      await t.request({ method: 'GET', url: `/api/teams?seasonId=${summary.seasonId}` })
    )
      .json<{ items: Team[] }>()
      .items.map((team) => team.name)
      .sort((a, b) => a.localeCompare(b));
    const mineOf = async (role: 'player' | 'captain') => {
      const login = summary.logins.find((l) => l.role === role && l.teamName === first);
      if (!login) throw new Error(`no demo ${role} of ${first ?? '?'}`);
      const cookie = await t.login(login.email, DEMO_PASSWORD);
      return (await t.request({ method: 'GET', url: '/api/ledger/mine', cookie })).json<{
        items: { balance: number; lines: { note: string }[] }[];
      }>().items;
    };
    expect(await mineOf('player')).toEqual([
      expect.objectContaining({
        balance: 500,
        lines: [
          expect.objectContaining({ note: 'Player registration' }),
          expect.objectContaining({ note: 'The rest next week' }),
        ],
      }),
    ]);
    expect(await mineOf('captain')).toEqual([]);
  });

  it('gives the treasurer a season of fees: every team charged but one that joined late, some owing', async () => {
    const admin = summary.logins.find((login) => login.role === 'admin');
    if (!admin) throw new Error('missing demo admin');
    const cookie = await t.login(admin.email, DEMO_PASSWORD);
    const ledger = (
      await t.request({ method: 'GET', url: `/api/ledger/seasons/${summary.seasonId}`, cookie })
    ).json<LedgerSummary>();
    const teams = (
      await t.request({ method: 'GET', url: `/api/teams?seasonId=${summary.seasonId}` })
    ).json<{ items: Team[] }>().items;
    const lastByName = [...teams].sort((a, b) => a.name.localeCompare(b.name)).at(-1);
    const uncharged = ledger.teams.filter((row) => row.charged === 0).map((row) => row.teamId);
    expect(uncharged).toEqual([lastByName?.id]);
    expect(ledger.teams.filter((row) => row.balance > 0).length).toBeGreaterThan(0);
    expect(
      ledger.teams.filter((row) => row.charged > 0 && row.balance === 0).length,
    ).toBeGreaterThan(0);
    // Charging the fee again charges the late team alone.
    const again = await t.request({
      method: 'POST',
      url: `/api/ledger/seasons/${summary.seasonId}/entry-fees`,
      cookie,
      payload: { amount: 4500, on: '2026-12-01' },
    });
    expect(again.json()).toEqual({ charged: 1 });
  });

  it('has no demo logins to list on a league that is not the demo, nor in production', async () => {
    const plain = await buildTestApp(kind);
    const production = await buildTestApp(kind, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://league.example.org',
    });
    try {
      const none = await plain.request({ method: 'GET', url: '/api/setup/demo' });
      expect(none.statusCode).toBe(404);
      await seedDemoLeague(production.db, { now: NOW });
      const hidden = await production.request({ method: 'GET', url: '/api/setup/demo' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('demo-password');
    } finally {
      await plain.close();
      await production.close();
    }
  });

  it('refuses to load a second time', async () => {
    await expect(seedDemoLeague(t.db, { now: NOW })).rejects.toThrow(LeagueExistsError);
  });

  it('loads once through POST /api/setup/demo, the same cast, then answers 409', async () => {
    const fresh = await buildTestApp(kind);
    try {
      const setupCode = await fresh.setupCode();
      const first = await fresh.request({
        method: 'POST',
        url: '/api/setup/demo',
        payload: { setupCode },
      });
      expect(first.statusCode).toBe(201);
      expect(first.cookies).toHaveLength(0);
      const body = first.json<DemoSummary>();
      expect(body.logins.map((login) => login.email)).toEqual(
        summary.logins.map((login) => login.email),
      );
      // The default seed makes the same people every time.
      expect(await playerNames(fresh)).toEqual(firstNames);
      const setup = await fresh.request({ method: 'GET', url: '/api/setup' });
      expect(setup.json()).toEqual({ needed: false });
      // The logins can be found again later, the same people in the same roles.
      const later = await fresh.request({ method: 'GET', url: '/api/setup/demo' });
      expect(later.statusCode).toBe(200);
      const found = later.json<{ leagueName: string; logins: DemoSummary['logins'] }>();
      expect(found.leagueName).toBe(body.leagueName);
      const byEmail = (logins: DemoSummary['logins']) =>
        [...logins].sort((a, b) => a.email.localeCompare(b.email));
      expect(byEmail(found.logins)).toEqual(byEmail(body.logins));
      expect(found.logins[0]?.role).toBe('admin');
      const again = await fresh.request({
        method: 'POST',
        url: '/api/setup/demo',
        payload: { setupCode },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'conflict', message: 'The league is already set up.' },
      });
    } finally {
      await fresh.close();
    }
  });
});
