// A team's season on its page: the fixtures still to play (a match being played first, then the
// soonest) and the results (the newest first; a cancelled match stays there, marked).
import type { MatchSummary } from '../../entities/matches/api/matches-api.ts';

export interface TeamFixtureGroups {
  fixtures: MatchSummary[];
  results: MatchSummary[];
}

const byDate = (a: MatchSummary, b: MatchSummary) =>
  a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id);

export const groupTeamFixtures = (matches: readonly MatchSummary[]): TeamFixtureGroups => ({
  fixtures: [
    ...matches.filter((match) => match.state === 'in-progress').sort(byDate),
    ...matches
      .filter((match) => match.state === 'pre-match' || match.state === 'postponed')
      .sort(byDate),
  ],
  results: matches
    .filter((match) => match.state === 'completed' || match.state === 'cancelled')
    .sort((a, b) => byDate(b, a)),
});
