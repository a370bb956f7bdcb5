// Fields several sections' schemas share: an e-mail, a new password, the setup code, a mailed
// link's token, a yes/no in a query string.
import { z } from 'zod';
import { weakPasswordReason } from '../password-strength.ts';

// Users type their e-mail in any case; we store and compare it in lower case.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters')
  .superRefine((password, ctx) => {
    if (password.trim().length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Use letters, digits or symbols, not only spaces' });
      return;
    }
    // The league's name is added where it is known (the server; the set-up form).
    const weak = weakPasswordReason(password);
    if (weak) ctx.addIssue({ code: 'custom', message: weak });
  });
/** The code the server prints at its first start (or SETUP_CODE sets): proof of being its operator. */
export const setupCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter the setup code from the server's log")
  .max(100);
/** The token of a link mailed to someone (a reset, a verification, an invite). */
export const resetTokenSchema = z.string().min(1, 'Required').max(200);
/** A query string's `true` or `false`. */
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
