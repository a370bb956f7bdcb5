// The groups the team area shows a team's matches in, and what a captain does next with one (how a
// match reads from the team's side is entities/matches/team-side.ts).
import type { Match } from '@cueleague/domain/entities';

export interface TeamMatchGroups {
  /** Being played now, the earliest first. */
  inProgress: Match[];
  /** Still to be played (pre-match or postponed), the soonest first: the next one leads. */
  upcoming: Match[];
  /** Completed or cancelled, newest first. */
  results: Match[];
}

const byDate = (a: Match, b: Match) =>
  a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id);

export const groupTeamMatches = (matches: readonly Match[]): TeamMatchGroups => ({
  inProgress: matches.filter((match) => match.state === 'in-progress').sort(byDate),
  upcoming: matches
    .filter((match) => match.state === 'pre-match' || match.state === 'postponed')
    .sort(byDate),
  results: matches
    .filter((match) => match.state === 'completed' || match.state === 'cancelled')
    .sort((a, b) => byDate(b, a)),
});

/** The match to think about next: one being played, else the next pre-match one, else any. */
export const nextMatchOf = (groups: TeamMatchGroups): Match | null =>
  groups.inProgress[0] ??
  groups.upcoming.find((match) => match.state === 'pre-match') ??
  groups.upcoming[0] ??
  null;

export const scorePagePath = (matchId: string): string =>
  `/team/match/${encodeURIComponent(matchId)}/score`;

/** What a captain does next on the score page; null when there is nothing to score. */
export const scoreActionLabel = (state: Match['state']): string | null =>
  state === 'pre-match' ? 'Pre-match' : state === 'in-progress' ? 'Score this match' : null;
