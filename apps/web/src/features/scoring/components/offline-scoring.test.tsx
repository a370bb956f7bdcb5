import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { createMemoryOutboxStore } from '../outbox/outbox-store.ts';
import { MATCH_ID, scoringRound1, scoringServer } from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();

const card = (frame: number) =>
  screen.getByRole('article', { name: new RegExp(`^Frame ${frame}`) });

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('MatchScorePage with no signal', () => {
  it('keeps the entries on the device through a reload, then sends them in order', async () => {
    const server = scoringServer(scoringRound1());
    const outboxStore = createMemoryOutboxStore();
    setOnline(false);
    const first = renderApp({ path: SCORE_PATH, api: server.routes, outboxStore });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record a win for I. Turner' }, { timeout: 5000 }),
    );
    await within(card(1)).findByText(/Not sent yet: no signal\. It is kept on this device/);
    within(card(1)).getByText('Won (not sent)');
    fireEvent.click(screen.getByRole('button', { name: 'Record a win for H. Lee' }));
    await screen.findByText('Offline · 2 entries waiting to be sent');
    expect(screen.getByTestId('header-score').textContent).toBe('2–0');
    expect(server.writes).toHaveLength(0);

    // Stored on the device once the page has drawn the taps (a frame later).
    await waitFor(async () => expect(await outboxStore.load()).toHaveLength(2));

    // Reloaded, still with no signal: the entries are still there, still pending.
    first.unmount();
    renderApp({ path: SCORE_PATH, api: server.routes, outboxStore });
    await screen.findByRole('article', { name: /^Frame 2/ }, { timeout: 5000 });
    await within(card(2)).findByText('Won (not sent)');
    within(card(1)).getByText('Won (not sent)');
    await screen.findByText('Offline · 2 entries waiting to be sent');

    setOnline(true);
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes.map((write) => write.path)).toEqual([
      `/api/matches/${MATCH_ID}/frames/${MATCH_ID}-R1-F1`,
      `/api/matches/${MATCH_ID}/frames/${MATCH_ID}-R1-F2`,
    ]);
    await within(card(2)).findByText('Saved');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull());
    expect(server.match().homeScore).toBe(2);
  }, 30_000);
});
