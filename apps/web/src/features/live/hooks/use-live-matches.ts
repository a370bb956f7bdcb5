// Every in-progress match, kept current with no refresh: the 'live' topic's snapshot replaces the
// list, each event patches the match it carries, and every message also triggers a refetch (so a
// change the message doesn't describe fully still shows). While the socket is not open, the list
// is refetched every LIVE_FALLBACK_REFETCH_MS instead.
import type { Match } from '@cueleague/domain/entities';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import type { LiveMessage } from '../../../lib/live-client.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { LIVE_MATCHES_FILTER, matchesQuery, matchKeys } from '../../matches/api/matches-api.ts';

const isMatch = (value: unknown): value is Match =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Match).id === 'string' &&
  typeof (value as Match).state === 'string' &&
  Array.isArray((value as Match).frames);

/** Puts what a live message says straight into the cache, before the refetch confirms it. */
export const applyLiveMessage = (queryClient: QueryClient, message: LiveMessage): void => {
  const key = matchKeys.list(LIVE_MATCHES_FILTER);
  if (message.type === 'snapshot' && Array.isArray(message.matches)) {
    queryClient.setQueryData<Match[]>(key, (message.matches as unknown[]).filter(isMatch));
  } else if (message.type === 'event' && isMatch(message.data)) {
    const match = message.data;
    queryClient.setQueryData<Match[]>(key, (list) => {
      if (!list) return list;
      const others = list.filter((candidate) => candidate.id !== match.id);
      return match.state === 'in-progress' ? [...others, match] : others;
    });
  }
  // Fixtures, results and tables may have changed with it.
  void queryClient.invalidateQueries({ queryKey: matchKeys.all });
  if (message.type === 'event' && isMatch(message.data) && message.data.state === 'completed') {
    void queryClient.invalidateQueries({ queryKey: ['standings'] });
    void queryClient.invalidateQueries({ queryKey: ['player-stats'] });
  }
};

export const useLiveMatches = () => {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => applyLiveMessage(queryClient, message),
    [queryClient],
  );
  const status = useLiveTopic('live', onMessage);
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
