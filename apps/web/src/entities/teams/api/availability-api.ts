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

/** "2 can play · 1 can't · 3 haven't said": the players' answers counted, with those who can't. */
export const answersLine = (
  playerIds: readonly string[],
  answer: (playerId: string) => boolean | undefined,
): { line: string; cant: string[] } => {
  let can = 0;
  let unknown = 0;
  const cant: string[] = [];
  for (const playerId of playerIds) {
    const said = answer(playerId);
    if (said === true) can += 1;
    else if (said === false) cant.push(playerId);
    else unknown += 1;
  }
  return {
    line: `${can} can play · ${cant.length} can't · ${unknown} ${unknown === 1 ? "hasn't" : "haven't"} said`,
    cant,
  };
};
