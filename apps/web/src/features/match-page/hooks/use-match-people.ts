// Names for everyone a match's scorecard shows: whoever is in one of its frames. One
// players-by-ids read; '…' while it loads, 'Vacant' for a position left empty. A doubles tie's
// pair plays as one (docs/decisions/0049): its frame names the side's id, which is named by the
// side's name and not read as a player's.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Player } from '@cueleague/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playerIdsToRead } from '../../../entities/matches/pair-frames.ts';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';

export interface MatchPeople {
  /** 'I. Turner'; a doubles pair's side name. */
  short: (id: string) => string;
  /** 'Ian Turner'. */
  full: (id: string) => string;
  /** Whether the id is a player's, who has a page: not a doubles pair's side, nor 'vacant'. */
  isPlayer: (id: string) => boolean;
}

export const useMatchPeople = (
  match: Match | undefined,
  /** The match's two sides by name: a doubles pair's frame names its side. */
  sides: { home: string; away: string },
): MatchPeople => {
  const ids = match
    ? playerIdsToRead(
        match.frames.flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId]),
        [match],
      )
    : [];
  const { data } = useQuery({ ...playersByIdsQuery(ids), placeholderData: keepPreviousData });
  const homeTeamId = match?.homeTeamId;
  const awayTeamId = match?.awayTeamId;
  const { home, away } = sides;
  return useMemo(() => {
    const byId = new Map<string, Player>((data ?? []).map((player) => [player.id, player]));
    const named = (id: string, name: (player: Player) => string) => {
      if (id === VACANT) return 'Vacant';
      if (id === homeTeamId) return home;
      if (id === awayTeamId) return away;
      const player = byId.get(id);
      return player ? name(player) : '…';
    };
    return {
      short: (id) => named(id, (player) => `${player.firstName.charAt(0)}. ${player.lastName}`),
      full: (id) => named(id, (player) => `${player.firstName} ${player.lastName}`),
      isPlayer: (id) => id !== VACANT && id !== homeTeamId && id !== awayTeamId,
    };
  }, [data, homeTeamId, awayTeamId, home, away]);
};
