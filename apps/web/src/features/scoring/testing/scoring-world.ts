// A small league for the scoring page's tests, and a stand-in server that applies every write
// with the domain's own state machine (so a test sees what the real server would answer), plus
// a way for "the other captain" to act and have it arrive on the live channel.
import { ERROR_STATUS } from '@cueleague/domain/errors';
import type { Match, MatchFormat, Player, Side } from '@cueleague/domain/entities';
import { matchDelta, staysInLists } from '@cueleague/domain/match-delta';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import {
  actionFromBody,
  matchActionEndpoints,
  routeForBody,
} from '@cueleague/domain/match-actions';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { framePlayerOf } from '@cueleague/domain/sides';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import { act } from '@testing-library/react';
import { apiError, reply, type AnyHandler, type ApiReply } from '../../../test/api-stub.ts';
import type { FakeLiveClient } from '../../../test/fake-live-client.ts';
import { signedIn, team } from '../../../test/fixtures.ts';

export const MATCH_ID = 'm1';

export const PLAYERS: Player[] = [
  { id: 'h1', firstName: 'Ian', lastName: 'Turner' },
  { id: 'h2', firstName: 'Hana', lastName: 'Lee' },
  { id: 'h3', firstName: 'Omar', lastName: 'Said' },
  { id: 'h4', firstName: 'Rita', lastName: 'Moss' },
  { id: 'h5', firstName: 'Ben', lastName: 'Cole' },
  { id: 'a1', firstName: 'Paul', lastName: 'Smith' },
  { id: 'a2', firstName: 'Ava', lastName: 'Khan' },
  { id: 'a3', firstName: 'Leo', lastName: 'Park' },
  { id: 'a4', firstName: 'Mia', lastName: 'Ward' },
  { id: 'a5', firstName: 'Sam', lastName: 'Roe' },
];

export const HOME_ROSTER = ['h1', 'h2', 'h3', 'h4', 'h5'];
export const AWAY_ROSTER = ['a1', 'a2', 'a3', 'a4', 'a5'];

const captain = (userId: string, teamId: string): Actor => ({
  userId,
  role: 'captain',
  isAdmin: false,
  captainOf: [teamId],
  memberOf: [teamId],
});
/** Signed in as u1, the home captain (Rack Attack). */
export const HOME_CAPTAIN = captain('u1', 't1');
export const AWAY_CAPTAIN = captain('u2', 't2');
export const ADMIN: Actor = {
  userId: 'admin',
  role: 'admin',
  isAdmin: true,
  captainOf: [],
  memberOf: [],
};

const NOW = '2026-03-10T19:45:00.000Z';

/** Applies actions with the domain's rules; throws if one is refused (a broken test set-up). */
export const advance = (match: Match, actions: readonly MatchAction[], actor = ADMIN): Match =>
  actions.reduce((current, action) => {
    const result = applyMatchAction(current, action, { actor, now: NOW });
    if (!result.ok) throw new Error(`Set-up action ${action.type} refused: ${result.message}`);
    return result.value.match;
  }, match);

/** The match, in the '4v4 Standard' unless another format is given (five players a side fit). */
export const newMatch = (format: MatchFormat = STANDARD_FORMAT): Match =>
  createMatch({
    id: MATCH_ID,
    seasonId: 's1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: '2026-03-10T19:30:00.000Z',
    format,
  });

export const ROUND1_HOME = ['h1', 'h2', 'h3', 'h4'];
export const ROUND1_AWAY = ['a1', 'a2', 'a3', 'a4'];

export const bothConfirmed = (match = newMatch()): Match =>
  advance(match, [
    {
      type: 'updatePreMatch',
      side: 'home',
      availablePlayers: HOME_ROSTER,
      rosterConfirmed: true,
    },
    {
      type: 'updatePreMatch',
      side: 'away',
      availablePlayers: AWAY_ROSTER,
      rosterConfirmed: true,
    },
  ]);

export const lineups = (round: number, home = ROUND1_HOME, away = ROUND1_AWAY): MatchAction[] => [
  { type: 'setLineup', side: 'home', round, positions: home, locked: true },
  { type: 'setLineup', side: 'away', round, positions: away, locked: true },
];

/** Started, with round 1's line-ups locked: the frames are ready to score. */
export const scoringRound1 = (): Match =>
  advance(bothConfirmed(), [{ type: 'start' }, ...lineups(1)]);

/** Every frame of `round` won by `side`. */
export const winRound = (match: Match, round: number, side: Side): Match =>
  advance(
    match,
    match.frames
      .filter((frame) => frame.round === round)
      .map((frame) => ({
        type: 'scoreFrame' as const,
        frameId: frame.frameId,
        winnerPlayerId: framePlayerOf(frame, side),
        baseVersion: frame.version,
      })),
  );

/** All four rounds played and locked (home wins rounds 1-3, away round 4): result to confirm. */
export const resultToConfirm = (): Match => {
  let match = advance(bothConfirmed(), [{ type: 'start' }]);
  for (let round = 1; round <= 4; round++) {
    match = advance(match, lineups(round));
    match = winRound(match, round, round === 4 ? 'away' : 'home');
    match = advance(match, [{ type: 'lockRound', round }]);
  }
  return match;
};

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

export interface ScoringServer {
  /** Built from the domain's action table in a loop, so its keys are only `string`. */
  routes: Record<string, AnyHandler>;
  match(): Match;
  /** Writes received, in order. */
  writes: Recorded[];
  /**
   * The other captain acts: applied, and sent on the live channel when one is given (without
   * one, the change is on the server but its event has not arrived: a race).
   */
  otherCaptain(action: MatchAction, live?: FakeLiveClient): void;
  /** A league admin acts (a frame fixed, say), the same way. */
  leagueAdmin(action: MatchAction, live?: FakeLiveClient): void;
  /** The signed-in captain's own action from another phone (no conflict kept between one person). */
  sameCaptainElsewhere(action: MatchAction, live?: FakeLiveClient): void;
  /** The match as someone else (an admin) left it, on the server; its event is the test's. */
  replace(match: Match): void;
  /**
   * Replace a write route (a failure, a delay); `next` answers as the server would have. The
   * override stays until `override(route, null)`.
   */
  override(route: string, handler: WriteOverride | null): void;
}

export type WriteOverride = (request: { url: URL; body: unknown }, next: () => unknown) => unknown;

/** The match with its conflict entries' sides named by who captains which team here. */
const keptConflict = (match: Match, frameId: string) => {
  const sideOf = (userId: string) =>
    userId === HOME_CAPTAIN.userId ? 'home' : userId === AWAY_CAPTAIN.userId ? 'away' : null;
  const conflicts = (match.progress.conflicts ?? []).map((each) => ({
    ...each,
    entries: each.entries.map((entry) => ({ ...entry, side: entry.side ?? sideOf(entry.userId) })),
  }));
  const kept = conflicts.find((each) => each.frameId === frameId);
  return kept ? { match: { ...match, progress: { ...match.progress, conflicts } }, kept } : null;
};

/**
 * A server holding one match, applying writes as the signed-in home captain (u1). Stale frame
 * writes are answered 409 with the current frame, as the real server does.
 */
export const scoringServer = (initial: Match, actor: Actor = HOME_CAPTAIN): ScoringServer => {
  let current = initial;
  const writes: Recorded[] = [];
  const overrides = new Map<string, WriteOverride>();

  const apply = (action: MatchAction) => {
    const result = applyMatchAction(current, action, { actor, now: NOW });
    if (!result.ok) {
      const frame =
        'frameId' in action && result.code === 'conflict'
          ? current.frames.find((candidate) => candidate.frameId === action.frameId)
          : undefined;
      // Two captains' different entries: kept on the match, each entry's side named, as the
      // server does (services/apply-action.ts).
      const conflict =
        'recorded' in result && frame ? keptConflict(result.recorded.match, frame.frameId) : null;
      if (conflict) current = conflict.match;
      return reply(ERROR_STATUS[result.code], {
        error: {
          code: result.code,
          message: result.message,
          ...(result.fields ? { fields: result.fields } : {}),
          ...(frame ? { frame } : {}),
          ...(conflict ? { conflict: conflict.kept } : {}),
        },
      });
    }
    current = result.value.match;
    return current;
  };

  const write = (route: string, toAction: (body: unknown) => MatchAction | ApiReply) => {
    routes[route] = (request: { url: URL; body: unknown }) => {
      writes.push({
        method: route.split(' ')[0] ?? '',
        path: request.url.pathname,
        body: request.body,
      });
      const next = () => {
        const action = toAction(request.body);
        return 'type' in action ? apply(action) : action;
      };
      const override = overrides.get(route);
      return override ? override(request, next) : next();
    };
  };

  const base = `/api/matches/${MATCH_ID}`;
  const routes: Record<string, AnyHandler> = {
    '/api/auth/me': actor.isAdmin
      ? signedIn('admin', { user: { id: actor.userId, email: 'admin@example.com' } })
      : signedIn('captain'),
    '/api/teams': { items: [team('t1', 'Rack Attack'), team('t2', 'Cue Tips')] },
    '/api/players': ({ url }: { url: URL }) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return { items: PLAYERS.filter((player) => ids.includes(player.id)) };
    },
    '/api/team-players': ({ url }: { url: URL }) => {
      const teamId = url.searchParams.get('teamId');
      const ids = teamId === 't1' ? HOME_ROSTER : teamId === 't2' ? AWAY_ROSTER : [];
      return {
        items: ids.map((playerId) => ({
          id: `${teamId}-${playerId}`,
          teamId,
          playerId,
          seasonId: 's1',
          role: 'player',
          isActive: true,
        })),
      };
    },
    [base]: () => current,
  };
  // Every action route of the domain's table, validated by its schema as the server does.
  for (const endpoint of matchActionEndpoints()) {
    const frameIds = endpoint.path.includes(':frameId')
      ? initial.frames.map((frame) => frame.frameId)
      : [''];
    for (const frameId of frameIds) {
      write(`${endpoint.method} ${base}${endpoint.path.replace(':frameId', frameId)}`, (body) => {
        const route = routeForBody(endpoint.routes, body);
        const parsed = route?.body.safeParse(body ?? {});
        if (!route || !parsed?.success)
          return apiError(422, 'validation_failed', 'The request is not valid.');
        return actionFromBody(route, parsed.data, { frameId });
      });
    }
  }

  /** Someone else's action: applied, and its event sent when a live client is given. */
  const actsElsewhere = (action: MatchAction, by: Actor, live?: FakeLiveClient) => {
    const before = current;
    current = advance(current, [action], by);
    const snapshot = current;
    if (!live) return;
    // What the server sends: a delta while the match stays in its lists, else the whole match.
    act(() =>
      live.emit({
        type: 'event',
        topic: `match:${MATCH_ID}`,
        version: snapshot.version,
        ...(staysInLists(before, snapshot)
          ? { event: 'match.patched', data: matchDelta(before, snapshot) }
          : { event: 'match.updated', data: snapshot }),
      }),
    );
  };

  return {
    routes,
    match: () => current,
    writes,
    replace(match) {
      current = match;
    },
    otherCaptain(action, live) {
      actsElsewhere(action, AWAY_CAPTAIN, live);
    },
    leagueAdmin(action, live) {
      actsElsewhere(action, ADMIN, live);
    },
    sameCaptainElsewhere(action, live) {
      actsElsewhere(action, actor, live);
    },
    override(route, handler) {
      if (handler) overrides.set(route, handler);
      else overrides.delete(route);
    },
  };
};
