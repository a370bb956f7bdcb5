// First run (docs/api.md, First run): GET /api/setup says whether a league exists; POST /api/setup
// creates it with its admin and signs them in; POST /api/setup/demo loads the demo league and
// answers with its logins. Both send the setup code the server printed at its first start.
import type { DemoSummary } from '@cueleague/domain/responses';
import type { setupBodySchema } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type { DemoSummary };

export const setupKeys = { status: ['setup'] as const };

export const setupStatusQuery = () =>
  queryOptions({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) => apiFetch('setupStatus', '/api/setup', { signal }),
    staleTime: 5 * 60_000,
  });

export const createLeague = (body: z.output<typeof setupBodySchema>) =>
  apiFetch('setupDone', '/api/setup', {
    method: 'POST',
    body,
  });

export const loadDemoLeague = (setupCode: string) =>
  apiFetch('demoSummary', '/api/setup/demo', { method: 'POST', body: { setupCode } });
