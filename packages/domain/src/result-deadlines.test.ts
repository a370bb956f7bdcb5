import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import { SYSTEM_ACTOR } from './permissions.ts';
import {
  autoCompleteAt,
  DEFAULT_RESULT_DEADLINES,
  resultDueAt,
  resultLateness,
  resultReminderDue,
  resultWait,
  sidesAwaited,
} from './result-deadlines.ts';
import {
  admin,
  allRoundsLocked,
  apply,
  awayCaptain,
  completedMatch,
  expectRefused,
  homeCaptain,
  inState,
  newMatch,
  NOW,
  startedMatch,
  step,
} from './testing/lifecycle-driver.ts';

const HOUR = 3_600_000;
/** The driver's matches start at 19:30 UTC on 4 March 2025 and lock their rounds at NOW. */
const START = Date.parse('2025-03-04T19:30:00.000Z');
const LOCKED = Date.parse(NOW);
const hoursAfterStart = (hours: number) => START + hours * HOUR;

describe('what a result waits for', () => {
  it('names the step: the start, the rounds, each confirmation, an admin for a dispute', () => {
    expect(resultWait(newMatch())).toEqual({ kind: 'start' });
    expect(resultWait(startedMatch())).toEqual({ kind: 'rounds', locked: 0, of: 4 });
    expect(resultWait(allRoundsLocked())).toEqual({ kind: 'confirm', sides: ['home', 'away'] });
    const homeConfirmed = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
    expect(resultWait(homeConfirmed)).toEqual({ kind: 'confirm', sides: ['away'] });
    const disputed = step(
      homeConfirmed,
      { type: 'dispute', side: 'away', reason: 'Frame 3 was ours' },
      awayCaptain,
    );
    expect(resultWait(disputed)).toEqual({ kind: 'dispute', side: 'away' });
    expect(sidesAwaited(resultWait(disputed))).toEqual([]);
    for (const state of ['completed', 'cancelled', 'postponed'] as const)
      expect(resultWait(inState(newMatch(), state))).toBeNull();
  });
});

describe('late and overdue results', () => {
  it('is due the league’s hours after the start, overdue after it until the result is in', () => {
    const match = allRoundsLocked();
    expect(resultDueAt(match, DEFAULT_RESULT_DEADLINES)).toBe(hoursAfterStart(48));
    expect(resultLateness(match, DEFAULT_RESULT_DEADLINES, hoursAfterStart(47))).toBeNull();
    expect(resultLateness(match, DEFAULT_RESULT_DEADLINES, hoursAfterStart(49))).toBe('overdue');
    const shorter = { resultDueHours: 24, autoCompleteHours: 0 };
    expect(resultLateness(newMatch(), shorter, hoursAfterStart(25))).toBe('overdue');
    // Postponed: waiting for the admin's new date, not for a result.
    const postponed = inState(newMatch(), 'postponed');
    expect(resultLateness(postponed, shorter, hoursAfterStart(100))).toBeNull();
  });

  it('marks a result completed after its due time late, and one on time not', () => {
    const onTime = completedMatch();
    expect(onTime.progress.completedAt).toBe(NOW);
    expect(resultLateness(onTime, DEFAULT_RESULT_DEADLINES, hoursAfterStart(500))).toBeNull();
    const lateAt = new Date(hoursAfterStart(50)).toISOString();
    const late: Match = { ...onTime, progress: { ...onTime.progress, completedAt: lateAt } };
    expect(resultLateness(late, DEFAULT_RESULT_DEADLINES, hoursAfterStart(500))).toBe('late');
    // A walkover is the admin's decision, never late; a match completed before the time was
    // kept is not marked either.
    const walkover: Match = {
      ...late,
      progress: { ...late.progress, walkover: { winner: 'home', rule: 'frames', reason: 'x' } },
    };
    expect(resultLateness(walkover, DEFAULT_RESULT_DEADLINES, hoursAfterStart(500))).toBeNull();
    const { completedAt: _dropped, ...older } = late.progress;
    expect(
      resultLateness({ ...late, progress: older }, DEFAULT_RESULT_DEADLINES, hoursAfterStart(500)),
    ).toBeNull();
  });

  it('forgets when a reopened match was completed', () => {
    const reopened = step(completedMatch(), { type: 'reopen', reason: 'Wrong winner' }, admin);
    expect(reopened.progress.completedAt).toBeUndefined();
  });
});

describe('reminders', () => {
  it('reminds in the twelve hours before the result is due, and only while one is awaited', () => {
    const match = startedMatch();
    expect(resultReminderDue(match, DEFAULT_RESULT_DEADLINES, hoursAfterStart(35))).toBe(false);
    expect(resultReminderDue(match, DEFAULT_RESULT_DEADLINES, hoursAfterStart(36))).toBe(true);
    expect(resultReminderDue(match, DEFAULT_RESULT_DEADLINES, hoursAfterStart(48))).toBe(false);
    expect(resultReminderDue(completedMatch(), DEFAULT_RESULT_DEADLINES, hoursAfterStart(40))).toBe(
      false,
    );
  });
});

describe('completing a result left unconfirmed', () => {
  it('is due the league’s hours after the last lock, never while disputed, off at 0', () => {
    const locked = allRoundsLocked();
    expect(autoCompleteAt(locked, DEFAULT_RESULT_DEADLINES)).toBe(LOCKED + 72 * HOUR);
    expect(autoCompleteAt(locked, { resultDueHours: 48, autoCompleteHours: 0 })).toBeNull();
    expect(autoCompleteAt(startedMatch(), DEFAULT_RESULT_DEADLINES)).toBeNull();
    const disputed = step(
      locked,
      { type: 'dispute', side: 'home', reason: 'Frame 3 was ours' },
      homeCaptain,
    );
    expect(autoCompleteAt(disputed, DEFAULT_RESULT_DEADLINES)).toBeNull();
    expect(autoCompleteAt(completedMatch(), DEFAULT_RESULT_DEADLINES)).toBeNull();
  });

  it('completes by the timer alone, stamped, and refuses a disputed result', () => {
    const locked = allRoundsLocked();
    const done = apply(locked, { type: 'autoComplete' }, SYSTEM_ACTOR);
    expect(done.ok && done.value.match.state).toBe('completed');
    expect(done.ok && done.value.match.progress.completedAt).toBe(NOW);
    expect(done.ok && done.value.reason).toBe('match_auto_completed');
    expectRefused(apply(locked, { type: 'autoComplete' }, admin), 'forbidden');
    const disputed = step(
      locked,
      { type: 'dispute', side: 'home', reason: 'Frame 3 was ours' },
      homeCaptain,
    );
    expectRefused(apply(disputed, { type: 'autoComplete' }, SYSTEM_ACTOR), 'conflict');
    expectRefused(apply(startedMatch(), { type: 'autoComplete' }, SYSTEM_ACTOR), 'conflict');
  });
});
