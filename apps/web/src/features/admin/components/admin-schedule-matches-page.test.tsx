import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordBody, reply } from '../../../test/api-stub.ts';
import {
  dividedSeason,
  leagueTeams,
  match,
  season,
  signedIn,
  team,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const SPRING = season({ startDate: '2026-03-02' });
const TEAMS = leagueTeams({ t1: { homeVenueId: 'v1' }, t2: { homeVenueId: 'v1' } });
const VENUES = [{ id: 'v1', name: 'The Crown', address: null, tables: 1 }];
const PREVIEW = [
  match({
    id: 'n1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    venueId: 'v1',
    scheduledDate: '2026-03-03T19:30:00.000Z',
  }),
  match({
    id: 'n2',
    homeTeamId: 't2',
    awayTeamId: 't3',
    venueId: 'v1',
    scheduledDate: '2026-03-10T19:30:00.000Z',
  }),
  match({
    id: 'n3',
    homeTeamId: 't3',
    awayTeamId: 't1',
    venueId: null,
    scheduledDate: '2026-03-17T19:30:00.000Z',
  }),
];
const CONFLICT = {
  kind: 'venue-over-capacity',
  date: '2026-03-10',
  venueId: 'v1',
  fixtures: [
    { index: 0, id: 'old' },
    { index: 2, id: null },
  ],
  message: 'The Crown has 2 matches on 2026-03-10 but only 1 table',
};

const world = (extra: Record<string, unknown> = {}) => ({
  ...asAdmin,
  '/api/seasons': { items: [SPRING] },
  '/api/teams': { items: TEAMS },
  '/api/venues': { items: VENUES },
  ...extra,
});

describe('AdminScheduleMatchesPage', () => {
  it('previews the fixtures with their conflicts, then saves them without dryRun', async () => {
    const requests: { url: string; body: unknown }[] = [];
    const view = renderApp({
      path: '/admin/schedule-matches',
      api: world({
        'POST /api/schedule/round-robin': ({ url, body }: { url: URL; body: unknown }) => {
          requests.push({ url: `${url.pathname}${url.search}`, body });
          const saved = !url.searchParams.has('dryRun');
          return reply(saved ? 201 : 200, { items: PREVIEW, conflicts: [CONFLICT], saved });
        },
      }),
    });
    const generator = await screen.findByRole('form', { name: 'Fixture generator' });
    fireEvent.click(within(generator).getByLabelText('Double (home and away)'));
    fireEvent.change(within(generator).getByLabelText('Date to skip'), {
      target: { value: '2026-03-24' },
    });
    fireEvent.click(within(generator).getByRole('button', { name: 'Skip' }));
    within(generator).getByRole('list', { name: 'Skipped weeks' });
    fireEvent.click(within(generator).getByRole('button', { name: 'Preview fixtures' }));

    const preview = await screen.findByRole('region', { name: 'Fixture preview' });
    within(preview).getByText('1 conflict');
    const conflicts = within(preview).getByRole('list', { name: 'Conflicts' });
    expect(conflicts.textContent).toBe(
      'Tue, Mar 10, 2026: The Crown has 2 matches but only 1 table',
    );
    const week2 = within(preview).getByRole('region', { name: 'Week 2' });
    within(week2).getByText('Cue Tips v Break Masters');
    within(week2).getByTitle('Conflict');
    expect(requests).toEqual([
      {
        url: '/api/schedule/round-robin?dryRun=true',
        body: {
          seasonId: 's1',
          double: true,
          weekday: 1,
          time: '19:30',
          startDate: '2026-03-02',
          skipDates: ['2026-03-24'],
        },
      },
    ]);

    fireEvent.click(within(preview).getByRole('button', { name: 'Save 3 matches' }));
    await screen.findByText('3 matches added to the fixture list');
    expect(requests[1]).toEqual({ url: '/api/schedule/round-robin', body: requests[0]?.body });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Fixture preview' })).toBeNull(),
    );
    expect(view.stub.calls().filter((call) => call.startsWith('POST'))).toHaveLength(2);
  });

  it('numbers match weeks in the preview as the saved list does, and marks the break', async () => {
    // Tuesdays 3 and 10 March, then 31 March after a two-week break: the third match week.
    const gapped = PREVIEW.map((m, index) =>
      index === 2 ? { ...m, scheduledDate: '2026-03-31T18:30:00.000Z' } : m,
    );
    let saved: typeof gapped = [];
    renderApp({
      path: '/admin/schedule-matches',
      api: world({
        '/api/matches': () => ({ items: saved }),
        'POST /api/schedule/round-robin': ({ url }: { url: URL }) => {
          if (!url.searchParams.has('dryRun')) saved = gapped;
          return { items: gapped, conflicts: [], saved: !url.searchParams.has('dryRun') };
        },
      }),
    });
    const generator = await screen.findByRole('form', { name: 'Fixture generator' });
    fireEvent.click(within(generator).getByRole('button', { name: 'Preview fixtures' }));
    const preview = await screen.findByRole('region', { name: 'Fixture preview' });
    const previewWeeks = within(preview)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent?.split(' · ')[0]);
    expect(previewWeeks).toEqual(['Week 1', 'Week 2', 'Week 3']);
    within(preview).getByText('Season break: no matches Mar 16 – Mar 29, 2026');
    fireEvent.click(within(preview).getByRole('button', { name: 'Save 3 matches' }));
    await screen.findByText('3 matches added to the fixture list');
    const savedWeeks = await screen.findAllByRole('heading', { level: 3, name: /^Week \d+$/ });
    await waitFor(() =>
      expect(savedWeeks.map((heading) => heading.textContent)).toEqual([
        'Week 1',
        'Week 2',
        'Week 3',
      ]),
    );
    screen.getByText('Season break: no matches Mar 16 – Mar 29, 2026');
  });

  it('marks the clashing matches of the saved list, as the preview does', async () => {
    const items = [
      ...PREVIEW,
      // A second match at The Crown (one table) on 3 March.
      match({
        id: 'n4',
        homeTeamId: 't3',
        awayTeamId: 't4',
        venueId: 'v1',
        scheduledDate: '2026-03-03T20:00:00.000Z',
      }),
    ];
    renderApp({
      path: '/admin/schedule-matches',
      api: world({
        '/api/matches': { items },
        '/api/teams': { items: [...TEAMS, team('t4', 'Pot Luck')] },
      }),
    });
    const clash = 'The Crown has 2 matches on 2026-03-03 but only 1 table';
    const first = await screen.findByRole('listitem', { name: 'Rack Attack v Cue Tips' });
    await within(first).findByText(clash);
    within(first).getByTitle('Conflict');
    within(screen.getByRole('listitem', { name: 'Break Masters v Pot Luck' })).getByText(clash);
    expect(
      within(screen.getByRole('listitem', { name: 'Cue Tips v Break Masters' })).queryByText(
        /has 2 matches/,
      ),
    ).toBeNull();
  });

  it('asks before deleting every unplayed match of the season', async () => {
    let remaining = [
      match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2' }),
      match({
        id: 'm2',
        homeTeamId: 't2',
        awayTeamId: 't3',
        state: 'completed',
        homeScore: 9,
        awayScore: 7,
      }),
    ];
    const view = renderApp({
      path: '/admin/schedule-matches',
      api: world({
        '/api/matches': () => ({ items: remaining }),
        'DELETE /api/matches': () => {
          remaining = remaining.filter((m) => m.state !== 'pre-match');
          return { deleted: 1 };
        },
      }),
    });
    await screen.findByRole('listitem', { name: 'Rack Attack v Cue Tips' });
    // The schedule reads the season's matches without their frames (a large season's full list
    // is megabytes), and nothing else of them.
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/matches'))).toEqual([
      'GET /api/matches?seasonId=s1&view=summary',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete unplayed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 unplayed match?' });
    expect(view.stub.calls().some((call) => call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 1 match' }));
    await screen.findByText('1 unplayed match deleted');
    expect(view.stub.calls()).toContain('DELETE /api/matches?seasonId=s1&state=pre-match');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Rack Attack v Cue Tips' })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('listitem', { name: 'Cue Tips v Break Masters' });
  });

  it("adds a match at the league's local time", async () => {
    const sent = recordBody(reply(201, match({ id: 'm9', homeTeamId: 't3', awayTeamId: 't1' })));
    renderApp({
      path: '/admin/schedule-matches',
      api: world({
        'POST /api/matches': sent.handler,
      }),
    });
    const dialog = await openDialog('Add match', 'Add a match');
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-07-07' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '20:00' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Home team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Break Masters' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Away team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Break Masters' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add match' }));
    await within(dialog).findByText('A team cannot play itself');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Away team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rack Attack' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add match' }));
    await screen.findByText('Match added');
    // 20:00 in London in July is 19:00 UTC.
    expect(sent.body).toEqual({
      seasonId: 's1',
      scheduledDate: '2026-07-07T19:00:00.000Z',
      homeTeamId: 't3',
      awayTeamId: 't1',
      venueId: null,
    });
  });

  it('postpones an unplayed match with a reason', async () => {
    const sent = recordBody(
      match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2', state: 'postponed' }),
    );
    renderApp({
      path: '/admin/schedule-matches',
      api: world({
        '/api/matches': { items: [match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2' })] },
        'POST /api/matches/m1/postpone': sent.handler,
      }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Actions for Rack Attack v Cue Tips' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Postpone…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postpone Rack Attack v Cue Tips' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Venue closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Postpone match' }));
    await screen.findByText('Match postponed');
    expect(sent.body).toEqual({ reason: 'Venue closed' });
  });

  it('warns when a match is moved into the season break, or to a venue with no table free', async () => {
    // Tuesdays 3 and 10 March at The Crown (one table), a break, then 31 March.
    const saved = PREVIEW.map((m, index) =>
      index === 2 ? { ...m, scheduledDate: '2026-03-31T18:30:00.000Z' } : m,
    );
    renderApp({
      path: '/admin/schedule-matches',
      api: world({ '/api/matches': { items: saved } }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Actions for Rack Attack v Cue Tips' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the match' });
    const date = within(dialog).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '2026-03-17' } });
    await within(dialog).findByText(
      /No fixtures are played the week of Mar 16 – Mar 22, 2026: it looks like a season break/,
    );
    // The Crown's one table is taken on 10 March (Cue Tips v Break Masters).
    fireEvent.change(date, { target: { value: '2026-03-10' } });
    await within(dialog).findByText(/The Crown has 2 matches on 2026-03-10 but only 1 table/);
    expect(within(dialog).queryByText(/season break/)).toBeNull();
  });

  it('says when the season has too few teams to generate fixtures', async () => {
    renderApp({
      path: '/admin/schedule-matches',
      api: world({ '/api/teams': { items: [TEAMS[0]] } }),
    });
    await screen.findByText(/add at least two on the Teams page/);
    screen.getByText('No fixtures yet');
  });
});

describe('AdminScheduleMatchesPage, divisions', () => {
  const DIVIDED = dividedSeason({ startDate: '2026-03-02' });
  const DIVIDED_TEAMS = [
    ...leagueTeams({ each: { divisionId: 'd1' }, t3: { divisionId: 'd2' } }),
    team('t4', 'Pot Luck', { divisionId: 'd2' }),
  ];
  const NIGHT = '2026-03-03T19:30:00.000Z';
  const BOTH = [
    match({ id: 'n1', homeTeamId: 't3', awayTeamId: 't4', scheduledDate: NIGHT }),
    match({ id: 'n2', homeTeamId: 't1', awayTeamId: 't2', scheduledDate: NIGHT }),
  ];
  const generate = (bodies: unknown[], items = BOTH) => ({
    ...asAdmin,
    '/api/seasons': { items: [DIVIDED] },
    '/api/teams': { items: DIVIDED_TEAMS },
    '/api/venues': { items: VENUES },
    'POST /api/schedule/round-robin': ({ body }: { body: unknown }) => {
      bodies.push(body);
      return { items, conflicts: [], saved: false };
    },
  });

  it('never mentions divisions for an undivided season', async () => {
    renderApp({
      path: '/admin/schedule-matches',
      api: world({
        'POST /api/schedule/round-robin': { items: PREVIEW, conflicts: [], saved: false },
      }),
    });
    const generator = await screen.findByRole('form', { name: 'Fixture generator' });
    fireEvent.click(within(generator).getByRole('button', { name: 'Preview fixtures' }));
    await screen.findByRole('region', { name: 'Fixture preview' });
    expect(screen.queryByText(/division/i)).toBeNull();
  });

  it("generates every division's fixtures by default, grouped by division in the preview", async () => {
    const bodies: unknown[] = [];
    renderApp({ path: '/admin/schedule-matches', api: generate(bodies) });
    const generator = await screen.findByRole('form', { name: 'Fixture generator' });
    const division = within(generator).getByRole('combobox', { name: 'Division' });
    expect(division.textContent).toBe('All divisions');
    fireEvent.click(within(generator).getByRole('button', { name: 'Preview fixtures' }));
    const preview = await screen.findByRole('region', { name: 'Fixture preview' });
    expect(bodies[0]).not.toHaveProperty('divisionId');
    const week1 = within(preview).getByRole('region', { name: 'Week 1' });
    const groups = within(week1).getAllByRole('list');
    expect(groups.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Premier',
      'Division One',
    ]);
    within(groups[0]!).getByText('Rack Attack v Cue Tips');
    within(groups[1]!).getByText('Break Masters v Pot Luck');
  });

  it('orders each week of the saved list by division, then time, as the preview does', async () => {
    const items = [
      match({ id: 'a', homeTeamId: 't3', awayTeamId: 't4', scheduledDate: '2026-03-03T19:00:00Z' }),
      match({ id: 'b', homeTeamId: 't1', awayTeamId: 't2', scheduledDate: '2026-03-03T20:00:00Z' }),
      match({ id: 'c', homeTeamId: 't2', awayTeamId: 't1', scheduledDate: '2026-03-05T19:00:00Z' }),
    ];
    renderApp({
      path: '/admin/schedule-matches',
      api: { ...generate([]), '/api/matches': { items } },
    });
    const week = await screen.findByRole('region', { name: 'Week 1' });
    await waitFor(() =>
      expect(
        within(week)
          .getAllByRole('listitem')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['Rack Attack v Cue Tips', 'Cue Tips v Rack Attack', 'Break Masters v Pot Luck']),
    );
  });

  it("generates one division's fixtures", async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/admin/schedule-matches',
      api: generate(bodies, [BOTH[0]!]),
    });
    const generator = await screen.findByRole('form', { name: 'Fixture generator' });
    fireEvent.mouseDown(within(generator).getByRole('combobox', { name: 'Division' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Division One' }));
    fireEvent.click(within(generator).getByRole('button', { name: 'Preview fixtures' }));
    await screen.findByRole('region', { name: 'Fixture preview' });
    expect(bodies[0]).toMatchObject({ seasonId: 's1', divisionId: 'd2' });
  });
});
