// The cup writes (the admin's, and a captain's or a player's entry or withdrawal). Each answers the
// cup as it now stands: it goes straight into the cached cup, and the season's list of cups is read
// again (a state, a winner). Publishing and deciding a tie make matches, so the match lists are
// read again too.
import type {
  Competition,
  DecideTie,
  DrawRequest,
  PublishCompetition,
} from '@cueleague/domain/competitions/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  competitionKeys,
  createCompetition,
  decideTie,
  deleteCompetition,
  drawCompetition,
  enterCompetition,
  publishCompetition,
  withdrawEntry,
  type CreateCompetitionBody,
} from '../api/competitions-api.ts';

const useCupWrite = <TVariables>(
  write: (variables: TVariables) => Promise<Competition>,
  meta: { successMessage: string; errorPrefix: string },
  { makesMatches = false }: { makesMatches?: boolean } = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: async (competition) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), competition);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: competitionKeys.all, exact: false }),
        ...(makesMatches ? [queryClient.invalidateQueries({ queryKey: matchKeys.all })] : []),
      ]);
    },
  });
};

export const useCreateCompetition = () =>
  useCupWrite((body: CreateCompetitionBody) => createCompetition(body), {
    successMessage: 'Cup created',
    errorPrefix: 'Could not create the cup',
  });

export const useDrawCompetition = () =>
  useCupWrite(({ id, body }: { id: string; body: DrawRequest }) => drawCompetition(id, body), {
    successMessage: 'Cup drawn',
    errorPrefix: 'Could not draw the cup',
  });

/** Publishes a cup: a date per round, and for a singles knockout a race per round if given. */
export const usePublishCompetition = () =>
  useCupWrite(
    ({ id, ...body }: { id: string } & PublishCompetition) => publishCompetition(id, body),
    { successMessage: 'Cup published', errorPrefix: 'Could not publish the cup' },
    { makesMatches: true },
  );

export const useDecideTie = () =>
  useCupWrite(
    ({ id, tieId, body }: { id: string; tieId: string; body: DecideTie }) =>
      decideTie(id, tieId, body),
    { successMessage: 'Tie decided', errorPrefix: 'Could not decide the tie' },
    { makesMatches: true },
  );

export const useEnterCompetition = () =>
  useCupWrite(
    ({ id, teamId }: { id: string; teamId: string }) => enterCompetition(id, { teamId }),
    { successMessage: 'Team entered', errorPrefix: 'Could not enter the team' },
  );

export const useWithdrawEntry = () =>
  useCupWrite(({ id, teamId }: { id: string; teamId: string }) => withdrawEntry(id, teamId), {
    successMessage: 'Team withdrawn',
    errorPrefix: 'Could not withdraw the team',
  });

/** A player enters themself in a singles knockout taking entries (docs/decisions/0048). */
export const useEnterAsPlayer = () =>
  useCupWrite(
    ({ id, playerId }: { id: string; playerId: string }) => enterCompetition(id, { playerId }),
    { successMessage: 'You are entered', errorPrefix: 'Could not enter you' },
  );

/**
 * A player enters a doubles knockout taking entries with a partner (docs/decisions/0049): the pair,
 * themself first.
 */
export const useEnterAsPair = () =>
  useCupWrite(
    ({ id, playerIds }: { id: string; playerIds: [string, string] }) =>
      enterCompetition(id, { playerIds }),
    { successMessage: 'Your pair is entered', errorPrefix: 'Could not enter your pair' },
  );

/** A player withdraws their own entry (its side's id: in doubles, their pair's) before the draw. */
export const useWithdrawAsPlayer = () =>
  useCupWrite(
    ({ id, entrantId }: { id: string; entrantId: string }) => withdrawEntry(id, entrantId),
    { successMessage: 'Your entry is withdrawn', errorPrefix: 'Could not withdraw your entry' },
  );

export const useDeleteCompetition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetition,
    meta: { successMessage: 'Cup deleted', errorPrefix: 'Could not delete the cup' },
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: competitionKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    },
  });
};
