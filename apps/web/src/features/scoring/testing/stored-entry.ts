// An outbox entry as the store keeps it, for the outbox pieces' tests: a pending 'start' of match
// m1 by u1 unless told otherwise.
import type { StoredEntry } from '../outbox/outbox-store.ts';

export const storedEntry = (id: string, overrides: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  key: `frame:${id}`,
  matchId: 'm1',
  action: { type: 'start', matchId: 'm1', mutationId: id },
  state: 'pending',
  attempts: 0,
  label: id,
  userId: 'u1',
  queuedAt: 1,
  ...overrides,
});
