// A player's own entry in a singles knockout taking entries (docs/decisions/0048): they enter
// themself (POST /api/competitions/:id/entries with their playerId) and withdraw before the draw
// (DELETE …/entries/:teamId, the entry's own side). Each write answers the cup as it now stands:
// it goes straight into the cached cup, and the cups are read again (the list counts entries).
import type { Competition, EnterCompetition } from '@cueleague/domain/competitions/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionKeys } from '../../../entities/competitions/api/competitions-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const entriesPath = (id: string) => `/api/competitions/${encodeURIComponent(id)}/entries`;

export const enterAsPlayer = (id: string, playerId: string) =>
  apiFetch('competition', entriesPath(id), {
    method: 'POST',
    body: { playerId } satisfies EnterCompetition,
  });

export const withdrawAsPlayer = (id: string, entrantId: string) =>
  apiFetch('competition', `${entriesPath(id)}/${encodeURIComponent(entrantId)}`, {
    method: 'DELETE',
  });

const usePlayerEntryWrite = <TVariables>(
  write: (variables: TVariables) => Promise<Competition>,
  meta: { successMessage: string; errorPrefix: string },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: async (competition) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), competition);
      await queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    },
  });
};

export const useEnterAsPlayer = () =>
  usePlayerEntryWrite(
    ({ id, playerId }: { id: string; playerId: string }) => enterAsPlayer(id, playerId),
    { successMessage: 'You are entered', errorPrefix: 'Could not enter you' },
  );

export const useWithdrawAsPlayer = () =>
  usePlayerEntryWrite(
    ({ id, entrantId }: { id: string; entrantId: string }) => withdrawAsPlayer(id, entrantId),
    { successMessage: 'Your entry is withdrawn', errorPrefix: 'Could not withdraw your entry' },
  );
