// Short names for the players in frames ('J. Smith'), read by id. A doubles knockout's pair plays
// as one (docs/decisions/0049): its frame names the side's id, which no player has, so it is not
// read and is named by its side's name.
import { VACANT } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playerIdsToRead, sideIdsOf } from '../../matches/pair-frames.ts';
import type { TeamName } from '../../teams/hooks/use-team-names.ts';
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
