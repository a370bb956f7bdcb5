// The one way a request changes the league: its work runs in one transaction (state, audit, live
// event, receipt together or not at all). Once that commits, this process drops its cached reads
// once and sends the live events recorded inside to its subscribers; on PostgreSQL the
// transaction also carries one NOTIFY, so every other process does the same. A request that
// wrote this way is not cleared again by the safety net in app.ts, which still covers the writes
// made otherwise (sessions and limits, which no cached read shows; the first-run set-up, invites).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Work, Write } from '../repositories/executor.ts';

/** A writer for work outside a request (housekeeping, tests): the same commit and follow-up. */
export const writer =
  (ctx: Pick<AppContext, 'db' | 'live' | 'responses'>, afterCommit?: () => void): Write =>
  async (work) => {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const value = await work(trx);
      await ctx.live.announceInTransaction(trx);
      return value;
    });
    afterCommit?.();
    ctx.responses.clear();
    ctx.live.committed();
    return result;
  };

/** The request's write: see the file's comment. */
export const writeTransaction = <T>(request: FastifyRequest, work: Work<T>): Promise<T> =>
  writer(request.server.ctx, () => {
    request.wroteThrough = true;
  })(work);

/** The request's writes as a Write, for services that take one. */
export const requestWriter =
  (request: FastifyRequest): Write =>
  (work) =>
    writeTransaction(request, work);
