import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LOST_HALF_OPACITY } from './frame-half.tsx';
import {
  advance,
  MATCH_ID,
  scoringRound1,
  scoringServer,
  winRound,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();
const frameRoute = (frame: number) =>
  `PATCH /api/matches/${MATCH_ID}/frames/${MATCH_ID}-R1-F${frame}`;
const card = (frame: number) =>
  screen.getByRole('article', { name: new RegExp(`^Frame ${frame}`) });

/** The card once its accessible name ends with the result, e.g. 'A. Khan won'. */
const findResult = (frame: number, words: string) =>
  screen.findByRole('article', {
    name: new RegExp(`^Frame ${frame} .*, ${words.replaceAll('.', '\\.')}$`),
  });

/** The other captain's win of round 1's frame `frame`, based on its version now on the server. */
const theirWin = (
  server: ReturnType<typeof scoringServer>,
  frame: number,
  winnerPlayerId: string,
): MatchAction => ({
  type: 'scoreFrame',
  frameId: `${MATCH_ID}-R1-F${frame}`,
  winnerPlayerId,
  baseVersion: server.match().frames[frame - 1]?.version ?? 0,
});

const deferred = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
};

describe('MatchScorePage: frames', () => {
  it('records a win with baseVersion and a mutationId, showing sending, then saved', async () => {
    const server = scoringServer(scoringRound1());
    const { gate, release } = deferred();
    server.override(frameRoute(1), async (_request, next) => {
      await gate;
      return next();
    });
    renderApp({ path: SCORE_PATH, api: server.routes });
    const button = await screen.findByRole('button', { name: 'Record a win for I. Turner' });
    screen.getByRole('button', { name: 'Record a win for P. Smith' });
    within(card(1)).getByText('Breaks');
    const version = server.match().frames[0]?.version;
    fireEvent.click(button);

    await within(card(1)).findByText('Sending…');
    within(card(1)).getByText('Won (sending)');
    // The score counts the entry before the server answers.
    await waitFor(() => expect(screen.getByTestId('header-score').textContent).toBe('1–0'));
    // Sent once the tap is drawn.
    await waitFor(() => expect(server.writes).toHaveLength(1));
    const body = server.writes[0]?.body as Record<string, unknown>;
    expect(server.writes[0]?.path).toBe(`/api/matches/${MATCH_ID}/frames/${MATCH_ID}-R1-F1`);
    expect(body).toMatchObject({ winnerPlayerId: 'h1', baseVersion: version });
    expect(body.mutationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.reason).toBeTruthy();

    await act(async () => release());
    await within(card(1)).findByText('Saved');
    within(card(1)).getByText('Won');
    expect(server.match().homeScore).toBe(1);
  });

  it('offers Undo on the saved snackbar: a mistap is reset with no reason form', async () => {
    const server = scoringServer(scoringRound1());
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a win for I. Turner' }));
    await screen.findByText('Frame 1: I. Turner won');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(server.writes[1]?.body).toMatchObject({
        reset: true,
        reason: 'Undone at the table (mistap)',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.match().frames[0]?.isComplete).toBe(false));
    await screen.findByRole('button', { name: 'Record a win for I. Turner' });
    expect(screen.getByTestId('header-score').textContent).toBe('0–0');
  });

  it("fades the loser's half only as far as keeps it readable", async () => {
    const server = scoringServer(scoringRound1());
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a win for I. Turner' }));
    await within(card(1)).findByText('Saved');
    const change = within(card(1)).getByRole('button', { name: 'Change the result: P. Smith won' });
    // The half under its tap target.
    const loser = change.parentElement;
    expect(loser && within(loser).getByText('P. Smith')).toBeTruthy();
    expect(loser && window.getComputedStyle(loser).opacity).toBe(String(LOST_HALF_OPACITY));
  });

  it("shows the other captain's entry live, without a refresh", async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(scoringRound1());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByRole('button', { name: 'Record a win for A. Khan' });
    server.otherCaptain(theirWin(server, 2, 'a2'), live);
    expect(await findResult(2, 'A. Khan won')).toBeTruthy();
    within(card(2)).getByText('Saved');
    within(card(2)).getByText('Entered by the other captain');
    expect(screen.getByTestId('header-score').textContent).toBe('0–1');
  });

  it('keeps a pending entry on top while a live event brings other changes', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(scoringRound1());
    const { gate, release } = deferred();
    server.override(frameRoute(1), async (_request, next) => {
      await gate;
      return next();
    });
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a win for I. Turner' }));
    await within(card(1)).findByText('Sending…');
    server.otherCaptain(theirWin(server, 2, 'a2'), live);
    expect(await findResult(2, 'A. Khan won')).toBeTruthy();
    within(card(1)).getByText('Won (sending)');
    expect(screen.getByTestId('header-score').textContent).toBe('1–1');
    await act(async () => release());
    await within(card(1)).findByText('Saved');
  });

  it('says so when the other captain later changes an entry of mine', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(scoringRound1());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a win for I. Turner' }));
    await within(card(1)).findByText('Saved');
    server.otherCaptain(theirWin(server, 1, 'a1'), live);
    await within(card(1)).findByText(
      'Changed by the other captain: you had entered I. Turner won.',
    );
    await screen.findByText('Frame 1: the other captain changed it to P. Smith won');
    fireEvent.click(within(card(1)).getByRole('button', { name: 'OK' }));
    expect(within(card(1)).queryByText(/Changed by the other captain/)).toBeNull();
  });

  describe('a conflict with the other captain', () => {
    /** The other captain scores frame 1 for P. Smith; its event has not arrived yet. */
    const race = (server: ReturnType<typeof scoringServer>) =>
      server.otherCaptain(theirWin(server, 1, 'a1'));
    /** This captain records I. Turner's win on frame 1 just after the race: answers the alert. */
    const conflictOnFrame1 = async () => {
      const server = scoringServer(scoringRound1());
      renderApp({ path: SCORE_PATH, api: server.routes });
      const button = await screen.findByRole('button', { name: 'Record a win for I. Turner' });
      race(server);
      fireEvent.click(button);
      const conflict = await within(card(1)).findByRole('alert');
      return { server, conflict };
    };

    it("shows both captains' entries, kept by the server, and blocks the lock until one is chosen", async () => {
      const { server, conflict } = await conflictOnFrame1();
      await within(conflict).findByText('The captains entered this frame differently');
      expect(within(conflict).getByText('You:').nextSibling?.textContent).toBe('I. Turner won');
      expect(within(conflict).getByText('Cue Tips captain:').nextSibling?.textContent).toBe(
        'P. Smith won',
      );
      await screen.findByText(/Frame 1: the other captain entered a different result/);
      // The server keeps both, for every device of both captains.
      expect(server.match().progress.conflicts).toHaveLength(1);
      // The rest of the round scored: the lock waits for the frame to be settled.
      for (const name of ['H. Lee', 'O. Said', 'R. Moss'])
        fireEvent.click(await screen.findByRole('button', { name: `Record a win for ${name}` }));
      await waitFor(() =>
        expect(server.match().frames.filter((f) => f.isComplete)).toHaveLength(4),
      );
      expect(screen.getByRole('button', { name: 'Lock round 1' })).toHaveProperty('disabled', true);
      screen.getByText('Settle the conflict before locking the round.');

      fireEvent.click(
        within(conflict).getByRole('button', { name: 'Settle frame 1: P. Smith won' }),
      );
      await waitFor(() => expect(server.match().progress.conflicts).toEqual([]));
      const settle = server.writes.at(-1)?.body as { winnerPlayerId: string; baseVersion: number };
      expect(settle.winnerPlayerId).toBe('a1');
      expect(settle.baseVersion).toBe(server.match().frames[0]!.version - 1);
      await waitFor(() => expect(within(card(1)).queryByRole('alert')).toBeNull());
      expect(await findResult(1, 'P. Smith won')).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Lock round 1' })).toHaveProperty(
          'disabled',
          false,
        ),
      );
    });

    it('goes away on this phone when the other captain settles it, with no "changed" notice', async () => {
      const live = createFakeLiveClient('open');
      const server = scoringServer(scoringRound1());
      renderApp({ path: SCORE_PATH, api: server.routes, live });
      const button = await screen.findByRole('button', { name: 'Record a win for I. Turner' });
      race(server);
      fireEvent.click(button);
      await within(card(1)).findByText('The captains entered this frame differently');
      // The other captain keeps their own result, on the frame as it stands.
      server.otherCaptain(theirWin(server, 1, 'a1'), live);
      await waitFor(() => expect(within(card(1)).queryByRole('alert')).toBeNull());
      expect(await findResult(1, 'P. Smith won')).toBeTruthy();
      expect(screen.queryByText(/Changed by the other captain/)).toBeNull();
    });

    it('shows a conflict the server keeps on a device that never sent either entry', async () => {
      const server = scoringServer(scoringRound1());
      race(server);
      // The signed-in captain's other phone entered I. Turner's win on the stale frame.
      const frame = server.match().frames[0]!;
      server.replace({
        ...server.match(),
        progress: {
          ...server.match().progress,
          conflicts: [
            {
              frameId: frame.frameId,
              entries: [
                { userId: 'u2', side: 'away', winnerPlayerId: 'a1', at: frame.scoredAt! },
                { userId: 'u1', side: 'home', winnerPlayerId: 'h1', at: frame.scoredAt! },
              ],
              at: frame.scoredAt!,
            },
          ],
        },
      });
      renderApp({ path: SCORE_PATH, api: server.routes });
      const conflict = await within(
        await screen.findByRole('article', { name: /^Frame 1/ }),
      ).findByRole('alert');
      expect(within(conflict).getByText('Cue Tips captain:').nextSibling?.textContent).toBe(
        'P. Smith won',
      );
      expect(within(conflict).getByText('You:').nextSibling?.textContent).toBe('I. Turner won');
      within(conflict).getByRole('button', { name: 'Settle frame 1: I. Turner won' });
      within(card(1)).getByText('Conflict');
    });

    describe("with the same captain's other phone (nothing kept by the server)", () => {
      const ownConflict = async () => {
        const server = scoringServer(scoringRound1());
        renderApp({ path: SCORE_PATH, api: server.routes });
        const button = await screen.findByRole('button', { name: 'Record a win for I. Turner' });
        server.sameCaptainElsewhere(theirWin(server, 1, 'a1'));
        fireEvent.click(button);
        const conflict = await within(card(1)).findByRole('alert');
        return { server, conflict };
      };

      it('shows both values, and "keep theirs" accepts the server\'s frame', async () => {
        const { server, conflict } = await ownConflict();
        expect(within(conflict).getByText('You:').nextSibling?.textContent).toBe('I. Turner won');
        expect(within(conflict).getByText('Other captain:').nextSibling?.textContent).toBe(
          'P. Smith won',
        );
        expect(server.match().progress.conflicts ?? []).toEqual([]);
        // The half the captain chose is marked, the server's result shows as won.
        within(card(1)).getByText('Your entry');
        await screen.findByText(/Frame 1: conflict with the other captain's entry/);
        fireEvent.click(within(conflict).getByRole('button', { name: 'Keep theirs' }));
        expect(within(card(1)).queryByRole('alert')).toBeNull();
        expect(await findResult(1, 'P. Smith won')).toBeTruthy();
        expect(screen.getByTestId('header-score').textContent).toBe('0–1');
        // Nothing else was sent.
        expect(server.writes).toHaveLength(1);
      });

      it('"apply mine" asks why, then re-sends with the current version, a new mutationId and the reason', async () => {
        const { server, conflict } = await ownConflict();
        fireEvent.click(within(conflict).getByRole('button', { name: 'Apply mine' }));
        const dialog = await screen.findByRole('dialog', { name: 'Apply your entry?' });
        expect(server.writes).toHaveLength(1);
        fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
          target: { value: 'I. Turner potted the black' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Apply mine' }));
        await within(card(1)).findByText('Saved');
        expect((server.writes[1]?.body as { reason: string }).reason).toBe(
          'I. Turner potted the black',
        );
        expect(await findResult(1, 'I. Turner won')).toBeTruthy();
        const [first, second] = server.writes.map(
          (write) =>
            write.body as { baseVersion: number; mutationId: string; winnerPlayerId: string },
        );
        expect(second?.winnerPlayerId).toBe('h1');
        expect(second?.baseVersion).toBe((first?.baseVersion ?? 0) + 1);
        expect(second?.mutationId).not.toBe(first?.mutationId);
        expect(server.match().frames[0]?.winnerPlayerId).toBe('h1');
      });
    });
  });

  it('keeps an entry pending with a retry when the network fails, re-sending the same mutation', async () => {
    const server = scoringServer(scoringRound1());
    server.override(frameRoute(3), () => new TypeError('Failed to fetch'));
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Record a win for L. Park' }));
    await within(card(3)).findByText(/Not sent yet: the server can't be reached/);
    within(card(3)).getByText('Won (not sent)');
    await screen.findByText(/Frame 3 is not sent yet/);
    server.override(frameRoute(3), null);
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Retry now' }));
    await within(card(3)).findByText('Saved');
    const [first, second] = server.writes.map((write) => write.body as { mutationId: string });
    expect(second?.mutationId).toBe(first?.mutationId);
  });

  it('corrects or resets a result with a reason', async () => {
    const server = scoringServer(
      advance(scoringRound1(), [
        {
          type: 'scoreFrame',
          frameId: `${MATCH_ID}-R1-F4`,
          winnerPlayerId: 'h4',
          baseVersion: scoringRound1().frames[3]?.version ?? 0,
        },
      ]),
    );
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Correct or reset frame 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct frame 4' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No result (reset the frame)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset frame' }));
    await within(dialog).findByText('Say why');
    expect(server.writes).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Scored the wrong frame' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset frame' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toMatchObject({
      reset: true,
      baseVersion: server.match().frames[3]!.version - 1,
      reason: 'Scored the wrong frame',
    });
    await screen.findByRole('button', { name: 'Record a win for M. Ward' });

    // Tapping the loser's half of a resulted frame offers the correction for that player.
    fireEvent.click(screen.getByRole('button', { name: 'Record a win for R. Moss' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change the result: M. Ward won' }));
    const again = await screen.findByRole('dialog', { name: 'Correct frame 4' });
    expect(
      within(again).getByRole<HTMLInputElement>('radio', { name: 'M. Ward won' }).checked,
    ).toBe(true);
  });

  it('locks the round once all four have a result, then opens the next line-up', async () => {
    const server = scoringServer(winRound(scoringRound1(), 1, 'home'));
    renderApp({ path: SCORE_PATH, api: server.routes });
    const lock = await screen.findByRole('button', { name: 'Lock round 1' });
    expect((lock as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(lock);
    const dialog = await screen.findByRole('dialog', { name: 'Lock round 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock round 1' }));
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        method: 'POST',
        path: `/api/matches/${MATCH_ID}/lock-round`,
        body: { round: 1 },
      }),
    );
    await screen.findByRole('heading', { name: 'Round 2 line-up' });
    screen.getByRole('button', { name: 'Round 1: 4–0, locked by you' });
  });

  it('takes a refused lock as done when the other captain locked the round first', async () => {
    const server = scoringServer(winRound(scoringRound1(), 1, 'home'));
    server.override(`POST /api/matches/${MATCH_ID}/lock-round`, (_request, next) => {
      server.otherCaptain({ type: 'lockRound', round: 1 });
      return next();
    });
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock round 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock round 1' }));
    await screen.findByText('Round 1 lock: already done by the other captain.');
    await screen.findByRole('heading', { name: 'Round 2 line-up' });
  });

  it('keeps "Lock round" off until every frame has a result', async () => {
    const server = scoringServer(scoringRound1());
    renderApp({ path: SCORE_PATH, api: server.routes });
    const lock = await screen.findByRole('button', { name: 'Lock round 1' });
    expect((lock as HTMLButtonElement).disabled).toBe(true);
    screen.getByText('0 of 4 results in. Tap the winner of each frame.');
  });
});
