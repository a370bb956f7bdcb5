// Availability (docs/api.md, Availability): players answer "can you play?" for their team's coming
// matches; the team's players, its captain and admins read the answers, the other team never does.
import type { Availability } from '@cueleague/domain/entities';
import type { availabilityBodySchema } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const availabilityKeys = {
  all: ['availability'] as const,
  team: (teamId: string) => [...availabilityKeys.all, teamId] as const,
};

/** The team's answers for its matches still to be played. */
export const teamAvailabilityQuery = (teamId: string) =>
  queryOptions({
    queryKey: availabilityKeys.team(teamId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          'availabilityList',
          `/api/teams/${encodeURIComponent(teamId)}/availability`,
          { signal },
        )
      ).items,
    enabled: teamId !== '',
    staleTime: 30_000,
  });

export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

export const setAvailability = (matchId: string, body: AvailabilityBody) =>
  apiFetch('availability', `/api/matches/${encodeURIComponent(matchId)}/availability`, {
    method: 'PUT',
    body,
  });

/** The answer of one player for one match, if they gave one. */
export const answerOf = (
  answers: readonly Availability[] | undefined,
  matchId: string,
  playerId: string,
): boolean | undefined =>
  answers?.find((answer) => answer.matchId === matchId && answer.playerId === playerId)?.available;
