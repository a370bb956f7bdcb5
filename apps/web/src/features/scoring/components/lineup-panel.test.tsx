import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  advance,
  bothConfirmed,
  lineups,
  MATCH_ID,
  ROUND1_AWAY,
  scoringServer,
  winRound,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();

const choose = (position: string, playerId: string) =>
  fireEvent.change(screen.getByLabelText(`Position ${position}`), {
    target: { value: playerId },
  });

const lockButton = (round: number) =>
  screen.getByRole('button', { name: `Lock round ${round} line-up` });

describe('MatchScorePage: line-ups', () => {
  it('locks the round 1 line-up, then shows the frames once the other side locks live', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(advance(bothConfirmed(), [{ type: 'start' }]));
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByRole('heading', { name: 'Round 1 line-up' });
    screen.getByText('Round 1 of 4 · line-ups');
    await screen.findAllByRole('option', { name: 'Ian Turner' });
    choose('A', 'h2');
    choose('B', 'h1');
    choose('C', 'vacant');
    expect((lockButton(1) as HTMLButtonElement).disabled).toBe(true);
    screen.getByText(/Choose a player \(or Vacant\) for every position: 1 still empty/);
    choose('D', 'h4');
    fireEvent.click(lockButton(1));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/matches/${MATCH_ID}/lineup`,
      body: { side: 'home', round: 1, positions: ['h2', 'h1', 'vacant', 'h4'], locked: true },
    });
    await screen.findByText('Your line-up is locked');
    screen.getByText('Waiting for Cue Tips to lock their line-up.');

    server.otherCaptain(
      { type: 'setLineup', side: 'away', round: 1, positions: ROUND1_AWAY, locked: true },
      live,
    );
    await screen.findByRole('heading', { name: 'Round 1' });
    // Position C was left vacant: its frame is a forfeit, decided already.
    const frame3 = screen.getByRole('article', { name: /Frame 3/ });
    within(frame3).getByText('Forfeit');
    within(frame3).getByText('Wins by forfeit');
    expect(within(frame3).queryByRole('button', { name: /Record a win/ })).toBeNull();
  });

  it('prefills round 2 with round 1 and offers each position only the players the rules allow', async () => {
    let match = advance(bothConfirmed(), [{ type: 'start' }, ...lineups(1)]);
    match = advance(winRound(match, 1, 'home'), [{ type: 'lockRound', round: 1 }]);
    const server = scoringServer(match);
    renderApp({ path: SCORE_PATH, api: server.routes });
    await screen.findByRole('heading', { name: 'Round 2 line-up' });
    await screen.findAllByRole('option', { name: 'Ian Turner (played A)' });
    const slot = (position: string) =>
      screen.getByLabelText<HTMLSelectElement>(`Position ${position}`).value;
    expect(['A', 'B', 'C', 'D'].map(slot)).toEqual(['h1', 'h2', 'h3', 'h4']);

    const option = (position: string, name: RegExp) =>
      within(screen.getByLabelText(`Position ${position}`)).getByRole<HTMLOptionElement>('option', {
        name,
      });
    // Hana Lee plays B: position A does not offer her, and says why…
    expect(option('A', /^Hana Lee/).disabled).toBe(true);
    expect(option('A', /^Hana Lee/).textContent).toBe('Hana Lee (in position B)');
    // …nor once B is vacant: she played B in round 1, so she keeps B or sits out.
    choose('B', 'vacant');
    expect(option('A', /^Hana Lee/).disabled).toBe(true);
    expect(option('A', /^Hana Lee/).textContent).toBe('Hana Lee (keeps position B or sits out)');
    choose('B', 'h2');
    // Position B still offers her; the bench player Ben Cole is offered everywhere.
    expect(option('B', /^Hana Lee/).disabled).toBe(false);
    expect(option('A', /^Ben Cole/).disabled).toBe(false);

    // A bench player comes in for Rita Moss, who sits out: allowed, and now taken.
    choose('D', 'h5');
    expect(option('A', /^Ben Cole/).textContent).toBe('Ben Cole (in position D)');
    expect(option('A', /^Ben Cole/).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(lockButton(2));
    await waitFor(() =>
      expect(server.writes.at(-1)?.body).toMatchObject({
        round: 2,
        positions: ['h1', 'h2', 'h3', 'h5'],
        locked: true,
      }),
    );
    await screen.findByText('Your line-up is locked');
    // Round 1 stays below, collapsed and read-only.
    screen.getByRole('button', { name: /^Round 1: 4–0, locked/ });
  });

  it("shows the server's message when it still refuses the line-up", async () => {
    const server = scoringServer(advance(bothConfirmed(), [{ type: 'start' }]));
    server.override(`PUT /api/matches/${MATCH_ID}/lineup`, () =>
      apiError(422, 'validation_failed', 'Only players marked available can play.', {
        positions: 'h4 is not available for this match',
      }),
    );
    renderApp({ path: SCORE_PATH, api: server.routes });
    await screen.findAllByRole('option', { name: 'Ian Turner' });
    ['A', 'B', 'C', 'D'].forEach((position, index) => choose(position, `h${index + 1}`));
    fireEvent.click(lockButton(1));
    await screen.findByText('Not saved: Only players marked available can play.');
    await screen.findByText('Round 1 line-up: Only players marked available can play.');
    // Nothing was locked: the captain can change the line-up and try again.
    expect(screen.getByLabelText<HTMLSelectElement>('Position A').disabled).toBe(false);
  });
});
