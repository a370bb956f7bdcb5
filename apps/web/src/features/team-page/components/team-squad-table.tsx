// A team's squad on its page: each player (a link to their page) with the season's frames played,
// win % and rating; the captain marked, a player who left marked as former. A player with no frame
// yet is listed with dashes, not left out.
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import type { SquadRow } from '../team-squad.ts';

const NONE = '–';

export const TeamSquadTable = ({
  rows,
  label,
  seasonId,
}: {
  rows: readonly SquadRow[];
  label: string;
  /** A past season's squad: each name opens the player's page at that season. */
  seasonId?: string | undefined;
}) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Player</TableCell>
          <TableCell scope="col" align="right">
            Frames
          </TableCell>
          <TableCell scope="col" align="right">
            Win %
          </TableCell>
          <TableCell scope="col" align="right">
            <Box component="abbr" title="Elo-style, from 1500" sx={{ textDecoration: 'none' }}>
              Rating
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const frames = row.stats?.framesPlayed ?? 0;
          const rating = row.stats?.rating ?? null;
          return (
            <TableRow key={row.membership.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  {row.player ? (
                    <PlayerLink
                      playerId={row.membership.playerId}
                      seasonId={seasonId}
                      sx={{ overflowWrap: 'anywhere', display: 'inline-block', py: 1 }}
                    >
                      {row.name}
                    </PlayerLink>
                  ) : (
                    <span>{row.name}</span>
                  )}
                  {row.isCaptain && (
                    <Chip size="small" color="secondary" label="Captain" sx={{ height: 20 }} />
                  )}
                  {!row.membership.isActive && (
                    <Chip size="small" variant="outlined" label="Former" sx={{ height: 20 }} />
                  )}
                </Box>
              </TableCell>
              <TableCell align="right">{frames}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.light' }}>
                {frames > 0 && row.stats ? `${row.stats.winPercent}%` : NONE}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {rating === null ? NONE : rating.toFixed(1)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  </TableContainer>
);
