// A race-to-3 match on the scoring page: a round's score counts pairings won, and a locked
// round's frames read with their racks.
import type { Match } from '@cueleague/domain/entities';
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import { customFormat } from '@cueleague/domain/match-format';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';
import {
  advance,
  bothConfirmed,
  lineups,
  newMatch,
  scoringServer,
} from '../testing/scoring-world.ts';

preloadScorePage();

/** Frame `frameNumber` of `round` at these racks, as a captain's taps leave it. */
const racks = (
  match: Match,
  round: number,
  frameNumber: number,
  home: number,
  away: number,
): MatchAction => {
  const frame = match.frames.find(
    (candidate) => candidate.round === round && candidate.frameNumber === frameNumber,
  );
  if (!frame) throw new Error(`No frame ${round}.${frameNumber}`);
  return { type: 'scoreRacks', frameId: frame.frameId, home, away, baseVersion: frame.version };
};

const HOME = ['h1', 'h4'];
const AWAY = ['a1', 'a4'];

/**
 * Two pairings a side, two rounds, each a race to 3. Round 1 locked: I. Turner beat P. Smith 3-2,
 * M. Ward beat R. Moss 3-1. Round 2: I. Turner leads M. Ward 2-1, R. Moss beat P. Smith 3-0.
 */
const raceInRound2 = (): Match => {
  let match = advance(bothConfirmed(newMatch(customFormat(2, 2, 3))), [
    { type: 'start' },
    ...lineups(1, HOME, AWAY),
  ]);
  match = advance(match, [racks(match, 1, 1, 3, 2)]);
  match = advance(match, [racks(match, 1, 2, 1, 3)]);
  match = advance(match, [{ type: 'lockRound', round: 1 }, ...lineups(2, HOME, AWAY)]);
  match = advance(match, [racks(match, 2, 1, 2, 1)]);
  return advance(match, [racks(match, 2, 2, 3, 0)]);
};

describe('the scoring page in a race format', () => {
  it("counts the round's pairings won, not its racks, a race in play counting for neither", async () => {
    renderApp({ path: SCORE_PATH, api: scoringServer(raceInRound2()).routes });
    await screen.findByRole('heading', { name: 'Round 2' });
    const score = screen.getByLabelText('This round, pairings won: Rack Attack 1, Cue Tips 0');
    expect(score.textContent).toBe('Pairings won 1–0');
    screen.getByText('1 of 2 pairings decided.');
  });

  it("lists a locked round's frames with their racks", async () => {
    renderApp({ path: SCORE_PATH, api: scoringServer(raceInRound2()).routes });
    const round1 = await screen.findByRole('button', { name: /^Round 1: 1–1, locked/ });
    fireEvent.click(round1);
    const first = await screen.findByRole('listitem', {
      name: 'Frame 1: I. Turner v P. Smith, I. Turner won 3-2',
    });
    within(first).getByText('3-2');
    const second = screen.getByRole('listitem', {
      name: 'Frame 2: R. Moss v M. Ward, M. Ward won 3-1',
    });
    // The line's score reads home first, as its names do.
    within(second).getByText('1-3');
  });
});
