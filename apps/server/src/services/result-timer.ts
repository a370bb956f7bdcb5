// The result timer (docs/rules.md, Results on time): every few minutes, for each league, looks at
// its matches whose result is still awaited and whose time has come; reminds the captains a
// result waits on in the hours before it is due (once each: claimed), and completes a result
// left unconfirmed past the league's limit through the lifecycle's own `autoComplete` (audited
// `match_auto_completed`, announced live, both captains told, a cup tie's bracket moved on).
// Shaped like match-day-reminders.ts: unref'd, and the returned function stops it and waits.
import type { Match } from '@cueleague/domain/entities';
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
import { applyAction } from './apply-action.ts';
import type { MatchEvents } from './match-events.ts';
import { remindResultDue, type Notifications } from './notifications.ts';

/** How often the timer looks: a reminder or a completion comes within this long of its time. */
export const RESULT_CHECK_MS = 5 * 60_000;

export interface ResultTimerDeps {
  db: Db;
  write: Write;
  notifications: Notifications;
  events: MatchEvents;
  log: FastifyBaseLogger;
}

/** What one look did: reminders sent and matches completed. */
export interface ResultTimerRun {
  reminded: number;
  completed: string[];
}

const completeUnconfirmed = async (
  deps: ResultTimerDeps,
  match: Match,
  hours: number,
  now: Date,
) => {
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

/** One match's reminder or completion, if either is due now. */
const lookAt = async (
  deps: ResultTimerDeps,
  run: ResultTimerRun,
  id: string,
  deadlines: ResultDeadlines,
  now: Date,
): Promise<void> => {
  const at = now.getTime();
  const match = await loadMatch(deps.db, id, { frames: false });
  if (!match) return;
  const completeAt = autoCompleteAt(match, deadlines);
  if (completeAt !== null && completeAt <= at) {
    if (await completeUnconfirmed(deps, match, deadlines.autoCompleteHours, now))
      run.completed.push(match.id);
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
  const run: ResultTimerRun = { reminded: 0, completed: [] };
  for (const league of await leagueDeadlines(deps.db)) {
    const deadlines: ResultDeadlines = league;
    // Only matches already begun (or due to have): a reminder and a completion come after the start.
    for (const id of await awaitedMatchIds(deps.db, league.id, now.toISOString())) {
      // One match that cannot be dealt with (a refusal thrown, a row stored wrong) is logged and
      // left: it must never hold back every match after it, look after look.
      try {
        await lookAt(deps, run, id, deadlines, now);
      } catch (error) {
        deps.log.warn({ err: error, matchId: id }, 'Result timer: a match was left as it is');
      }
    }
  }
  return run;
};

export const startResultTimer = (
  deps: ResultTimerDeps & { now: () => Date },
): (() => Promise<void>) => {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runResultTimer(deps, deps.now()).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Result timer: the check failed');
    });
  };
  tick();
  const timer = setInterval(tick, RESULT_CHECK_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
