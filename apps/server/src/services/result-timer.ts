// The result timer (docs/rules.md, Results on time): every few minutes, for each league, looks at
// its matches whose result is still awaited and whose time has come; reminds the captains a
// result waits on in the hours before it is due (once each: claimed), proposes the league's
// penalties (Proposed penalties: a late result once it is overdue, an unconfirmed one with the
// completion; once each), and completes a result left unconfirmed past the league's limit
// through the lifecycle's own `autoComplete` (audited `match_auto_completed`, announced live,
// both captains told, a cup tie's bracket moved on).
import type { Match } from '@cueleague/domain/entities';
import {
  latePenaltiesDue,
  unconfirmedPenaltiesDue,
  type PenaltyRules,
} from '@cueleague/domain/penalty-proposals';
import { SYSTEM_ACTOR } from '@cueleague/domain/permissions';
import {
  autoCompleteAt,
  resultDueAt,
  resultReminderDue,
  resultWait,
  sidesAwaited,
  type ResultDeadlines,
} from '@cueleague/domain/result-deadlines';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Write } from '../repositories/executor.ts';
import { leagueDeadlines } from '../repositories/leagues.ts';
import { awaitedMatchIds, loadMatch } from '../repositories/matches.ts';
import { hasProposals, proposePenalties } from '../repositories/penalty-proposals.ts';
import { applyAction } from './apply-action.ts';
import type { MatchEvents } from './match-events.ts';
import { remindResultDue, type Notifications } from './notifications.ts';
import { repeat } from './repeat.ts';

/** How often the timer looks: a reminder or a completion comes within this long of its time. */
export const RESULT_CHECK_MS = 5 * 60_000;

export interface ResultTimerDeps {
  db: Db;
  write: Write;
  notifications: Notifications;
  events: MatchEvents;
  log: FastifyBaseLogger;
}

/** What one look did: reminders sent, matches completed, penalties proposed. */
export interface ResultTimerRun {
  reminded: number;
  completed: string[];
  proposed: number;
}

/** A league's limits and penalty rules, as the timer reads them. */
type LeagueRules = ResultDeadlines & PenaltyRules;

/** Proposes the late-result penalties due now that are not proposed yet (once each). */
const proposeLate = async (
  deps: ResultTimerDeps,
  run: ResultTimerRun,
  match: Match,
  rules: LeagueRules,
  now: Date,
) => {
  const due = latePenaltiesDue(match, rules, rules, now.getTime());
  const teams = due.map((penalty) => penalty.teamId);
  if (due.length === 0 || (await hasProposals(deps.db, match.id, 'late-result', teams))) return;
  run.proposed += await deps.write((trx) => proposePenalties(trx, match, due, now.toISOString()));
};

const completeUnconfirmed = async (
  deps: ResultTimerDeps,
  run: ResultTimerRun,
  match: Match,
  rules: LeagueRules,
  now: Date,
) => {
  const hours = rules.autoCompleteHours;
  const outcome = await applyAction(
    deps.db,
    match.id,
    { type: 'autoComplete' },
    {
      actor: SYSTEM_ACTOR,
      note: `Not confirmed within ${hours} hours of its last round being locked`,
    },
    now,
    {
      events: deps.events,
      write: deps.write,
      onApplied: async (trx, before, after, cupTies) => {
        // The sides that never confirmed: the league's penalty proposed with the completion.
        const unconfirmed = unconfirmedPenaltiesDue(before, rules);
        run.proposed += await proposePenalties(trx, before, unconfirmed, now.toISOString());
        const outbox = await deps.notifications.afterMatchAction(
          trx,
          before,
          after,
          { type: 'autoComplete' },
          SYSTEM_ACTOR,
        );
        const cupOutbox = await deps.notifications.cupTiesMade(trx, cupTies);
        return () => {
          deps.notifications.deliver(outbox);
          deps.notifications.deliver(cupOutbox);
        };
      },
    },
  );
  // Refused: a captain confirmed or disputed meanwhile (or another process completed it).
  return outcome.ok;
};

/** One match's reminder, penalty proposals or completion, whichever are due now. */
const lookAt = async (
  deps: ResultTimerDeps,
  run: ResultTimerRun,
  id: string,
  rules: LeagueRules,
  now: Date,
): Promise<void> => {
  const at = now.getTime();
  const match = await loadMatch(deps.db, id, { frames: false });
  if (!match) return;
  const deadlines: ResultDeadlines = rules;
  await proposeLate(deps, run, match, rules, now);
  const completeAt = autoCompleteAt(match, deadlines);
  if (completeAt !== null && completeAt <= at) {
    if (await completeUnconfirmed(deps, run, match, rules, now)) run.completed.push(match.id);
    return;
  }
  if (resultReminderDue(match, deadlines, at)) {
    const dueAt = new Date(resultDueAt(match, deadlines)).toISOString();
    run.reminded += await remindResultDue(
      deps.notifications,
      deps.db,
      deps.write,
      match,
      sidesAwaited(resultWait(match)),
      { dueAt, now: now.toISOString() },
    );
  }
};

/** One look at every league's awaited results, as of `now`. */
export const runResultTimer = async (deps: ResultTimerDeps, now: Date): Promise<ResultTimerRun> => {
  const run: ResultTimerRun = { reminded: 0, completed: [], proposed: 0 };
  for (const league of await leagueDeadlines(deps.db)) {
    // Only matches already begun (or due to have): a reminder and a completion come after the start.
    for (const id of await awaitedMatchIds(deps.db, league.id, now.toISOString())) {
      // One match that cannot be dealt with (a refusal thrown, a row stored wrong) is logged and
      // left: it must never hold back every match after it, look after look.
      try {
        await lookAt(deps, run, id, league, now);
      } catch (error) {
        deps.log.warn({ err: error, matchId: id }, 'Result timer: a match was left as it is');
      }
    }
  }
  return run;
};

/** Looks now and every RESULT_CHECK_MS (repeat.ts); the returned function stops it. */
export const startResultTimer = (
  deps: ResultTimerDeps & { now: () => Date },
): (() => Promise<void>) =>
  repeat(RESULT_CHECK_MS, () => runResultTimer(deps, deps.now()), {
    log: deps.log,
    failure: 'Result timer: the check failed',
  });
