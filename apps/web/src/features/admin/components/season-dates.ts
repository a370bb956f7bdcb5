import type { Season } from '@cueleague/domain/entities';
import { formatDate } from '../../../lib/format.ts';

/** A calendar date 'YYYY-MM-DD' for reading ('Sun, 1 Mar 2026'); noon UTC keeps the day. */
export const formatCalendarDate = (date: string): string => formatDate(`${date}T12:00:00Z`, 'UTC');

/** '1 Mar 2026 – 30 Jun 2026', 'From 1 Mar 2026', or 'No dates set'. */
export const seasonDates = (season: Pick<Season, 'startDate' | 'endDate'>): string => {
  const start = season.startDate ? formatCalendarDate(season.startDate) : null;
  const end = season.endDate ? formatCalendarDate(season.endDate) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'No dates set';
};
