// The dates a cup's rounds are first offered for when it is published: one round a week, from a
// week today, at the league's usual start (the fixture forms' 19:30), as datetime-local values;
// and for a singles knockout the race each round is first offered at.
import type { Competition } from '@cueleague/domain/competitions/records';
import { leagueInstant, leagueToday } from '../zoned-time.ts';

export const USUAL_START = '19:30';

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 'YYYY-MM-DDTHH:MM' for each of `rounds` rounds, a week apart from next week. */
export const defaultRoundDates = (
  rounds: number,
  timeZone: string | undefined,
  now = new Date(),
): string[] => {
  const today = leagueToday(timeZone, now);
  return Array.from(
    { length: rounds },
    (_, at) => `${addDays(today, 7 * (at + 1))}T${USUAL_START}`,
  );
};

/** A datetime-local value, read as the league's wall-clock time, as an ISO instant. */
export const roundInstant = (value: string, timeZone: string | undefined): string => {
  const [date = '', time = ''] = value.split('T');
  return leagueInstant(date, time, timeZone);
};

/**
 * The race each dated round of a singles knockout is first offered at when it is published: the
 * round's own as the server sends it (the cup's race before publishing), else the cup's.
 */
export const defaultRoundRaces = (cup: Pick<Competition, 'format' | 'rounds'>): number[] =>
  cup.rounds.map((round) => round.raceTo ?? cup.format.raceTo ?? 1);
