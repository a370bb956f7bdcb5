// A team's matches, home and away merged (GET /api/matches?teamId=), kept current through the
// season's live topic: an event about one of the team's matches refetches the list, and a
// completed match anywhere in the season refetches the table. While the socket is not open, the
// list is refetched on a timer instead.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import type { Match, Team } from '@cueleague/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchesQuery, matchKeys } from '../../../entities/matches/api/matches-api.ts';
import { standingsKeys } from '../../../entities/standings/api/standings-api.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const useTeamMatches = (team: Pick<Team, 'id' | 'seasonId'>) => {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'event') return;
      const match: Partial<Match> | null =
        typeof message.data === 'object' && message.data !== null ? message.data : null;
      const ours =
        !match?.homeTeamId || match.homeTeamId === team.id || match.awayTeamId === team.id;
      if (ours) void queryClient.invalidateQueries({ queryKey: matchKeys.all });
      if (!match || match.state === 'completed')
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
