// The demo league as built in memory, before any database sees it: the same league from the same
// seed and clock, nothing dated after the clock, a finished previous season whose table explains
// the current season's divisions, a League Cup in each season, and a summary that tells the truth
// about it.
import { describe, expect, it } from 'vitest';
import { computeStandings } from '@cueleague/domain/compute-standings';
import { DEFAULT_RESULT_DEADLINES, resultLateness } from '@cueleague/domain/result-deadlines';
import { CLUBS } from './demo-names.ts';
import {
  DEMO_DIVISIONS,
  generateDemoLeague,
  seededRandom,
  type DemoLeague,
  type DemoTeam,
} from './demo-data.ts';

const NOW = new Date('2026-11-19T12:00:00Z');

/** What a visitor would see of a demo league, without the ids that are fresh on every build. */
const visible = (demo: DemoLeague) => {
  const teamName = new Map(demo.teams.map((team) => [team.id, team.name]));
  return {
    season: { ...demo.season, id: null, leagueId: null },
    previousSeason: { ...demo.previousSeason, id: null, leagueId: null },
    divisions: demo.divisions.map((division) => division.name),
    teams: demo.teams.map((team) => ({
      name: team.name,
      venue: team.venue.name,
      players: team.players.map((player) => `${player.firstName} ${player.lastName}`),
    })),
    matches: demo.matches.map(({ match }) => ({
      home: teamName.get(match.homeTeamId),
      away: teamName.get(match.awayTeamId),
      scheduledDate: match.scheduledDate,
      state: match.state,
      score: `${match.homeScore}-${match.awayScore}`,
    })),
    cups: demo.cups.map((cup) => ({
      name: cup.row.name,
      entrants: cup.teamIds.map((id) => teamName.get(id)),
      draw: (JSON.parse(cup.row.drawOrder ?? '[]') as string[]).map((id) => teamName.get(id)),
      roundDates: cup.row.roundDates,
      ties: cup.matches.map(({ match }) => ({
        tie: match.tieId,
        home: teamName.get(match.homeTeamId),
        away: teamName.get(match.awayTeamId),
        scheduledDate: match.scheduledDate,
        state: match.state,
        score: `${match.homeScore}-${match.awayScore}`,
      })),
      decisions: cup.decisions.map((decision) => decision.reason),
    })),
    adjustments: demo.adjustments.map((adjustment) => ({
      team: teamName.get(adjustment.teamId),
      points: adjustment.points,
      reason: adjustment.reason,
      createdAt: adjustment.createdAt,
    })),
    logins: demo.summary.logins,
  };
};

describe('the demo league generator', () => {
  it('builds the same league from the same seed and clock, and another from another seed', () => {
    const first = generateDemoLeague({ now: NOW });
    const second = generateDemoLeague({ now: NOW });
    expect(visible(second)).toEqual(visible(first));
    expect(second.summary.leagueId).not.toBe(first.summary.leagueId);
    const other = generateDemoLeague({ now: NOW, random: seededRandom(42) });
    expect(visible(other).teams).not.toEqual(visible(first).teams);
  });

  it('stamps nothing after the clock: audit entries, last changes, decisions and the penalty', () => {
    const demo = generateDemoLeague({ now: NOW });
    expect(demo.audit.length).toBeGreaterThan(0);
    const cups = demo.cups;
    for (const entry of [...demo.audit, ...cups.flatMap((cup) => cup.audit)])
      expect(Date.parse(entry.at)).toBeLessThan(NOW.getTime());
    for (const { updatedAt } of [...demo.matches, ...cups.flatMap((cup) => cup.matches)])
      expect(updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(demo.adjustments).toHaveLength(1);
    for (const adjustment of demo.adjustments)
      expect(Date.parse(adjustment.createdAt)).toBeLessThanOrEqual(NOW.getTime());
    for (const cup of cups) {
      expect(Date.parse(cup.row.createdAt)).toBeLessThan(NOW.getTime());
      for (const decision of cup.decisions)
        expect(Date.parse(decision.at)).toBeLessThan(NOW.getTime());
    }
  });

  it('has one result of this season confirmed late, one completed unconfirmed, and every other on time', () => {
    const demo = generateDemoLeague({ now: NOW });
    const late = demo.matches
      .map(({ match }) => match)
      .filter(
        (match) =>
          match.seasonId === demo.season.id &&
          resultLateness(match, DEFAULT_RESULT_DEADLINES, NOW.getTime()) === 'late',
      );
    expect(late.map((match) => match.progress.confirmed)).toEqual(
      expect.arrayContaining([
        { home: true, away: true },
        { home: true, away: false },
      ]),
    );
    expect(late).toHaveLength(2);
    // The one never confirmed was completed by the timer, which proposed the league's penalties
    // to its away side: a late result's point and an unconfirmed result's two.
    const unconfirmed = late.find((match) => !match.progress.confirmed.away);
    expect(
      demo.proposals.map(({ matchId, teamId, kind, points, state }) => ({
        matchId,
        teamId,
        kind,
        points,
        state,
      })),
    ).toEqual([
      {
        matchId: unconfirmed?.id,
        teamId: unconfirmed?.awayTeamId,
        kind: 'late-result',
        points: -1,
        state: undefined,
      },
      {
        matchId: unconfirmed?.id,
        teamId: unconfirmed?.awayTeamId,
        kind: 'unconfirmed',
        points: -2,
        state: undefined,
      },
    ]);
    for (const proposal of demo.proposals)
      expect(Date.parse(proposal.proposedAt)).toBeLessThan(NOW.getTime());
    const previous = demo.matches.filter(({ match }) => match.seasonId === demo.previousSeason.id);
    for (const { match } of previous)
      expect(resultLateness(match, DEFAULT_RESULT_DEADLINES, NOW.getTime())).toBeNull();
  });

  it('runs a League Cup in each season at any time of year, each tie a match of its cup', () => {
    // Over Christmas and into the new year too: cup nights skip the break, as the league does.
    for (const now of [NOW, new Date('2026-12-26T23:00:00Z'), new Date('2027-01-08T20:00:00Z')]) {
      const demo = generateDemoLeague({ now });
      const [last, current, open] = demo.cups;
      if (!last || !current || !open) throw new Error('the demo has three cups');
      expect(last.row.seasonId).toBe(demo.previousSeason.id);
      expect(current.row.seasonId).toBe(demo.season.id);
      // This season's second cup takes entries: three captains have entered, nothing is drawn.
      expect(open.row).toMatchObject({ seasonId: demo.season.id, state: 'entries', capacity: 8 });
      expect(open.entered?.map(({ by }) => by)).toEqual(
        open.teamIds.map((id) => demo.teams.find((team) => team.id === id)?.captainUserId),
      );
      for (const cup of [last, current]) {
        expect(cup.row).toMatchObject({ name: 'League Cup', state: 'published' });
        for (const { match } of cup.matches) {
          expect(match).toMatchObject({ competitionId: cup.row.id, seasonId: cup.row.seasonId });
          expect(match.format.name).toBe('4v4 Standard');
        }
      }
      // Every club last season, every tie played: 12 teams, 4 byes, 11 matches.
      expect(last.teamIds).toHaveLength(12);
      expect(last.matches.map(({ match }) => match.state)).toEqual(Array(11).fill('completed'));
      // Eight this season: the quarter-finals played, a semi-final live, the other to come.
      expect(current.teamIds).toHaveLength(8);
      const states = current.matches.map(({ match }) => [match.tieId, match.state]);
      expect(states).toEqual([
        ['W1-1', 'completed'],
        ['W1-2', 'completed'],
        ['W1-3', 'completed'],
        ['W1-4', 'completed'],
        ['W2-1', 'in-progress'],
        ['W2-2', 'pre-match'],
      ]);
      const dates = current.matches.map(({ match }) => Date.parse(match.scheduledDate));
      expect(dates.slice(0, 5).every((at) => at < now.getTime())).toBe(true);
      expect(dates[5]).toBeGreaterThan(now.getTime());
      const roundDates = JSON.parse(current.row.roundDates ?? '[]') as string[];
      expect(roundDates).toHaveLength(3);
      expect(Date.parse(roundDates[2] ?? '')).toBeGreaterThan(dates[5] ?? 0);
      // A Thursday evening, two nights after the league's, never over Christmas.
      const lastDates = JSON.parse(last.row.roundDates ?? '[]') as string[];
      for (const at of [...roundDates, ...lastDates]) {
        expect(new Date(at).getUTCDay()).toBe(4);
        expect(at.slice(5, 10) >= '12-24' || at.slice(5, 10) === '01-01').not.toBe(true);
      }
    }
  });

  it('finishes last season a year before: every club in one unnamed division, every match played', () => {
    const demo = generateDemoLeague({ now: NOW });
    const { previousSeason: previous, season } = demo;
    expect(previous.isCurrent).toBe(0);
    expect(season.isCurrent).toBe(1);
    expect(Number(previous.startDate.slice(0, 4))).toBe(Number(season.startDate.slice(0, 4)) - 1);
    expect(previous.name).toBe(`Winter ${previous.startDate.slice(0, 4)}`);
    expect(previous.endDate < season.startDate).toBe(true);
    expect(
      demo.divisions
        .filter((division) => division.seasonId === previous.id)
        .map(({ name, position }) => ({ name, position })),
    ).toEqual([{ name: null, position: 0 }]);
    expect(
      demo.teams.filter((team) => team.seasonId === previous.id).map((team) => team.divisionId),
    ).toEqual(
      CLUBS.map(() => demo.divisions.find((division) => division.seasonId === previous.id)?.id),
    );
    const teams = demo.teams.filter((team) => team.seasonId === previous.id);
    expect(teams.map((team) => team.name)).toEqual(CLUBS.map((club) => club.team));
    const matches = demo.matches.filter(({ match }) => match.seasonId === previous.id);
    // Home and away: every club met every other twice, and every match was played to the end.
    expect(matches).toHaveLength(teams.length * (teams.length - 1));
    expect(matches.every(({ match }) => match.state === 'completed')).toBe(true);
    // Each club kept its venue, players and captain; only the team row is the season's own.
    const current = new Map(
      demo.teams.filter((team) => team.seasonId === season.id).map((team) => [team.name, team]),
    );
    for (const team of teams) {
      const now = current.get(team.name);
      expect(now?.id).not.toBe(team.id);
      expect(now?.players).toEqual(team.players);
      expect(now?.captainUserId).toBe(team.captainUserId);
    }
    expect(demo.memberships.filter((m) => m.seasonId === previous.id)).toHaveLength(
      teams.reduce((sum, team) => sum + team.players.length, 0),
    );
  });

  it("splits this season in two divisions by last season's final table", () => {
    const demo = generateDemoLeague({ now: NOW });
    const { season, previousSeason: previous } = demo;
    const divisions = demo.divisions.filter((division) => division.seasonId === season.id);
    expect(divisions.map(({ name, position }) => ({ name, position }))).toEqual(
      DEMO_DIVISIONS.map((name, position) => ({ name, position })),
    );
    const teams = demo.teams.filter((team) => team.seasonId === season.id);
    const inDivision = (id: string): DemoTeam[] => teams.filter((team) => team.divisionId === id);
    const table = computeStandings({
      teams: demo.teams.filter((team) => team.seasonId === previous.id),
      matches: demo.matches
        .filter(({ match }) => match.seasonId === previous.id)
        .map((m) => m.match),
      points: previous,
    }).map((row) => row.teamName);
    const size = teams.length / divisions.length;
    for (const [position, division] of divisions.entries()) {
      expect(
        inDivision(division.id)
          .map((team) => team.name)
          .sort(),
      ).toEqual(table.slice(position * size, (position + 1) * size).sort());
    }
    // Teams meet only within their division, home and away, all divisions on the same nights.
    const divisionOf = new Map(teams.map((team) => [team.id, team.divisionId]));
    const matches = demo.matches
      .filter(({ match }) => match.seasonId === season.id)
      .map(({ match }) => match);
    for (const match of matches) {
      expect(divisionOf.get(match.homeTeamId)).toBeDefined();
      expect(divisionOf.get(match.homeTeamId)).toBe(divisionOf.get(match.awayTeamId));
    }
    const nights = divisions.map(
      (division) =>
        new Set(
          matches
            .filter((match) => divisionOf.get(match.homeTeamId) === division.id)
            .map((match) => match.scheduledDate),
        ),
    );
    for (const [position, division] of divisions.entries()) {
      const size = inDivision(division.id).length;
      expect(
        matches.filter((match) => divisionOf.get(match.homeTeamId) === division.id),
      ).toHaveLength(size * (size - 1));
      expect(nights[position]).toEqual(nights[0]);
    }
    // The spec's format and points: 2 a win, 1 a draw, none a loss or a frame.
    expect(season).toMatchObject({
      pointsForWin: 2,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsPerFrame: 0,
    });
    expect(new Set(matches.map((match) => match.format.name))).toEqual(new Set(['4v4 Standard']));
  });

  it('summarises what it built: teams, players, matches by state and a login for every role', () => {
    const demo = generateDemoLeague({ now: NOW });
    const { summary, season, previousSeason: previous } = demo;
    const ofSeason = (id: string) => demo.matches.filter(({ match }) => match.seasonId === id);
    const teams = demo.teams.filter((team) => team.seasonId === season.id);
    expect(summary).toMatchObject({
      leagueId: demo.league.id,
      seasonId: season.id,
      seasonName: season.name,
      divisions: demo.divisions
        .filter((division) => division.seasonId === season.id)
        .map((division) => ({
          id: division.id,
          name: division.name,
          teamCount: teams.filter((team) => team.divisionId === division.id).length,
        })),
      teamCount: teams.length,
      venueCount: new Set(demo.teams.map((team) => team.venue.id)).size,
      playerCount: new Set(demo.memberships.map((membership) => membership.playerId)).size,
      previousSeason: {
        id: previous.id,
        name: previous.name,
        teamCount: demo.teams.filter((team) => team.seasonId === previous.id).length,
        matchCounts: { 'pre-match': 0, 'in-progress': 0, completed: ofSeason(previous.id).length },
      },
    });
    expect(summary.divisions.map((division) => division.name)).toEqual([...DEMO_DIVISIONS]);
    const byState = { 'pre-match': 0, 'in-progress': 0, completed: 0 } as Record<string, number>;
    for (const { match } of ofSeason(season.id))
      byState[match.state] = (byState[match.state] ?? 0) + 1;
    expect(summary.matchCounts).toEqual(byState);
    expect(summary.matchCounts['in-progress']).toBe(1);
    // The admin, then a captain and a player account per club, each with a user to sign in as.
    expect(demo.users[0]).toMatchObject({ id: demo.adminUserId, role: 'admin' });
    expect(demo.users.map((user) => user.email).sort()).toEqual(
      summary.logins.map((login) => login.email).sort(),
    );
    expect(demo.users).toHaveLength(1 + 2 * demo.clubs.length);
    const userIds = new Set(demo.users.map((user) => user.id));
    for (const team of demo.teams) expect(userIds.has(team.captainUserId)).toBe(true);
  });
});
