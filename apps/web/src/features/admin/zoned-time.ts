// Fixture times are the league's wall-clock time (a 19:30 start reads 19:30 for everyone), so the
// admin's date and time inputs are read and written in the league's zone, not the browser's.
import { localDateInZone, zonedTimeToUtc } from '@cueleague/domain/round-robin';

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
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return { date: localDateInZone(iso, zone), time: `${hour}:${minute}` };
};

/** Today in the league's zone, 'YYYY-MM-DD'. */
export const leagueToday = (timeZone: string | undefined, now = new Date()): string =>
  localDateInZone(now, timeZone ?? FALLBACK_ZONE);
