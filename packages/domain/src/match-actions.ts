// Every action on a match, written once: its name, the HTTP request that carries it (method, path
// under /api/matches/:id, body schema) and how that body becomes the lifecycle's MatchAction.
// The server registers its action routes from this table, the web sends its scoring actions
// through `matchActionRequest`, and the web's test server answers requests with it, so the three
// cannot drift apart. A new action is one entry here plus its rule in the match lifecycle (its
// member of MatchAction, its line in ACTION_RULES, its case in the reducer and what it changes, in
// match-lifecycle.ts and match-lifecycle/); docs/architecture.md walks through one.
import type { z } from 'zod';
import type { MatchAction, MatchActionType } from './match-lifecycle.ts';
import {
  confirmBodySchema,
  disputeBodySchema,
  emptyBodySchema,
  frameCorrectionSchema,
  frameRacksBodySchema,
  frameResetBodySchema,
  frameScoreBodySchema,
  framesReplaceSchema,
  lineupBodySchema,
  lockRoundBodySchema,
  postponeBodySchema,
  preMatchBodySchema,
  reasonBodySchema,
  walkoverBodySchema,
} from './requests.ts';

type ActionOf<T extends MatchActionType> = Extract<MatchAction, { type: T }>;

/** What the path of an action names besides the match. */
export interface ActionParams {
  frameId: string;
}

type Fixed = Readonly<Record<string, string | number | boolean>>;

export interface MatchActionRoute<
  T extends MatchActionType = MatchActionType,
  S extends z.ZodType = z.ZodType,
  P extends string = string,
  F extends Fixed = Fixed,
> {
  type: T;
  method: 'POST' | 'PUT' | 'PATCH';
  /** Under /api/matches/:id; `:frameId` where the action is about one frame. */
  path: P;
  body: S;
  /** The body may be left out altogether (an action with nothing to say). */
  bodyOptional?: boolean;
  /**
   * Fields every body of this action carries, added by the sender: they tell it from another
   * action on the same method and path (a frame's reset from its score).
   */
  fixed: F;
  /** The lifecycle checks availability against both teams' active rosters. */
  withRosters?: boolean;
  /** The validated body (and the path's frame) as the lifecycle's action. */
  toAction(body: z.output<S>, params: ActionParams): ActionOf<T>;
}

const action = <
  T extends MatchActionType,
  S extends z.ZodType,
  P extends string,
  const F extends Fixed = Record<never, never>,
>(
  type: T,
  route: Omit<MatchActionRoute<T, S, P, F>, 'type' | 'fixed'> & { fixed?: F },
): MatchActionRoute<T, S, P, F> => ({ type, ...route, fixed: route.fixed ?? ({} as F) });

/** The table. Its order is the order the server registers the routes in. */
export const MATCH_ACTIONS = [
  action('updatePreMatch', {
    method: 'PUT',
    path: '/pre-match',
    body: preMatchBodySchema,
    withRosters: true,
    toAction: ({ side, availablePlayers, rosterConfirmed }) => ({
      type: 'updatePreMatch',
      side,
      availablePlayers,
      rosterConfirmed,
    }),
  }),
  action('start', {
    method: 'POST',
    path: '/start',
    body: emptyBodySchema,
    bodyOptional: true,
    toAction: () => ({ type: 'start' }),
  }),
  action('setLineup', {
    method: 'PUT',
    path: '/lineup',
    body: lineupBodySchema,
    toAction: ({ side, round, positions, locked }) => ({
      type: 'setLineup',
      side,
      round,
      positions,
      locked,
    }),
  }),
  action('scoreFrame', {
    method: 'PATCH',
    path: '/frames/:frameId',
    body: frameScoreBodySchema,
    toAction: ({ winnerPlayerId, baseVersion }, { frameId }) => ({
      type: 'scoreFrame',
      frameId,
      winnerPlayerId,
      baseVersion,
    }),
  }),
  action('scoreRacks', {
    method: 'PATCH',
    path: '/frames/:frameId/racks',
    body: frameRacksBodySchema,
    toAction: ({ home, away, baseVersion }, { frameId }) => ({
      type: 'scoreRacks',
      frameId,
      home,
      away,
      baseVersion,
    }),
  }),
  action('resetFrame', {
    method: 'PATCH',
    path: '/frames/:frameId',
    body: frameResetBodySchema,
    fixed: { reset: true },
    toAction: ({ baseVersion }, { frameId }) => ({ type: 'resetFrame', frameId, baseVersion }),
  }),
  action('replaceFrames', {
    method: 'PUT',
    path: '/frames',
    body: framesReplaceSchema,
    toAction: ({ frames }) => ({ type: 'replaceFrames', frames }),
  }),
  action('correctFrame', {
    method: 'POST',
    path: '/frames/:frameId/correct',
    body: frameCorrectionSchema,
    toAction: ({ winnerPlayerId, baseVersion, reason }, { frameId }) => ({
      type: 'correctFrame',
      frameId,
      winnerPlayerId,
      baseVersion,
      reason,
    }),
  }),
  action('lockRound', {
    method: 'POST',
    path: '/lock-round',
    body: lockRoundBodySchema,
    toAction: ({ round }) => ({ type: 'lockRound', round }),
  }),
  action('confirm', {
    method: 'POST',
    path: '/confirm',
    body: confirmBodySchema,
    toAction: ({ side }) => ({ type: 'confirm', side }),
  }),
  action('dispute', {
    method: 'POST',
    path: '/dispute',
    body: disputeBodySchema,
    toAction: ({ side, reason, frameIds }) => ({
      type: 'dispute',
      side,
      reason,
      ...(frameIds ? { frameIds } : {}),
    }),
  }),
  action('forceComplete', {
    method: 'POST',
    path: '/complete',
    body: emptyBodySchema,
    bodyOptional: true,
    toAction: () => ({ type: 'forceComplete' }),
  }),
  action('reopen', {
    method: 'POST',
    path: '/reopen',
    body: reasonBodySchema,
    toAction: ({ reason }) => ({ type: 'reopen', reason }),
  }),
  action('postpone', {
    method: 'POST',
    path: '/postpone',
    body: postponeBodySchema,
    bodyOptional: true,
    toAction: ({ scheduledDate }) => ({
      type: 'postpone',
      ...(scheduledDate ? { scheduledDate: new Date(scheduledDate).toISOString() } : {}),
    }),
  }),
  action('cancel', {
    method: 'POST',
    path: '/cancel',
    body: emptyBodySchema,
    bodyOptional: true,
    toAction: () => ({ type: 'cancel' }),
  }),
  action('walkover', {
    method: 'POST',
    path: '/walkover',
    body: walkoverBodySchema,
    toAction: ({ winner, rule, reason }) => ({ type: 'walkover', winner, rule, reason }),
  }),
  action('void', {
    method: 'POST',
    path: '/void',
    body: reasonBodySchema,
    toAction: ({ reason }) => ({ type: 'void', reason }),
  }),
] as const;

type Routes = (typeof MATCH_ACTIONS)[number];
/** The table's entry for one action. */
export type MatchActionRouteOf<T extends MatchActionType> = Extract<Routes, { type: T }>;

// Every lifecycle action has its entry: a new MatchAction without one does not compile. The
// result timer's 'autoComplete' is the server's own, never a request's.
type Missing = Exclude<MatchActionType, Routes['type'] | 'autoComplete'>;
const everyActionRouted: [Missing] extends [never] ? true : Missing = true;
void everyActionRouted;

export const matchActionRoute = <T extends MatchActionType>(type: T): MatchActionRouteOf<T> =>
  MATCH_ACTIONS.find((route) => route.type === type) as MatchActionRouteOf<T>;

/**
 * The entries that share one method and path (the frame's score and reset), as the server
 * registers them: one route each, the body tried against each entry's schema in turn.
 */
export const matchActionEndpoints = (): { method: string; path: string; routes: Routes[] }[] => {
  const endpoints = new Map<string, { method: string; path: string; routes: Routes[] }>();
  for (const route of MATCH_ACTIONS) {
    const key = `${route.method} ${route.path}`;
    const endpoint = endpoints.get(key) ?? { method: route.method, path: route.path, routes: [] };
    endpoint.routes.push(route);
    endpoints.set(key, endpoint);
  }
  return [...endpoints.values()];
};

/** Of the entries sharing an endpoint, the one a validated body is for (by its fixed fields). */
export const routeForBody = (routes: readonly Routes[], body: unknown): Routes | undefined => {
  const fields = (body ?? {}) as Record<string, unknown>;
  const fixedMatch = (route: Routes) =>
    Object.entries(route.fixed as Fixed).every(([key, value]) => fields[key] === value);
  const withFixed = (route: Routes) => Object.keys(route.fixed).length > 0;
  return (
    routes.find((route) => withFixed(route) && fixedMatch(route)) ??
    routes.find((route) => !withFixed(route))
  );
};

/** An entry's action from a body its schema validated (any entry: the table's union, typed once). */
export const actionFromBody = (route: Routes, body: unknown, params: ActionParams): MatchAction =>
  (route.toAction as (body: unknown, params: ActionParams) => MatchAction)(body ?? {}, params);

type FixedKeys<R> = R extends { fixed: infer F } ? keyof F : never;
type PathParams<P> = P extends `${string}:frameId${string}` ? ActionParams : unknown;

/**
 * An action as a client sends it: its type, the match, the path's frame and the body's fields
 * (less the fixed ones the sender adds). This is what the web's scoring outbox stores.
 */
export type MatchActionRequest<T extends MatchActionType = MatchActionType> = {
  [K in T]: { type: K; matchId: string } & PathParams<MatchActionRouteOf<K>['path']> &
    Omit<z.input<MatchActionRouteOf<K>['body']>, FixedKeys<MatchActionRouteOf<K>>>;
}[T];

/** The HTTP request for an action: method, path from /api on, and the JSON body. */
export const matchActionRequest = (
  request: MatchActionRequest,
): { method: 'POST' | 'PUT' | 'PATCH'; path: string; body: Record<string, unknown> } => {
  const { type, matchId, ...fields } = request as { type: MatchActionType; matchId: string } & {
    frameId?: string;
  } & Record<string, unknown>;
  const route: Routes = matchActionRoute(type);
  let path: string = route.path;
  let body = fields;
  if (path.includes(':frameId')) {
    const { frameId, ...rest } = fields;
    path = path.replace(':frameId', encodeURIComponent(frameId ?? ''));
    body = rest;
  }
  return {
    method: route.method,
    path: `/api/matches/${encodeURIComponent(matchId)}${path}`,
    body: { ...body, ...route.fixed },
  };
};
