import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  ADMIN,
  advance,
  AWAY_CAPTAIN,
  MATCH_ID,
  resultToConfirm,
  scoringServer,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { league } from '../../../test/fixtures.ts';
import { formatDateTime } from '../../../lib/format.ts';

preloadScorePage();

describe('MatchScorePage: the result', () => {
  it('confirms for my side, then completes when the other captain confirms live', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByRole('heading', { name: 'Result' });
    screen.getByText('Result to confirm');
    screen.getByText('Rack Attack win');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm result' }));
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        method: 'POST',
        path: `/api/matches/${MATCH_ID}/confirm`,
        body: { side: 'home' },
      }),
    );
    await screen.findByText('You confirmed the result');
    screen.getByText('Waiting for Cue Tips to confirm.');
    const confirmations = screen.getByRole('list', { name: 'Confirmations' });
    within(confirmations).getByText('Confirmed');
    within(confirmations).getByText('Not yet');

    server.otherCaptain({ type: 'confirm', side: 'away' }, live);
    await screen.findByText(/Completed: both captains confirmed the result/);
    screen.getByText('Completed');
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('disputes with a reason', async () => {
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes });
    const dialog = await openDialog('Dispute', 'Dispute the result');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong/ }), {
      target: { value: 'Frame 3 of round 2 was won by our player' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        method: 'POST',
        path: `/api/matches/${MATCH_ID}/dispute`,
        body: { side: 'home', reason: 'Frame 3 of round 2 was won by our player' },
      }),
    );
    await screen.findByText('Rack Attack disputed the result');
    screen.getByText('Result disputed');
    // The page's view of the outbox follows a render later (a transition).
    await screen.findByText('You disputed the result');
    expect(screen.queryByText('You confirmed the result')).toBeNull();
    // Confirming is still possible (it withdraws the dispute).
    const confirm = await screen.findByRole('button', { name: 'Confirm result' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing of an earlier confirmation once an admin reopens the match and the rounds are locked again', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm result' }));
    await screen.findByText('You confirmed the result');
    // The away captain confirms, an admin reopens, and the four rounds are locked again.
    let match = advance(server.match(), [
      { type: 'confirm', side: 'away' },
      { type: 'reopen', reason: 'Frame 5 was scored the wrong way' },
      ...[1, 2, 3, 4].map((round) => ({ type: 'lockRound' as const, round })),
    ]);
    server.replace(match);
    act(() =>
      live.emit({
        type: 'event',
        topic: `match:${MATCH_ID}`,
        event: 'match.updated',
        version: match.version,
        data: match,
      }),
    );
    const confirmations = await screen.findByRole('list', { name: 'Confirmations' });
    await waitFor(() => expect(within(confirmations).getAllByText('Not yet')).toHaveLength(2));
    expect(screen.queryByText('You confirmed the result')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm result' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    match = server.match();
    expect(match.progress.confirmed).toEqual({ home: false, away: false });
  });

  it('is a read-only summary once completed', async () => {
    const completed = advance(resultToConfirm(), [
      { type: 'confirm', side: 'home' },
      { type: 'confirm', side: 'away' },
    ]);
    const server = scoringServer(completed);
    renderApp({ path: SCORE_PATH, api: server.routes });
    await screen.findByText(/Completed: both captains confirmed the result/);
    expect(screen.getByTestId('header-score').textContent).toBe('12–4');
    expect(screen.queryByRole('region', { name: 'Main action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record a win/ })).toBeNull();
    // Each round can be opened to read its frames.
    fireEvent.click(screen.getByRole('button', { name: /^Round 4: 0–4, locked/ }));
    await screen.findByRole('listitem', { name: 'Frame 1: I. Turner v M. Ward, M. Ward won' });
  });

  it('gives an admin who opens a disputed match the admin controls: fix one frame, then complete', async () => {
    const disputed = advance(
      resultToConfirm(),
      [{ type: 'dispute', side: 'away', reason: 'Round 4 frame 1 was ours' }],
      AWAY_CAPTAIN,
    );
    const server = scoringServer(disputed, ADMIN);
    renderApp({ path: SCORE_PATH, api: server.routes });
    const admin = await screen.findByRole('region', { name: 'League admin' });
    within(admin).getByText(/Cue Tips disputed the result/);
    fireEvent.click(within(admin).getByRole('button', { name: 'Fix a frame' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix a frame' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Frame' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Round 4, frame 1:/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Ian Turner won/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Why/), {
      target: { value: 'The score sheet gives round 4 frame 1 to Ian' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the frame' }));
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        method: 'POST',
        path: expect.stringMatching(/\/frames\/[^/]+\/correct$/) as string,
        body: { winnerPlayerId: 'h1', reason: 'The score sheet gives round 4 frame 1 to Ian' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('header-score').textContent).toBe('13–3'));
    // Every round stays locked: no line-up or scoring page came back.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('heading', { name: 'Result' });
    // The fix settled the dispute: the result is to confirm again.
    await screen.findByText('Result to confirm');
    expect(within(admin).queryByText(/disputed the result/)).toBeNull();

    fireEvent.click(within(admin).getByRole('button', { name: 'Complete the match' }));
    const confirm = await screen.findByRole('dialog', { name: 'Complete the match?' });
    within(confirm).getByText(/It counts in the standings from now/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete match' }));
    await waitFor(() => expect(server.match().state).toBe('completed'));
  });

  it('shows the other captain who locked each round', async () => {
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes });
    // The set-up locked the rounds as an admin.
    await screen.findByRole('button', { name: 'Round 1: 4–0, locked by a league admin' });
  });

  it('says when the result completes itself if nobody confirms or disputes it, until disputed', async () => {
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes });
    // The last round was locked at 19:45 on the 10th: 72 hours on.
    const when = formatDateTime('2026-03-13T19:45:00.000Z', 'Europe/London');
    await screen.findByText(
      `If not confirmed or disputed, this result is completed automatically on ${when}.`,
    );
    const dialog = await openDialog('Dispute', 'Dispute the result');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong/ }), {
      target: { value: 'Frame 3 of round 2 was ours' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    // A dispute stops the clock: it waits for an admin.
    await screen.findByText('Rack Attack disputed the result');
    expect(screen.queryByText(/completed automatically/)).toBeNull();
  });

  it('says nothing of completing itself in a league that never does', async () => {
    const server = scoringServer(resultToConfirm());
    renderApp({
      path: SCORE_PATH,
      api: { ...server.routes, '/api/leagues': { items: [league({ autoCompleteHours: 0 })] } },
    });
    await screen.findByRole('button', { name: 'Confirm result' });
    await screen.findByText('Test League');
    expect(screen.queryByText(/completed automatically/)).toBeNull();
  });
});
