// The result as a league admin sees it (their actions first, each side in the third person, no
// captain's buttons), a dispute that points at frames, and the dispute leaving once settled.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match } from '@cueleague/domain/entities';
import type { Actor } from '@cueleague/domain/permissions';
import { describe, expect, it } from 'vitest';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';
import {
  ADMIN,
  advance,
  AWAY_CAPTAIN,
  HOME_CAPTAIN,
  MATCH_ID,
  newMatch,
  resultToConfirm,
  scoringServer,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();

const frameId = (match: Match, round: number, frameNumber: number): string => {
  const frame = match.frames.find((f) => f.round === round && f.frameNumber === frameNumber);
  if (!frame) throw new Error(`no frame ${round}-${frameNumber}`);
  return frame.frameId;
};

/** Home confirmed; away disputes round 4's frame 1 and round 2's frame 3. */
const disputed = (): Match => {
  const locked = resultToConfirm();
  const confirmed = advance(locked, [{ type: 'confirm', side: 'home' }], HOME_CAPTAIN);
  return advance(
    confirmed,
    [
      {
        type: 'dispute',
        side: 'away',
        reason: 'Two frames went to us',
        frameIds: [frameId(locked, 4, 1), frameId(locked, 2, 3)],
      },
    ],
    AWAY_CAPTAIN,
  );
};

describe('MatchScorePage: the admin’s view of the result', () => {
  it('puts the admin’s actions first, says where each side stands in the third person, and offers no captain’s buttons', async () => {
    const server = scoringServer(disputed(), ADMIN);
    renderApp({ path: SCORE_PATH, api: server.routes });
    const admin = await screen.findByRole('region', { name: 'League admin' });
    within(admin).getByText(/Cue Tips disputed the result: “Two frames went to us”/);
    within(admin).getByText('In question: Round 2, frame 3; Round 4, frame 1');
    within(admin).getByRole('button', { name: 'Fix a frame' });
    within(admin).getByRole('button', { name: 'Complete the match' });
    within(admin).getByRole('button', { name: 'Reopen the rounds' });
    // The admin's actions come before the result.
    const result = screen.getByRole('heading', { name: 'Result' });
    expect(admin.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [home, away] = within(screen.getByRole('list', { name: 'Confirmations' })).getAllByRole(
      'listitem',
    );
    expect(home?.textContent).toBe('Rack Attack (home)Confirmed');
    expect(away?.textContent).toBe('Cue Tips (away)Disputed');
    // Nobody's "you": not in the header, not in the result.
    expect(screen.queryByText(/· you$/)).toBeNull();
    expect(screen.queryByText(/\(you\)$/)).toBeNull();
    expect(screen.queryByText(/^You (confirmed|disputed) the result$/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Acting for' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('opens the fix on the first frame the dispute names, and the fix settles the dispute', async () => {
    const server = scoringServer(disputed(), ADMIN);
    renderApp({ path: SCORE_PATH, api: server.routes });
    const admin = await screen.findByRole('region', { name: 'League admin' });
    fireEvent.click(within(admin).getByRole('button', { name: 'Fix a frame' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix a frame' });
    expect(within(dialog).getByRole('combobox', { name: 'Frame' }).textContent).toMatch(
      /^Round 2, frame 3: O\. Said v M\. Ward, O\. Said won · disputed$/,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Mia Ward won/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Why/), {
      target: { value: 'The score sheet gives it to Mia' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the frame' }));
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        path: `/api/matches/${MATCH_ID}/frames/${frameId(server.match(), 2, 3)}/correct`,
        body: { winnerPlayerId: 'a4' },
      }),
    );
    await waitFor(() => expect(within(admin).queryByText(/disputed the result/)).toBeNull());
    screen.getByText('Result to confirm');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers an admin the reopen of a completed match first', async () => {
    const completed = advance(resultToConfirm(), [{ type: 'forceComplete' }]);
    const server = scoringServer(completed, ADMIN);
    renderApp({ path: SCORE_PATH, api: server.routes });
    const admin = await screen.findByRole('region', { name: 'League admin' });
    const result = screen.getByRole('heading', { name: 'Result' });
    expect(admin.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // An admin has no "Your matches": their way back is the dashboard.
    screen.getByRole('link', { name: 'Admin dashboard' });
    const dialog = await openDialog('Reopen the match', 'Reopen Rack Attack v Cue Tips');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Frame 5 went the wrong way' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen match' }));
    await waitFor(() => expect(server.match().state).toBe('in-progress'));
    expect(server.writes.map((write) => write.path)).toEqual([`/api/matches/${MATCH_ID}/reopen`]);
  });

  it('keeps the captain’s view for an admin who captains one of the teams', async () => {
    const adminCaptain: Actor = { ...ADMIN, captainOf: ['t2'], memberOf: ['t2'] };
    const server = scoringServer(disputed(), adminCaptain);
    renderApp({
      path: SCORE_PATH,
      api: {
        ...server.routes,
        '/api/auth/me': signedIn('admin', {
          user: { id: 'admin', email: 'admin@example.com' },
          captainOf: ['t2'],
          memberOf: ['t2'],
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Result' });
    await screen.findByText('You disputed the result');
    screen.getByText('away · you');
    screen.getByRole('button', { name: 'Confirm result' });
    // Still an admin: the admin's section follows the result.
    const admin = screen.getByRole('region', { name: 'League admin' });
    const result = screen.getByRole('heading', { name: 'Result' });
    expect(admin.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});

describe('MatchScorePage: a dispute that points at frames', () => {
  it('lets the captain pick the frames in question, which the dispute then names', async () => {
    const server = scoringServer(resultToConfirm());
    renderApp({ path: SCORE_PATH, api: server.routes });
    const dialog = await openDialog('Dispute', 'Dispute the result');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Frames in question/ }));
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: /^Round 4, frame 3:/ }));
    fireEvent.click(within(list).getByRole('option', { name: /^Round 2, frame 1:/ }));
    fireEvent.keyDown(list, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong/ }), {
      target: { value: 'Those two went to us' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    const match = server.match();
    await waitFor(() =>
      expect(server.writes[0]).toMatchObject({
        path: `/api/matches/${MATCH_ID}/dispute`,
        body: {
          side: 'home',
          reason: 'Those two went to us',
          frameIds: [frameId(match, 4, 3), frameId(match, 2, 1)],
        },
      }),
    );
    const banner = await screen.findByRole('alert');
    within(banner).getByText('Rack Attack disputed the result');
    expect(banner.textContent).toMatch(/In question: Round 2, frame 1; Round 4, frame 3\./);
  });

  it('takes the dispute banner away once an admin has settled it', async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(disputed());
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByText('Cue Tips disputed the result');
    screen.getByText('Result disputed');
    // An admin fixes a frame the dispute named: the dispute is settled.
    const frame = server.match().frames.find((f) => f.round === 4 && f.frameNumber === 1);
    if (!frame) throw new Error('no frame');
    server.leagueAdmin(
      {
        type: 'correctFrame',
        frameId: frame.frameId,
        winnerPlayerId: frame.homePlayerId,
        baseVersion: frame.version,
        reason: 'The score sheet says so',
      },
      live,
    );
    await waitFor(() => expect(screen.queryByText('Cue Tips disputed the result')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Result to confirm');
    // Both captains confirm the corrected result again.
    const confirm = screen.getByRole('button', { name: 'Confirm result' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('MatchScorePage: a match not played', () => {
  it('says a walkover in its header, with the side present and the frames', async () => {
    const walkover = advance(newMatch(), [
      { type: 'walkover', winner: 'away', rule: 'frames', reason: 'Home had no team' },
    ]);
    renderApp({ path: SCORE_PATH, api: scoringServer(walkover, ADMIN).routes });
    await screen.findByText('Walkover: Cue Tips 16-0');
  });
});
