// Names for everyone a match's scorecard shows: whoever is in one of its frames. One
// players-by-ids read; '…' while it loads, 'Vacant' for a position left empty.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Player } from '@cueleague/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';

export interface MatchPeople {
  /** 'I. Turner'. */
  short: (id: string) => string;
  /** 'Ian Turner'. */
  full: (id: string) => string;
}

export const useMatchPeople = (match: Match | undefined): MatchPeople => {
  const ids = (match?.frames ?? [])
    .flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId])
    .filter((id) => id !== VACANT);
  const { data } = useQuery({ ...playersByIdsQuery(ids), placeholderData: keepPreviousData });
  return useMemo(() => {
    const byId = new Map<string, Player>((data ?? []).map((player) => [player.id, player]));
    const named = (id: string, name: (player: Player) => string) => {
      if (id === VACANT) return 'Vacant';
      const player = byId.get(id);
      return player ? name(player) : '…';
    };
    return {
      short: (id) => named(id, (player) => `${player.firstName.charAt(0)}. ${player.lastName}`),
      full: (id) => named(id, (player) => `${player.firstName} ${player.lastName}`),
    };
  }, [data]);
};
