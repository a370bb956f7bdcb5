// A list of a player's frames, newest first: the date (a link to the match), who they played
// (a link to that player), won or lost, and the rating change. A long season shows 20 at a time so
// a phone is not handed a hundred rows at once.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { MatchLink } from '../../../entities/matches/components/match-link.tsx';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import { formatDate } from '../../../lib/format.ts';

export const PAGE_SIZE = 20;

/** '+12.0' or '−11.9': always signed, one decimal, a real minus sign. */
export const formatChange = (change: number): string =>
  `${change >= 0 ? '+' : '\u2212'}${Math.abs(change).toFixed(1)}`;

const FrameRow = ({
  item,
  showChange,
  timeZone,
}: {
  item: RatingHistoryItem;
  showChange: boolean;
  timeZone: string | undefined;
}) => {
  const date = item.scheduledDate ? formatDate(item.scheduledDate, timeZone) : 'Match';
  return (
    <ListItem divider disableGutters sx={{ py: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ width: '100%', alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box
              component="span"
              sx={{ fontWeight: 600, color: item.won ? 'success.light' : 'error.light' }}
            >
              {item.won ? 'Won' : 'Lost'}
            </Box>{' '}
            {item.won ? 'against' : 'to'}{' '}
            <PlayerLink playerId={item.opponentId}>{item.opponentName ?? 'a player'}</PlayerLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <MatchLink matchId={item.matchId} aria-label={`Match of ${date}`}>
              {date}
            </MatchLink>
          </Typography>
        </Box>
        {showChange && (
          <Typography
            aria-label={`Rating ${formatChange(item.change)}`}
            sx={{
              fontWeight: 700,
              color: item.change >= 0 ? 'success.light' : 'error.light',
              whiteSpace: 'nowrap',
            }}
          >
            {formatChange(item.change)}
          </Typography>
        )}
      </Stack>
    </ListItem>
  );
};

export const PlayerFrames = ({
  items,
  label,
  showChange = true,
}: {
  /** Newest first. */
  items: readonly RatingHistoryItem[];
  label: string;
  /** The rating change of each frame (a season's list shows it; head-to-head does not). */
  showChange?: boolean;
}) => {
  const timeZone = useLeagueTimezone();
  const [shown, setShown] = useState(PAGE_SIZE);
  const more = items.length - shown;
  return (
    <>
      <List dense aria-label={label} sx={{ py: 0, maxWidth: 720 }}>
        {items.slice(0, shown).map((item) => (
          <FrameRow key={item.frameId} item={item} showChange={showChange} timeZone={timeZone} />
        ))}
      </List>
      {more > 0 && (
        <Button onClick={() => setShown((count) => count + PAGE_SIZE)} sx={{ mt: 1 }}>
          Show {Math.min(more, PAGE_SIZE)} more of {items.length}
        </Button>
      )}
    </>
  );
};
