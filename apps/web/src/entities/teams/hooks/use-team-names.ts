// Matches carry team ids; pages show names. Teams belong to a season, so names are fetched per
// season (GET /api/teams?seasonId=) and merged. While they load a name reads '…' (never a wrong
// name); an id we still can't name once they are in reads 'Unknown Team'.
import { MESSAGES } from '@cueleague/domain/errors';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teamsQuery } from '../api/teams-api.ts';

export type TeamName = (teamId: string | null | undefined) => string;

/** What a team's name reads while the names are still on their way. */
export const TEAM_NAME_LOADING = '…';

export const teamNameFrom =
  (names: ReadonlyMap<string, string>, unknown: string = MESSAGES.unknownTeam): TeamName =>
  (teamId) =>
    (teamId ? names.get(teamId) : undefined) ?? unknown;

export const useTeamNames = (
  seasonIds: readonly (string | null | undefined)[],
): { teamName: TeamName; loading: boolean } => {
  const unique = [...new Set(seasonIds.filter((id): id is string => Boolean(id)))].sort();
  const results = useQueries({ queries: unique.map((seasonId) => teamsQuery({ seasonId })) });
  const loading = results.some((result) => result.isPending);
  const stamp = results.map((result) => result.dataUpdatedAt).join(',');
  const teamName = useMemo(() => {
    const names = new Map<string, string>();
    for (const result of results)
      for (const team of result.data ?? []) names.set(team.id, team.name);
    return teamNameFrom(names, loading ? TEAM_NAME_LOADING : MESSAGES.unknownTeam);
    // `results` is a new array every render; the data stamps say when it really changed.
  }, [stamp, loading]);
  return { teamName, loading };
};
