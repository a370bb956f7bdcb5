// What a subscriber gets first: the current state of its topic (a user topic: the unread count).
import { parseTopic, type LiveSnapshot } from '@cueleague/domain/live-protocol';
import type { Db } from '../db/database.ts';
import { cachedBytes } from '../http/cached-reads.ts';
import type { ResponseCache } from '../services/response-cache.ts';
import { findMatches, loadMatch } from '../repositories/matches.ts';
import { unreadCount } from '../repositories/notifications.ts';

export const snapshotOf = async (db: Db, topic: string): Promise<LiveSnapshot> => {
  const parsed = parseTopic(topic);
  if (!parsed) throw new Error(`Not a live topic: ${topic}`);
  if (parsed.kind === 'live') {
    return {
      topic,
      kind: 'live',
      matches: await findMatches(db, { states: ['in-progress'] }, { byDate: true }),
    };
  }
  const { id } = parsed;
  if (parsed.kind === 'match') return { topic, kind: 'match', match: await loadMatch(db, id) };
  // Only that user's session gets here (routes/live-routes.ts, mayFollow).
  if (parsed.kind === 'user') return { topic, kind: 'user', unread: await unreadCount(db, id) };
  return {
    topic,
    kind: 'season',
    matches: await findMatches(db, { seasonId: id }, { byDate: true }),
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
