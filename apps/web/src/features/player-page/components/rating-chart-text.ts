// A rating in words and figures, shared by the page and its chart without loading the chart.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';

/** 1540.3 → '1,540.3'; 1500 → '1,500'. */
export const formatRating = (rating: number): string =>
  rating.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/**
 * "Rating 1,540.3 now, from 1,500 over 32 frames" (a past season's: "Final rating 1,540.3, from
 * …"): what the chart's line says, in words.
 */
export const ratingSummary = (
  items: readonly RatingHistoryItem[],
  { final = false }: { final?: boolean } = {},
): string => {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return 'No rated frames yet';
  const frames = `${items.length} ${items.length === 1 ? 'frame' : 'frames'}`;
  const rating = formatRating(last.after);
  return `${final ? `Final rating ${rating}` : `Rating ${rating} now`}, from ${formatRating(first.before)} over ${frames}`;
};
