// Treasurers (docs/rules.md, Fees and fines): the accounts an admin names to keep the ledger. Only
// an admin reads or changes the list; a treasurer learns they are one from /api/auth/me.
import type { treasurerCreateSchema } from '@cueleague/domain/ledger';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';

export type TreasurerCreateBody = z.output<typeof treasurerCreateSchema>;

export const treasurerKeys = {
  all: ['treasurers'] as const,
};

/** GET /api/treasurers (admins): every treasurer, the longest-serving first. */
export const treasurersQuery = () =>
  queryOptions({
    queryKey: treasurerKeys.all,
    queryFn: async ({ signal }) =>
      (await apiFetch('treasurers', '/api/treasurers', { signal })).items,
    staleTime: 60_000,
  });

/** POST /api/treasurers: names an existing account, found by its e-mail address. */
export const nameTreasurer = (body: TreasurerCreateBody) =>
  apiFetch('treasurer', '/api/treasurers', { method: 'POST', body });

/** DELETE /api/treasurers/:userId: the account stays; it only stops keeping the ledger. */
export const removeTreasurer = (userId: string) =>
  apiSend(`/api/treasurers/${encodeURIComponent(userId)}`, { method: 'DELETE' });
