// Player names as people compare them: one person entered twice is the mistake to catch.
import type { Player } from './entities.ts';

/** How a name compares: case, spacing and accents aside ("José  Smith" is "jose smith"). */
export const nameKey = (first: string, last: string): string =>
  `${first} ${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Another player with this name (a second record for one person is easy to add by mistake). */
export const namesakeOf = <P extends Pick<Player, 'id' | 'firstName' | 'lastName'>>(
  first: string,
  last: string,
  players: readonly P[],
  self?: string,
): P | undefined => {
  const key = nameKey(first, last);
  if (!first.trim() || !last.trim()) return undefined;
  return players.find(
    (candidate) =>
      candidate.id !== self && nameKey(candidate.firstName, candidate.lastName) === key,
  );
};
