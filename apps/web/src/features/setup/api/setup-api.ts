// First run (docs/api.md, First run): GET /api/setup says whether a league exists; POST /api/setup
// creates it with its admin and signs them in; POST /api/setup/demo loads the demo league and
// answers with its logins.
import type { setupBodySchema } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

import type { DemoLogin } from '../../auth/components/demo-logins.tsx';

export interface DemoSummary {
  leagueName?: string;
  seasonName?: string;
  teamCount?: number;
  logins: DemoLogin[];
}

export const setupKeys = { status: ['setup'] as const };

export const setupStatusQuery = () =>
  queryOptions({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) => apiFetch<{ needed: boolean }>('/api/setup', { signal }),
    staleTime: 5 * 60_000,
  });

export const createLeague = (body: z.output<typeof setupBodySchema>) =>
  apiFetch<{ leagueId: string; user: { id: string; email: string } }>('/api/setup', {
    method: 'POST',
    body,
  });

export const loadDemoLeague = () => apiFetch<DemoSummary>('/api/setup/demo', { method: 'POST' });
