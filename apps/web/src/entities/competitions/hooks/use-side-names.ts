// A match's sides by name. A league team's name comes from its season's teams; a singles or
// doubles knockout's entrant (docs/decisions/0048, 0049) is a side of its ties only, in no list of
// teams, so its name, and its player (or pair) for links to their pages, come from its cup's
// entries. The cup is asked for only when a cup tie has a side that no team of its season is: a
// page of league matches and team cup ties asks for nothing more than the teams.
import { MESSAGES } from '@cueleague/domain/errors';
import type { Match } from '@cueleague/domain/entities';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teamsQuery } from '../../teams/api/teams-api.ts';
import {
  TEAM_NAME_LOADING,
  teamNameFrom,
  type TeamName,
} from '../../teams/hooks/use-team-names.ts';
import { competitionQuery } from '../api/competitions-api.ts';

export type SidedMatch = Pick<Match, 'seasonId' | 'homeTeamId' | 'awayTeamId' | 'competitionId'>;

export interface SideNames {
  teamName: TeamName;
  /** An entrant side's players (a singles tie's one, a doubles pair's two); undefined for a team. */
  playersOf: (teamId: string | null | undefined) => readonly string[] | undefined;
  /** The names are still on their way (until then a name reads '…'). */
  loading: boolean;
}

const unique = (ids: readonly (string | null | undefined)[]): string[] =>
  [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();

/**
 * The names of these matches' sides; `seasons` names more seasons whose teams a page shows (a
 * table beside its fixtures).
 */
export const useSideNames = (
  matches: readonly SidedMatch[],
  seasons: readonly (string | null | undefined)[] = [],
): SideNames => {
  const seasonIds = unique([...seasons, ...matches.map((match) => match.seasonId)]);
  const teams = useQueries({
    queries: seasonIds.map((seasonId) => teamsQuery({ seasonId })),
  });
  const teamsLoading = teams.some((result) => result.isPending);
  const known = new Set(teams.flatMap((result) => result.data ?? []).map((team) => team.id));
  // Once the teams are in: the cups of the ties with a side no team is.
  const cupIds = teamsLoading
    ? []
    : unique(
        matches
          .filter((match) => !known.has(match.homeTeamId) || !known.has(match.awayTeamId))
          .map((match) => match.competitionId),
      );
  const cups = useQueries({ queries: cupIds.map((id) => competitionQuery(id)) });
  const loading = teamsLoading || cups.some((result) => result.isPending);
  const stamp = [...teams, ...cups].map((result) => result.dataUpdatedAt).join(',');
  return useMemo(() => {
    const names = new Map<string, string>();
    const players = new Map<string, readonly string[]>();
    for (const result of teams) for (const team of result.data ?? []) names.set(team.id, team.name);
    for (const result of cups) {
      const cup = result.data;
      if (!cup) continue;
      const sides = [
        ...cup.entries,
        ...cup.ties.flatMap((tie) => [tie.home, tie.away]).filter((side) => side !== null),
      ];
      for (const side of sides) {
        if (!names.has(side.teamId)) names.set(side.teamId, side.name);
        if (side.playerIds) players.set(side.teamId, side.playerIds);
      }
    }
    return {
      teamName: teamNameFrom(names, loading ? TEAM_NAME_LOADING : MESSAGES.unknownTeam),
      playersOf: (teamId) => (teamId ? players.get(teamId) : undefined),
      loading,
    };
    // `teams` and `cups` are new arrays every render; the data stamps say when they really changed.
  }, [stamp, loading]);
};
