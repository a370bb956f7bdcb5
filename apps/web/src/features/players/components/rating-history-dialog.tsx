// A player's rating frame by frame, each frame's change visible (docs/rules.md, Player stats and
// ratings): newest first, each frame with its opponent, result, change and the rating after it.
import type { RatedStatsRow } from '@cueleague/domain/player-rating';
import CloseIcon from '@mui/icons-material/Close';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { ratingHistoryQuery } from '../../../entities/players/api/players-api.ts';

/** '+12.0' or '−11.9': always signed, one decimal, a real minus sign. */
export const formatChange = (change: number): string =>
  `${change >= 0 ? '+' : '\u2212'}${Math.abs(change).toFixed(1)}`;

export const RatingHistoryDialog = ({
  player,
  seasonId,
  onClose,
}: {
  player: Pick<RatedStatsRow, 'playerId' | 'firstName' | 'lastName'> | null;
  seasonId: string | undefined;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const timeZone = useLeagueTimezone();
  const history = useQuery({
    ...ratingHistoryQuery(player?.playerId ?? '', seasonId),
    enabled: player !== null,
  });
  const name = player ? `${player.firstName} ${player.lastName}` : '';

  const body = () => {
    if (history.isPending) return <LoadingRows rows={6} height={48} label="Loading the rating" />;
    if (history.isError)
      return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
    if (history.data.items.length === 0) {
      return (
        <EmptyState icon={<ShowChartIcon />} title="No rated frames yet">
          A rating moves with each frame {name} plays against another player. Forfeits don't count.
        </EmptyState>
      );
    }
    const newestFirst = [...history.data.items].reverse();
    return (
      <>
        <Typography sx={{ mb: 1 }}>
          Rating{' '}
          <Box component="strong" sx={{ fontSize: '1.5rem', color: 'primary.light' }}>
            {history.data.rating?.toFixed(1)}
          </Box>{' '}
          after {history.data.items.length} {history.data.items.length === 1 ? 'frame' : 'frames'},
          from 1500.
        </Typography>
        <List dense aria-label={`Rating changes of ${name}, newest first`}>
          {newestFirst.map((item) => (
            <ListItem key={item.frameId} divider disableGutters>
              <Stack direction="row" spacing={1.5} sx={{ width: '100%', alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography noWrap>
                    {item.won ? 'Beat' : 'Lost to'} {item.opponentName ?? 'a player'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.scheduledDate ? formatDate(item.scheduledDate, timeZone) : ''}
                  </Typography>
                </Box>
                <Typography
                  sx={{
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                    color: item.change >= 0 ? 'success.light' : 'error.light',
                  }}
                >
                  {formatChange(item.change)}
                </Typography>
                <Typography
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '4.5em', textAlign: 'right' }}
                >
                  {item.after.toFixed(1)}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      </>
    );
  };

  return (
    <Dialog
      open={player !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle sx={{ pr: 6 }}>{name}: rating by frame</DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{player && body()}</DialogContent>
    </Dialog>
  );
};
