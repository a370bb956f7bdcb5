// The match being scored, kept current with no refresh: the `match:<id>` topic's snapshot and
// whole-match events are applied only when newer than the one shown (an event and a write's
// answer can arrive in either order); a delta (`match.patched`) only to the version it follows,
// the match read again once otherwise. While the live socket is down the match is refetched on a
// timer instead.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import type { Match } from '@cueleague/domain/entities';
import { isMatchDelta } from '@cueleague/domain/match-delta';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchQuery } from '../../../entities/matches/api/matches-api.ts';
import { acceptMatch, applyPatchedMatch } from '../../../entities/matches/live-cache.ts';
import { isMatch } from '../../../entities/matches/newer-match.ts';

export const useScoringMatch = (matchId: string) => {
  const queryClient = useQueryClient();

  const accept = useCallback(
    (incoming: Match) => acceptMatch(queryClient, incoming),
    [queryClient],
  );

  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'event' && message.event === 'match.patched') {
        if (isMatchDelta(message.data) && message.data.id === matchId)
          applyPatchedMatch(queryClient, message.data);
        return;
      }
      const data =
        message.type === 'event' ? message.data : message.kind === 'match' ? message.match : null;
      if (isMatch(data) && data.id === matchId) accept(data);
    },
    [accept, matchId, queryClient],
  );
  const liveStatus = useLiveTopic(matchId ? liveTopics.match(matchId) : null, onMessage);

  const query = useQuery({
    ...matchQuery(matchId),
    enabled: matchId.length > 0,
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });

  return { query, liveStatus };
};
