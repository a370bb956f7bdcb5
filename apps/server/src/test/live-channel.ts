// The PostgreSQL live channel seen from a test: a way to know that every NOTIFY committed so far
// has reached an app's live hub, instead of waiting a while and hoping it has.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { LIVE_CHANNEL } from '../live/live-hub.ts';
import type { TestApp } from './test-app.ts';

/**
 * Reads `read()` once the app's live hub has handled every NOTIFY committed before this call,
 * and before it handles the probe this sends: PostgreSQL delivers a connection's notifications
 * in commit order, and this listener runs before the hub's. On SQLite there is no channel:
 * it reads at once.
 */
export const afterCommittedNotifications = async <T>(t: TestApp, read: () => T): Promise<T> => {
  if (t.kind !== 'postgres') return read();
  // The hub's own LISTEN connection: only on it are the probe and what came before in order.
  const client = (t.app.ctx.live as unknown as { listenClient: pg.Client | null }).listenClient;
  if (!client) throw new Error('the live hub is not listening');
  // Sent as a private change (live-hub.ts, ChangeScope): the probe itself drops no cached read.
  const probe = `test-probe-${randomUUID()}:private`;
  const seen = new Promise<T>((resolve) => {
    const listener = (message: pg.Notification) => {
      if (message.payload !== probe) return;
      client.off('notification', listener);
      resolve(read());
    };
    client.prependListener('notification', listener);
  });
  await sql`select pg_notify(${LIVE_CHANNEL}, ${probe})`.execute(t.db);
  return seen;
};
