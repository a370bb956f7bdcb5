// Scoring a race at the table (docs/rules.md, Races): a tap is one rack to that player, the next
// tapped before the last one's answer, the pairing won at the race; a rack is taken back under its
// half; with no signal the racks wait on the device as one entry; the other captain's rack that
// landed first is shown, not fought over.
import { customFormat } from '@cueleague/domain/match-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { createMemoryOutboxStore } from '../outbox/outbox-store.ts';
import {
  advance,
  bothConfirmed,
  lineups,
  MATCH_ID,
  newMatch,
  scoringServer,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();

/** Started, round 1's line-ups locked, each pairing a race to 3. */
const raceToThree = () =>
  advance(bothConfirmed(newMatch(customFormat(4, 1, 3))), [{ type: 'start' }, ...lineups(1)]);

const card = (frame: number) =>
  screen.getByRole('article', { name: new RegExp(`^Frame ${frame}`) });
const frameOne = (server: ReturnType<typeof scoringServer>) => {
  const frame = server.match().frames[0];
  if (!frame) throw new Error('No frame 1');
  return frame;
};
const racksPath = `/api/matches/${MATCH_ID}/frames/${MATCH_ID}-R1-F1/racks`;

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** The score page open on the race, once its first rack button is there; answers that button. */
const openRace = async (
  server: ReturnType<typeof scoringServer>,
  outboxStore?: ReturnType<typeof createMemoryOutboxStore>,
) => {
  renderApp({ path: SCORE_PATH, api: server.routes, ...(outboxStore ? { outboxStore } : {}) });
  return screen.findByRole(
    'button',
    { name: 'Rack to I. Turner (0 of 3 so far)' },
    { timeout: 5000 },
  );
};

describe('scoring a race', () => {
  it('takes racks as fast as they are tapped, in order, and ends the pairing at the race', async () => {
    const server = scoringServer(raceToThree());
    // The first rack's answer is held: the next racks are tapped while it is on its way.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.override(`PATCH ${racksPath}`, async (_request, next) => {
      if (server.writes.length === 1) await held;
      return next();
    });
    const turner = () => within(card(1)).getByRole('button', { name: /^Rack to I\. Turner/ });
    await openRace(server);
    within(card(1)).getByText('Race to 3');

    fireEvent.click(turner());
    await waitFor(() => expect(server.writes).toHaveLength(1));
    // Tapped before the first answer: based on the first, and sent after it. Taps made within
    // one frame are one write (the last racks), as with no signal.
    fireEvent.click(within(card(1)).getByRole('button', { name: /^Rack to P\. Smith/ }));
    fireEvent.click(turner());
    await within(card(1)).findByRole('button', { name: 'Rack to I. Turner (2 of 3 so far)' });
    fireEvent.click(turner());
    answer();
    await waitFor(() => expect(frameOne(server)).toMatchObject({ homeScore: 3, awayScore: 1 }));
    expect(frameOne(server).isComplete).toBe(true);
    const bodies = server.writes.map((write) => write.body as { home: number; away: number });
    expect(bodies[0]).toMatchObject({ home: 1, away: 0 });
    expect(bodies.at(-1)).toMatchObject({ home: 3, away: 1 });
    expect(server.writes.every((write) => write.path === racksPath)).toBe(true);
    await within(card(1)).findByText('Won');
    // Won: its halves take no more racks; the match counts one pairing, not three racks.
    expect(within(card(1)).queryByRole('button', { name: /^Rack to/ })).toBeNull();
    expect(screen.getByTestId('header-score').textContent).toBe('1–0');
  }, 30_000);

  it('takes back a rack tapped by mistake, even the one that ended the race', async () => {
    const server = scoringServer(raceToThree());
    const turner = await openRace(server);
    fireEvent.click(turner);
    await waitFor(() => expect(frameOne(server).homeScore).toBe(1));
    fireEvent.click(within(card(1)).getByRole('button', { name: /^Rack to I\. Turner/ }));
    fireEvent.click(within(card(1)).getByRole('button', { name: /^Rack to I\. Turner/ }));
    await waitFor(() => expect(frameOne(server).isComplete).toBe(true));

    fireEvent.click(
      await within(card(1)).findByRole('button', {
        name: 'Take a rack back from I. Turner (3 now)',
      }),
    );
    await waitFor(() =>
      expect(frameOne(server)).toMatchObject({ homeScore: 2, isComplete: false }),
    );
    await within(card(1)).findByRole('button', { name: 'Rack to I. Turner (2 of 3 so far)' });
  }, 30_000);

  it('keeps racks tapped with no signal as one entry, sent when the signal is back', async () => {
    const server = scoringServer(raceToThree());
    const outboxStore = createMemoryOutboxStore();
    setOnline(false);
    fireEvent.click(await openRace(server, outboxStore));
    fireEvent.click(
      await within(card(1)).findByRole('button', { name: 'Rack to P. Smith (0 of 3 so far)' }),
    );
    fireEvent.click(
      await within(card(1)).findByRole('button', { name: 'Rack to I. Turner (1 of 3 so far)' }),
    );
    await waitFor(async () => expect(await outboxStore.load()).toHaveLength(1));
    expect(server.writes).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(frameOne(server)).toMatchObject({ homeScore: 2, awayScore: 1 }));
    expect(server.writes.map((write) => write.body)).toMatchObject([{ home: 2, away: 1 }]);
    await within(card(1)).findByRole('button', { name: 'Rack to I. Turner (2 of 3 so far)' });
  }, 30_000);

  it('shows the race as the other captain left it when their rack landed first', async () => {
    const server = scoringServer(raceToThree());
    const turner = await openRace(server);
    const frame = frameOne(server);
    // The away captain's rack reaches the server; its live event has not arrived here yet.
    server.otherCaptain({
      type: 'scoreRacks',
      frameId: frame.frameId,
      home: 0,
      away: 1,
      baseVersion: frame.version,
    });
    fireEvent.click(turner);
    await within(card(1)).findByText(
      /the other captain scored this race meanwhile\. It stands at 0-1\./,
    );
    expect(frameOne(server)).toMatchObject({ homeScore: 0, awayScore: 1 });
    // Tapped again on the race as it stands: saved.
    fireEvent.click(
      await within(card(1)).findByRole('button', { name: 'Rack to I. Turner (0 of 3 so far)' }),
    );
    await waitFor(() => expect(frameOne(server)).toMatchObject({ homeScore: 1, awayScore: 1 }));
  }, 30_000);
});
