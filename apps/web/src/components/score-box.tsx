// A match's score in its box, "9 – 7", and the row of both teams either side of it: the live
// scoreboard's and the scoring page's header.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const ScoreBox = ({
  home,
  away,
  compact = false,
  testId,
  hidden = false,
}: {
  home: number;
  away: number;
  /** The scoring page's header: a little tighter than the scoreboard. */
  compact?: boolean;
  testId?: string;
  /** Hidden from screen readers (the score is said in words elsewhere). */
  hidden?: boolean;
}) => (
  <Box
    {...(testId ? { 'data-testid': testId } : {})}
    aria-hidden={hidden ? 'true' : undefined}
    sx={{
      display: 'flex',
      gap: 1,
      alignItems: 'center',
      px: 1.5,
      py: compact ? 0.25 : 0.5,
      borderRadius: 2,
      bgcolor: 'background.default',
      border: 1,
      borderColor: 'divider',
      fontSize: { xs: '1.75rem', sm: compact ? '2rem' : '2.25rem' },
      fontWeight: 700,
      lineHeight: compact ? 1.15 : 1.1,
    }}
  >
    <span>{home}</span>
    <Box component="span" sx={{ color: 'text.disabled', fontWeight: 400 }}>
      –
    </Box>
    <span>{away}</span>
  </Box>
);

/**
 * Home team, score box, away team in three columns. Hidden from screen readers: each place says
 * the score in words beside it. With `namesRead` only the score box is hidden, so team names that
 * are links (the live scoreboard's) stay reachable.
 */
export const ScoreGrid = ({
  home,
  away,
  score,
  compact = false,
  testId,
  namesRead = false,
}: {
  home: ReactNode;
  away: ReactNode;
  score: { home: number; away: number };
  /** The scoring page's header: a little tighter than the scoreboard. */
  compact?: boolean;
  testId?: string;
  namesRead?: boolean;
}) => (
  <Box
    aria-hidden={namesRead ? undefined : 'true'}
    sx={{
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      alignItems: 'center',
      gap: compact ? 1.5 : { xs: 1, sm: 2 },
    }}
  >
    {home}
    <ScoreBox
      home={score.home}
      away={score.away}
      compact={compact}
      testId={testId}
      hidden={namesRead}
    />
    {away}
  </Box>
);
