import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedEntry } from '../testing/stored-entry.ts';
import { newMutationId } from '../api/scoring-api.ts';
import {
  applyMessage,
  createTabSync,
  reconcileMatch,
  type ChannelMessage,
  type Locks,
  type TabSync,
} from './tab-sync.ts';

const entry = storedEntry;

const opened: TabSync[] = [];
afterEach(() => {
  for (const tabs of opened.splice(0)) tabs.close();
});

const tab = (channel: string | null, locks: Locks | null = null) => {
  const tabs = createTabSync({ channel, locks });
  opened.push(tabs);
  return tabs;
};

describe('the tabs sharing an outbox', () => {
  it('tell each other of each change on their channel, until closed', async () => {
    const channel = `tab-sync-test-${newMutationId()}`;
    const [a, b] = [tab(channel), tab(channel)];
    const heard: ChannelMessage[] = [];
    const next = () =>
      new Promise<void>((resolve) => {
        b.open((message) => {
          heard.push(message);
          resolve();
        });
      });
    a.open(() => undefined);
    let arrived = next();
    a.announce({ type: 'put', entry: entry('e1') });
    await arrived;
    expect(heard).toEqual([{ type: 'put', entry: entry('e1') }]);

    // B closes and opens again: only what is said after it opened reaches it.
    b.close();
    a.announce({ type: 'remove', id: 'e0' });
    arrived = next();
    a.announce({ type: 'remove', id: 'e1' });
    await arrived;
    expect(heard).toEqual([
      { type: 'put', entry: entry('e1') },
      { type: 'remove', id: 'e1' },
    ]);
  });

  it("deliver a match's entries one tab at a time, under the match's lock", async () => {
    const request = vi.fn<Locks['request']>((_name, callback) => callback());
    const run = vi.fn((_shared: boolean) => Promise.resolve());
    await tab(null, { request }).exclusive('m1', run);
    expect(request).toHaveBeenCalledWith('cueleague-outbox:m1', expect.any(Function));
    // With locks, another tab may share the store: worth reading it again.
    expect(run).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('run the delivery at once, with nothing to re-read, where there are no locks', async () => {
    const run = vi.fn((_shared: boolean) => Promise.resolve());
    await tab(null, null).exclusive('m1', run);
    expect(run).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe("another tab's change", () => {
  it('is taken in, except over an entry this tab is delivering', () => {
    const entries = new Map([['e1', entry('e1')]]);
    const sending = (id: string) => id === 'e1';
    applyMessage(entries, { type: 'put', entry: entry('e1', { state: 'saved' }) }, sending);
    applyMessage(entries, { type: 'put', entry: entry('e2') }, sending);
    expect([...entries.values()].map((each) => [each.id, each.state])).toEqual([
      ['e1', 'pending'],
      ['e2', 'pending'],
    ]);
    applyMessage(entries, { type: 'remove', id: 'e1' }, sending);
    expect([...entries.keys()]).toEqual(['e2']);
  });
});

describe('re-reading the store before delivering a match', () => {
  const none = () => false;

  it("drops a pending entry another tab has settled, and takes the store's copy of the rest", () => {
    const entries = new Map([
      ['settled', entry('settled')],
      ['other-match', entry('other-match', { matchId: 'm2' })],
      ['saved-here', entry('saved-here', { state: 'saved' })],
      ['e1', entry('e1')],
    ]);
    const stored = [entry('e1', { attempts: 2 }), entry('new')];
    reconcileMatch(entries, stored, 'm1', { inFlight: none, storing: none });
    expect([...entries.values()].map((each) => [each.id, each.attempts])).toEqual([
      ['other-match', 0],
      ['saved-here', 0],
      ['e1', 2],
      ['new', 0],
    ]);
  });

  it('keeps an entry still being stored here, and the copy of one being delivered', () => {
    const entries = new Map([
      ['storing', entry('storing')],
      ['sending', entry('sending')],
    ]);
    reconcileMatch(entries, [entry('sending', { attempts: 3 })], 'm1', {
      inFlight: (id) => id === 'sending',
      storing: (id) => id === 'storing',
    });
    expect([...entries.values()].map((each) => [each.id, each.attempts])).toEqual([
      ['storing', 0],
      ['sending', 0],
    ]);
  });
});
