import { VACANT } from '@cueleague/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playersByIdsQuery } from '../api/players-api.ts';

/** Player id to a short display name ('J. Smith'); 'Vacant' for an empty position. */
export const usePlayerNames = (ids: readonly string[]): ((id: string) => string) => {
  const real = ids.filter((id) => id !== VACANT);
  const { data } = useQuery(playersByIdsQuery(real));
  return useMemo(() => {
    const names = new Map(
      (data ?? []).map((p) => [p.id, `${p.firstName.charAt(0)}. ${p.lastName}`]),
    );
    return (id: string) => (id === VACANT ? 'Vacant' : (names.get(id) ?? '…'));
  }, [data]);
};
