// Signing up and in, passwords, e-mail verification and the first-run setup.
import { z } from 'zod';
import { nameSchema } from '../entities.ts';
import { emailSchema, newPasswordSchema, resetTokenSchema, setupCodeSchema } from './fields.ts';

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
});
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(200),
});
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordCheckBodySchema = z.strictObject({ token: resetTokenSchema });
/** POST /api/auth/verify-email: the token of the link mailed to the account's address. */
export const verifyEmailBodySchema = z.strictObject({ token: resetTokenSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
});
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: newPasswordSchema,
});
/** The one-time setup call: creates the league and its first admin while no league exists. */
export const setupBodySchema = z.strictObject({
  setupCode: setupCodeSchema,
  leagueName: nameSchema,
  timezone: z.string().trim().min(1).max(64).default('Europe/London'),
  email: emailSchema,
  password: newPasswordSchema,
});
/** Loading the demo league from the setup page takes the same proof. */
export const setupDemoBodySchema = z.strictObject({ setupCode: setupCodeSchema });
