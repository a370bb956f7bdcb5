// How a match change reaches the live channel: an event row recorded in the transaction that
// makes the change (the live hub sends it after the commit).
import type { Match } from '@cueleague/domain/entities';
import { liveTopics, topicsOfMatch } from '@cueleague/domain/live-protocol';
import { matchDelta, staysInLists } from '@cueleague/domain/match-delta';
import type { Trx } from '../repositories/executor.ts';

/** Where committed match changes are announced (the live hub). */
export interface MatchEvents {
  record(
    trx: Trx,
    event: {
      topics: string[];
      event: 'match.updated' | 'match.patched' | 'match.deleted' | 'tie-date.changed';
      version: number;
      data: unknown;
    },
  ): Promise<void>;
}

/**
 * Records a live event for a match change inside the transaction that makes it: `before` is the
 * match as stored when the transaction read it (none for a new match). A change that keeps the
 * match in its lists goes out as a delta (`match.patched`, a few hundred bytes); anything else,
 * the whole match (`match.updated`) (docs/decisions/0023-live-deltas.md).
 */
export const recordMatchChange = (
  trx: Trx,
  events: MatchEvents,
  match: Match,
  before?: Match,
): Promise<void> =>
  events.record(trx, {
    topics: topicsOfMatch(match, before?.state),
    ...(before && staysInLists(before, match)
      ? { event: 'match.patched', data: matchDelta(before, match) }
      : { event: 'match.updated', data: match }),
    version: match.version,
  });

/**
 * A cup tie's open date proposal changed (proposed, withdrawn, declined) while its match did not:
 * the captains' open scoring pages read the tie's dates again. On the match's own topic only; an
 * accepted date moves the match, which says so itself.
 */
export const recordTieDateChange = (trx: Trx, events: MatchEvents, match: Match): Promise<void> =>
  events.record(trx, {
    topics: [liveTopics.match(match.id)],
    event: 'tie-date.changed',
    version: match.version,
    data: { matchId: match.id },
  });

/** For writes made outside a running server (seeding, test set-up): nobody to tell. */
export const NO_EVENTS: MatchEvents = {
  record: () => Promise.resolve(),
};
