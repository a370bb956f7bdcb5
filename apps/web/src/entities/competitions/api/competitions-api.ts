// A season's cups and one cup with its bracket (docs/api.md, Competitions), and the admin's writes
// to them, and a captain's entry of their team. Every write answers the cup as it now stands, so its answer replaces the cached copy.
import type {
  EnterCompetition,
  createCompetitionSchema,
  DecideTie,
  DrawRequest,
  PublishCompetition,
} from '@cueleague/domain/competitions/records';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiSend, queryString } from '../../../lib/api-client.ts';

export const competitionKeys = {
  all: ['competitions'] as const,
  /** A season's cups; undefined: the current season's. */
  list: (seasonId: string | undefined) => [...competitionKeys.all, 'list', seasonId] as const,
  detail: (id: string) => [...competitionKeys.all, 'detail', id] as const,
};

export const competitionsQuery = (seasonId: string | undefined) =>
  queryOptions({
    queryKey: competitionKeys.list(seasonId),
    queryFn: async ({ signal }) =>
      (await apiFetch('competitions', `/api/competitions${queryString({ seasonId })}`, { signal }))
        .items,
  });

/** One cup with its bracket; an unknown id (or a cup not yet published, to a visitor) is a 404. */
export const competitionQuery = (id: string) =>
  queryOptions({
    queryKey: competitionKeys.detail(id),
    queryFn: ({ signal }) => apiFetch('competition', competitionPath(id), { signal }),
  });

const competitionPath = (id: string) => `/api/competitions/${encodeURIComponent(id)}`;

/**
 * The body of a new cup as the form sends it: the schema's input, so whatever has a default (the
 * kind, a team cup's empty players, the race, the home rule, the bracket) may be left to the
 * server.
 */
export type CreateCompetitionBody = z.input<typeof createCompetitionSchema>;

export const createCompetition = (body: CreateCompetitionBody) =>
  apiFetch('competition', '/api/competitions', { method: 'POST', body });

export const drawCompetition = (id: string, body: DrawRequest) =>
  apiFetch('competition', `${competitionPath(id)}/draw`, { method: 'POST', body });

export const publishCompetition = (id: string, body: PublishCompetition) =>
  apiFetch('competition', `${competitionPath(id)}/publish`, { method: 'POST', body });

export const decideTie = (id: string, tieId: string, body: DecideTie) =>
  apiFetch('competition', `${competitionPath(id)}/ties/${encodeURIComponent(tieId)}/decide`, {
    method: 'POST',
    body,
  });

export const deleteCompetition = (id: string) => apiSend(competitionPath(id), { method: 'DELETE' });

/** A captain enters their team, or a player themself in a singles knockout or with a partner in a
 * doubles knockout (an admin anyone); the answer says if it is a reserve. */
export const enterCompetition = (id: string, entry: EnterCompetition) =>
  apiFetch('competition', `${competitionPath(id)}/entries`, { method: 'POST', body: entry });

/** A team (or a players' knockout's player or pair, by their entry) withdraws before the draw;
 * the first reserve moves up. */
export const withdrawEntry = (id: string, teamId: string) =>
  apiFetch('competition', `${competitionPath(id)}/entries/${encodeURIComponent(teamId)}`, {
    method: 'DELETE',
  });
