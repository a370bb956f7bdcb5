import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedEntry } from '../testing/stored-entry.ts';
import { createOrderedWrites } from './ordered-writes.ts';
import { createIndexedDbOutboxStore, type OutboxStore, type StoredEntry } from './outbox-store.ts';

beforeEach(() => {
  // A fresh browser profile per test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

const entry = (id: string, state: StoredEntry['state'] = 'pending') => storedEntry(id, { state });

/**
 * IndexedDB whose puts wait until `release` (a busy phone), recording the writes as they land.
 * Removes are not held: unordered, a "saved" would land before the write it follows.
 */
const heldPuts = () => {
  const inner = createIndexedDbOutboxStore('ordered-writes-test');
  const landed: string[] = [];
  const gates: (() => void)[] = [];
  const store: OutboxStore = {
    load: () => inner.load(),
    put: async (stored) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      await inner.put(stored);
      landed.push(`put ${stored.id}`);
    },
    remove: async (id) => {
      await inner.remove(id);
      landed.push(`remove ${id}`);
    },
  };
  const release = () => {
    for (const open of gates.splice(0)) open();
  };
  return { store, landed, release, held: () => gates.length };
};

describe('the outbox store writes', () => {
  it("lands an entry's saved (a remove) after its first write, even when the answer comes first", async () => {
    const { store, landed, release, held } = heldPuts();
    const writes = createOrderedWrites(store);
    const first = writes.save(entry('e1'));
    const saved = writes.save(entry('e1', 'saved'));
    await vi.waitFor(() => expect(held()).toBe(1));
    expect(landed).toEqual([]);

    release();
    await Promise.all([first, saved]);
    expect(landed).toEqual(['put e1', 'remove e1']);
    expect(await store.load()).toEqual([]);
  });

  it("does not hold one entry's writes behind another's", async () => {
    const { store, landed, release, held } = heldPuts();
    const writes = createOrderedWrites(store);
    const slow = writes.save(entry('e1'));
    await vi.waitFor(() => expect(held()).toBe(1));
    await writes.remove('e2');
    expect(landed).toEqual(['remove e2']);
    release();
    await slow;
    expect(await store.load()).toMatchObject([{ id: 'e1', state: 'pending' }]);
  });

  it("goes on with an entry's later writes when one fails (storage full), without failing", async () => {
    const inner = createIndexedDbOutboxStore('ordered-writes-test');
    const put = vi
      .fn<OutboxStore['put']>()
      .mockRejectedValueOnce(new Error('QuotaExceededError'))
      .mockImplementation((stored) => inner.put(stored));
    const writes = createOrderedWrites({ ...inner, put });
    await expect(writes.save(entry('e1'))).resolves.toBeUndefined();
    expect(await inner.load()).toEqual([]);
    await writes.save({ ...entry('e1'), attempts: 1 });
    expect(await inner.load()).toMatchObject([{ id: 'e1', attempts: 1 }]);
  });

  it('knows an entry made here is being stored until its first write is done', async () => {
    const writes = createOrderedWrites(createIndexedDbOutboxStore('ordered-writes-test'));
    let stored: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      stored = resolve;
    });
    writes.storeNew('e1', () => first);
    expect(writes.isStoring('e1')).toBe(true);
    expect(writes.isStoring('e2')).toBe(false);
    stored();
    await vi.waitFor(() => expect(writes.isStoring('e1')).toBe(false));
  });
});
