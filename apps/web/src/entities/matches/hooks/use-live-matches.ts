// Every in-progress match, kept current with no refresh: the 'live' topic's snapshot replaces the
// list, and each event patches the match it carries into every cached view of it (live-cache.ts),
// with no request for a frame. A list refetches only when a match enters it, and every list once
// when a snapshot comes after a gap (a reconnect that could not resume). While the socket is not
// open, the list is refetched every LIVE_FALLBACK_REFETCH_MS instead.
import { liveTopics, type LiveMessage, type LiveTopic } from '@cueleague/domain/live-protocol';
import type { Match } from '@cueleague/domain/entities';
import { isMatchDelta } from '@cueleague/domain/match-delta';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { LIVE_MATCHES_FILTER, matchesQuery, matchKeys } from '../api/matches-api.ts';
import { applyDeletedMatch, applyPatchedMatch, applyPushedMatch } from '../live-cache.ts';
import { isMatch } from '../newer-match.ts';
import { playerKeys } from '../../players/api/players-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';

/**
 * Puts what a live message says straight into the cache. `afterGap`: a snapshot that follows an
 * earlier one (the channel dropped and could not resume), so anything may have changed meanwhile.
 */
export const applyLiveMessage = (
  queryClient: QueryClient,
  message: LiveMessage,
  { afterGap = false }: { afterGap?: boolean } = {},
): void => {
  if (
    message.type === 'snapshot' &&
    (message.kind === 'live' || message.kind === 'season') &&
    Array.isArray(message.matches)
  ) {
    // What came off the wire is checked, not trusted.
    const matches = (message.matches as unknown[]).filter(isMatch);
    queryClient.setQueryData<Match[]>(matchKeys.list(LIVE_MATCHES_FILTER), matches);
    if (afterGap) {
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
      void queryClient.invalidateQueries({ queryKey: standingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: playerKeys.allStats });
    } else {
      for (const match of matches) applyPushedMatch(queryClient, match);
    }
    return;
  }
  if (message.type !== 'event') return;
  if (message.event === 'match.deleted') {
    const id = (message.data as { id?: unknown } | null)?.id;
    if (typeof id === 'string') applyDeletedMatch(queryClient, id);
    return;
  }
  if (message.event === 'match.patched') {
    // A change that keeps the match in its lists: applied where it is, never a request unless
    // a copy is not at the version it follows.
    if (isMatchDelta(message.data)) applyPatchedMatch(queryClient, message.data);
    return;
  }
  if (!isMatch(message.data)) return;
  applyPushedMatch(queryClient, message.data);
  // A result changes the table and the stats.
  if (message.data.state === 'completed') {
    void queryClient.invalidateQueries({ queryKey: standingsKeys.all });
    void queryClient.invalidateQueries({ queryKey: playerKeys.allStats });
  }
};

/**
 * Keeps every cached match list current from a topic (`live`, or a season's): each event is
 * applied where the match is shown (no request for a frame); every list is read again only after
 * a gap (a snapshot after the first). Null: nothing to follow (a past season).
 */
export const useLiveMatchLists = (topic: LiveTopic | null) => {
  const queryClient = useQueryClient();
  const snapshots = useRef(0);
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'event') applyLiveMessage(queryClient, message);
      else if (snapshots.current++ > 0)
        void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
    [queryClient],
  );
  return useLiveTopic(topic, onMessage);
};

export const useLiveMatches = () => {
  const queryClient = useQueryClient();
  const snapshots = useRef(0);
  const onMessage = useCallback(
    (message: LiveMessage) => {
      const afterGap = message.type === 'snapshot' && snapshots.current++ > 0;
      applyLiveMessage(queryClient, message, { afterGap });
    },
    [queryClient],
  );
  const status = useLiveTopic(liveTopics.live, onMessage);
  const query = useQuery({
    ...matchesQuery(LIVE_MATCHES_FILTER),
    refetchInterval: status === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
    select: (matches: Match[]) =>
      [...matches].sort(
        (a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id),
      ),
  });
  // A fetch that never got an answer (no network, server down): the list is what was last seen.
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  return { ...query, liveStatus: status, unreachable };
};
