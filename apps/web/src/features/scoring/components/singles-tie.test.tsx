// A singles knockout tie on the scoring page (docs/decisions/0048): one player a side, one
// pairing, a race. It comes with both players confirmed and its line-up locked, so a player opens
// it, starts it, taps the racks, locks the round and confirms: no roster, no line-up. Someone who
// plays in neither side is told so.
import type { Match } from '@cueleague/domain/entities';
import { singlesFormat } from '@cueleague/domain/match-format';
import { createSinglesTie } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unpublishedCup } from '../../../test/competition-fixtures.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';
import { advance, MATCH_ID, scoringServer } from '../testing/scoring-world.ts';

preloadScorePage();

/** Ian Turner (h1, entrant e1) meets Paul Smith (a1, entrant e2) in a race to 3 (or `raceTo`). */
const singlesTie = (raceTo = 3): Match => ({
  ...createSinglesTie(
    {
      id: MATCH_ID,
      seasonId: 's1',
      homeTeamId: 'e1',
      awayTeamId: 'e2',
      // Tonight: the start asks nothing first.
      scheduledDate: new Date().toISOString(),
      format: singlesFormat(raceTo),
    },
    { home: 'h1', away: 'a1' },
  ),
  competitionId: 'c1',
  tieId: 'W1-1',
});

/** The singles cup the tie is in: its entries are the players' own sides. */
const SINGLES_CUP = {
  ...unpublishedCup('entries'),
  kind: 'singles-knockout' as const,
  entries: [
    { teamId: 'e1', name: 'Ian Turner', playerIds: ['h1'] },
    { teamId: 'e2', name: 'Paul Smith', playerIds: ['a1'] },
  ].map((entry, at) => ({ ...entry, seed: at + 1, enteredAt: null, reserve: false })),
};

/** Ian Turner's account: a player of no team this season's side but his own entry. */
const IAN: Actor = {
  userId: 'u1',
  role: 'player',
  isAdmin: false,
  captainOf: [],
  memberOf: ['t1'],
  entrantOf: ['e1'],
};

const openAs = (match: Match, actor: Actor | null = IAN) => {
  const server = scoringServer(match, actor ?? IAN);
  const api = {
    ...server.routes,
    '/api/auth/me': signedIn('player', {
      captainOf: [],
      memberOf: ['t1'],
      entrantOf: actor ? [...(actor.entrantOf ?? [])] : [],
    }),
    '/api/competitions/c1': SINGLES_CUP,
    [`/api/matches/${MATCH_ID}/date-proposal`]: {
      matchId: MATCH_ID,
      playBy: null,
      proposal: null,
    },
  };
  renderApp({ path: SCORE_PATH, api });
  return server;
};

describe('a singles knockout tie on the scoring page', () => {
  it('lets a player start it, tap the racks, lock the round and confirm', async () => {
    const server = openAs(singlesTie());
    await screen.findByRole('heading', { name: 'Ready to play' });
    await screen.findByText('Ian Turner v Paul Smith, race to 3.');
    // No roster to tick and no team's players asked for.
    expect(screen.queryByRole('heading', { name: 'Who can play tonight?' })).toBeNull();
    expect(screen.queryByText(/has no active players/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start match' }));
    await waitFor(() => expect(server.match().state).toBe('in-progress'));

    // The line-up came set: straight to the race.
    const card = await screen.findByRole('article', { name: /^Frame 1/ });
    within(card).getByText('Race to 3');
    expect(screen.queryByRole('heading', { name: /line-up/i })).toBeNull();
    const rackToIan = () => within(card).getByRole('button', { name: /^Rack to I\. Turner/ });
    for (const expected of [1, 2, 3]) {
      fireEvent.click(rackToIan());
      await waitFor(() => expect(server.match().frames[0]?.homeScore).toBe(expected));
      if (expected < 3)
        await within(card).findByRole('button', {
          name: `Rack to I. Turner (${String(expected)} of 3 so far)`,
        });
    }
    expect(server.match().frames[0]?.isComplete).toBe(true);
    const racks = server.writes.filter((write) => write.path.endsWith('/racks'));
    expect(racks.at(-1)?.body).toMatchObject({ home: 3, away: 0 });

    const lockButton = await screen.findByRole('button', { name: 'Lock round 1' });
    await waitFor(() => expect((lockButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(lockButton);
    const lock = await screen.findByRole('dialog', { name: 'Lock round 1?' });
    fireEvent.click(within(lock).getByRole('button', { name: 'Lock round 1' }));
    await waitFor(() => expect(server.match().progress.roundsLocked).toBe(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm result' }));
    await waitFor(() =>
      expect(server.writes.at(-1)).toMatchObject({
        path: `/api/matches/${MATCH_ID}/confirm`,
        body: { side: 'home' },
      }),
    );
  }, 30_000);

  it('tells a signed-in user who plays in neither side that they do not', async () => {
    openAs(singlesTie(), null);
    await screen.findByText("You don't play in this match");
    await screen.findByText(
      /^Only its two players \(Ian Turner and Paul Smith\) or a league admin can score it\./,
    );
    expect(screen.queryByRole('button', { name: 'Start match' })).toBeNull();
  });

  it('calls the other player the opponent when their entry of the frame conflicts', async () => {
    const server = openAs(advance(singlesTie(1), [{ type: 'start' }]));
    const button = await screen.findByRole('button', { name: 'Record a win for I. Turner' });
    const frame = server.match().frames[0];
    // The same frame was entered from another phone before this tap's answer.
    server.sameCaptainElsewhere({
      type: 'scoreFrame',
      frameId: frame?.frameId ?? '',
      winnerPlayerId: 'a1',
      baseVersion: frame?.version ?? 0,
    });
    fireEvent.click(button);
    const conflict = await within(screen.getByRole('article', { name: /^Frame 1/ })).findByRole(
      'alert',
    );
    within(conflict).getByText('Conflict: your opponent entered this frame too');
    expect(within(conflict).getByText('Your opponent:').nextSibling?.textContent).toBe(
      'P. Smith won',
    );
    expect(within(conflict).queryByText(/captain/i)).toBeNull();
  });

  it("opens a started tie on its race, each player's racks to tap", async () => {
    openAs(advance(singlesTie(), [{ type: 'start' }]));
    const card = await screen.findByRole('article', { name: /^Frame 1/ });
    within(card).getByRole('button', { name: 'Rack to I. Turner (0 of 3 so far)' });
    within(card).getByRole('button', { name: 'Rack to P. Smith (0 of 3 so far)' });
  });
});
