// Fixture times are the league's wall-clock time (a 19:30 start reads 19:30 for everyone), so the
// admin's date and time inputs are read and written in the league's zone, not the browser's
// (the arithmetic is the domain's zoned-time.ts).
import { localDateInZone, localTimeInZone, zonedTimeToUtc } from '@cueleague/domain/zoned-time';

const FALLBACK_ZONE = 'UTC';

/** 'YYYY-MM-DD' + 'HH:MM' in the league's zone as an ISO-8601 UTC instant. */
export const leagueInstant = (date: string, time: string, timeZone: string | undefined): string =>
  zonedTimeToUtc(date, time, timeZone ?? FALLBACK_ZONE);

/** An instant as the league's local date and 'HH:MM' time, for the inputs. */
export const leagueDateTime = (
  iso: string,
  timeZone: string | undefined,
): { date: string; time: string } => {
  const zone = timeZone ?? FALLBACK_ZONE;
  return { date: localDateInZone(iso, zone), time: localTimeInZone(iso, zone) };
};

/** Today in the league's zone, 'YYYY-MM-DD'. */
export const leagueToday = (timeZone: string | undefined, now = new Date()): string =>
  localDateInZone(now, timeZone ?? FALLBACK_ZONE);
