// The line a fixture list shows where the season breaks: the weeks without matches between two
// match weeks (the domain's match-weeks.ts), which the week numbers do not count.
import Typography from '@mui/material/Typography';
import { formatWeekRange } from '../../../lib/format.ts';

/** '16 Mar – 29 Mar 2026' for the weeks starting on these Mondays (in order). */
export const breakRange = (mondays: readonly string[]): string => {
  const first = formatWeekRange(mondays[0] ?? '');
  const last = formatWeekRange(mondays.at(-1) ?? '');
  return `${first.split(' – ')[0] ?? ''} – ${last.split(' – ')[1] ?? ''}`;
};

export const SeasonBreak = ({ mondays }: { mondays: readonly string[] }) => (
  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
    Season break: no matches {breakRange(mondays)}
  </Typography>
);
