import { MESSAGES } from '@cueleague/domain/errors';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { stubApi } from '../test/api-stub.ts';
import { apiFetch } from './api-client.ts';
import {
  createIndexedDbQueryStore,
  createQueryPersistence,
  resolveCacheSize,
  type PersistedQuery,
  type QueryStore,
} from './query-persistence.ts';

beforeEach(() => {
  // A fresh browser profile per test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
};

const standings = {
  queryKey: ['standings', 's1'],
  queryFn: () => apiFetch('standings', '/api/standings'),
};

/** A one-team table, as GET /api/standings answers it. */
const STANDINGS = {
  seasonId: 's1',
  divisionId: 'd1',
  items: [
    {
      position: 1,
      teamId: 't1',
      teamName: 'Rack Attack',
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      framesWon: 0,
      framesLost: 0,
      frameDifference: 0,
      framePoints: 0,
      adjustment: 0,
      points: 0,
      form: [],
      decidedBy: null,
    },
  ],
};

/** A client as a page load would have it, on the given storage. */
const client = (store: QueryStore, options: { channel?: string; maxBytes?: number } = {}) => {
  const persistence = createQueryPersistence({
    store,
    channel: options.channel ?? null,
    maxBytes: options.maxBytes ?? 41_943_040,
  });
  return { persistence, queryClient: createQueryClient({ persistence }) };
};

/** Watches a query as a page would, until `ready` says what it shows. */
const watch = async (queryClient: QueryClient, ready: (result: QueryObserverResult) => boolean) => {
  const observer = new QueryObserver(queryClient, standings);
  let result = observer.getCurrentResult();
  const stop = observer.subscribe((next) => {
    result = next;
  });
  await waitFor(() => expect(ready(result)).toBe(true));
  stop();
  return result;
};
type QueryObserverResult = ReturnType<QueryObserver['getCurrentResult']>;

const record = (queryHash: string, bytes: number, dataUpdatedAt: number): PersistedQuery => ({
  queryHash,
  queryKey: [queryHash],
  data: { queryHash },
  dataUpdatedAt,
  bytes,
  buster: '1',
});

describe('the offline cache size', () => {
  it('is 40 MB by default, configurable, and never under 1 MB', () => {
    expect(resolveCacheSize(undefined)).toBe(41_943_040);
    expect(resolveCacheSize('')).toBe(41_943_040);
    expect(resolveCacheSize('1048576')).toBe(1_048_576);
    expect(resolveCacheSize(5_000_000)).toBe(5_000_000);
    expect(() => resolveCacheSize(1_048_575)).toThrow(/at least 1048576/);
    expect(() => resolveCacheSize('40MB')).toThrow(/whole number of bytes/);
  });

  it('evicts the oldest data first once a write goes over the cap', async () => {
    const store = createIndexedDbQueryStore();
    const cap = 1_048_576;
    await store.write([record('oldest', 400_000, 1), record('older', 400_000, 2)], cap);
    await store.write([record('newest', 400_000, 3)], cap);
    expect(await store.sizes()).toEqual([
      { queryHash: 'older', bytes: 400_000 },
      { queryHash: 'newest', bytes: 400_000 },
    ]);
    expect(await store.get('oldest')).toBeUndefined();
    expect(await store.get('newest')).toMatchObject({ data: { queryHash: 'newest' } });
  });
});

describe('the persisted query cache', () => {
  it('shows what was seen before a reload with no signal, and keeps it on screen', async () => {
    const store = createIndexedDbQueryStore();
    stubApi({ '/api/standings': STANDINGS });
    const before = client(store);
    await watch(before.queryClient, (result) => result.isSuccess);
    await before.persistence.flush();

    // Reloaded with no signal: the network fails, the stored answer shows, and no error.
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const after = client(store);
    // It asked the server, got no answer, and still shows the stored data.
    const shown = await watch(after.queryClient, (result) => result.failureCount > 0);
    expect(shown.status).toBe('success');
    expect(shown.error).toBeNull();
    expect(shown.data).toEqual(STANDINGS);
    await after.queryClient.cancelQueries();
  });

  it("says the error catalogue's words for a read with nothing stored and no signal", async () => {
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { queryClient } = client(createIndexedDbQueryStore());
    const shown = await watch(queryClient, (result) => result.isError);
    expect(shown.error?.message).toBe(MESSAGES.clientOffline);
    expect(MESSAGES.clientOffline).toBe('Failed to get document because the client is offline.');
  });

  it('keeps within its cap as queries learn more, dropping the oldest answers', async () => {
    const store = createIndexedDbQueryStore();
    const { persistence, queryClient } = client(store, { maxBytes: 1_048_576 });
    const big = (mark: string) => mark.repeat(600_000);
    queryClient.setQueryData(['a'], big('a'), { updatedAt: 1 });
    await persistence.flush();
    queryClient.setQueryData(['b'], big('b'), { updatedAt: 2 });
    await persistence.flush();
    expect((await store.sizes()).map((row) => row.queryHash)).toEqual(['["b"]']);
  });

  it('tells the other tabs what one learns', async () => {
    const channel = `query-cache-test-${Math.random()}`;
    const store = createIndexedDbQueryStore();
    const tabA = client(store, { channel });
    const tabB = client(store, { channel });
    tabB.queryClient.setQueryData(['standings', 's1'], { rows: ['old'] }, { updatedAt: 1 });
    tabA.queryClient.setQueryData(['standings', 's1'], { rows: ['new'] }, { updatedAt: 2 });
    await tabA.persistence.flush();
    await waitFor(() =>
      expect(tabB.queryClient.getQueryData(['standings', 's1'])).toEqual({ rows: ['new'] }),
    );
    // Written once, by the tab that learnt it.
    expect(await store.get('["standings","s1"]')).toMatchObject({ data: { rows: ['new'] } });
  });
});
