// A frame's result in words ("Alex won", "no result"), for the card's screen-reader title, the
// conflict view and the notices about a frame the other captain changed.
import type { Frame } from '@cueleague/domain/entities';
import type { Outcome } from '@cueleague/domain/frame-result';

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
