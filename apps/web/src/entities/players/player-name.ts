// A player's name in full, as lists and rosters show it: 'First Last'.
import type { Player } from '@cueleague/domain/entities';

export const playerFullName = (player: Pick<Player, 'firstName' | 'lastName'>): string =>
  `${player.firstName} ${player.lastName}`;
