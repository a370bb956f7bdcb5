// A frame's result in words ("Alex won", "no result"), for the card's screen-reader title, the
// conflict view and the notices about a frame the other captain changed; and a frame named in
// words, for the lists a dispute and an admin's fix pick frames from. In a race format the words
// carry the racks ("Alex won 3-2", "2-1, being played"); a one-frame format's read as they always
// have, its 1-0 saying nothing the winner does not.
import type { Frame } from '@cueleague/domain/entities';
import {
  isInPlay,
  outcomeOf,
  racksOf,
  type Outcome,
  type Racks,
} from '@cueleague/domain/frame-result';

/**
 * The racks to say with a frame's result, or null when there are none to say. Only a race's
 * frame is ever past 1 rack or scored short of a result, so the frame alone tells: the words
 * need no format.
 */
export const racksToSay = (frame: Frame): Racks | null =>
  isInPlay(frame) || Math.max(frame.homeScore, frame.awayScore) > 1 ? racksOf(frame) : null;

/**
 * The frame's result in words. The racks said are the frame's own, so they are said only with
 * its own outcome: an entry's intended result said against the stored frame ("you had entered
 * Alex won") has none, as the stored racks are not that entry's. To say an entry's racks, pass
 * the frame as the entry would leave it.
 */
export const resultWords = (
  frame: Frame,
  outcome: Outcome,
  name: (id: string) => string,
): string => {
  const racks = outcome === outcomeOf(frame) ? racksToSay(frame) : null;
  switch (outcome) {
    case 'home':
      return `${name(frame.homePlayerId)} won${racks ? ` ${racks.home}-${racks.away}` : ''}`;
    case 'away':
      return `${name(frame.awayPlayerId)} won${racks ? ` ${racks.away}-${racks.home}` : ''}`;
    case 'none':
      return 'no winner';
    case 'unplayed':
      // Home's racks first, as the frame names home's player first.
      return racks ? `${racks.home}-${racks.away}, being played` : 'no result';
  }
};

/** Where a frame is in the match: "Round 2, frame 1". */
export const frameName = (frame: Pick<Frame, 'round' | 'frameNumber'>): string =>
  `Round ${String(frame.round)}, frame ${String(frame.frameNumber)}`;

/**
 * A frame to pick from a list: "Round 2, frame 1: I. Turner v M. Ward, M. Ward won" (in a race
 * "M. Ward won 3-2", or "2-1, being played" while the race is on).
 */
export const frameLine = (frame: Frame, name: (id: string) => string): string => {
  const outcome = outcomeOf(frame);
  const said = outcome === 'home' || outcome === 'away' || isInPlay(frame);
  const won = said ? `, ${resultWords(frame, outcome, name)}` : '';
  return `${frameName(frame)}: ${name(frame.homePlayerId)} v ${name(frame.awayPlayerId)}${won}`;
};

/** The frames a dispute names, in the match's order ("Round 2, frame 1; Round 4, frame 3"). */
export const framesInQuestion = (frames: readonly Frame[], frameIds: readonly string[]): string =>
  frames
    .filter((frame) => frameIds.includes(frame.frameId))
    .map(frameName)
    .join('; ');
