// The signed-in captain's in-progress matches, for the return-to-live-match banner (docs/rules.md,
// The web app: Return-to-live-match banner). It finds the user's teams through team.captainUserId
// in the current season, and logs why it shows nothing in the error catalogue's words.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import type { Match } from '@cueleague/domain/entities';
import { bannerErrorMessage, MESSAGES } from '@cueleague/domain/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { fetchMatches, matchKeys } from '../../../entities/matches/api/matches-api.ts';
import { fetchCurrentSeason } from '../../../entities/seasons/api/seasons-api.ts';
import { fetchTeams } from '../../../entities/teams/api/teams-api.ts';
import { teamNameFrom } from '../../../entities/teams/hooks/use-team-names.ts';

export interface ActiveMatch {
  id: string;
  opponentName: string;
}

export type ActiveMatches =
  | { status: 'no-current-season' }
  | { status: 'not-captain' }
  | { status: 'ok'; matches: ActiveMatch[] };

export const fetchActiveMatches = async (
  userId: string,
  signal?: AbortSignal,
): Promise<ActiveMatches> => {
  const season = await fetchCurrentSeason(signal);
  if (!season) return { status: 'no-current-season' };
  const captained = await fetchTeams({ seasonId: season.id, captainUserId: userId }, signal);
  if (captained.length === 0) return { status: 'not-captain' };
  const own = new Set(captained.map((team) => team.id));
  const lists = await Promise.all(
    captained.map((team) =>
      fetchMatches({ seasonId: season.id, teamId: team.id, state: 'in-progress' }, signal),
    ),
  );
  const byId = new Map<string, Match>();
  for (const match of lists.flat()) byId.set(match.id, match);
  if (byId.size === 0) return { status: 'ok', matches: [] };
  const teams = await fetchTeams({ seasonId: season.id }, signal);
  const teamName = teamNameFrom(new Map(teams.map((team) => [team.id, team.name])));
  const matches = [...byId.values()]
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
    .map((match) => ({
      id: match.id,
      opponentName: teamName(own.has(match.homeTeamId) ? match.awayTeamId : match.homeTeamId),
    }));
  return { status: 'ok', matches };
};

export const useActiveMatches = (): ActiveMatch[] => {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  // Read again only when a match enters or leaves the live list (a whole-match event) or after a
  // gap; a delta (a frame, a lock) changes no one's list of live matches.
  const snapshots = useRef(0);
  const onLive = useCallback(
    (message: LiveMessage) => {
      const changesList =
        message.type === 'event' ? message.event !== 'match.patched' : snapshots.current++ > 0;
      if (changesList) void queryClient.invalidateQueries({ queryKey: matchKeys.active(userId) });
    },
    [queryClient, userId],
  );
  const liveStatus = useLiveTopic(userId ? liveTopics.live : null, onLive);
  const query = useQuery({
    queryKey: matchKeys.active(userId),
    queryFn: ({ signal }) => fetchActiveMatches(userId ?? '', signal),
    enabled: Boolean(userId),
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });

  // Why the banner is hidden, once per change, in the words of docs/rules.md (Error catalogue).
  const reason = loading
    ? null
    : !userId
      ? MESSAGES.bannerNoUser
      : query.error
        ? bannerErrorMessage(errorMessage(query.error))
        : query.data?.status === 'no-current-season'
          ? MESSAGES.bannerNoCurrentSeason
          : query.data?.status === 'not-captain'
            ? MESSAGES.bannerNotCaptain
            : null;
  useEffect(() => {
    if (!reason) return;
    if (query.error) console.error(reason);
    else console.info(reason);
  }, [reason, query.error]);

  return query.data?.status === 'ok' ? query.data.matches : [];
};
