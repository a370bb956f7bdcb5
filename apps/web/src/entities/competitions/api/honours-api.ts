// The roll of honour (docs/api.md, Competitions): every finished cup's winner and runner-up,
// newest season first. Its key is under the cups' own, so a cup write reads it again.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { competitionKeys } from './competitions-api.ts';

export const honoursKey = [...competitionKeys.all, 'honours'] as const;

export const honoursQuery = () =>
  queryOptions({
    queryKey: honoursKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('honours', '/api/competitions/honours', { signal })).items,
  });
