// Short names for the players in frames ('J. Smith'), read by id. A doubles knockout's pair plays
// as one (docs/decisions/0049): its frame names the side's id, which no player has, so it is not
// read and is named by its side's name. Names in full ('Jo Smith') for lists that name a player.
import { VACANT } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playerIdsToRead, sideIdsOf } from '../../matches/pair-frames.ts';
import type { TeamName } from '../../teams/hooks/use-team-names.ts';
import { playersByIdsQuery } from '../api/players-api.ts';
import { playerFullName } from '../player-name.ts';

/** What a player's name reads while the names are on their way. */
export const PLAYER_NAME_LOADING = '…';

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

/**
 * Player id to the name in full ('Kate Hill'): '…' while the names load, 'Unknown player' for an
 * id no player has (one deleted since).
 */
export const usePlayerFullNames = (ids: readonly string[]): ((id: string) => string) => {
  // The names in hand stay while a longer list loads (a player newly named).
  const { data, isPlaceholderData } = useQuery({
    ...playersByIdsQuery(ids),
    placeholderData: (previous) => previous,
  });
  return useMemo(() => {
    const names = new Map((data ?? []).map((player) => [player.id, playerFullName(player)]));
    const unknown = data && !isPlaceholderData ? 'Unknown player' : PLAYER_NAME_LOADING;
    return (id: string) => names.get(id) ?? unknown;
  }, [data, isPlaceholderData]);
};

/**
 * The names of whoever plays in these matches' frames: a player's short name, or a doubles pair's
 * side name (`sideName`, the matches' sides by name).
 */
export const useFramePlayerNames = (
  matches: readonly Match[],
  sideName: TeamName,
): ((id: string) => string) => {
  const ids = matches.flatMap((match) =>
    match.frames.flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId]),
  );
  const playerName = usePlayerNames(playerIdsToRead(ids, matches));
  // The same function while the same sides and names: each scoreboard's rounds redraw on a change.
  const sidesKey = [...sideIdsOf(matches)].sort().join(' ');
  return useMemo(() => {
    const sides = new Set(sidesKey.split(' '));
    return (id: string) => (sides.has(id) ? sideName(id) : playerName(id));
  }, [sidesKey, sideName, playerName]);
};
