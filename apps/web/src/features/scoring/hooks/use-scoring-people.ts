// Names for everyone the scoring page shows: both sides' available players, whoever is in a
// frame, and the captain's own roster. One players-by-ids read (chunked by 10), which keeps the
// names it had while a longer list loads, so they never flicker to '…'. A doubles tie's pair
// plays as one (docs/decisions/0049): its frame (and its line-up) names the side's id, which is
// named by the side's name and not read as a player's.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Player } from '@cueleague/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playerIdsToRead } from '../../../entities/matches/pair-frames.ts';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';

export interface People {
  /** 'I. Turner'; 'Vacant' for an empty position; a doubles pair's side name. */
  short: (id: string) => string;
  /** 'Ian Turner'. */
  full: (id: string) => string;
  loading: boolean;
}

const idsOf = (match: Match | undefined, extra: readonly string[]): string[] => {
  if (!match) return playerIdsToRead(extra, []);
  return playerIdsToRead(
    [
      ...match.preMatchState.homeAvailablePlayers,
      ...match.preMatchState.awayAvailablePlayers,
      ...match.frames.flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId]),
      ...extra,
    ],
    [match],
  );
};

export const useScoringPeople = (
  match: Match | undefined,
  roster: readonly string[],
  /** The match's sides by name: a doubles pair's frame names its side. */
  sideName: TeamName,
): People => {
  const ids = idsOf(match, roster);
  const hasIds = ids.length > 0;
  const { data, isPending } = useQuery({
    ...playersByIdsQuery(ids),
    placeholderData: keepPreviousData,
  });
  const homeTeamId = match?.homeTeamId;
  const awayTeamId = match?.awayTeamId;
  return useMemo(() => {
    const byId = new Map<string, Player>((data ?? []).map((player) => [player.id, player]));
    const named = (id: string, name: (player: Player) => string) => {
      if (id === VACANT) return 'Vacant';
      if (id === homeTeamId || id === awayTeamId) return sideName(id);
      const player = byId.get(id);
      return player ? name(player) : '…';
    };
    return {
      short: (id) => named(id, (player) => `${player.firstName.charAt(0)}. ${player.lastName}`),
      full: (id) => named(id, (player) => `${player.firstName} ${player.lastName}`),
      loading: isPending && hasIds,
    };
  }, [data, isPending, hasIds, homeTeamId, awayTeamId, sideName]);
};
