// Attempt limits for the account endpoints: fixed one-minute windows counted in the database, so
// every process behind a proxy shares one count (a per-process count would multiply the limit by
// the number of processes). One atomic upsert per key and attempt, on SQLite and PostgreSQL alike;
// nothing is kept in memory, and old windows are swept by housekeeping.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { attemptWindow, countAttempt, deleteWindowsBefore } from '../repositories/rate-limits.ts';
import { HttpError } from './http-error.ts';

export const RATE_WINDOW_MS = 60_000;
/** The longest window a limit may ask for (reset mails per account): kept until it is over. */
export const LONGEST_WINDOW_MS = 60 * 60_000;

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimit {
  key: string;
  max: number;
  /** The window's length: a minute unless the limit says otherwise (at most LONGEST_WINDOW_MS). */
  windowMs?: number;
}

export interface RateLimiter {
  /** Counts one attempt against `key`; answers how long to wait when it is over `max`. */
  hit(limit: AttemptLimit): Promise<Verdict>;
  /**
   * Counts an attempt against each limit in order and stops at the first one that refuses it:
   * an attempt refused for its address is not counted against the e-mail it named, so a flood
   * from one address cannot lock the account's owner out (nor grow the table by a row per e-mail).
   */
  check(limits: readonly AttemptLimit[]): Promise<Verdict>;
  /**
   * What `key` has counted in its current window (0 when none), without counting an attempt: how
   * failures are read before the next attempt is let through (only a failure is then counted).
   */
  count(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
}

export const createRateLimiter = (db: Db, now: () => Date): RateLimiter => {
  const hit = async ({ key, max, windowMs = RATE_WINDOW_MS }: AttemptLimit): Promise<Verdict> => {
    const time = now();
    const at = time.toISOString();
    // A window that started this long ago is over: the attempt opens a new one.
    const stale = new Date(time.getTime() - windowMs).toISOString();
    const row = await countAttempt(db, key, at, stale);
    if (Number(row.count) <= max) return { allowed: true };
    const endsAt = new Date(row.windowStart).getTime() + windowMs;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - time.getTime()) / 1000)),
    };
  };
  return {
    hit,
    async count(key) {
      const time = now();
      const row = await attemptWindow(db, key);
      const endsAt = row ? new Date(row.windowStart).getTime() + RATE_WINDOW_MS : 0;
      // A window that is over counts nothing: the next hit opens a new one.
      if (!row || endsAt <= time.getTime()) return { count: 0, retryAfterSeconds: 0 };
      return {
        count: Number(row.count),
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt - time.getTime()) / 1000)),
      };
    },
    async check(limits) {
      for (const limit of limits) {
        const verdict = await hit(limit);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
  };
};

/** Checks the limits and answers 429 with Retry-After when one refuses the attempt. */
export const enforceLimits = async (
  limiter: RateLimiter,
  reply: FastifyReply,
  limits: readonly AttemptLimit[],
): Promise<void> => {
  const verdict = await limiter.check(limits);
  if (verdict.allowed) return;
  refuseAttempt(reply, verdict.retryAfterSeconds);
};

/** Answers 429 with Retry-After. */
export const refuseAttempt = (reply: FastifyReply, retryAfterSeconds: number): never => {
  void reply.header('Retry-After', String(retryAfterSeconds));
  throw new HttpError('rate_limited', 'Too many attempts. Try again later.');
};

/** Windows that ended before `now` (any window, however long): swept by housekeeping. */
export const pruneRateLimits = async (db: Db, now: Date): Promise<number> => {
  return deleteWindowsBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString());
};

/** The attempt's client address, as Fastify resolved it (honest with TRUST_PROXY). */
export const clientAddress = (request: FastifyRequest): string => request.ip;
