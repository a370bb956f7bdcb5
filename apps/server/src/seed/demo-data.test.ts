// The demo league as built in memory, before any database sees it: the same league from the same
// seed and clock, nothing dated after the clock, and a summary that tells the truth about it.
import { describe, expect, it } from 'vitest';
import { generateDemoLeague, seededRandom, type DemoLeague } from './demo-data.ts';

const NOW = new Date('2026-11-19T12:00:00Z');

/** What a visitor would see of a demo league, without the ids that are fresh on every build. */
const visible = (demo: DemoLeague) => {
  const teamName = new Map(demo.teams.map((team) => [team.id, team.name]));
  return {
    season: { ...demo.season, id: null, leagueId: null },
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

  it('stamps nothing after the clock: audit entries and last changes', () => {
    const demo = generateDemoLeague({ now: NOW });
    expect(demo.audit.length).toBeGreaterThan(0);
    for (const entry of demo.audit) expect(Date.parse(entry.at)).toBeLessThan(NOW.getTime());
    for (const { updatedAt } of demo.matches)
      expect(updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('summarises what it built: teams, players, matches by state and a login for every role', () => {
    const demo = generateDemoLeague({ now: NOW });
    const { summary } = demo;
    expect(summary).toMatchObject({
      leagueId: demo.league.id,
      seasonId: demo.season.id,
      seasonName: demo.season.name,
      teamCount: demo.teams.length,
      venueCount: new Set(demo.teams.map((team) => team.venue.id)).size,
      playerCount: demo.memberships.length,
    });
    const byState = { 'pre-match': 0, 'in-progress': 0, completed: 0 } as Record<string, number>;
    for (const { match } of demo.matches) byState[match.state] = (byState[match.state] ?? 0) + 1;
    expect(summary.matchCounts).toEqual(byState);
    // The admin, then a captain and a player account per team, each with a user to sign in as.
    expect(demo.users[0]).toMatchObject({ id: demo.adminUserId, role: 'admin' });
    expect(demo.users.map((user) => user.email).sort()).toEqual(
      summary.logins.map((login) => login.email).sort(),
    );
    expect(demo.users).toHaveLength(1 + 2 * demo.teams.length);
    const userIds = new Set(demo.users.map((user) => user.id));
    for (const team of demo.teams) expect(userIds.has(team.captainUserId)).toBe(true);
  });
});
