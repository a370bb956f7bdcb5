// The admin's season writes (docs/api.md, Leagues and seasons): create, edit, make current, delete.
// A delete is refused (409) while the season has played matches; the server's message says so.
import type { seasonCreateSchema, seasonUpdateSchema } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { seasonKeys } from './seasons-api.ts';

export type SeasonCreateBody = z.input<typeof seasonCreateSchema>;
export type SeasonUpdateBody = z.input<typeof seasonUpdateSchema>;

export const seasonQuery = (id: string) =>
  queryOptions({
    queryKey: seasonKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch('season', `/api/seasons/${encodeURIComponent(id)}`, { signal }),
  });

const seasons = adminWrites<'season', SeasonCreateBody, SeasonUpdateBody>('season', '/api/seasons');

export const { create: createSeason, update: updateSeason, remove: deleteSeason } = seasons;
