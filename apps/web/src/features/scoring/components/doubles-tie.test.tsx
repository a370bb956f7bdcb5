// A doubles knockout tie on the scoring page (docs/decisions/0049): a singles tie between two
// pairs, each playing as one, so its frame names the two sides' ids where a singles tie's names
// its players. The page names each pair by its side's name (never '…'), asks for no player by a
// side's id, and speaks of the other pair as the player's opponents.
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

const HOME_PAIR = 'Ian Turner & Hana Lee';
const AWAY_PAIR = 'Paul Smith & Ava Khan';

/** Ian Turner and Hana Lee (entrant e1) meet Paul Smith and Ava Khan (e2): a race to `raceTo`. */
const doublesTie = (raceTo = 3): Match => ({
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
    // The pair plays as one: its frame names its side.
    { home: 'e1', away: 'e2' },
  ),
  competitionId: 'c1',
  tieId: 'W1-1',
});

/** The doubles cup the tie is in: its entries are the pairs' own sides. */
const DOUBLES_CUP = {
  ...unpublishedCup('entries'),
  kind: 'doubles-knockout' as const,
  entries: [
    { teamId: 'e1', name: HOME_PAIR, playerIds: ['h1', 'h2'] },
    { teamId: 'e2', name: AWAY_PAIR, playerIds: ['a1', 'a2'] },
  ].map((entry, at) => ({ ...entry, seed: at + 1, enteredAt: null, reserve: false })),
};

/** Ian Turner's account: his pair's side is his. */
const IAN: Actor = {
  userId: 'u1',
  role: 'player',
  isAdmin: false,
  captainOf: [],
  memberOf: ['t1'],
  entrantOf: ['e1'],
};

const openAs = (match: Match) => {
  const server = scoringServer(match, IAN);
  const view = renderApp({
    path: SCORE_PATH,
    api: {
      ...server.routes,
      '/api/auth/me': signedIn('player', { captainOf: [], memberOf: ['t1'], entrantOf: ['e1'] }),
      '/api/competitions/c1': DOUBLES_CUP,
      [`/api/matches/${MATCH_ID}/date-proposal`]: {
        matchId: MATCH_ID,
        playBy: null,
        proposal: null,
      },
    },
  });
  return { server, view };
};

const card = () => screen.getByRole('article', { name: /^Frame 1/ });

describe('a doubles knockout tie on the scoring page', () => {
  it('names each pair by its side, from the start to the race, and reads no side as a player', async () => {
    const { server, view } = openAs(doublesTie());
    await screen.findByText(`${HOME_PAIR} v ${AWAY_PAIR}, race to 3.`);
    fireEvent.click(screen.getByRole('button', { name: 'Start match' }));
    await waitFor(() => expect(server.match().state).toBe('in-progress'));

    const frame = await screen.findByRole('article', { name: /^Frame 1/ });
    const rackToUs = within(frame).getByRole('button', {
      name: `Rack to ${HOME_PAIR} (0 of 3 so far)`,
    });
    within(frame).getByRole('button', { name: `Rack to ${AWAY_PAIR} (0 of 3 so far)` });
    expect(frame.textContent).not.toContain('…');
    screen.getByText('Tap a pair for each rack it wins.');
    fireEvent.click(rackToUs);
    await waitFor(() => expect(server.match().frames[0]?.homeScore).toBe(1));
    await within(card()).findByRole('button', { name: `Rack to ${HOME_PAIR} (1 of 3 so far)` });
    // Nobody asked for the sides' ids as players (no player has them).
    const reads = view.stub.calls().filter((call) => call.startsWith('GET /api/players?'));
    expect(reads.filter((call) => /e1|e2/.test(decodeURIComponent(call)))).toEqual([]);
  }, 30_000);

  it("says the winning pair win, once the race's round is locked", async () => {
    const tie = doublesTie();
    const played = advance(tie, [
      { type: 'start' },
      {
        type: 'scoreRacks',
        frameId: tie.frames[0]?.frameId ?? '',
        home: 3,
        away: 1,
        baseVersion: tie.frames[0]?.version ?? 0,
      },
      { type: 'lockRound', round: 1 },
    ]);
    openAs(played);
    await screen.findByText(`${HOME_PAIR} win`);
  });

  describe('a conflict on its one frame', () => {
    it("calls the other pair the player's opponents", async () => {
      const { server } = openAs(advance(doublesTie(1), [{ type: 'start' }]));
      const button = await screen.findByRole('button', { name: `Record a win for ${HOME_PAIR}` });
      const frame = server.match().frames[0];
      // The same frame was entered from another phone before this tap's answer.
      server.sameCaptainElsewhere({
        type: 'scoreFrame',
        frameId: frame?.frameId ?? '',
        winnerPlayerId: 'e2',
        baseVersion: frame?.version ?? 0,
      });
      fireEvent.click(button);
      const conflict = await within(card()).findByRole('alert');
      within(conflict).getByText('Conflict: your opponents entered this frame too');
      expect(within(conflict).getByText('You:').nextSibling?.textContent).toBe(`${HOME_PAIR} won`);
      expect(within(conflict).getByText('Your opponents:').nextSibling?.textContent).toBe(
        `${AWAY_PAIR} won`,
      );
    });

    it('names the pair who entered a result the server keeps', async () => {
      const { server } = openAs(advance(doublesTie(1), [{ type: 'start' }]));
      const frame = server.match().frames[0];
      const at = new Date().toISOString();
      server.replace({
        ...server.match(),
        progress: {
          ...server.match().progress,
          conflicts: [
            {
              frameId: frame?.frameId ?? '',
              entries: [
                { userId: 'u2', side: 'away', winnerPlayerId: 'e2', at },
                { userId: 'u1', side: 'home', winnerPlayerId: 'e1', at },
              ],
              at,
            },
          ],
        },
      });
      const conflict = await within(
        await screen.findByRole('article', { name: /^Frame 1/ }),
      ).findByRole('alert');
      within(conflict).getByText('The pairs entered this frame differently');
      expect(within(conflict).getByText(`${AWAY_PAIR}:`).nextSibling?.textContent).toBe(
        `${AWAY_PAIR} won`,
      );
      within(conflict).getByRole('button', { name: `Settle frame 1: ${HOME_PAIR} won` });
    });
  });
});
