import { describe, expect, it } from 'vitest';
import {
  actionFromBody,
  MATCH_ACTIONS,
  matchActionEndpoints,
  matchActionRequest,
  matchActionRoute,
  routeForBody,
  type MatchActionRequest,
} from './match-actions.ts';
import { ACTION_RULES, type MatchAction } from './match-lifecycle.ts';

const M = 'm 1';
const F = 'm1-R1-F2';

/** A request for every action, and the lifecycle action the server must make of it. */
const ROUND_TRIPS: [MatchActionRequest, MatchAction][] = [
  [
    {
      type: 'updatePreMatch',
      matchId: M,
      side: 'home',
      availablePlayers: ['p1', 'p2'],
      rosterConfirmed: true,
      reason: 'Roster confirmed',
    },
    { type: 'updatePreMatch', side: 'home', availablePlayers: ['p1', 'p2'], rosterConfirmed: true },
  ],
  [{ type: 'start', matchId: M }, { type: 'start' }],
  [
    {
      type: 'setLineup',
      matchId: M,
      side: 'away',
      round: 2,
      positions: ['a1', 'a2', 'a3', 'a4'],
    },
    // A line-up sent without `locked` is a draft, as the schema's default says.
    {
      type: 'setLineup',
      side: 'away',
      round: 2,
      positions: ['a1', 'a2', 'a3', 'a4'],
      locked: false,
    },
  ],
  [
    {
      type: 'scoreFrame',
      matchId: M,
      frameId: F,
      winnerPlayerId: 'p1',
      baseVersion: 3,
      reason: 'Scored at the table',
    },
    { type: 'scoreFrame', frameId: F, winnerPlayerId: 'p1', baseVersion: 3 },
  ],
  [
    { type: 'resetFrame', matchId: M, frameId: F, baseVersion: 4, reason: 'Wrong frame' },
    { type: 'resetFrame', frameId: F, baseVersion: 4 },
  ],
  [
    {
      type: 'correctFrame',
      matchId: M,
      frameId: F,
      winnerPlayerId: 'a1',
      baseVersion: 5,
      reason: 'Agreed after the dispute',
    },
    {
      type: 'correctFrame',
      frameId: F,
      winnerPlayerId: 'a1',
      baseVersion: 5,
      reason: 'Agreed after the dispute',
    },
  ],
  [
    { type: 'lockRound', matchId: M, round: 3 },
    { type: 'lockRound', round: 3 },
  ],
  [
    { type: 'confirm', matchId: M, side: 'away' },
    { type: 'confirm', side: 'away' },
  ],
  [
    { type: 'dispute', matchId: M, side: 'home', reason: 'Frame 3 was ours' },
    { type: 'dispute', side: 'home', reason: 'Frame 3 was ours' },
  ],
  [{ type: 'forceComplete', matchId: M }, { type: 'forceComplete' }],
  [
    { type: 'reopen', matchId: M, reason: 'Wrong result' },
    { type: 'reopen', reason: 'Wrong result' },
  ],
  [
    { type: 'postpone', matchId: M, scheduledDate: '2026-12-01T19:30:00+01:00' },
    { type: 'postpone', scheduledDate: '2026-12-01T18:30:00.000Z' },
  ],
  [{ type: 'cancel', matchId: M }, { type: 'cancel' }],
];

/** What the server does with a request: find the endpoint, pick the entry, validate, convert. */
const serverAction = (request: ReturnType<typeof matchActionRequest>): MatchAction => {
  const rest = request.path.slice(`/api/matches/${encodeURIComponent(M)}`.length);
  const endpoint = matchActionEndpoints().find(
    (candidate) =>
      candidate.method === request.method &&
      new RegExp(`^${candidate.path.replace(':frameId', '([^/]+)')}$`).test(rest),
  );
  if (!endpoint) throw new Error(`No endpoint for ${request.method} ${rest}`);
  const frameId = new RegExp(`^${endpoint.path.replace(':frameId', '([^/]+)')}$`).exec(rest)?.[1];
  const route = routeForBody(endpoint.routes, request.body);
  if (!route) throw new Error('No entry for the body');
  return actionFromBody(route, route.body.parse(request.body), {
    frameId: decodeURIComponent(frameId ?? ''),
  });
};

describe('the match action table', () => {
  it("has one entry for every action of the lifecycle but the result timer's own", () => {
    expect(MATCH_ACTIONS.map((route) => route.type).sort()).toEqual(
      Object.keys(ACTION_RULES)
        .filter((type) => type !== 'autoComplete')
        .sort(),
    );
  });

  it('gives every action its own method and path, except a frame reset beside its score', () => {
    const shared = matchActionEndpoints().filter((endpoint) => endpoint.routes.length > 1);
    expect(shared.map((endpoint) => endpoint.routes.map((route) => route.type))).toEqual([
      ['scoreFrame', 'resetFrame'],
    ]);
  });

  it.each(ROUND_TRIPS.map(([request, action]) => ({ type: request.type, request, action })))(
    'sends $type as a request the server turns back into it',
    ({ request, action }) => {
      expect(serverAction(matchActionRequest(request))).toEqual(action);
    },
  );

  it('puts the match and the frame in the path, encoded, and never in the body', () => {
    expect(
      matchActionRequest({
        type: 'scoreFrame',
        matchId: 'a/b',
        frameId: 'x y',
        winnerPlayerId: 'p1',
        baseVersion: 0,
        reason: 'Scored',
        mutationId: 'mutation-0001',
      }),
    ).toEqual({
      method: 'PATCH',
      path: '/api/matches/a%2Fb/frames/x%20y',
      body: { winnerPlayerId: 'p1', baseVersion: 0, reason: 'Scored', mutationId: 'mutation-0001' },
    });
  });

  it("adds a reset's flag to its body, which tells the server it is not a score", () => {
    const request = matchActionRequest({
      type: 'resetFrame',
      matchId: M,
      frameId: F,
      baseVersion: 1,
      reason: 'Mistap',
    });
    expect(request.body).toEqual({ baseVersion: 1, reason: 'Mistap', reset: true });
    const frames = matchActionRoute('scoreFrame');
    expect(routeForBody([frames, matchActionRoute('resetFrame')], request.body)?.type).toBe(
      'resetFrame',
    );
    expect(routeForBody([frames, matchActionRoute('resetFrame')], { baseVersion: 1 })?.type).toBe(
      'scoreFrame',
    );
  });

  it('refuses a body that mixes a score and a reset', () => {
    const both = { reset: true, winnerPlayerId: 'p1', baseVersion: 0, reason: 'x' };
    const route = routeForBody(
      [matchActionRoute('scoreFrame'), matchActionRoute('resetFrame')],
      both,
    );
    expect(route?.body.safeParse(both).success).toBe(false);
  });

  it('types a request by its action: a missing field does not compile', () => {
    // @ts-expect-error a frame score names its frame
    const request: MatchActionRequest<'scoreFrame'> = {
      type: 'scoreFrame',
      matchId: M,
      winnerPlayerId: 'p1',
      baseVersion: 0,
      reason: 'Scored',
    };
    expect(request.type).toBe('scoreFrame');
  });
});
