// A 5v5 match (five positions a side, five rounds, 25 frames) on the scoring page's line-up and
// on the live scoreboard: both read the match's own format, not the 4v4 Standard's.
import type { Match } from '@cueleague/domain/entities';
import { FORMAT_PRESETS } from '@cueleague/domain/match-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';
import {
  advance,
  AWAY_ROSTER,
  bothConfirmed,
  HOME_ROSTER,
  lineups,
  MATCH_ID,
  newMatch,
  scoringServer,
  winRound,
} from '../testing/scoring-world.ts';

preloadScorePage();

const FIVE_V_FIVE = FORMAT_PRESETS.find((format) => format.name === '5v5');
if (!FIVE_V_FIVE) throw new Error('No 5v5 preset');

/** A 5v5 match, started: round 1's line-ups are next. */
const started5v5 = (): Match => advance(bothConfirmed(newMatch(FIVE_V_FIVE)), [{ type: 'start' }]);

describe('a 5v5 match', () => {
  it('asks for five line-up positions, A–E, and sends all five', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(started5v5());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByRole('heading', { name: 'Round 1 line-up' });
    screen.getByText('Round 1 of 5 · line-ups');
    screen.getByText(/positions A–E\./);
    await screen.findAllByRole('option', { name: 'Ian Turner' });
    expect(screen.queryByLabelText('Position F')).toBeNull();
    ['A', 'B', 'C', 'D', 'E'].forEach((position, index) => {
      fireEvent.change(screen.getByLabelText(`Position ${position}`), {
        target: { value: HOME_ROSTER[index] },
      });
    });
    screen.getByText('Plays frame 5 and breaks');
    fireEvent.click(screen.getByRole('button', { name: 'Lock round 1 line-up' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/matches/${MATCH_ID}/lineup`,
      body: { side: 'home', round: 1, positions: HOME_ROSTER, locked: true },
    });
    await screen.findByText('Your line-up is locked');

    server.otherCaptain(
      { type: 'setLineup', side: 'away', round: 1, positions: AWAY_ROSTER, locked: true },
      live,
    );
    await screen.findByRole('heading', { name: 'Round 1' });
    screen.getByText('Round 1 of 5 · scoring');
    expect(screen.getAllByRole('article', { name: /^Frame \d/ })).toHaveLength(5);
    screen.getByText('0 of 5 results in. Tap the winner of each frame.');
  });

  it('shows five rounds of five frames on the scoreboard, out of 25', async () => {
    let match = advance(started5v5(), lineups(1, HOME_ROSTER, AWAY_ROSTER));
    match = winRound(match, 1, 'home');
    match = advance(match, [
      { type: 'lockRound', round: 1 },
      ...lineups(2, HOME_ROSTER, AWAY_ROSTER),
    ]);
    const server = scoringServer(match);
    renderApp({
      path: '/live',
      api: { ...server.routes, '/api/matches': { items: [match] } },
    });
    const board = await screen.findByRole('article', { name: 'Rack Attack 5, Cue Tips 0' });
    within(board).getByText('Round 2 of 5 · 5/25 frames');
    within(board).getByRole('region', { name: 'Round 1: 5–0' });
    const round5 = within(board).getByRole('region', { name: 'Round 5: 0–0' });
    expect(within(round5).getAllByRole('listitem')).toHaveLength(5);
    // Frame 25 (round 5, frame 5): E v 4.
    within(round5).getByText('E');
    await within(board).findByText('Frame 1: I. Turner v P. Smith, won by I. Turner');
  });
});
