// The admin's team writes: create, rename, home venue, delete, and the captain. Captaincy needs a
// player record linked to the user: without one the server answers 422 'No player record found for
// this user' (docs/rules.md, Error catalogue).
import type { teamCreateSchema, teamUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { adminWrites } from '../../../lib/admin-writes.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type TeamCreateBody = z.input<typeof teamCreateSchema>;
export type TeamUpdateBody = z.input<typeof teamUpdateSchema>;

const teams = adminWrites<'team', TeamCreateBody, TeamUpdateBody>('team', '/api/teams');
const teamPath = teams.path;

export const { create: createTeam, update: updateTeam, remove: deleteTeam } = teams;

export const assignCaptain = (teamId: string, userId: string) =>
  apiFetch('team', `${teamPath(teamId)}/captain`, { method: 'PUT', body: { userId } });

export const removeCaptain = (teamId: string, userId: string) =>
  apiFetch('team', `${teamPath(teamId)}/captain`, { method: 'DELETE', body: { userId } });
