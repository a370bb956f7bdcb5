// A team's matches of its season (GET /api/matches?teamId=&view=summary), with a match being played
// kept current frame by frame and no refresh: the live list's channel (useLiveMatches) patches each
// pushed match into every cached list that holds it, this one too. While the channel is not open
// and one of the team's matches is in progress, the list is refetched on the live pages' timer.
import type { Team } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import { useLiveMatches } from '../../../entities/matches/hooks/use-live-matches.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LIVE_FALLBACK_REFETCH_MS } from '../../../lib/use-live-topic.tsx';

export const useTeamFixtures = (team: Pick<Team, 'id' | 'seasonId'>) => {
  const live = useLiveMatches();
  const query = useQuery({
    ...matchSummariesQuery({ seasonId: team.seasonId, teamId: team.id }),
    refetchInterval: (current) =>
      live.liveStatus !== 'open' &&
      (current.state.data ?? []).some((match) => match.state === 'in-progress')
        ? LIVE_FALLBACK_REFETCH_MS
        : false,
  });
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  return { ...query, liveStatus: live.liveStatus, unreachable };
};
