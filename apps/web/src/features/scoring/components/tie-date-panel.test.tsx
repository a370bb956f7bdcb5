import type { TieDates } from '@cueleague/domain/competitions/tie-dates';
import type { Match, Side } from '@cueleague/domain/entities';
import { createMatch } from '@cueleague/domain/new-match';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { reply } from '../../../test/api-stub.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { TieDatePanel } from './tie-date-panel.tsx';

const PATH = '/api/matches/m1/date-proposal';
const ZONE = 'Europe/London';
/** Thu 1 Oct, 19:30 in London: the round's play-by date, and the tie's date as made. */
const PLAY_BY_DATE = '2026-10-01T18:30:00.000Z';
const TUE = '2026-09-29T18:30:00.000Z';

const tie: Match = {
  ...createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: PLAY_BY_DATE,
  }),
  competitionId: 'c1',
  tieId: 'W1-1',
};

const answer = (proposal: TieDates['proposal']): TieDates => ({
  matchId: 'm1',
  playBy: '2026-10-01T23:00:00.000Z',
  proposal,
});

/** As the visitor's language writes them. */
const THU = formatDay('2026-10-01T18:30:00.000Z', ZONE);
const TUE_AT = formatDateTime(TUE, ZONE);

const names = (side: Side) => (side === 'home' ? 'Rack Attack' : 'Cue Tips');

const render = (side: Side, dates: TieDates, routes: Record<string, unknown> = {}) =>
  renderWithProviders(<TieDatePanel match={tie} side={side} sideName={names} timeZone={ZONE} />, {
    api: { [PATH]: dates, ...routes },
  });

describe('TieDatePanel', () => {
  it("shows the round's play-by date and offers to propose a date inside the window", async () => {
    const sent: unknown[] = [];
    render('home', answer(null), {
      [`POST ${PATH}`]: ({ body }: { body: unknown }) => {
        sent.push(body);
        return answer({ side: 'home', scheduledDate: TUE, proposedAt: TUE });
      },
    });
    await screen.findByRole('heading', { name: `Play by ${THU}` });
    const dialog = await openDialog('Propose a date', 'Propose a date');
    const input = within(dialog).getByLabelText(/Day and time/);
    // The input is limited to the window: up to the last minute of the play-by date.
    expect(input.getAttribute('max')).toBe('2026-10-01T23:59');
    fireEvent.change(input, { target: { value: '2026-09-29T19:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(sent).toEqual([{ scheduledDate: TUE, side: 'home' }]));
    await screen.findByText(`You proposed ${TUE_AT}. Waiting for Cue Tips to accept.`);
    // The dialog closes once the server has it.
    await screen.findByRole('button', { name: 'Withdraw' });
  });

  it('lets the other side accept or decline the open proposal', async () => {
    let accepted = false;
    render('away', answer({ side: 'home', scheduledDate: TUE, proposedAt: TUE }), {
      [`POST ${PATH}/accept`]: () => {
        accepted = true;
        return { ...tie, scheduledDate: TUE };
      },
      [`DELETE ${PATH}`]: reply(204),
    });
    await screen.findByText(`Rack Attack propose ${TUE_AT}.`);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toBe(true));
    await screen.findByText('Date agreed');
  });

  it('says why a date is refused and keeps the dialog open', async () => {
    render('home', answer(null), {
      [`POST ${PATH}`]: reply(422, {
        error: {
          code: 'validation_failed',
          message: 'The tie must be played by the end of its round’s play-by date.',
        },
      }),
    });
    await screen.findByRole('heading', { name: `Play by ${THU}` });
    const dialog = await openDialog('Propose a date', 'Propose a date');
    fireEvent.change(within(dialog).getByLabelText(/Day and time/), {
      target: { value: '2026-10-02T19:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await screen.findByText(/play-by date/);
    screen.getByRole('dialog', { name: 'Propose a date' });
  });

  it('reads the proposal again when the match changes: the other captain accepted it', async () => {
    let dates = answer({ side: 'home', scheduledDate: TUE, proposedAt: TUE });
    const Harness = () => {
      const [match, setMatch] = useState(tie);
      return (
        <>
          <button
            type="button"
            onClick={() => setMatch({ ...match, version: match.version + 1, scheduledDate: TUE })}
          >
            Live update
          </button>
          <TieDatePanel match={match} side="home" sideName={names} timeZone={ZONE} />
        </>
      );
    };
    renderWithProviders(<Harness />, { api: { [PATH]: () => dates } });
    await screen.findByText(`You proposed ${TUE_AT}. Waiting for Cue Tips to accept.`);
    dates = answer(null);
    fireEvent.click(screen.getByRole('button', { name: 'Live update' }));
    await waitFor(() => expect(screen.queryByText(/You proposed/)).toBeNull());
    screen.getByRole('button', { name: 'Propose a date' });
  });

  it("shows the other captain's proposal, and its withdrawal, as the live channel tells of them", async () => {
    let dates = answer(null);
    const { live } = render('away', dates, { [PATH]: () => dates });
    await screen.findByRole('button', { name: 'Propose a date' });
    expect(live.topics()).toContain('match:m1');
    const changed = (matchId: string) =>
      live.emit({
        type: 'event',
        topic: 'match:m1',
        event: 'tie-date.changed',
        version: tie.version,
        data: { matchId },
      });

    dates = answer({ side: 'home', scheduledDate: TUE, proposedAt: TUE });
    changed('m1');
    await screen.findByText(`Rack Attack propose ${TUE_AT}.`);
    screen.getByRole('button', { name: 'Accept' });

    dates = answer(null);
    // Another match's news is not this tie's.
    changed('m2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    screen.getByText(`Rack Attack propose ${TUE_AT}.`);
    changed('m1');
    await waitFor(() => expect(screen.queryByText(/Rack Attack propose/)).toBeNull());
    screen.getByRole('button', { name: 'Propose a date' });
  });
});
