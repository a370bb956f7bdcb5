// A cup tie's date, for its captains (docs/rules.md, Knockouts): the window and the open
// proposal, read again when the page comes back into view, and the writes on it. A proposal's
// answer replaces the cached one; an accepted date moves the match, whose answer replaces the
// cached match, and the fixture lists are read again.
import type { TieDateProposalBody } from '@cueleague/domain/competitions/tie-dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  acceptTieDate,
  closeTieDate,
  proposeTieDate,
  tieDateKeys,
  tieDatesQuery,
} from '../api/tie-dates-api.ts';

export const useTieDates = (matchId: string, enabled: boolean) =>
  useQuery({ ...tieDatesQuery(matchId), enabled: enabled && matchId !== '' });

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
