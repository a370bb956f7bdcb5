// Live updates. Every committed change to a match writes an event row in the same transaction
// (its seq is the cursor clients resume from). After a commit the hub reads the new rows and
// fans them out to this process's subscribers; with PostgreSQL the transaction also NOTIFYs, so
// every other server process on the same database does the same.
import { randomUUID } from 'node:crypto';
import type { LiveEventName } from '@cueleague/domain/live-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import pg from 'pg';
import { POSTGRES_APPLICATION_NAME, type DbKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  deleteEventsBefore,
  eventRowsForTopics,
  eventRowsSince,
  insertLiveEvent,
  lockEventWriters,
  newestSeq,
  notifyChannel,
  oldestSeq,
} from '../repositories/live-events.ts';

export const LIVE_CHANNEL = 'cueleague_live';

/**
 * What a committed change touched: `public`, something a cached public read may show (every
 * process drops its cached reads); `private`, only what no cached read shows (a user's own
 * notifications, a session, the ledger): the other processes read its events and keep their
 * caches. Sent after the instance id in the NOTIFY's payload.
 */
export type ChangeScope = 'public' | 'private';
const PRIVATE_SUFFIX = ':private';

/** A user's own topic: what is sent on it is never in a cached public read. */
const isPrivateTopic = (topic: string) => topic.startsWith('user:');
/** How long events are kept for clients to resume from. */
const RETENTION_MS = 24 * 3_600_000;

export interface LiveEvent {
  seq: number;
  topics: string[];
  event: LiveEventName;
  version: number;
  data: unknown;
}

/** `frame` is the event's message for the listener's topic, encoded once for every subscriber. */
export type Listener = (event: LiveEvent, frame: Buffer) => void;

export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private lastSeq = 0;
  private pumping: Promise<void> | null = null;
  private again = false;
  private listenClient: pg.Client | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Running totals for /metrics: open sockets and waiting long polls (kept by the live routes),
   * events, deliveries. */
  readonly stats = { sockets: 0, polls: 0, events: 0, deliveries: 0 };
  /** Called when sessions of a user end in this process (sign-out, reset, password change): the
   * live routes re-check the sockets that follow a user topic. Other processes' sockets find out
   * at their next private delivery or heartbeat. */
  onSessionsEnded: ((userId: string) => void) | null = null;
  /** Called when another process announces a change (PostgreSQL NOTIFY). */
  onNotify: (() => void) | null = null;
  /**
   * This process's name on the channel, the payload of its NOTIFYs: it fans out its own writes
   * once they commit (writeTransaction), so its own notifications are not acted on twice.
   */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DbKind,
    private readonly log: FastifyBaseLogger,
    private readonly postgresUrl: string | null,
  ) {}

  async start(): Promise<void> {
    this.lastSeq = await this.currentCursor();
    await this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), 3_600_000);
    this.pruneTimer.unref();
    if (this.kind === 'postgres' && this.postgresUrl) await this.listen(this.postgresUrl);
  }

  private async listen(url: string): Promise<void> {
    // Named like the pool's connections: this one stays open while the pool's idle ones close,
    // and a restore must see a live server by it (ops/server-lock.ts).
    const client = new pg.Client({
      connectionString: url,
      application_name: POSTGRES_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      const from = payload.endsWith(PRIVATE_SUFFIX)
        ? payload.slice(0, -PRIVATE_SUFFIX.length)
        : payload;
      if (from === this.instanceId) return;
      if (from === payload) this.onNotify?.();
      this.pump();
    });
    client.on('error', (error) => {
      this.log.error({ err: error }, 'Live channel: the LISTEN connection failed; reconnecting');
      this.listenClient = null;
      if (!this.closed)
        setTimeout(() => void this.listen(url).catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.listenClient = client;
    // Anything committed while we were not listening.
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.listenClient?.end().catch(() => undefined);
    await this.pumping;
  }

  /** Writes an event inside the caller's transaction; it is sent once that transaction commits. */
  async record(
    trx: Transaction<Database>,
    event: { topics: string[]; event: LiveEventName; version: number; data: unknown },
  ): Promise<void> {
    // In seq order on PostgreSQL: see lockEventWriters.
    if (this.kind === 'postgres') await lockEventWriters(trx);
    await insertLiveEvent(trx, {
      topics: event.topics.join(','),
      event: event.event,
      version: event.version,
      data: JSON.stringify(event.data),
      createdAt: new Date().toISOString(),
    });
    await this.announceInTransaction(
      trx,
      event.topics.every(isPrivateTopic) ? 'private' : 'public',
    );
  }

  /**
   * Tells every other process, when `trx` commits, that something changed: their events are read,
   * and their cached reads dropped unless the change was private (ChangeScope). PostgreSQL
   * delivers one notification per transaction for each payload however often this is called in it
   * (same channel, same payload). Nothing to do on SQLite: one process serves it.
   */
  async announceInTransaction(
    trx: Transaction<Database>,
    scope: ChangeScope = 'public',
  ): Promise<void> {
    if (this.kind !== 'postgres') return;
    const payload = scope === 'private' ? `${this.instanceId}${PRIVATE_SUFFIX}` : this.instanceId;
    await notifyChannel(trx, LIVE_CHANNEL, payload);
  }

  /** Tells every other process that something changed (a team renamed, say), so their cached
   * reads are dropped. Nothing to do on SQLite: one process serves it. */
  announceChange(): void {
    if (this.kind !== 'postgres' || this.closed) return;
    notifyChannel(this.db, LIVE_CHANNEL, this.instanceId).catch((error: unknown) => {
      this.log.warn({ err: error }, 'Live channel: could not announce a change');
    });
  }

  /** Sessions of `userId` ended: sockets following a user topic check theirs again. */
  sessionsEnded(userId: string): void {
    this.onSessionsEnded?.(userId);
  }

  /** After a commit: fan out what is new (every process gets a NOTIFY too on PostgreSQL). */
  committed(): void {
    this.pump();
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async currentCursor(): Promise<number> {
    return newestSeq(this.db);
  }

  /** The oldest cursor we can still resume from. */
  async oldestCursor(): Promise<number> {
    return (await oldestSeq(this.db)) ?? (await this.currentCursor()) + 1;
  }

  /** Events after a cursor for some topics, oldest first (for resume and long polling); the
   * topics are matched in SQL (eventRowsForTopics). */
  async eventsSince(cursor: number, topics: readonly string[], limit = 1000): Promise<LiveEvent[]> {
    if (topics.length === 0) return [];
    const rows = await eventRowsForTopics(this.db, this.kind, cursor, topics, limit);
    return rows
      .map(toEvent)
      .filter((event) => event.topics.some((topic) => topics.includes(topic)));
  }

  /** Resolves with the events after `cursor` for the topics, waiting up to `timeoutMs` for one. */
  async waitForEvents(
    cursor: number,
    topics: readonly string[],
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<LiveEvent[]> {
    const ready = await this.eventsSince(cursor, topics);
    if (ready.length > 0) return ready;
    return new Promise((resolve) => {
      const unsubscribers: (() => void)[] = [];
      const done = () => {
        clearTimeout(timer);
        for (const unsubscribe of unsubscribers) unsubscribe();
        signal?.removeEventListener('abort', done);
        void this.eventsSince(cursor, topics).then(resolve, () => resolve([]));
      };
      const timer = setTimeout(done, timeoutMs);
      for (const topic of topics) unsubscribers.push(this.subscribe(topic, done));
      signal?.addEventListener('abort', done);
    });
  }

  private pump(): void {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = (async () => {
      do {
        this.again = false;
        try {
          const rows = await eventRowsSince(this.db, this.lastSeq);
          if (rows.length === 0) continue;
          const events = rows.map(toEvent);
          this.lastSeq = events[events.length - 1]?.seq ?? this.lastSeq;
          for (const [index, event] of events.entries())
            this.dispatch(event, rows[index]?.data ?? 'null');
        } catch (error) {
          if (!this.closed)
            this.log.error({ err: error }, 'Live channel: could not read new events');
        }
      } while (this.again && !this.closed);
    })().finally(() => {
      this.pumping = null;
    });
  }

  private dispatch(event: LiveEvent, data: string): void {
    // Serialized and encoded once per event and topic, whatever the number of subscribers: each
    // socket is handed the same bytes (the data is the stored JSON, never parsed and rewritten).
    this.stats.events += 1;
    const raw = `{"type":"event","seq":${event.seq},"event":"${event.event}","version":${event.version},"topic":"%TOPIC%","data":${data}}`;
    for (const topic of event.topics) {
      const set = this.listeners.get(topic);
      if (!set) continue;
      const frame = Buffer.from(raw.replace('"%TOPIC%"', JSON.stringify(topic)));
      for (const listener of [...set]) {
        this.stats.deliveries += 1;
        try {
          listener(event, frame);
        } catch (error) {
          this.log.error({ err: error }, 'Live channel: a subscriber failed');
        }
      }
    }
  }

  private async prune(): Promise<void> {
    try {
      await deleteEventsBefore(this.db, new Date(Date.now() - RETENTION_MS).toISOString());
    } catch (error) {
      this.log.warn({ err: error }, 'Live channel: pruning old events failed');
    }
  }
}

const toEvent = (row: {
  seq: number;
  topics: string;
  event: string;
  version: number;
  data: string;
}): LiveEvent => ({
  seq: Number(row.seq),
  topics: row.topics.split(','),
  event: row.event as LiveEventName,
  version: row.version,
  data: JSON.parse(row.data) as unknown,
});
