// The offline cache of server data (docs/rules.md, The web app: Offline and multi-tab): every
// answer a query gets is also written to IndexedDB, so what a user has seen stays readable with no
// signal, after a reload and in every tab. The cache is capped (40 MB by default, at least 1 MB);
// when a write takes it over the cap, the oldest data goes first. Queries read it back lazily: a
// query with nothing in memory first shows its stored answer, then asks the server as usual. Tabs
// tell each other what they learn on a BroadcastChannel, so an open tab shows it without asking.
//
// With no signal a query that shows stored data keeps showing it (its re-check waits for the
// signal) instead of turning into an error; one with nothing stored fails at once with the error
// catalogue's words (api-client.ts; docs/rules.md, Error catalogue). After a reconnect, stored
// records are re-checked at most MAX_CONCURRENT_LIMBO_RESOLUTIONS at a time.
import {
  CACHE_SIZE_DEFAULT_BYTES,
  CACHE_SIZE_MIN_BYTES,
  MAX_CONCURRENT_LIMBO_RESOLUTIONS,
} from '@cueleague/domain/constants';
import type { Query, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { hasIndexedDb, openDatabase, promised, transaction } from './idb.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** false: never written to the offline cache. */
      persist?: boolean;
    };
  }
}

export interface PersistedQuery {
  queryHash: string;
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
  /** The size the cap counts: the data's JSON, in UTF-8 bytes. */
  bytes: number;
  /** The app's cache format; a record of another format is ignored. */
  buster: string;
}

export interface QueryStore {
  get(queryHash: string): Promise<PersistedQuery | undefined>;
  /** Writes the records, then removes the oldest data until the total fits in `maxBytes`. */
  write(records: readonly PersistedQuery[], maxBytes: number): Promise<void>;
  /** Every record's hash and size, oldest first (for tests and diagnostics). */
  sizes(): Promise<{ queryHash: string; bytes: number }[]>;
  clear(): Promise<void>;
}

/** The cap the app runs with: the default, or a configured one of at least the minimum. */
export const resolveCacheSize = (configured?: number | string | null): number => {
  if (configured === undefined || configured === null || configured === '')
    return CACHE_SIZE_DEFAULT_BYTES;
  const bytes = Number(configured);
  if (!Number.isInteger(bytes) || bytes < CACHE_SIZE_MIN_BYTES) {
    throw new RangeError(
      `The offline cache size must be a whole number of bytes, at least ${CACHE_SIZE_MIN_BYTES}; got ${String(configured)}.`,
    );
  }
  return bytes;
};

/** Oldest first; among equals, by hash, so every store evicts the same way. */
const byAge = (
  a: { dataUpdatedAt: number; queryHash: string },
  b: { dataUpdatedAt: number; queryHash: string },
) => a.dataUpdatedAt - b.dataUpdatedAt || (a.queryHash < b.queryHash ? -1 : 1);

/** Which of `sizes` (any order) to remove so the rest fits in maxBytes, oldest first. */
export const evictionsFor = (
  sizes: readonly { queryHash: string; bytes: number; dataUpdatedAt: number }[],
  maxBytes: number,
): string[] => {
  let total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
  const out: string[] = [];
  for (const entry of [...sizes].sort(byAge)) {
    if (total <= maxBytes) break;
    out.push(entry.queryHash);
    total -= entry.bytes;
  }
  return out;
};

export const createMemoryQueryStore = (): QueryStore => {
  const records = new Map<string, PersistedQuery>();
  return {
    get: (queryHash) => Promise.resolve(structuredClone(records.get(queryHash))),
    write: (written, maxBytes) => {
      for (const record of written) records.set(record.queryHash, structuredClone(record));
      for (const hash of evictionsFor([...records.values()], maxBytes)) records.delete(hash);
      return Promise.resolve();
    },
    sizes: () =>
      Promise.resolve(
        [...records.values()].sort(byAge).map(({ queryHash, bytes }) => ({ queryHash, bytes })),
      ),
    clear: () => {
      records.clear();
      return Promise.resolve();
    },
  };
};

const QUERIES = 'queries';
/** Hash, size and age of every record: eviction reads this, never the (large) data. */
const SIZES = 'sizes';

interface SizeRow {
  queryHash: string;
  bytes: number;
  dataUpdatedAt: number;
}

export const createIndexedDbQueryStore = (name = 'cueleague-query-cache'): QueryStore => {
  if (!hasIndexedDb()) return createMemoryQueryStore();
  let opened: Promise<IDBDatabase> | null = null;
  const db = () =>
    (opened ??= openDatabase(name, 1, (database) => {
      database.createObjectStore(QUERIES, { keyPath: 'queryHash' });
      database.createObjectStore(SIZES, { keyPath: 'queryHash' });
    }));
  return {
    get: async (queryHash) =>
      transaction(await db(), QUERIES, 'readonly', (tx) =>
        promised(tx.objectStore(QUERIES).get(queryHash) as IDBRequest<PersistedQuery | undefined>),
      ),
    write: async (written, maxBytes) => {
      // One transaction: tabs writing at once each see the other's total, and none overshoots.
      await transaction(await db(), [QUERIES, SIZES], 'readwrite', async (tx) => {
        const queries = tx.objectStore(QUERIES);
        const sizes = tx.objectStore(SIZES);
        for (const record of written) {
          queries.put(record);
          sizes.put({
            queryHash: record.queryHash,
            bytes: record.bytes,
            dataUpdatedAt: record.dataUpdatedAt,
          } satisfies SizeRow);
        }
        const all = await promised(sizes.getAll() as IDBRequest<SizeRow[]>);
        for (const hash of evictionsFor(all, maxBytes)) {
          queries.delete(hash);
          sizes.delete(hash);
        }
      });
    },
    sizes: async () => {
      const rows = await transaction(await db(), SIZES, 'readonly', (tx) =>
        promised(tx.objectStore(SIZES).getAll() as IDBRequest<SizeRow[]>),
      );
      return rows.sort(byAge).map(({ queryHash, bytes }) => ({ queryHash, bytes }));
    },
    clear: async () => {
      await transaction(await db(), [QUERIES, SIZES], 'readwrite', (tx) => {
        tx.objectStore(QUERIES).clear();
        tx.objectStore(SIZES).clear();
      });
    },
  };
};

/** A read that failed for want of a network while the query shows stored data. */
export const isCachedReadFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0 && error.details.cached === true;

/** At most `limit` of the given tasks run at once; the rest wait their turn. */
const createLimiter = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
};

type ChannelMessage = {
  type: 'query';
  queryHash: string;
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
};

export interface QueryPersistenceOptions {
  store: QueryStore;
  /** The cap, in bytes (resolveCacheSize). */
  maxBytes?: number;
  /** The BroadcastChannel the tabs share; null: no other tab to tell. */
  channel?: string | null;
  /** Change it when the shape of stored data changes: older records are then ignored. */
  buster?: string;
  /** How long writes are gathered before one transaction stores them. */
  writeDelayMs?: number;
}

export interface QueryPersistence {
  /** The QueryClient's `persister` option: restores, then fetches. */
  persister: <T>(
    queryFn: (context: QueryFunctionContext) => T | Promise<T>,
    context: QueryFunctionContext,
    query: Query,
  ) => Promise<T>;
  /** Starts storing what `queryClient` learns and sharing it with the other tabs. */
  attach(queryClient: QueryClient): () => void;
  /** Stores what is waiting to be stored now. */
  flush(): Promise<void>;
  /** Forgets everything stored (sign-out: what the user saw is not for the next person). */
  clear(): Promise<void>;
  readonly maxBytes: number;
}

const CHANNEL = 'cueleague-query-cache';
const persistable = (query: Query): boolean => query.meta?.persist !== false;
const utf8 = new TextEncoder();

const registry = new WeakMap<QueryClient, QueryPersistence>();

/** Forgets the offline cache of this client, if it has one. */
export const clearPersistedQueries = async (queryClient: QueryClient): Promise<void> => {
  await registry.get(queryClient)?.clear();
};

export const createQueryPersistence = ({
  store,
  maxBytes = CACHE_SIZE_DEFAULT_BYTES,
  channel: channelName = typeof BroadcastChannel === 'undefined' ? null : CHANNEL,
  buster = '1',
  writeDelayMs = 100,
}: QueryPersistenceOptions): QueryPersistence => {
  const cap = resolveCacheSize(maxBytes);
  const dirty = new Map<string, Query>();
  const limit = createLimiter(MAX_CONCURRENT_LIMBO_RESOLUTIONS);
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Set while applying data that came from storage or another tab: not written back. */
  let quiet = false;
  let channel: BroadcastChannel | null = null;
  let writing: Promise<void> = Promise.resolve();

  const quietly = (apply: () => void) => {
    quiet = true;
    try {
      apply();
    } finally {
      quiet = false;
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const queries = [...dirty.values()];
    dirty.clear();
    const records: PersistedQuery[] = [];
    for (const query of queries) {
      const { data, dataUpdatedAt } = query.state;
      if (data === undefined) continue;
      let json: string;
      try {
        json = JSON.stringify(data);
      } catch {
        continue;
      }
      records.push({
        queryHash: query.queryHash,
        queryKey: query.queryKey,
        data,
        dataUpdatedAt,
        bytes: utf8.encode(json).length,
        buster,
      });
    }
    if (records.length === 0) return writing;
    writing = writing
      .then(() => store.write(records, cap))
      .catch(() => {
        // Storage full or unavailable: the app still works online, from memory.
      });
    for (const { queryHash, queryKey, data, dataUpdatedAt } of records) {
      channel?.postMessage({
        type: 'query',
        queryHash,
        queryKey,
        data,
        dataUpdatedAt,
      } satisfies ChannelMessage);
    }
    return writing;
  };

  const persistence: QueryPersistence = {
    maxBytes: cap,
    async persister(queryFn, context, query) {
      let restored = false;
      if (query.state.data === undefined && persistable(query)) {
        let record: PersistedQuery | undefined;
        try {
          record = await store.get(query.queryHash);
        } catch {
          record = undefined;
        }
        if (record && record.buster === buster && query.state.data === undefined) {
          const { data, dataUpdatedAt } = record;
          quietly(() => query.setData(data, { updatedAt: dataUpdatedAt, manual: true }));
          restored = true;
        }
      }
      try {
        // A stored record may have changed or gone while we were away ("limbo"): re-check it,
        // a bounded number at a time.
        return await (restored
          ? limit(() => Promise.resolve(queryFn(context)))
          : Promise.resolve(queryFn(context)));
      } catch (error) {
        if (query.state.data !== undefined && error instanceof ApiError && error.status === 0) {
          // Keep showing what is stored; query-client.ts retries this once there is a signal.
          throw new ApiError(0, error.code, error.message, undefined, { cached: true });
        }
        throw error;
      }
    },
    attach(queryClient) {
      registry.set(queryClient, persistence);
      const cache = queryClient.getQueryCache();
      const unsubscribe = cache.subscribe((event) => {
        if (quiet || event.type !== 'updated' || event.action.type !== 'success') return;
        const query = event.query as Query;
        if (!persistable(query)) return;
        dirty.set(query.queryHash, query);
        timer ??= setTimeout(() => void flush(), writeDelayMs);
      });
      if (channelName) {
        channel = new BroadcastChannel(channelName);
        channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
          const message = event.data;
          if (message.type !== 'query') return;
          // Only what this tab holds in memory; the rest it reads from storage when needed.
          const query = cache.get(message.queryHash);
          if (!query || query.state.dataUpdatedAt >= message.dataUpdatedAt) return;
          quietly(() =>
            queryClient.setQueryData(message.queryKey, message.data, {
              updatedAt: message.dataUpdatedAt,
            }),
          );
        };
      }
      return () => {
        unsubscribe();
        channel?.close();
        channel = null;
        registry.delete(queryClient);
      };
    },
    flush,
    clear() {
      dirty.clear();
      writing = writing.then(() => store.clear()).catch(() => undefined);
      return writing;
    },
  };
  return persistence;
};

/** The browser's persistence: IndexedDB, shared with the other tabs. */
export const createBrowserQueryPersistence = (maxBytes?: string | number): QueryPersistence =>
  createQueryPersistence({
    store: createIndexedDbQueryStore(),
    maxBytes: resolveCacheSize(maxBytes),
    // What an older build stored may have another shape than this build reads.
    ...(import.meta.env.VITE_WIRE_FINGERPRINT
      ? { buster: import.meta.env.VITE_WIRE_FINGERPRINT }
      : {}),
  });
