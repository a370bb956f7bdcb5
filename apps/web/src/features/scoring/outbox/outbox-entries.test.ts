import { describe, expect, it, vi } from 'vitest';
import { storedEntry } from '../testing/stored-entry.ts';
import type { EntryStatus } from './outbox-entry.ts';
import { createOutboxEntries } from './outbox-entries.ts';
import type { StoredEntry } from './outbox-store.ts';

const entry = storedEntry;

const held = (statusOf: (entry: StoredEntry) => EntryStatus = () => 'queued') => {
  const entries = createOutboxEntries(statusOf);
  entries.setUser('u1');
  for (const each of [
    entry('later', { queuedAt: 3 }),
    entry('theirs', { userId: 'u2', queuedAt: 0 }),
    entry('b-same-time', { queuedAt: 2 }),
    entry('a-same-time', { queuedAt: 2 }),
    entry('saved', { state: 'saved', queuedAt: 1 }),
    entry('other-match', { matchId: 'm2', queuedAt: 0 }),
  ])
    entries.all.set(each.id, each);
  return entries;
};

describe("the outbox's entries", () => {
  it("show the signed-in user's entries only, in the order they are sent, each with its status", () => {
    const entries = held((each) => (each.state === 'saved' ? 'saved' : 'queued'));
    const listener = vi.fn();
    entries.subscribe(listener);
    expect(entries.snapshot().size).toBe(0);
    entries.changed();
    expect(listener).toHaveBeenCalledTimes(1);
    expect([...entries.snapshot().values()].map((each) => [each.id, each.status])).toEqual([
      ['other-match', 'queued'],
      ['saved', 'saved'],
      ['a-same-time', 'queued'],
      ['b-same-time', 'queued'],
      ['later', 'queued'],
    ]);
    entries.setUser('u2');
    entries.changed();
    expect([...entries.snapshot().keys()]).toEqual(['theirs']);
  });

  it("give a match's next pending entry of the signed-in user, none when signed out", () => {
    const entries = held();
    expect(entries.next('m1')?.id).toBe('a-same-time');
    expect(entries.next('m2')?.id).toBe('other-match');
    expect(entries.matchIds()).toEqual(new Set(['m1', 'm2']));
    entries.setUser(null);
    expect(entries.next('m1')).toBeUndefined();
  });

  it('keep an unchanged entry the same object, so a page shows again only what changed', () => {
    let sending = 'later';
    const entries = held((each) => (each.id === sending ? 'sending' : 'queued'));
    entries.changed();
    const before = entries.snapshot();
    entries.all.set('saved', entry('saved', { state: 'pending', queuedAt: 1 }));
    sending = 'a-same-time';
    entries.changed();
    const after = entries.snapshot();
    expect(after).not.toBe(before);
    expect(after.get('b-same-time')).toBe(before.get('b-same-time'));
    expect(after.get('other-match')).toBe(before.get('other-match'));
    // A new stored entry, or a new status, is a new object.
    expect(after.get('saved')).not.toBe(before.get('saved'));
    expect(after.get('a-same-time')?.status).toBe('sending');
    expect(after.get('later')?.status).toBe('queued');
    expect(after.get('later')).not.toBe(before.get('later'));
  });
});
