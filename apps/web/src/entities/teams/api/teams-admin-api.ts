// The admin's team writes: create, rename, home venue, delete, and the captain. Captaincy needs a
// player record linked to the user: without one the server answers 422 'No player record found for
// this user' (docs/rules.md, Error catalogue).
import { teamSchema } from '@cueleague/domain/entities';
import type { teamCreateSchema, teamUpdateSchema } from '@cueleague/domain/requests';
import type { z } from 'zod';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';

export type TeamCreateBody = z.input<typeof teamCreateSchema>;
export type TeamUpdateBody = z.input<typeof teamUpdateSchema>;

const teamPath = (id: string) => `/api/teams/${encodeURIComponent(id)}`;

export const createTeam = (body: TeamCreateBody) =>
  apiFetch(teamSchema, '/api/teams', { method: 'POST', body });

export const updateTeam = (id: string, body: TeamUpdateBody) =>
  apiFetch(teamSchema, teamPath(id), { method: 'PATCH', body });

export const deleteTeam = (id: string) => apiSend(teamPath(id), { method: 'DELETE' });

export const assignCaptain = (teamId: string, userId: string) =>
  apiFetch(teamSchema, `${teamPath(teamId)}/captain`, { method: 'PUT', body: { userId } });

export const removeCaptain = (teamId: string, userId: string) =>
  apiFetch(teamSchema, `${teamPath(teamId)}/captain`, { method: 'DELETE', body: { userId } });
