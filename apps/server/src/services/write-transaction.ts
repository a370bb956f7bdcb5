// The one way a request changes the league: its work runs in one transaction (state, audit, live
// event, receipt together or not at all). Once that commits, this process drops its cached reads
// once and sends the live events recorded inside to its subscribers; on PostgreSQL the
// transaction also carries one NOTIFY, so every other process does the same. A request that
// wrote this way is not cleared again by the safety net in app.ts, which still covers the writes
// made otherwise (the first-run set-up, invites).
// A private write (a route configured `keepsPublicReads`, or a request that called
// keepPublicReads: a sign-in, a dry run, one's own notifications, the ledger) changes nothing a
// cached public read shows: the cached reads stay, here and in every other process.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { ChangeScope } from '../live/live-hub.ts';
import type { Work, Write } from '../repositories/executor.ts';

/** A writer for work outside a request (housekeeping, tests): the same commit and follow-up. */
export const writer =
  (
    ctx: Pick<AppContext, 'db' | 'live' | 'responses'>,
    afterCommit?: () => void,
    scope: ChangeScope = 'public',
  ): Write =>
  async (work) => {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const value = await work(trx);
      await ctx.live.announceInTransaction(trx, scope);
      return value;
    });
    afterCommit?.();
    if (scope === 'public') ctx.responses.clear();
    ctx.live.committed();
    return result;
  };

/** This request changes nothing a cached public read shows (a dry run): see the file's comment. */
export const keepPublicReads = (request: FastifyRequest): void => {
  request.publicReadsKept = true;
};

/** Whether the request's writes are private: its route says so, or its handler did. */
export const keepsPublicReads = (request: FastifyRequest): boolean =>
  request.publicReadsKept || request.routeOptions.config.keepsPublicReads === true;

/** The request's write: see the file's comment. */
export const writeTransaction = <T>(request: FastifyRequest, work: Work<T>): Promise<T> =>
  writer(
    request.server.ctx,
    () => {
      request.wroteThrough = true;
    },
    keepsPublicReads(request) ? 'private' : 'public',
  )(work);

/** The request's writes as a Write, for services that take one. */
export const requestWriter =
  (request: FastifyRequest): Write =>
  (work) =>
    writeTransaction(request, work);
