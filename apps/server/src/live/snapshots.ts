// What a subscriber gets first: the current state of its topic.
import type { Match } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import { cachedBytes } from '../http/cached-reads.ts';
import type { ResponseCache } from '../services/response-cache.ts';
import { loadMatch, loadMatches } from '../services/match-store.ts';

export type Snapshot =
  | { topic: string; kind: 'match'; match: Match | null }
  | { topic: string; kind: 'live'; matches: Match[] }
  | { topic: string; kind: 'season'; matches: Match[] };

export const TOPIC_PATTERN = /^(live|match:[^,\s]{1,200}|season:[^,\s]{1,200})$/;

export const snapshotOf = async (db: Db, topic: string): Promise<Snapshot> => {
  if (topic === 'live') {
    return {
      topic,
      kind: 'live',
      matches: await loadMatches(db, (query) =>
        query.where('state', '=', 'in-progress').orderBy('scheduledDate').orderBy('matches.id'),
      ),
    };
  }
  const [kind, id = ''] = topic.split(/:(.*)/s);
  if (kind === 'match') return { topic, kind: 'match', match: await loadMatch(db, id) };
  return {
    topic,
    kind: 'season',
    matches: await loadMatches(db, (query) =>
      query.where('seasonId', '=', id).orderBy('scheduledDate').orderBy('matches.id'),
    ),
  };
};

/**
 * A topic's snapshot as JSON bytes, built once per change and shared by every subscriber and poll
 * that asks until the next one (the response cache is cleared by every live event and write).
 */
export const snapshotBytes = (db: Db, responses: ResponseCache, topic: string) =>
  cachedBytes(responses, `live-snapshot:${topic}`, async () =>
    JSON.stringify(await snapshotOf(db, topic)),
  );
