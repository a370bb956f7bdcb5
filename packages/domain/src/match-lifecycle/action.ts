// What the match lifecycle (../match-lifecycle.ts) takes and gives: the actions, the context an
// action is decided in, and the change it makes. Each part of the lifecycle (pre-match.ts,
// line-ups.ts, frames.ts, rounds.ts, result.ts, walkover.ts) decides its own actions with these types.
import type { AuditReason, Frame, Match, Side, WalkoverRule } from '../entities.ts';
import { holdsSide, type Actor } from '../permissions.ts';

export type MatchAction =
  | {
      type: 'updatePreMatch';
      side: Side;
      availablePlayers: readonly string[];
      rosterConfirmed: boolean;
    }
  | { type: 'start' }
  | { type: 'setLineup'; side: Side; round: number; positions: readonly string[]; locked: boolean }
  | { type: 'scoreFrame'; frameId: string; winnerPlayerId: string; baseVersion: number }
  /** A race's racks as they now stand (docs/rules.md, Races). */
  | { type: 'scoreRacks'; frameId: string; home: number; away: number; baseVersion: number }
  | { type: 'resetFrame'; frameId: string; baseVersion: number }
  | { type: 'replaceFrames'; frames: readonly Frame[] }
  | { type: 'lockRound'; round: number }
  | {
      type: 'correctFrame';
      frameId: string;
      winnerPlayerId: string;
      baseVersion: number;
      reason: string;
    }
  | { type: 'confirm'; side: Side }
  | { type: 'dispute'; side: Side; reason: string; frameIds?: readonly string[] }
  | { type: 'forceComplete' }
  /** The result timer's (docs/rules.md, Results on time): no one else may take it. */
  | { type: 'autoComplete' }
  | { type: 'reopen'; reason: string }
  | { type: 'postpone'; scheduledDate?: string }
  | { type: 'cancel' }
  | { type: 'walkover'; winner: Side; rule: WalkoverRule; reason: string }
  | { type: 'void'; reason: string };

export type MatchActionType = MatchAction['type'];

/** One member of `MatchAction`, by its type. */
export type ActionOf<T extends MatchActionType> = Extract<MatchAction, { type: T }>;

export interface LifecycleContext {
  actor: Actor | null;
  /** ISO-8601 time of the change, stamped on scored frames. */
  now: string;
  /** Each side's active roster (player ids); availability is checked against it when given. */
  rosters?: { home: readonly string[]; away: readonly string[] };
}

export interface LifecycleChange {
  match: Match;
  reason: AuditReason;
  /** Frames whose content changed (their versions were raised). */
  changedFrameIds: string[];
}

/** Who a change is stamped with: the actor, or 'system' when no one is signed in. */
export const userId = (ctx: LifecycleContext): string => ctx.actor?.userId ?? 'system';

/**
 * The side the actor holds in this match: its captain, or a singles tie's player (null: an
 * admin acting for neither).
 */
export const actorSide = (match: Match, ctx: LifecycleContext): Side | null => {
  const actor = ctx.actor ?? null;
  if (holdsSide(actor, match.homeTeamId)) return 'home';
  if (holdsSide(actor, match.awayTeamId)) return 'away';
  return null;
};
