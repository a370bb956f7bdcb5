// The players page's stats table: a column per figure, each sortable (the sorted one says so to a
// screen reader), and a player's name that links to their page (with their rating by frame). On a
// phone the team moves under the name and the lesser columns give way; the two links, one above
// the other, are each a full-size tap target.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { TAP_TARGET } from '../../../components/route-link.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { PlayerStatsItem } from '../../../entities/players/api/players-api.ts';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';

export type SortKey =
  | 'rank'
  | 'name'
  | 'team'
  | 'matchesPlayed'
  | 'framesPlayed'
  | 'framesWon'
  | 'framesLost'
  | 'winPercent'
  | 'rating';
export type Direction = 'asc' | 'desc';

export interface RankedRow extends PlayerStatsItem {
  rank: number;
  name: string;
}

// On a phone, matches, wins and losses give way so frames and win % stay in view.
const COLUMNS: {
  key: SortKey;
  label: string;
  numeric: boolean;
  title?: string;
  wideOnly?: boolean;
}[] = [
  { key: 'rank', label: '#', numeric: true, title: 'Rank' },
  { key: 'name', label: 'Player', numeric: false },
  { key: 'team', label: 'Team', numeric: false, wideOnly: true },
  { key: 'matchesPlayed', label: 'Matches', numeric: true, wideOnly: true },
  { key: 'framesPlayed', label: 'Frames', numeric: true },
  { key: 'framesWon', label: 'Won', numeric: true, wideOnly: true },
  { key: 'framesLost', label: 'Lost', numeric: true, wideOnly: true },
  { key: 'winPercent', label: 'Win %', numeric: true },
  { key: 'rating', label: 'Rating', numeric: true, wideOnly: true, title: 'Elo-style, from 1500' },
];

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

export const sortRows = (
  rows: readonly RankedRow[],
  key: SortKey,
  direction: Direction,
): RankedRow[] => {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      key === 'name'
        ? collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`)
        : key === 'team'
          ? collator.compare(a.teamName ?? '', b.teamName ?? '')
          : // A player with no rated frame yet sorts below every rating.
            (a[key] ?? Number.NEGATIVE_INFINITY) - (b[key] ?? Number.NEGATIVE_INFINITY);
    // Ties keep the league's own order (win %, wins, frames, name).
    return primary * factor || a.rank - b.rank;
  });
};

export const PlayerStatsTable = ({
  rows,
  sort,
  onSort,
  label,
  dimmed,
  seasonId,
}: {
  rows: readonly RankedRow[];
  sort: { key: SortKey; direction: Direction };
  onSort: (key: SortKey) => void;
  label: string;
  /** Another season's figures still showing while this one's load. */
  dimmed: boolean;
  /** A past season's table: each name opens the player's page at that season. */
  seasonId?: string | undefined;
}) => (
  <TableContainer
    component={Paper}
    variant="outlined"
    sx={{ opacity: dimmed ? 0.6 : 1, maxWidth: 1000 }}
  >
    <Table
      size="small"
      sx={{
        '& td, & th': { px: { xs: 1, sm: 2 } },
        // A phone has no room for the hidden arrows of the columns not sorted on.
        '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
          display: { xs: 'none', sm: 'inline-block' },
        },
      }}
      aria-label={label}
    >
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.key}
              align={column.numeric ? 'right' : 'left'}
              sortDirection={sort.key === column.key ? sort.direction : false}
              sx={column.wideOnly ? wideOnly : undefined}
            >
              <TableSortLabel
                active={sort.key === column.key}
                direction={sort.key === column.key ? sort.direction : 'asc'}
                onClick={() => onSort(column.key)}
                title={column.title}
              >
                {column.label}
                {sort.key === column.key && (
                  <Box component="span" sx={visuallyHidden}>
                    {sort.direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
                  </Box>
                )}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.playerId} hover>
            <TableCell align="right" sx={{ color: 'text.secondary' }}>
              {row.rank}
            </TableCell>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: 500, whiteSpace: { sm: 'nowrap' } }}
            >
              <PlayerLink playerId={row.playerId} seasonId={seasonId} sx={TAP_TARGET}>
                {row.name}
              </PlayerLink>
              {row.teamName && row.teamId && (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                >
                  <TeamLink teamId={row.teamId} sx={TAP_TARGET}>
                    {row.teamName}
                  </TeamLink>
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ ...wideOnly, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {row.teamName && row.teamId ? (
                <TeamLink teamId={row.teamId}>{row.teamName}</TeamLink>
              ) : (
                '–'
              )}
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {row.matchesPlayed}
            </TableCell>
            <TableCell align="right">{row.framesPlayed}</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {row.framesWon}
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {row.framesLost}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.light' }}>
              {row.winPercent}%
            </TableCell>
            <TableCell align="right" sx={{ ...wideOnly, fontVariantNumeric: 'tabular-nums' }}>
              {row.rating === null ? '–' : row.rating.toFixed(1)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
