// A player's career: a line per season they played in, oldest first, with their team, division,
// frames, wins, win % and rating at the season's end. A season's name opens that season on this
// page. On a phone the team moves under the season and the division and wins give way; the two
// links, one above the other, are each a full-size tap target.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RouteLink, TAP_TARGET } from '../../../components/route-link.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import {
  playerCareerQuery,
  type PlayerCareerAnswer,
} from '../../../entities/players/api/players-api.ts';
import { playerPath } from '../../../entities/players/components/player-link.tsx';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { formatRating } from './rating-chart-text.ts';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

type CareerLine = PlayerCareerAnswer['items'][number];

const CareerRow = ({ line, playerId }: { line: CareerLine; playerId: string }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
      <RouteLink to={playerPath(playerId, line.seasonId)} sx={TAP_TARGET}>
        {line.seasonName}
      </RouteLink>
      {line.teamId && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
        >
          <TeamLink teamId={line.teamId} sx={TAP_TARGET}>
            {line.teamName ?? 'Team'}
          </TeamLink>
        </Typography>
      )}
    </TableCell>
    <TableCell sx={wideOnly}>
      {line.teamId ? <TeamLink teamId={line.teamId}>{line.teamName ?? 'Team'}</TeamLink> : '–'}
    </TableCell>
    <TableCell sx={wideOnly}>{line.divisionName ?? '–'}</TableCell>
    <TableCell align="right">{line.framesPlayed}</TableCell>
    <TableCell align="right" sx={wideOnly}>
      {line.framesWon}
    </TableCell>
    <TableCell align="right">{line.winPercent}%</TableCell>
    <TableCell align="right">{line.rating === null ? '–' : formatRating(line.rating)}</TableCell>
  </TableRow>
);

export const CareerTable = ({ playerId, playerName }: { playerId: string; playerName: string }) => {
  const career = useQuery(playerCareerQuery(playerId));
  if (career.isPending) return <LoadingRows rows={3} label="Loading the career" />;
  if (career.isError)
    return <ErrorState error={career.error} onRetry={() => void career.refetch()} />;
  if (career.data.items.length === 0) {
    return (
      <Typography color="text.secondary">
        {playerName} has no frames in any season yet: a line appears for each season they play.
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 900 }}>
      <Table
        size="small"
        sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
        aria-label={`${playerName}'s career, oldest season first`}
      >
        <TableHead>
          <TableRow>
            <TableCell>Season</TableCell>
            <TableCell sx={wideOnly}>Team</TableCell>
            <TableCell sx={wideOnly}>Division</TableCell>
            <TableCell align="right">Frames</TableCell>
            <TableCell align="right" sx={wideOnly}>
              Won
            </TableCell>
            <TableCell align="right">Win %</TableCell>
            <TableCell align="right" title="At the season's end">
              Rating
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {career.data.items.map((line) => (
            <CareerRow key={line.seasonId} line={line} playerId={playerId} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
