// Saves an answer and shows it at once (the cached list takes it before the server replies, and
// goes back if the server refuses).
import type { Availability } from '@cueleague/domain/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  availabilityKeys,
  setAvailability,
  teamAvailabilityQuery,
  type AvailabilityBody,
} from '../../../entities/teams/api/availability-api.ts';

const withAnswer = (list: readonly Availability[], answer: Availability): Availability[] => [
  ...list.filter((item) => !(item.matchId === answer.matchId && item.playerId === answer.playerId)),
  answer,
];

export const useSetAvailability = (teamId: string) => {
  const queryClient = useQueryClient();
  const key = teamAvailabilityQuery(teamId).queryKey;
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: AvailabilityBody }) =>
      setAvailability(matchId, body),
    meta: { errorPrefix: "Couldn't save the answer" },
    onMutate: async ({ matchId, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Availability[]>(key);
      queryClient.setQueryData<Availability[]>(key, (list) =>
        withAnswer(list ?? [], {
          matchId,
          playerId: body.playerId,
          teamId,
          available: body.available,
          updatedAt: new Date().toISOString(),
        }),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Availability[]>(key, (list) => withAnswer(list ?? [], answer));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};
