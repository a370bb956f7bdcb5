import type { Player, TeamPlayer } from '@cueleague/domain/entities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  advance,
  AWAY_ROSTER,
  bothConfirmed,
  MATCH_ID,
  newMatch,
  scoringServer,
} from '../testing/scoring-world.ts';
import { preloadScorePage, SCORE_PATH } from '../testing/score-page.ts';

preloadScorePage();

describe('MatchScorePage: pre-match', () => {
  it('shows both teams and the state in the header, and the roster as toggles', async () => {
    const server = scoringServer(newMatch());
    renderApp({ path: SCORE_PATH, api: server.routes });
    await screen.findByRole('heading', { level: 1, name: 'Scoring: Rack Attack v Cue Tips' });
    await screen.findByRole('switch', { name: 'Ian Turner' });
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    screen.getByText('Pre-match');
    screen.getByText('Not confirmed yet. This updates by itself.');
  });

  it('sends the ticked players with the confirmation, in roster order', async () => {
    const server = scoringServer(newMatch());
    renderApp({ path: SCORE_PATH, api: server.routes });
    const turner = await screen.findByRole('switch', { name: 'Ian Turner' });
    fireEvent.click(screen.getByRole('switch', { name: 'Omar Said' }));
    fireEvent.click(turner);
    fireEvent.click(screen.getByRole('switch', { name: 'Rita Moss' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Hana Lee' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Rita Moss' }));
    expect(turner.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Rita Moss' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm roster (3)' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/matches/${MATCH_ID}/pre-match`,
      body: {
        side: 'home',
        availablePlayers: ['h1', 'h2', 'h3'],
        rosterConfirmed: true,
        reason: 'Roster confirmed',
      },
    });
    expect((server.writes[0]?.body as { mutationId: string }).mutationId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await screen.findByText('Roster confirmed · 3 available');
    await screen.findByText('Roster confirmed: 3 available'); // snackbar
    // Only this side has confirmed: no start yet.
    expect(screen.queryByRole('button', { name: 'Start match' })).toBeNull();
    screen.getByText('Waiting for Cue Tips to confirm their roster.');
  });

  it("shows the other captain's confirmation live, then offers the start", async () => {
    const live = createFakeLiveClient('open');
    const server = scoringServer(
      advance(newMatch(), [
        {
          type: 'updatePreMatch',
          side: 'home',
          availablePlayers: ['h1', 'h2'],
          rosterConfirmed: true,
        },
      ]),
    );
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByText('Roster confirmed · 2 available');
    expect(screen.queryByRole('button', { name: 'Start match' })).toBeNull();
    server.otherCaptain(
      {
        type: 'updatePreMatch',
        side: 'away',
        availablePlayers: AWAY_ROSTER,
        rosterConfirmed: true,
      },
      live,
    );
    await screen.findByText('Roster confirmed · 5 available');
    fireEvent.click(screen.getByRole('button', { name: 'Start match' }));
    // The fixture is on another day than today: asked first, nothing sent yet.
    const ask = await screen.findByRole('dialog', { name: 'Start on another day?' });
    expect(ask.textContent).toMatch(
      /This match is scheduled for Tue,? (10 Mar|Mar 10)\. Start it anyway\?/,
    );
    expect(server.writes.some((write) => write.path.endsWith('/start'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Start it anyway' }));
    await waitFor(() =>
      expect(server.writes.at(-1)).toMatchObject({
        method: 'POST',
        path: `/api/matches/${MATCH_ID}/start`,
      }),
    );
    await screen.findByRole('heading', { name: 'Round 1 line-up' });
  });

  it('ignores a live event older than what is shown', async () => {
    const live = createFakeLiveClient('open');
    const confirmed = bothConfirmed();
    const server = scoringServer(confirmed);
    renderApp({ path: SCORE_PATH, api: server.routes, live });
    await screen.findByRole('button', { name: 'Start match' });
    act(() =>
      live.emit({
        type: 'event',
        topic: `match:${MATCH_ID}`,
        event: 'match.updated',
        version: 0,
        data: newMatch(),
      }),
    );
    screen.getByRole('button', { name: 'Start match' });
  });

  it('lets an admin act for either side', async () => {
    const server = scoringServer(newMatch());
    renderApp({
      path: SCORE_PATH,
      api: { ...server.routes, '/api/auth/me': signedIn('admin') },
    });
    const group = await screen.findByRole('group', { name: 'Acting for' });
    await screen.findByRole('switch', { name: 'Ian Turner' });
    fireEvent.click(within(group).getByRole('button', { name: 'Cue Tips' }));
    await screen.findByRole('switch', { name: 'Paul Smith' });
  });
});

describe('MatchScorePage: who may open it', () => {
  it("says so when the match is another team's (403)", async () => {
    const server = scoringServer(newMatch());
    renderApp({
      path: SCORE_PATH,
      api: {
        ...server.routes,
        '/api/auth/me': signedIn('captain', { captainOf: ['t9'], memberOf: ['t9'] }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Not your match' });
    screen.getByText("You can't score this match");
    expect(screen.getByRole('link', { name: 'Live scoreboard' }).getAttribute('href')).toBe(
      '/live',
    );
  });

  it('shows the not-your-match state when the server answers a write with 403', async () => {
    const server = scoringServer(newMatch());
    server.override(`PUT /api/matches/${MATCH_ID}/pre-match`, () =>
      apiError(403, 'forbidden', 'You are not allowed to do that for this match.'),
    );
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('switch', { name: 'Ian Turner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm roster (1)' }));
    await screen.findByRole('heading', { level: 1, name: 'Not your match' });
    screen.getByText('You are not allowed to do that for this match.');
  });

  it('says "No such match" for an unknown id (404)', async () => {
    renderApp({
      path: '/team/match/nope/score',
      api: {
        '/api/auth/me': signedIn('captain'),
        '/api/matches/nope': apiError(404, 'not_found', 'No such match.'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'No such match' });
  });

  it("starts a match on its fixture's day without asking", async () => {
    const ready = advance({ ...newMatch(), scheduledDate: new Date().toISOString() }, [
      {
        type: 'updatePreMatch',
        side: 'home',
        availablePlayers: ['h1', 'h2'],
        rosterConfirmed: true,
      },
      {
        type: 'updatePreMatch',
        side: 'away',
        availablePlayers: AWAY_ROSTER,
        rosterConfirmed: true,
      },
    ]);
    const server = scoringServer(ready);
    renderApp({ path: SCORE_PATH, api: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Start match' }));
    await screen.findByRole('heading', { name: 'Round 1 line-up' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MatchScorePage: pre-match, answers given beforehand and someone new', () => {
  const said = (playerId: string, available: boolean) => ({
    matchId: MATCH_ID,
    playerId,
    teamId: 't1',
    available,
    updatedAt: '2026-11-20T10:00:00.000Z',
  });

  /** The scoring page of `server`'s match, with these answers given beforehand. */
  const withAnswers = (
    server: ReturnType<typeof scoringServer>,
    items: ReturnType<typeof said>[],
  ) =>
    renderApp({
      path: SCORE_PATH,
      api: { ...server.routes, '/api/teams/t1/availability': { items } },
    });

  it('lists the roster by name, says in words what each player answered, and ticks those who can play', async () => {
    const server = scoringServer(newMatch());
    withAnswers(server, [said('h1', true), said('h2', false)]);
    await screen.findByText(
      "Their answers: 1 can play · 1 can't · 3 haven't said. Those who can play are ticked.",
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label')),
      ).toEqual(['Ben Cole', 'Hana Lee', 'Ian Turner', 'Omar Said', 'Rita Moss']),
    );
    const answerOf = (name: string) => {
      const toggle = screen.getByRole('switch', { name });
      const id = toggle.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent;
    };
    expect(['Ben Cole', 'Hana Lee', 'Ian Turner'].map(answerOf)).toEqual([
      'No answer',
      "Said they can't play",
      'Said they can play',
    ]);
    const turner = screen.getByRole('switch', { name: 'Ian Turner' });
    expect(turner.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Hana Lee' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    // A suggestion, not a confirmation: the captain still confirms, and may change it.
    screen.getByText('Not confirmed yet.');
    fireEvent.click(screen.getByRole('switch', { name: 'Ben Cole' }));
    screen.getByText("Their answers: 1 can play · 1 can't · 3 haven't said.");
    fireEvent.click(screen.getByRole('button', { name: 'Confirm roster (2)' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    // Sent in roster order, whatever the order shown.
    expect(server.writes[0]?.body).toMatchObject({ availablePlayers: ['h1', 'h5'] });
  });

  it("keeps the captain's confirmed roster over the players' answers", async () => {
    const server = scoringServer(
      advance(newMatch(), [
        {
          type: 'updatePreMatch',
          side: 'home',
          availablePlayers: ['h2', 'h3'],
          rosterConfirmed: true,
        },
      ]),
    );
    withAnswers(server, [said('h1', true)]);
    await screen.findByText("Their answers: 1 can play · 0 can't · 4 haven't said.");
    screen.getByText('Roster confirmed · 2 available');
    expect(screen.getByRole('switch', { name: 'Ian Turner' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Hana Lee' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('adds someone new to the team on the spot and ticks them available', async () => {
    const server = scoringServer(newMatch());
    const added: string[] = [];
    const newcomer = { id: 'h9', firstName: 'Dot', lastName: 'Newcomer', needsReview: true };
    const membership = (playerId: string) => ({
      id: `t1-${playerId}`,
      teamId: 't1',
      playerId,
      seasonId: 's1',
      role: 'player' as const,
      isActive: true,
    });
    const roster = () => ['h1', 'h2', 'h3', 'h4', 'h5', ...added].map(membership);
    const players = server.routes['/api/players'] as (request: { url: URL }) => {
      items: Player[];
    };
    renderApp({
      path: SCORE_PATH,
      api: {
        ...server.routes,
        '/api/team-players': ({ url }: { url: URL }) =>
          url.searchParams.get('teamId') === 't1'
            ? { items: roster() }
            : (server.routes['/api/team-players'] as (r: { url: URL }) => { items: TeamPlayer[] })({
                url,
              }),
        '/api/players': ({ url }: { url: URL }) => {
          if (!url.searchParams.get('ids')) return { items: [newcomer] };
          const ids = (url.searchParams.get('ids') ?? '').split(',');
          return {
            items: [
              ...players({ url }).items,
              ...(added.length > 0 && ids.includes('h9') ? [newcomer] : []),
            ],
          };
        },
        'POST /api/teams/t1/players': ({ body }) => {
          expect(body).toEqual({ firstName: 'Dot', lastName: 'Newcomer' });
          added.push('h9');
          return { player: newcomer, membership: membership('h9') };
        },
      },
    });
    await screen.findByRole('switch', { name: /Ian Turner/ });
    fireEvent.click(screen.getByRole('button', { name: 'Someone new tonight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone new for Rack Attack' });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Dot' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), {
      target: { value: 'Newcomer' },
    });
    // The league already has a Dot Newcomer: the captain says this is someone else.
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'This is a different person' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the team' }));
    const dot = await screen.findByRole('switch', { name: /Dot Newcomer/ });
    await waitFor(() => expect(dot.getAttribute('aria-checked')).toBe('true'));
    await screen.findByText('Dot Newcomer added to the team');
  });
});
