// One match, kept current with no refresh for anyone following it (the public match page): the
// `match:<id>` topic's snapshot and events go through the same cache rules as the live list
// (live-cache.ts, a pushed match replaces an older copy only), and a deleted match reads as gone.
// While the live socket is down an unfinished match is refetched on a timer instead.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchQuery } from '../api/matches-api.ts';
import { applyPushedMatch } from '../live-cache.ts';
import { isMatch } from '../newer-match.ts';
import { applyLiveMessage } from './use-live-matches.ts';

export const useMatch = (matchId: string) => {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'snapshot') {
        if (message.kind === 'match' && isMatch(message.match) && message.match.id === matchId) {
          applyPushedMatch(queryClient, message.match);
        }
        return;
      }
      applyLiveMessage(queryClient, message);
    },
    [queryClient, matchId],
  );
  const liveStatus = useLiveTopic(matchId ? liveTopics.match(matchId) : null, onMessage);
  const query = useQuery({
    ...matchQuery(matchId),
    enabled: matchId.length > 0,
    refetchInterval: (current) => {
      const state = current.state.data?.state;
      const settled = state === 'completed' || state === 'cancelled';
      return liveStatus === 'open' || settled ? false : LIVE_FALLBACK_REFETCH_MS;
    },
  });
  // A fetch that never got an answer (no network, server down): the match is what was last seen.
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  return { query, liveStatus, unreachable };
};
