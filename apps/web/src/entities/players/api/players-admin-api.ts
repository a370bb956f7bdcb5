// The admin's player writes and account look-ups: create, rename, link to (or unlink from) a user
// account, delete. A player who appears in line-ups can't be deleted (409); they are made inactive
// on their teams instead.
import type { UserRecord } from '@cueleague/domain/entities';
import type { RosterImportAnswer } from '@cueleague/domain/responses';
import type { playerCreateSchema, playerUpdateSchema } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type PlayerCreateBody = z.input<typeof playerCreateSchema>;
export type PlayerUpdateBody = z.input<typeof playerUpdateSchema>;

export const userKeys = { all: ['users'] as const };

/** Accounts (admin only, at most 200), to show which account a player is linked to. */
export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: async ({ signal }) => (await apiFetch('users', '/api/users', { signal })).items,
    staleTime: 60_000,
  });

/** The account with this e-mail, or null when there is none. */
export const findUserByEmail = async (email: string): Promise<UserRecord | null> =>
  (await apiFetch('users', `/api/users${queryString({ email })}`)).items[0] ?? null;

const players = adminWrites<'player', PlayerCreateBody, PlayerUpdateBody>('player', '/api/players');

export const { create: createPlayer, update: updatePlayer, remove: deletePlayer } = players;

export type { RosterImportAnswer };

/** Previews (dryRun) or imports a CSV file of players and their teams into a season;
 * `separate` lists the lines the admin marked a different person from their namesakes. */
export const importRoster = (
  seasonId: string,
  csv: string,
  dryRun: boolean,
  separate: readonly number[] = [],
) =>
  apiFetch('rosterImport', `/api/seasons/${encodeURIComponent(seasonId)}/import`, {
    method: 'POST',
    body: { csv, dryRun, separate: [...separate] },
  });
