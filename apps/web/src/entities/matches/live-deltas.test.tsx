// Live deltas in real views (the /live page, the home page): a frame event (`match.patched`)
// updates what is shown with no request at all, deltas apply in order, a delta that does not
// follow the shown version makes exactly one read and the view heals, and a deleted match leaves.
import type { Match, Side } from '@cueleague/domain/entities';
import type { LiveEventMessage } from '@cueleague/domain/live-protocol';
import { matchDelta } from '@cueleague/domain/match-delta';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import { framePlayerOf } from '@cueleague/domain/sides';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeLiveClient, type FakeLiveClient } from '../../test/fake-live-client.ts';
import { leagueTeams, season, signedIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const ADMIN: Actor = { userId: 'admin', role: 'admin', isAdmin: true, captainOf: [], memberOf: [] };
const NOW = '2026-03-10T19:45:00.000Z';
const HOME = ['h1', 'h2', 'h3', 'h4'];
const AWAY = ['a1', 'a2', 'a3', 'a4'];

const advance = (match: Match, actions: MatchAction[]): Match =>
  actions.reduce((current, action) => {
    const result = applyMatchAction(current, action, { actor: ADMIN, now: NOW });
    if (!result.ok) throw new Error(`${action.type} refused: ${result.message}`);
    return result.value.match;
  }, match);

/** In progress, round 1's line-ups locked: every frame of round 1 has its players. */
const inProgress = (): Match =>
  advance(
    createMatch({
      id: 'm1',
      seasonId: 's1',
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-03-10T19:30:00.000Z',
    }),
    [
      { type: 'updatePreMatch', side: 'home', availablePlayers: HOME, rosterConfirmed: true },
      { type: 'updatePreMatch', side: 'away', availablePlayers: AWAY, rosterConfirmed: true },
      { type: 'start' },
      { type: 'setLineup', side: 'home', round: 1, positions: HOME, locked: true },
      { type: 'setLineup', side: 'away', round: 1, positions: AWAY, locked: true },
    ],
  );

/** A stand-in server holding one match; `score` plays the next frame, as a captain would. */
const league = () => {
  let current: Match | null = inProgress();
  let played = 0;
  const matchReads: string[] = [];
  const server = {
    routes: {
      '/api/teams': { items: leagueTeams({ count: 2 }) },
      '/api/players': ({ url }: { url: URL }) => ({
        items: (url.searchParams.get('ids') ?? '')
          .split(',')
          .map((id) => ({ id, firstName: id.toUpperCase(), lastName: 'Player' })),
      }),
      '/api/matches': ({ url }: { url: URL }) => {
        matchReads.push(url.search);
        const state = url.searchParams.get('state');
        return { items: current && (!state || state === current.state) ? [current] : [] };
      },
    },
    matchReads,
    match: () => current,
    /** Scores the next frame of round 1 for `side`; answers the event the server would send. */
    score(side: Side): LiveEventMessage {
      const before = current as Match;
      const frame = before.frames[played++];
      if (!frame) throw new Error('No frame left');
      current = advance(before, [
        {
          type: 'scoreFrame',
          frameId: frame.frameId,
          winnerPlayerId: framePlayerOf(frame, side),
          baseVersion: frame.version,
        },
      ]);
      return {
        type: 'event',
        topic: 'live',
        event: 'match.patched',
        version: current.version,
        data: matchDelta(before, current),
      };
    },
    remove(): LiveEventMessage {
      current = null;
      return {
        type: 'event',
        topic: 'live',
        event: 'match.deleted',
        version: 99,
        data: { id: 'm1', seasonId: 's1' },
      };
    },
  };
  return server;
};

/**
 * Resolves once the page's reads are done: nothing is being fetched, and drawing the last
 * answers (the cache tells the page in a batch of its own, then act() flushes the render and
 * its effects) asked for nothing more, as a read that depends on another would.
 */
const settled = async (view: ReturnType<typeof renderApp>) => {
  for (let count = -1; count !== view.stub.calls().length || view.queryClient.isFetching() > 0;) {
    count = view.stub.calls().length;
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
  }
};

const emit = (live: FakeLiveClient, message: LiveEventMessage) => act(() => live.emit(message));
const board = (home: number, away: number) =>
  screen.findByRole('article', { name: `Rack Attack ${home}, Cue Tips ${away}` });

describe('live deltas on the /live page', () => {
  it('updates on each frame event, in order, with no request at all', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({ path: '/live', live, api: server.routes });
    await board(0, 0);
    await settled(view);
    const before = view.stub.calls().length;
    emit(live, server.score('home'));
    await board(1, 0);
    emit(live, server.score('away'));
    await board(1, 1);
    emit(live, server.score('away'));
    await board(1, 2);
    expect(view.stub.calls().slice(before)).toEqual([]);
  });

  it('reads the list once when a delta does not follow the shown version, and heals', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({ path: '/live', live, api: server.routes });
    await board(0, 0);
    emit(live, server.score('home'));
    await board(1, 0);
    // One event is lost on the way (a frame the page never hears of), then two more arrive.
    server.score('home');
    const reads = server.matchReads.length;
    const before = view.stub.calls().length;
    emit(live, server.score('away'));
    await board(2, 1);
    expect(server.matchReads.length - reads).toBe(1);
    // The healed copy takes the next delta as usual, with no request.
    emit(live, server.score('away'));
    await board(2, 2);
    expect(server.matchReads.length - reads).toBe(1);
    expect(
      view.stub
        .calls()
        .slice(before)
        .filter((call) => call.startsWith('GET /api/matches')),
    ).toHaveLength(1);
  });

  it('reads once more when the healing read answers from before a newer delta', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    let hold: Promise<void> | null = null;
    let release = () => {};
    const list = server.routes['/api/matches'];
    const view = renderApp({
      path: '/live',
      live,
      api: {
        ...server.routes,
        // A slow read: it answers what the server held when it was asked.
        '/api/matches': async (request: { url: URL }) => {
          const answer = list(request);
          if (hold) await hold;
          return answer;
        },
      },
    });
    await board(0, 0);
    server.score('home'); // never heard of: a gap
    hold = new Promise((resolve) => (release = () => resolve()));
    const reads = server.matchReads.length;
    emit(live, server.score('home'));
    // While that read is under way, the next frame arrives; the read will answer from before it.
    emit(live, server.score('away'));
    hold = null;
    release();
    await board(2, 1);
    expect(server.matchReads.length - reads).toBe(2);
    await settled(view);
    expect(server.matchReads.length - reads).toBe(2);
  });

  it('drops a deleted match from the list with no request', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({ path: '/live', live, api: server.routes });
    await board(0, 0);
    const before = view.stub.calls().length;
    emit(live, server.remove());
    await screen.findByText('No matches are being played right now');
    expect(view.stub.calls().slice(before)).toEqual([]);
  });

  it('ignores a delta it already has (a repeat after a reconnect)', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({ path: '/live', live, api: server.routes });
    await board(0, 0);
    const event = server.score('home');
    emit(live, event);
    await board(1, 0);
    const before = view.stub.calls().length;
    emit(live, event);
    await board(1, 0);
    expect(view.stub.calls().slice(before)).toEqual([]);
  });
});

describe('live deltas on the home page', () => {
  it('updates the live scores with no request for a frame', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/',
      live,
      api: { ...server.routes, '/api/seasons/current': season() },
    });
    await board(0, 0);
    await screen.findByRole('heading', { level: 1, name: 'Test League' });
    await settled(view);
    const before = view.stub.calls().length;
    emit(live, server.score('home'));
    await board(1, 0);
    emit(live, server.score('home'));
    await board(2, 0);
    expect(view.stub.calls().slice(before)).toEqual([]);
  });
});

describe('live deltas on the fixtures page (a month of it)', () => {
  it('updates the score inline with no request for a frame, and a finished match stays in its month', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/fixtures?month=2026-03',
      live,
      api: {
        ...server.routes,
        '/api/seasons': { items: [season()] },
        '/api/matches/months': {
          items: [{ month: '2026-03', matches: 1, firstDay: '2026-03-10', weeks: ['2026-03-09'] }],
        },
      },
    });
    const line = (home: number, away: number) =>
      screen.findByRole('group', { name: `Rack Attack ${home}, Cue Tips ${away}` });
    await line(0, 0);
    expect(live.topics()).toContain('live');
    await settled(view);
    const before = view.stub.calls().length;
    emit(live, server.score('home'));
    await line(1, 0);
    emit(live, server.score('away'));
    await line(1, 1);
    // The result comes as the whole match: it is in March still, so it is shown where it is.
    const done = { ...(server.match() as Match), state: 'completed' as const, version: 99 };
    emit(live, { type: 'event', topic: 'live', event: 'match.updated', version: 99, data: done });
    await line(1, 1);
    await settled(view);
    expect(
      view.stub
        .calls()
        .slice(before)
        .filter((call) => call.startsWith('GET /api/matches')),
    ).toEqual([]);
  });
});

describe('live deltas for a signed-in captain', () => {
  it('keeps the return-to-live banner without a request for a frame; reads it when a match leaves', async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/live',
      live,
      api: {
        ...server.routes,
        '/api/auth/me': signedIn('captain'),
        '/api/seasons/current': season(),
      },
    });
    await board(0, 0);
    await screen.findByRole('link', { name: 'Return to Live Match vs Cue Tips' });
    await settled(view);
    const before = view.stub.calls().length;
    emit(live, server.score('home'));
    await board(1, 0);
    emit(live, server.score('away'));
    await board(1, 1);
    expect(view.stub.calls().slice(before)).toEqual([]);
    // The match completes: it leaves the live list, and the banner reads again once.
    const done = { ...(server.match() as Match), state: 'completed' as const, version: 99 };
    emit(live, { type: 'event', topic: 'live', event: 'match.updated', version: 99, data: done });
    await screen.findByText('No matches are being played right now');
    await settled(view);
    expect(
      view.stub
        .calls()
        .slice(before)
        .filter((call) => call.startsWith('GET /api/seasons/current')),
    ).toHaveLength(1);
  });
});

describe('live deltas on the season topic', () => {
  it("counts the result on the admin's dashboard with no request for it or for a frame", async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/admin',
      live,
      api: {
        ...server.routes,
        '/api/auth/me': signedIn('admin'),
        '/api/seasons/current': season(),
      },
    });
    const glance = await screen.findByRole('region', { name: 'Current season' });
    await within(glance).findByText('0 / 1');
    within(glance).getByText('completed · 1 in progress');
    await waitFor(() => expect(live.topics()).toContain('season:s1'));
    await settled(view);
    const before = view.stub.calls().length;
    emit(live, { ...server.score('home'), topic: 'season:s1' });
    emit(live, { ...server.score('away'), topic: 'season:s1' });
    // The result comes as the whole match: the season's count takes it from the event.
    const done = { ...(server.match() as Match), state: 'completed' as const, version: 99 };
    emit(live, {
      type: 'event',
      topic: 'season:s1',
      event: 'match.updated',
      version: 99,
      data: done,
    });
    await within(glance).findByText('1 / 1');
    within(glance).getByText('completed');
    await settled(view);
    expect(view.stub.calls().slice(before)).toEqual([]);
  });

  it("updates the captain's team matches with no request for a frame", async () => {
    const server = league();
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/team/matches',
      live,
      api: {
        ...server.routes,
        '/api/auth/me': signedIn('captain'),
        '/api/seasons/current': season(),
      },
    });
    // Rack Attack's row: the score from our side, read "So far" while the match is on.
    const inProgressRow = await screen.findByRole('region', { name: /^In progress/ });
    await within(inProgressRow).findByText('So far 0–0');
    expect(live.topics()).toContain('season:s1');
    await settled(view);
    const before = view.stub.calls().length;
    // The server sends each frame to the season's topic and to the live list's.
    for (const side of ['home', 'home'] as const) {
      const event = server.score(side);
      emit(live, { ...event, topic: 'season:s1' });
      emit(live, event);
    }
    await within(inProgressRow).findByText('So far 2–0');
    await settled(view);
    expect(view.stub.calls().slice(before)).toEqual([]);
  });
});
