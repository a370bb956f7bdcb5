import type { Match, Team, TeamPlayer } from '@cueleague/domain/entities';
import type { PlayerStatsRow } from '@cueleague/domain/player-stats';
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import {
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

  const matches = async (query = ''): Promise<Match[]> =>
    (
      await t.request({ method: 'GET', url: `/api/matches?seasonId=${summary.seasonId}${query}` })
    ).json<{ items: Match[] }>().items;

  it('loads a league with a current season into the empty database', async () => {
    expect(summary).toMatchObject({
      leagueName: 'CueLeague Demo',
      teamCount: 8,
      venueCount: 8,
      weekCount: 14,
      matchCounts: { 'in-progress': 1 },
    });
    expect(summary.seasonName).toMatch(/^Winter \d{4}$/);
    expect(summary.logins).toHaveLength(17);
    const current = await t.request({ method: 'GET', url: '/api/seasons/current' });
    expect(current.json()).toMatchObject({ id: summary.seasonId, isCurrent: true });
  });

  it('has 8 teams with their own venues, 6-8 players each and one captain each', async () => {
    const teams = (
      await t.request({ method: 'GET', url: `/api/teams?seasonId=${summary.seasonId}` })
    ).json<{ items: Team[] }>().items;
    expect(teams).toHaveLength(8);
    expect(new Set(teams.map((team) => team.homeVenueId)).size).toBe(8);
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
    expect(captains).toHaveLength(8);
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
    expect(summary.logins.filter((login) => login.role === 'player')).toHaveLength(8);
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

  it('schedules a full double round robin on Tuesdays at 19:30 London time', async () => {
    const all = await matches();
    expect(all).toHaveLength(8 * 7);
    const pairs = new Set(all.map((match) => `${match.homeTeamId}>${match.awayTeamId}`));
    expect(pairs.size).toBe(8 * 7);
    expect(all.every((match) => match.homeTeamId !== match.awayTeamId)).toBe(true);
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
      expect(match.progress).toMatchObject({
        roundsLocked: 4,
        confirmed: { home: true, away: true },
      });
    }
    // The lifecycle left its trail: one audit entry per action.
    const sample = completed[0];
    if (!sample) throw new Error('no completed match');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('reason')
      .where('matchId', '=', sample.id)
      .execute();
    expect(audit.filter((entry) => entry.reason === 'frame_scored').length).toBeGreaterThan(0);
    expect(audit.filter((entry) => entry.reason === 'result_confirmed')).toHaveLength(2);
  });

  it('leaves exactly one match in progress, part-way through round 3', async () => {
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

  it('answers standings with 8 rows and player stats', async () => {
    const standings = (await t.request({ method: 'GET', url: '/api/standings' })).json<{
      items: StandingsRow[];
    }>().items;
    expect(standings).toHaveLength(8);
    expect(standings.reduce((sum, row) => sum + row.played, 0)).toBe(
      2 * summary.matchCounts.completed,
    );
    expect(standings.some((row) => row.points > 0)).toBe(true);
    const stats = (await t.request({ method: 'GET', url: '/api/stats/players' })).json<{
      items: PlayerStatsRow[];
    }>().items;
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.some((row) => row.framesWon > 0)).toBe(true);
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
      const first = await fresh.request({ method: 'POST', url: '/api/setup/demo' });
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
      const again = await fresh.request({ method: 'POST', url: '/api/setup/demo' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'conflict', message: 'The league is already set up.' },
      });
    } finally {
      await fresh.close();
    }
  });
});
