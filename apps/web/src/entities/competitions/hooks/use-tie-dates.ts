// A cup tie's date, for its captains (docs/rules.md, Knockouts): the window and the open
// proposal, read again when the page comes back into view, the match changes or the live channel
// says the proposal did, and the writes on it. A proposal's answer replaces the cached one; an
// accepted date moves the match, whose answer replaces the cached match, and the fixture lists
// are read again.
import type { TieDateProposalBody } from '@cueleague/domain/competitions/tie-dates';
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveTopic } from '../../../lib/use-live-topic.tsx';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  acceptTieDate,
  closeTieDate,
  proposeTieDate,
  tieDateKeys,
  tieDatesQuery,
} from '../api/tie-dates-api.ts';

/**
 * The tie's window and open proposal. A new version of the match (followed live: the other
 * captain accepted, or the admin moved it) reads it again, as a proposal closes with it; so does
 * the match topic's `tie-date.changed` (the other captain proposed, withdrew or declined a date).
 */
export const useTieDates = (matchId: string, enabled: boolean, matchVersion: number) => {
  const queryClient = useQueryClient();
  const seen = useRef(matchVersion);
  useEffect(() => {
    if (seen.current === matchVersion) return;
    seen.current = matchVersion;
    void queryClient.invalidateQueries({ queryKey: tieDateKeys.detail(matchId) });
  }, [queryClient, matchId, matchVersion]);
  const on = enabled && matchId !== '';
  useLiveTopic(on ? liveTopics.match(matchId) : null, (message: LiveMessage) => {
    if (message.type !== 'event' || message.event !== 'tie-date.changed') return;
    const data = message.data as { matchId?: unknown } | undefined;
    if (data?.matchId === matchId)
      void queryClient.invalidateQueries({ queryKey: tieDateKeys.detail(matchId) });
  });
  return useQuery({ ...tieDatesQuery(matchId), enabled: on });
};

export const useTieDateActions = (matchId: string) => {
  const queryClient = useQueryClient();
  const key = tieDateKeys.detail(matchId);
  const propose = useMutation({
    mutationFn: (body: TieDateProposalBody) => proposeTieDate(matchId, body),
    meta: { successMessage: 'Date proposed', errorPrefix: 'Could not propose the date' },
    onSuccess: (dates) => queryClient.setQueryData(key, dates),
  });
  const accept = useMutation({
    mutationFn: () => acceptTieDate(matchId),
    meta: { successMessage: 'Date agreed', errorPrefix: 'Could not accept the date' },
    onSuccess: async (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
  const closing = (successMessage: string, errorPrefix: string) => ({
    mutationFn: () => closeTieDate(matchId),
    meta: { successMessage, errorPrefix },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const withdraw = useMutation(closing('Proposal withdrawn', 'Could not withdraw the proposal'));
  const decline = useMutation(closing('Proposal declined', 'Could not decline the proposal'));
  return { propose, accept, withdraw, decline };
};
