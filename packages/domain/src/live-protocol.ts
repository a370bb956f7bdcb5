// The live channel's words, written once: the topics (their builders and their parser) and the
// snapshot and event messages a client gets back (what it may send is in requests/live.ts, with the
// other schemas: this module is on every page's first load, which carries none). The server speaks them
// (apps/server/src/live, routes/live-routes.ts); the web client listens (apps/web/src/lib).
import type { Match } from './entities.ts';

/** Every match in progress. */
export type LiveListTopic = 'live';
/** One match, or one season's matches; or a signed-in user's own notifications (private: only
 * that user's session may subscribe to it). */
export type LiveTopic = LiveListTopic | `match:${string}` | `season:${string}` | `user:${string}`;

export const liveTopics = {
  live: 'live' as LiveListTopic,
  match: (matchId: string): LiveTopic => `match:${matchId}`,
  season: (seasonId: string): LiveTopic => `season:${seasonId}`,
  user: (userId: string): LiveTopic => `user:${userId}`,
};

export type ParsedTopic = { kind: 'live' } | { kind: 'match' | 'season' | 'user'; id: string };
const ID_KINDS = new Set(['match', 'season', 'user']);

/** An id inside a topic: no separators (topics travel comma-separated), and bounded. */
const TOPIC_ID = /^[^,\s]{1,200}$/;

/** What a topic names, or null for anything that is not a topic. */
export const parseTopic = (topic: string): ParsedTopic | null => {
  if (topic === 'live') return { kind: 'live' };
  const colon = topic.indexOf(':');
  const kind = topic.slice(0, colon);
  const id = topic.slice(colon + 1);
  if (colon < 0 || !ID_KINDS.has(kind) || !TOPIC_ID.test(id)) return null;
  return { kind: kind as 'match' | 'season' | 'user', id };
};

/**
 * The topics a change to a match concerns: the match, its season, and the live list while it is
 * (or just stopped being) in progress.
 */
export const topicsOfMatch = (
  match: Pick<Match, 'id' | 'seasonId' | 'state'>,
  previousState?: string,
): LiveTopic[] => [
  liveTopics.match(match.id),
  liveTopics.season(match.seasonId),
  ...(match.state === 'in-progress' || previousState === 'in-progress' ? [liveTopics.live] : []),
];

export const LIVE_EVENT_NAMES = [
  'match.updated',
  'match.patched',
  'match.deleted',
  'notifications.changed',
  'tie-date.changed',
  'adjustments.changed',
] as const;
/**
 * `match.updated` carries the whole match (it was created, or it entered or left a list);
 * `match.patched` a MatchDelta (match-delta.ts) for a change that keeps it in its lists, to apply
 * to a copy at the delta's `from` version (anything else: read the match again);
 * `match.deleted` `{id, seasonId}`. `notifications.changed` comes on a user topic only; its data
 * is `{unread}`. `tie-date.changed` comes on a cup tie's match topic only, when a date is
 * proposed, withdrawn or declined (the match itself unchanged); its data is `{matchId}`, and the
 * tie's dates are read again. `adjustments.changed` comes on a season topic when a points
 * adjustment of the season is recorded, changed or removed; its data is `{seasonId, teamId}`, and
 * the season's tables and adjustments are read again.
 */
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** A topic's state when subscribing (or after a gap): its match, or its list of matches. */
export type LiveSnapshot =
  | { topic: string; kind: 'match'; match: Match | null }
  | { topic: string; kind: 'live'; matches: Match[] }
  | { topic: string; kind: 'season'; matches: Match[] }
  | { topic: string; kind: 'user'; unread: number };

export type LiveSnapshotMessage = LiveSnapshot & { type: 'snapshot'; cursor?: number };

export interface LiveEventMessage {
  type: 'event';
  topic: string;
  event: LiveEventName;
  version?: number;
  /** The cursor to resume from. */
  seq?: number;
  data?: unknown;
}

export type LiveMessage = LiveSnapshotMessage | LiveEventMessage;

/** A message as it came off the wire, checked enough to dispatch on its type and topic. */
export const isLiveMessage = (value: unknown): value is LiveMessage => {
  if (!value || typeof value !== 'object') return false;
  const message = value as { type?: unknown; topic?: unknown };
  return (
    (message.type === 'snapshot' || message.type === 'event') && typeof message.topic === 'string'
  );
};
