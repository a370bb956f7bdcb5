// A frame's result in words ("Alex won", "no result"), for the card's screen-reader title, the
// conflict view and the notices about a frame the other captain changed; and a frame named in
// words, for the lists a dispute and an admin's fix pick frames from.
import type { Frame } from '@cueleague/domain/entities';
import { outcomeOf, type Outcome } from '@cueleague/domain/frame-result';

export const resultWords = (
  frame: Frame,
  outcome: Outcome,
  name: (id: string) => string,
): string => {
  switch (outcome) {
    case 'home':
      return `${name(frame.homePlayerId)} won`;
    case 'away':
      return `${name(frame.awayPlayerId)} won`;
    case 'none':
      return 'no winner';
    case 'unplayed':
      return 'no result';
  }
};

/** Where a frame is in the match: "Round 2, frame 1". */
export const frameName = (frame: Pick<Frame, 'round' | 'frameNumber'>): string =>
  `Round ${String(frame.round)}, frame ${String(frame.frameNumber)}`;

/** A frame to pick from a list: "Round 2, frame 1: I. Turner v M. Ward, M. Ward won". */
export const frameLine = (frame: Frame, name: (id: string) => string): string => {
  const outcome = outcomeOf(frame);
  const won =
    outcome === 'home' || outcome === 'away' ? `, ${resultWords(frame, outcome, name)}` : '';
  return `${frameName(frame)}: ${name(frame.homePlayerId)} v ${name(frame.awayPlayerId)}${won}`;
};

/** The frames a dispute names, in the match's order ("Round 2, frame 1; Round 4, frame 3"). */
export const framesInQuestion = (frames: readonly Frame[], frameIds: readonly string[]): string =>
  frames
    .filter((frame) => frameIds.includes(frame.frameId))
    .map(frameName)
    .join('; ');
