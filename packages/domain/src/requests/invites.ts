// Invites: an admin invites a player record's person by e-mail.
import { z } from 'zod';
import { idSchema } from '../entities.ts';
import { emailSchema, newPasswordSchema, resetTokenSchema } from './fields.ts';

/** An admin invites a player record's person by e-mail, optionally as captain of their team. */
export const inviteCreateBodySchema = z.strictObject({
  email: emailSchema,
  captainOfTeamId: idSchema.optional(),
});
export const inviteCheckBodySchema = z.strictObject({ token: resetTokenSchema });
export const acceptInviteBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
});
