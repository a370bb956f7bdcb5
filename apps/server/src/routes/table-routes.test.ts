// The league tables through the API: standings, player stats and ratings, and a team's
// calendar, as matches are played.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { RatedStatsRow, RatingHistoryItem } from '@cueleague/domain/player-rating';
import { standingRow } from '@cueleague/domain/testing/standing-row';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { fixture } from '../test/league-api.ts';
import {
  adminCookie,
  call,
  confirmResult,
  createMatch,
  playMatch,
  winnersFor,
} from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('tables through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  describe('tables', () => {
    const standings = async (world: World) =>
      (await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })).json<{
        items: StandingsRow[];
      }>().items;
    const row = (rows: StandingsRow[], teamId: string) =>
      rows.find((candidate) => candidate.teamId === teamId);

    it('standings count only completed matches and follow a match as it completes and reopens', async () => {
      const world = await setup();
      const decided = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const running = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      await playMatch(t, world, running.id, 'home', { rounds: 2 });
      const locked = await playMatch(t, world, decided.id, winnersFor(10), { confirm: false });
      expect(locked).toMatchObject({ state: 'in-progress', homeScore: 10, awayScore: 6 });
      for (const entry of await standings(world)) {
        expect(entry).toMatchObject({ played: 0, points: 0, framesWon: 0, framesLost: 0 });
      }

      expect((await confirmResult(t, world, decided.id)).state).toBe('completed');
      const after = await standings(world);
      expect(after.map((entry) => entry.teamId)).toEqual(['t1', 't3', 't2']);
      expect(row(after, 't1')).toMatchObject(standingRow({ teamId: 't1', teamName: 'Team 1' }));
      expect(row(after, 't2')).toMatchObject({
        position: 3,
        played: 1,
        lost: 1,
        framesWon: 6,
        framesLost: 10,
        frameDifference: -4,
        points: 0,
        form: ['L'],
        decidedBy: 'frameDifference',
      });
      expect(row(after, 't3')).toMatchObject({
        position: 2,
        played: 0,
        points: 0,
        decidedBy: 'points',
      });

      await call(t, {
        method: 'POST',
        url: `/api/matches/${decided.id}/reopen`,
        cookie: await adminCookie(t, world),
        payload: { reason: 'Wrong winner in frame 3' },
      });
      for (const entry of await standings(world))
        expect(entry).toMatchObject({ played: 0, points: 0 });
    });

    it('a drawn match gives each side the draw points', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      expect(await playMatch(t, world, match.id, winnersFor(8))).toMatchObject({
        state: 'completed',
        homeScore: 8,
        awayScore: 8,
      });
      const rows = await standings(world);
      expect(row(rows, 't2')).toMatchObject({ played: 1, drawn: 1, points: 1, form: ['D'] });
      expect(row(rows, 't3')).toMatchObject({ played: 1, drawn: 1, points: 1, form: ['D'] });
      expect(row(rows, 't1')).toMatchObject({ played: 0, points: 0 });
    });

    /** The season's player stats (with their ratings), `filter` added to the query. */
    const playerStats = async (world: World, filter = '') =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/stats/players?seasonId=${world.seasonId}${filter}`,
        })
      ).json<{ items: RatedStatsRow[] }>().items;

    it('player stats have a row per player after a scored match', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      await playMatch(t, world, match.id, 'home');
      const all = await playerStats(world);
      expect(all).toHaveLength(15);
      const stats = (playerId: string) => all.find((entry) => entry.playerId === playerId);
      // The team's name goes out with each row (the stats page shows it).
      expect(stats('t1-p1')).toMatchObject({
        teamId: 't1',
        teamName: expect.any(String) as unknown,
      });
      // Four players a side played four frames each, and the home side (t1) won them all.
      const sides = [
        { team: 't1', framesWon: 4, framesLost: 0, winPercent: 100 },
        { team: 't2', framesWon: 0, framesLost: 4, winPercent: 0 },
      ];
      for (const { team, ...frames } of sides) {
        for (const playerId of [1, 2, 3, 4].map((n) => `${team}-p${n}`)) {
          expect(stats(playerId)).toMatchObject({ matchesPlayed: 1, framesPlayed: 4, ...frames });
        }
      }
      expect(stats('t1-p5')).toMatchObject({ matchesPlayed: 0, framesPlayed: 0 });
      expect(
        all
          .slice(0, 4)
          .map((entry) => entry.playerId)
          .sort(),
      ).toEqual(['t1-p1', 't1-p2', 't1-p3', 't1-p4']);
      const filtered = await playerStats(world, '&minFrames=1');
      expect(filtered.map((entry) => entry.playerId).sort()).toEqual([
        't1-p1',
        't1-p2',
        't1-p3',
        't1-p4',
        't2-p1',
        't2-p2',
        't2-p3',
        't2-p4',
      ]);
    });

    it("rates each player frame by frame: the stats row's rating is the last step of the history", async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      await playMatch(t, world, match.id, 'home');
      const rows = await playerStats(world);
      const winner = rows.find((row) => row.playerId === 't1-p1');
      const loser = rows.find((row) => row.playerId === 't2-p1');
      expect(winner?.rating).toBeGreaterThan(1500);
      expect(loser?.rating).toBeLessThan(1500);
      expect(rows.find((row) => row.playerId === 't1-p5')?.rating).toBeNull();

      const answer = (
        await call(t, { method: 'GET', url: '/api/stats/players/t1-p1/ratings' })
      ).json<{ seasonId: string; rating: number; items: RatingHistoryItem[] }>();
      expect(answer.seasonId).toBe(world.seasonId);
      expect(answer.rating).toBe(winner?.rating);
      // Four frames, one against each of the away line-up, each one a win that adds rating.
      expect(answer.items).toHaveLength(4);
      expect(answer.items.every((item) => item.won && item.change > 0)).toBe(true);
      expect(answer.items[0]).toMatchObject({ before: 1500, matchId: match.id });
      expect(answer.items.at(-1)?.after).toBe(answer.rating);
      for (const [index, item] of answer.items.entries()) {
        if (index > 0) expect(item.before).toBe(answer.items[index - 1]?.after);
        expect(item.opponentName).toMatch(/\S+ \S+/);
        expect(item.scheduledDate).toBe(match.scheduledDate);
      }
      const missing = await t.request({ method: 'GET', url: '/api/stats/players/nobody/ratings' });
      expect(missing.statusCode).toBe(404);
    });

    it("the calendar has a VEVENT for each of the team's fixtures", async () => {
      const world = await setup();
      const home = await fixture(t, world, 't1 v t2', '2026-10-07T18:30:00.000Z');
      const away = await fixture(t, world, 't3 v t1', '2026-10-14T18:30:00.000Z');
      const notOurs = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      await playMatch(t, world, home.id, 'home');
      const response = await t.request({ method: 'GET', url: '/api/calendar/t1.ics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const ics = response.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
      expect(ics.match(/^END:VEVENT$/gm)).toHaveLength(2);
      expect(ics).toContain(`UID:${home.id}@cueleague`);
      expect(ics).toContain(`UID:${away.id}@cueleague`);
      expect(ics).not.toContain(notOurs.id);
      expect(ics).toContain('DTSTART:20261007T183000Z');
      expect(ics).toContain('SUMMARY:Team 1 v Team 2 (16-0)');
      expect(ics).toContain('SUMMARY:Team 3 v Team 1');
      expect(ics).toContain('LOCATION:The Red Lion\\, 1 High Street');
      expect(
        (await t.request({ method: 'GET', url: '/api/calendar/no-such-team.ics' })).statusCode,
      ).toBe(404);
      // A player's own feed has their team's fixtures, and not the others'.
      const mine = await t.request({ method: 'GET', url: '/api/calendar/players/t1-p3.ics' });
      expect(mine.body.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
      expect(mine.body).toContain('X-WR-CALNAME:Player3 Team1 fixtures');
      expect(mine.body).not.toContain(notOurs.id);
    });
  });
});
