// A cup's bracket kept current from its season's live topic, the one the season's fixtures and
// table follow. A score or state change of a tie's match is written into the cached cup at once,
// with no request; a completed match (its winner goes through), a match the bracket does not hold
// yet (the next tie, made when a tie is decided) or a snapshot after a gap reads the cup again.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { MatchState } from '@cueleague/domain/entities';
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { isPlayersCup } from '../bracket-view.ts';
import { competitionKeys } from '../api/competitions-api.ts';

interface MatchNews {
  id: string;
  state: MatchState;
  homeScore: number;
  awayScore: number;
}

/** The id, state and score an event's match (or match delta) carries, checked by hand. */
const matchNews = (data: unknown): MatchNews | null => {
  if (!data || typeof data !== 'object') return null;
  const { id, state, homeScore, awayScore } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof state !== 'string') return null;
  if (!Number.isInteger(homeScore) || !Number.isInteger(awayScore)) return null;
  return {
    id,
    state: state as MatchState,
    homeScore: homeScore as number,
    awayScore: awayScore as number,
  };
};

/** The cup with one tie's match as the news says; null when no tie plays that match. */
export const withMatchNews = (competition: Competition, news: MatchNews): Competition | null => {
  if (!competition.ties.some((tie) => tie.match?.id === news.id)) return null;
  return {
    ...competition,
    ties: competition.ties.map((tie) =>
      tie.match?.id === news.id
        ? {
            ...tie,
            match: {
              ...tie.match,
              state: news.state,
              homeScore: news.homeScore,
              awayScore: news.awayScore,
            },
          }
        : tie,
    ),
  };
};

/**
 * Follows the cup `competition` (null while it loads, or before it is published: its ties are no
 * fixtures yet). Returns the live channel's status, so the page can poll while it is not open.
 */
export const useCompetitionUpdates = (competition: Competition | undefined) => {
  const queryClient = useQueryClient();
  const snapshots = useRef(0);
  const id = competition?.id;
  const following =
    competition && (competition.state === 'published' || competition.state === 'finished');
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (!id) return;
      const key = competitionKeys.detail(id);
      const readAgain = () => void queryClient.invalidateQueries({ queryKey: key });
      if (message.type === 'snapshot') {
        if (snapshots.current++ > 0) readAgain();
        return;
      }
      if (message.event === 'match.deleted') return readAgain();
      const news = matchNews(message.data);
      if (!news) return;
      const cached = queryClient.getQueryData<Competition>(key);
      // A singles tie's news counts its one pairing; its bracket shows the racks: read it again.
      if (cached && isPlayersCup(cached)) {
        if (
          cached.ties.some((tie) => tie.match?.id === news.id) ||
          message.event === 'match.updated'
        )
          readAgain();
        return;
      }
      const updated = cached ? withMatchNews(cached, news) : null;
      if (updated) queryClient.setQueryData(key, updated);
      // A result moves the winner on; a match the bracket lacks may be its next tie.
      if (news.state === 'completed' || (!updated && message.event === 'match.updated'))
        readAgain();
    },
    [queryClient, id],
  );
  return useLiveTopic(following ? liveTopics.season(competition.seasonId) : null, onMessage);
};
