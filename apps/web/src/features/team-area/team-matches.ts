// How a team's matches read from its own side: home or away, the opponent, our score first, the
// result, and the groups the team area shows them in.
import { resultFor, type FormResult } from '@cueleague/domain/compute-standings';
import type { Match } from '@cueleague/domain/entities';
import { matchScore } from '@cueleague/domain/frame-result';

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

export interface TeamSideView {
  side: 'home' | 'away';
  opponentId: string;
  /** Frames won by the team and by the opponent (so far, while in progress). */
  us: number;
  them: number;
  /** W, D or L once completed; null before. */
  result: FormResult | null;
}

export const teamSide = (match: Match, teamId: string): TeamSideView => {
  const score = matchScore(match);
  const home = match.homeTeamId === teamId;
  const us = home ? score.home : score.away;
  const them = home ? score.away : score.home;
  return {
    side: home ? 'home' : 'away',
    opponentId: home ? match.awayTeamId : match.homeTeamId,
    us,
    them,
    result: match.state === 'completed' ? resultFor(us, them) : null,
  };
};

export const scorePagePath = (matchId: string): string =>
  `/team/match/${encodeURIComponent(matchId)}/score`;

/** What a captain does next on the score page; null when there is nothing to score. */
export const scoreActionLabel = (state: Match['state']): string | null =>
  state === 'pre-match' ? 'Pre-match' : state === 'in-progress' ? 'Score this match' : null;
