// Names for everyone the scoring page shows: both sides' available players, whoever is in a
// frame, and the captain's own roster. One players-by-ids read (chunked by 10), which keeps the
// names it had while a longer list loads, so they never flicker to '…'.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Player } from '@cueleague/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';

export interface People {
  /** 'I. Turner'; 'Vacant' for an empty position. */
  short: (id: string) => string;
  /** 'Ian Turner'. */
  full: (id: string) => string;
  loading: boolean;
}

const idsOf = (match: Match | undefined, extra: readonly string[]): string[] => {
  if (!match) return [...extra];
  return [
    ...match.preMatchState.homeAvailablePlayers,
    ...match.preMatchState.awayAvailablePlayers,
    ...match.frames.flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId]),
    ...extra,
  ].filter((id) => id !== VACANT);
};

export const useScoringPeople = (match: Match | undefined, roster: readonly string[]): People => {
  const ids = idsOf(match, roster);
  const hasIds = ids.length > 0;
  const { data, isPending } = useQuery({
    ...playersByIdsQuery(ids),
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    const byId = new Map<string, Player>((data ?? []).map((player) => [player.id, player]));
    return {
      short: (id) => {
        if (id === VACANT) return 'Vacant';
        const player = byId.get(id);
        return player ? `${player.firstName.charAt(0)}. ${player.lastName}` : '…';
      },
      full: (id) => {
        if (id === VACANT) return 'Vacant';
        const player = byId.get(id);
        return player ? `${player.firstName} ${player.lastName}` : '…';
      },
      loading: isPending && hasIds,
    };
  }, [data, isPending, hasIds]);
};
