import type { Team } from '@cueleague/domain/entities';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export interface TeamFilter {
  seasonId?: string | undefined;
  /** Only the teams of this division of the season. */
  divisionId?: string | undefined;
  captainUserId?: string | undefined;
}

export const teamKeys = {
  all: ['teams'] as const,
  list: (filter: TeamFilter) => [...teamKeys.all, filter] as const,
  detail: (teamId: string) => [...teamKeys.all, 'detail', teamId] as const,
};

export const fetchTeams = async (filter: TeamFilter, signal?: AbortSignal): Promise<Team[]> =>
  (
    await apiFetch(
      'teams',
      `/api/teams${queryString({ seasonId: filter.seasonId, divisionId: filter.divisionId, captainUserId: filter.captainUserId })}`,
      { signal },
    )
  ).items;

export const teamsQuery = (filter: TeamFilter) =>
  queryOptions({
    queryKey: teamKeys.list(filter),
    queryFn: ({ signal }) => fetchTeams(filter, signal),
    staleTime: 60_000,
  });

/** One team (GET /api/teams/:id); an unknown id is a 404 ApiError. */
export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) =>
      apiFetch('team', `/api/teams/${encodeURIComponent(teamId)}`, { signal }),
    staleTime: 60_000,
  });

/** A team's fixtures as iCalendar, to subscribe to by URL (GET /api/calendar/:teamId.ics). */
export const calendarUrl = (teamId: string): string =>
  `/api/calendar/${encodeURIComponent(teamId)}.ics`;

/** A player's own feed: their teams' fixtures and their knockout ties. */
export const playerCalendarUrl = (playerId: string): string =>
  `/api/calendar/players/${encodeURIComponent(playerId)}.ics`;

/** The same calendar as a webcal: link, which calendar apps open as a subscription (a plain
 * https link to an .ics file only downloads it once, so moved fixtures would never update).
 * With no origin (a page the server rendered, lib/use-in-browser.ts), the plain link. A feed
 * other than a team's is given by its path (`playerCalendarUrl`). */
export const calendarSubscribeUrl = (
  teamId: string,
  origin: string,
  path = calendarUrl(teamId),
): string => (origin ? `${origin.replace(/^https?:/, 'webcal:')}${path}` : path);
