// A match has two sides, home and away, and most of what a side has comes in a home and an away
// field (team, available players, roster confirmation, a frame's player). These accessors read
// and name them by side, so rules and views say `sideTeamId(match, side)` rather than spelling
// out `side === 'home' ? … : …` each time.
import type { Frame, Match, Side } from './entities.ts';

export const SIDES: readonly Side[] = ['home', 'away'];

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The value for a side, from its home and away values. */
export const bySide = <T>(side: Side, home: T, away: T): T => (side === 'home' ? home : away);

export const sideTeamId = (match: Pick<Match, 'homeTeamId' | 'awayTeamId'>, side: Side): string =>
  bySide(side, match.homeTeamId, match.awayTeamId);

/** The players a side said are available (pre-match). */
export const availableOf = (match: Pick<Match, 'preMatchState'>, side: Side): string[] =>
  bySide(side, match.preMatchState.homeAvailablePlayers, match.preMatchState.awayAvailablePlayers);

export const rosterConfirmedOf = (match: Pick<Match, 'preMatchState'>, side: Side): boolean =>
  bySide(side, match.preMatchState.homeRosterConfirmed, match.preMatchState.awayRosterConfirmed);

/** A side's pre-match fields, named for an update. */
export const preMatchOf = (side: Side, available: string[], confirmed: boolean) =>
  side === 'home'
    ? { homeAvailablePlayers: available, homeRosterConfirmed: confirmed }
    : { awayAvailablePlayers: available, awayRosterConfirmed: confirmed };

/** The player a side put in a frame (`vacant` for an empty position). */
export const framePlayerOf = (
  frame: Pick<Frame, 'homePlayerId' | 'awayPlayerId'>,
  side: Side,
): string => bySide(side, frame.homePlayerId, frame.awayPlayerId);

/** A frame with a side's player set. */
export const withFramePlayer = <F extends Frame>(frame: F, side: Side, playerId: string): F =>
  side === 'home' ? { ...frame, homePlayerId: playerId } : { ...frame, awayPlayerId: playerId };
