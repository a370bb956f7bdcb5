// "5 minutes ago", "yesterday": how long ago something happened, in the visitor's language, for
// lists where the exact time matters less than how recent it is (the notifications bell). After a
// week it is the day itself.
import { formatDay, getDisplayLocale } from './format.ts';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

export const formatRelativeTime = (iso: string, now: number = Date.now()): string => {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(getDisplayLocale(), { numeric: 'auto' });
  if (seconds < 60) return format.format(0, 'second');
  if (seconds >= WEEK_SECONDS) return formatDay(iso);
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (seconds >= length) [unit, size] = [name, length];
  }
  return format.format(-Math.floor(seconds / size), unit);
};
