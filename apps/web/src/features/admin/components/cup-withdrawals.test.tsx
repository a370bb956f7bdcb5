import type { Competition } from '@cueleague/domain/competitions/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordBody } from '../../../test/api-stub.ts';
import { sixTeamCup, unpublishedCup } from '../../../test/competition-fixtures.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { leagueTeams, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = (cup: Competition) => ({
  '/api/auth/me': signedIn('admin'),
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
  '/api/competitions': { items: [] },
  '/api/competitions/c1': cup,
});

/** Taking entries, with room for five: Anchors, the sixth to enter, is the reserve. */
const takingEntries = (): Competition => {
  const cup = unpublishedCup('entries');
  return {
    ...cup,
    capacity: 5,
    entrantCount: 5,
    reserveCount: 1,
    entries: cup.entries.map((entry) => ({ ...entry, reserve: entry.name === 'Anchors' })),
  };
};

/** Published, with its one ready quarter-final (Cannons v Anchors) not started yet. */
const publishedCup = (): Competition => {
  const cup = sixTeamCup();
  return {
    ...cup,
    ties: cup.ties.map((tie) =>
      tie.id === 'W1-4' && tie.match
        ? { ...tie, match: { ...tie.match, state: 'pre-match', homeScore: 0, awayScore: 0 } }
        : tie,
    ),
  };
};

describe('an admin withdrawing a team from a cup', () => {
  it('before the draw, removes the entry and says the first reserve moves up', async () => {
    const cup = takingEntries();
    const withdrawn = recordBody({
      ...cup,
      entries: cup.entries.filter((entry) => entry.name !== 'Reds'),
    });
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: { ...api(cup), 'DELETE /api/competitions/c1/entries/t1': withdrawn.handler },
    });
    const entries = await screen.findByRole('list', { name: 'Entries' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RedsWithdraw',
      'BluesWithdraw',
      'CannonsWithdraw',
      'GreensWithdraw',
      'LionsWithdraw',
      'AnchorsReserveWithdraw',
    ]);
    const dialog = await openDialog('Withdraw Reds', 'Withdraw Reds from Knockout Cup?');
    within(dialog).getByText('Anchors moves up from the reserves into its place.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Team withdrawn');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A reserve's withdrawal moves nobody up.
    const reserve = await openDialog('Withdraw Anchors', 'Withdraw Anchors from Knockout Cup?');
    within(reserve).getByText('Its entry goes; it can be entered again until the draw.');
  });

  it('once published, decides the team’s tie for its opponent with the reason, which it asks for', async () => {
    const decided = recordBody(sixTeamCup());
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        ...api(publishedCup()),
        'POST /api/competitions/c1/ties/W1-4/decide': decided.handler,
      },
    });
    const dialog = await openDialog('Withdraw a team…', 'Withdraw a team from Knockout Cup');
    // Only the teams of a ready tie can withdraw: Cannons and Anchors, in the one quarter-final.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Cannons (Quarter-final 4, v Anchors)', 'Anchors (Quarter-final 4, v Cannons)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await within(dialog).findByText('Pick the team');
    within(dialog).getByText('Say why');
    expect(decided.body).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Cannons/ }));
    within(dialog).getByText('Anchors go through on a walkover; the tie’s fixture goes.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'the team has folded' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Tie decided');
    expect(decided.body).toEqual({
      winner: 'away',
      reason: 'Cannons withdrew: the team has folded',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no team can withdraw yet (its only ready tie is being played)', async () => {
    renderApp({ path: '/admin/competitions?cup=c1', api: api(sixTeamCup()) });
    const dialog = await openDialog('Withdraw a team…', 'Withdraw a team from Knockout Cup');
    within(dialog).getByText(/No team has a tie to give up now/);
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });
  it("speaks of a singles knockout's players", async () => {
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: api({ ...sixTeamCup(), kind: 'singles-knockout' }),
    });
    const dialog = await openDialog('Withdraw a player…', 'Withdraw a player from Knockout Cup');
    within(dialog).getByText(/No player has a tie to give up now/);
  });
  it("speaks of a doubles knockout's pairs", async () => {
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: api({ ...sixTeamCup(), kind: 'doubles-knockout' }),
    });
    const dialog = await openDialog('Withdraw a pair…', 'Withdraw a pair from Knockout Cup');
    within(dialog).getByText(/No pair has a tie to give up now/);
    within(dialog).getByText('Kept with the tie, e.g. one of the pair is injured');
  });
});
