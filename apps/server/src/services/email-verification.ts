// Proving an account's e-mail (docs/decisions/0031): registering mails a link to the address, and
// using it marks the account verified. Like reset links, only the token's sha-256 is kept, a link
// works once and expires, and it is built on the public origin. The mail goes through the mail
// queue in the transaction that makes the link, so a crash after the commit still sends it.
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Trx } from '../repositories/executor.ts';
import {
  deleteVerificationLinks,
  insertVerificationLink,
} from '../repositories/email-verifications.ts';
import type { MailQueue, QueuedMail } from './mail-queue.ts';

/** Two days: long enough for a mail that waits in a spam folder, short enough to die unused. */
export const VERIFY_TTL_MS = 48 * 3_600_000;

export interface VerificationMailInput {
  userId: string;
  email: string;
  /** The public origin (PUBLIC_URL, never a request's Host) the link is built on. */
  base: string;
  now: Date;
}

/**
 * Makes a new verification link for the account (the older ones stop working) and queues its mail
 * in `trx`; `mailQueue.deliver` sends it once `trx` commits.
 */
export const queueVerificationMail = async (
  trx: Trx,
  mailQueue: MailQueue,
  { userId, email, base, now }: VerificationMailInput,
): Promise<QueuedMail[]> => {
  const token = newToken();
  await deleteVerificationLinks(trx, userId);
  await insertVerificationLink(trx, {
    tokenHash: hashToken(token),
    userId,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + VERIFY_TTL_MS).toISOString(),
    usedAt: null,
  });
  const link = `${base}/verify-email?token=${encodeURIComponent(token)}`;
  return mailQueue.queue(trx, [
    {
      userId,
      mail: {
        to: email,
        subject: 'Confirm your e-mail for CueLeague',
        text: `Someone made a CueLeague account with this e-mail address.\n\nTo confirm it is yours, open this link within two days:\n${link}\n\nIf it was not you, ignore this mail: the account cannot be linked to a player until the address is confirmed.\n`,
        link,
      },
    },
  ]);
};
