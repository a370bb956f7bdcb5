// The durable mail queue's sender (docs/decisions/0027). A notification's mail is written to
// mail_queue in the notification's own transaction, already claimed by this process, and sent
// from memory as soon as the transaction commits (`deliver`), so delivery stays immediate. A
// sweep (at start-up, every minute, and on demand) sends what is left: a row whose send failed,
// once its backoff has passed, and a row whose claim went stale because the process holding it
// died between the commit and the send. Each row is claimed by one process at a time, by a
// guarded UPDATE the database decides, so several processes never send a mail twice.
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import {
  claimMail,
  dueMailIds,
  insertMails,
  mailOf,
  markMailAttemptFailed,
  markMailSent,
} from '../repositories/mail-queue.ts';

const MINUTE_MS = 60_000;
/** How often the sweep looks for what is due. */
export const MAIL_SWEEP_MS = MINUTE_MS;
/**
 * The wait after each failed attempt; after the last, the mail is given up (failed). Six attempts
 * over about nine hours: a mail server down for a night's maintenance is ridden out.
 */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE_MS);
/**
 * A claim older than this belongs to a process that died: well past the mailer's own timeouts
 * (nodemailer gives up on a silent connection in minutes), so a send still running is not
 * taken from under it.
 */
export const MAIL_CLAIM_STALE_MS = 15 * MINUTE_MS;
/**
 * How long closing waits for sends under way: a mail server that hangs must not hold a restart
 * for minutes. A send cut off keeps its claim, so a sweep sends it once the claim is stale.
 */
export const MAIL_STOP_WAIT_MS = 5_000;
/** Rows one sweep claims at most; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/** A mail written to the queue in a transaction: its row's id and what it sends. */
export interface QueuedMail {
  id: string;
  mail: Mail;
}

export interface MailQueueDeps {
  db: Db;
  /** The mailer as the app has it when sending (metrics wrap it after the app is built). */
  mailer: () => Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  retryDelaysMs?: readonly number[];
  claimStaleMs?: number;
}

export class MailQueue {
  /** This process's name on its claims. */
  readonly id = newId();
  private readonly retryDelaysMs: readonly number[];
  private readonly claimStaleMs: number;
  private readonly sending = new Set<Promise<unknown>>();
  private sweeping: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: MailQueueDeps) {
    this.retryDelaysMs = deps.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
    this.claimStaleMs = deps.claimStaleMs ?? MAIL_CLAIM_STALE_MS;
  }

  /**
   * Writes the mails in `trx`, claimed by this process so no sweep elsewhere takes them before
   * `deliver` runs after the commit. A rolled-back transaction leaves none.
   */
  async queue(
    trx: Trx,
    mails: readonly { userId: string | null; mail: Mail }[],
  ): Promise<QueuedMail[]> {
    const at = this.deps.now().toISOString();
    const queued = mails.map(({ userId, mail }) => ({ id: newId(), userId, mail }));
    await insertMails(
      trx,
      queued.map(({ id, userId, mail }) => ({
        id,
        userId,
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        createdAt: at,
        nextAttemptAt: at,
        claimedAt: at,
        claimedBy: this.id,
      })),
    );
    return queued.map(({ id, mail }) => ({ id, mail }));
  }

  /** Sends committed mails now, in the background; a failure is recorded for a retry. */
  deliver(mails: readonly QueuedMail[]): void {
    for (const { id, mail } of mails) this.track(this.attempt(this.deps.db, id, mail, 0));
  }

  /**
   * Sends every row that is due and not held by a live claim, one at a time; answers how many
   * went out. Calls while one runs share it.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /** Sweeps now and every MAIL_SWEEP_MS (unref'd); `stop` ends it. */
  start(): void {
    const run = () => {
      if (this.stopped) return;
      this.sweep().catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'Mail queue: the sweep failed');
      });
    };
    run();
    this.timer = setInterval(run, MAIL_SWEEP_MS);
    this.timer.unref();
  }

  /** Waits for the sends under way (a test's "the mail has gone", a closing app's last sends). */
  async idle(): Promise<void> {
    while (this.sending.size > 0 || this.sweeping) {
      await Promise.allSettled([...this.sending, this.sweeping]);
    }
  }

  /** Stops the timer and waits for the sends under way (MAIL_STOP_WAIT_MS at most). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.idle(),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, MAIL_STOP_WAIT_MS);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
  }

  private track(promise: Promise<unknown>): void {
    this.sending.add(promise);
    void promise.finally(() => this.sending.delete(promise));
  }

  private async sweepOnce(): Promise<number> {
    const { db } = this.deps;
    let sent = 0;
    const now = this.deps.now();
    const staleBefore = new Date(now.getTime() - this.claimStaleMs).toISOString();
    for (const id of await dueMailIds(db, now.toISOString(), staleBefore, SWEEP_BATCH)) {
      if (this.stopped) break;
      const row = await claimMail(db, {
        id,
        by: this.id,
        at: this.deps.now().toISOString(),
        staleBefore,
      });
      // Another process claimed it first.
      if (!row) continue;
      if (await this.attempt(db, row.id, mailOf(row), row.attempts)) sent++;
    }
    return sent;
  }

  /** One send of a row this process holds; true when it went. Never throws. */
  private async attempt(db: Executor, id: string, mail: Mail, before: number): Promise<boolean> {
    try {
      await this.deps.mailer().send(mail);
    } catch (error) {
      const attempts = before + 1;
      const delay = this.retryDelaysMs[attempts - 1];
      const at = this.deps.now();
      this.deps.log.error(
        { err: error, subject: mail.subject, attempts, givenUp: delay === undefined },
        delay === undefined
          ? 'Could not send a notification mail: giving up'
          : 'Could not send a notification mail: it will be retried',
      );
      await markMailAttemptFailed(db, {
        id,
        by: this.id,
        at: at.toISOString(),
        retryAt: delay === undefined ? null : new Date(at.getTime() + delay).toISOString(),
        error: error instanceof Error ? error.message : String(error),
      }).catch((cause: unknown) => {
        // The claim stays: it goes stale, and a sweep tries again.
        this.deps.log.error({ err: cause }, 'Mail queue: could not record a failed send');
      });
      return false;
    }
    await markMailSent(db, id, this.deps.now().toISOString()).catch((cause: unknown) => {
      // Sent but not marked: a later sweep would send it again after the claim goes stale.
      this.deps.log.error({ err: cause, subject: mail.subject }, 'Mail queue: could not mark sent');
    });
    return true;
  }
}
