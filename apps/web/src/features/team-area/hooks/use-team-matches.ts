// A team's matches, home and away merged (GET /api/matches?teamId=), kept current through the
// season's live topic: each event is applied to the cached matches (live-cache.ts: no request
// for a frame; the list is read again only when a match enters it, or once after a gap), and a
// completed or deleted match anywhere in the season refetches the table. While the socket is
// not open, the list is refetched on a timer instead.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import type { Team } from '@cueleague/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { applyLiveMessage } from '../../../entities/matches/hooks/use-live-matches.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchesQuery } from '../../../entities/matches/api/matches-api.ts';
import { standingsKeys } from '../../../entities/standings/api/standings-api.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const useTeamMatches = (team: Pick<Team, 'id' | 'seasonId'>) => {
  const queryClient = useQueryClient();
  const snapshots = useRef(0);
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'snapshot') {
        // The first is what the list was read from; a later one follows a gap.
        if (snapshots.current++ > 0) {
          void queryClient.invalidateQueries({
            queryKey: matchesQuery({ teamId: team.id }).queryKey,
          });
          void queryClient.invalidateQueries({ queryKey: standingsKeys.all });
        }
        return;
      }
      // A completed match refetches the table there; a deleted one may have counted in it.
      applyLiveMessage(queryClient, message);
      if (message.event === 'match.deleted')
        void queryClient.invalidateQueries({ queryKey: standingsKeys.all });
    },
    [queryClient, team.id],
  );
  const liveStatus = useLiveTopic(liveTopics.season(team.seasonId), onMessage);
  const query = useQuery({
    ...matchesQuery({ teamId: team.id }),
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  return { ...query, liveStatus, unreachable };
};
