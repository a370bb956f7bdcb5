// A season's points adjustments (docs/rules.md, Points adjustments): read by season (the table's
// column) or by team (the team page, a row's figure), oldest first, and the reasons the league
// offers when the admin records one.
import type { PointsAdjustment } from '@cueleague/domain/entities';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type { PointsAdjustment };

export const adjustmentKeys = {
  all: ['adjustments'] as const,
  season: (seasonId: string) => [...adjustmentKeys.all, 'season', seasonId] as const,
  team: (teamId: string) => [...adjustmentKeys.all, 'team', teamId] as const,
  reasons: ['adjustments', 'reasons'] as const,
};

const fetchAdjustments = async (
  filter: { seasonId: string } | { teamId: string },
  signal: AbortSignal,
): Promise<PointsAdjustment[]> =>
  (await apiFetch('pointsAdjustments', `/api/adjustments${queryString(filter)}`, { signal })).items;

/** Every adjustment of a season (GET /api/adjustments?seasonId=). */
export const seasonAdjustmentsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: adjustmentKeys.season(seasonId),
    queryFn: ({ signal }) => fetchAdjustments({ seasonId }, signal),
  });

/** One team's adjustments (GET /api/adjustments?teamId=); a team belongs to one season. */
export const teamAdjustmentsQuery = (teamId: string) =>
  queryOptions({
    queryKey: adjustmentKeys.team(teamId),
    queryFn: ({ signal }) => fetchAdjustments({ teamId }, signal),
  });

/** The reasons offered for a new adjustment, the league's own first (admin only). */
export const adjustmentReasonsQuery = () =>
  queryOptions({
    queryKey: adjustmentKeys.reasons,
    queryFn: async ({ signal }) =>
      (await apiFetch('adjustmentReasons', '/api/adjustments/reasons', { signal })).items,
    staleTime: 60_000,
  });
