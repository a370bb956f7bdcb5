// How a match change reaches the live channel: an event row recorded in the transaction that
// makes the change (the live hub sends it after the commit).
import type { Match } from '@cueleague/domain/entities';
import { topicsOfMatch } from '@cueleague/domain/live-protocol';
import type { Trx } from '../repositories/executor.ts';

/** Where committed match changes are announced (the live hub). */
export interface MatchEvents {
  record(
    trx: Trx,
    event: {
      topics: string[];
      event: 'match.updated' | 'match.deleted';
      version: number;
      data: unknown;
    },
  ): Promise<void>;
}

/** Records a live event for a match change inside the transaction that makes it. */
export const recordMatchChange = (
  trx: Trx,
  events: MatchEvents,
  match: Match,
  previousState?: string,
): Promise<void> =>
  events.record(trx, {
    topics: topicsOfMatch(match, previousState),
    event: 'match.updated',
    version: match.version,
    data: match,
  });

/** For writes made outside a running server (seeding, test set-up): nobody to tell. */
export const NO_EVENTS: MatchEvents = {
  record: () => Promise.resolve(),
};
