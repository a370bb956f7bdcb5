// The match being scored, kept current with no refresh: the `match:<id>` topic's snapshot and
// events carry the whole match, applied only when newer than the one shown (an event and a write's
// answer can arrive in either order). While the live socket is down the match is refetched on a
// timer instead.
import type { Frame, Match } from '@cueleague/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveMessage } from '../../../lib/live-client.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchKeys } from '../../matches/api/matches-api.ts';
import { isMatch, scoringMatchQuery } from '../api/scoring-api.ts';

export const useScoringMatch = (matchId: string) => {
  const queryClient = useQueryClient();

  /** Shows a match from the server unless a newer one is already shown. */
  const accept = useCallback(
    (incoming: Match) => {
      queryClient.setQueryData<Match>(matchKeys.detail(matchId), (current) =>
        current && current.version >= incoming.version ? current : incoming,
      );
    },
    [queryClient, matchId],
  );

  /** Shows one frame the server answered with (a refused stale write), unless already newer. */
  const acceptFrame = useCallback(
    (incoming: Frame) => {
      queryClient.setQueryData<Match>(matchKeys.detail(matchId), (current) => {
        if (!current) return current;
        const frames = current.frames.map((frame) =>
          frame.frameId === incoming.frameId && frame.version < incoming.version ? incoming : frame,
        );
        return {
          ...current,
          frames,
          homeScore: frames.reduce((sum, frame) => sum + frame.homeScore, 0),
          awayScore: frames.reduce((sum, frame) => sum + frame.awayScore, 0),
        };
      });
      // The rest of the match may have moved on too.
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
    [queryClient, matchId],
  );

  /** Reads the match again now; undefined when that fails too. */
  const refresh = useCallback(async (): Promise<Match | undefined> => {
    try {
      return await queryClient.fetchQuery({ ...scoringMatchQuery(matchId), staleTime: 0 });
    } catch {
      return undefined;
    }
  }, [queryClient, matchId]);

  const onMessage = useCallback(
    (message: LiveMessage) => {
      const data = message.type === 'event' ? message.data : message.match;
      if (isMatch(data) && data.id === matchId) accept(data);
    },
    [accept, matchId],
  );
  const liveStatus = useLiveTopic(matchId ? `match:${matchId}` : null, onMessage);

  const query = useQuery({
    ...scoringMatchQuery(matchId),
    enabled: matchId.length > 0,
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });

  return { query, liveStatus, accept, acceptFrame, refresh };
};
