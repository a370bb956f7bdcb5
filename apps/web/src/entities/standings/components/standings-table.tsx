// The league table (docs/rules.md, Standings): position, team (a link to its page), P W D L, frames
// won and lost, frame difference, points, form, and the tie-breaker that placed each team below the
// one above. A season that gives points per frame or per rack won also shows those frame points
// beside the total. A division with a points adjustment shows each team's, a button where the page
// can show the reasons (`onAdjustment`); the compact table leaves it out (its points have them
// already).
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { TeamLink } from '../../teams/components/team-link.tsx';
import { TIE_BREAKER_LABELS } from '../api/standings-api.ts';
import { FormGuide } from './form-guide.tsx';

// On a phone, frames won and lost give way (frame difference sums them up) so points stay in view;
// the adjustment moves under the team's name, where it is seen without scrolling sideways.
const COLUMNS: { label: string; title: string; wideOnly?: boolean }[] = [
  { label: 'P', title: 'Played' },
  { label: 'W', title: 'Won' },
  { label: 'D', title: 'Drawn' },
  { label: 'L', title: 'Lost' },
  { label: 'FW', title: 'Frames won', wideOnly: true },
  { label: 'FL', title: 'Frames lost', wideOnly: true },
  { label: 'FD', title: 'Frame difference' },
  { label: 'Frame pts', title: 'Points from frames won, counted in Pts' },
  { label: 'Pts', title: 'Points' },
  // After the points, which count it.
  { label: 'Adj.', title: 'Points adjustment', wideOnly: true },
];

/** The column only a season with points per frame or per rack shows. */
const FRAME_POINTS = 'Frame pts';
/** The column only a division with a points adjustment shows. */
const ADJUSTMENT = 'Adj.';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'inline-flex', sm: 'none' } } as const;

const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

const stickyTeam = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
} as const;

export const DecidedBy = ({ row }: { row: StandingsRow }) => {
  if (!row.decidedBy)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        –
      </Box>
    );
  const label = TIE_BREAKER_LABELS[row.decidedBy];
  // Points separate most teams; the real tie-breakers deserve a second look.
  return row.decidedBy === 'points' ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}
    </Box>
  ) : (
    <Chip size="small" label={label} color="secondary" variant="outlined" />
  );
};

export const StandingsTable = ({
  rows,
  caption,
  limit,
  compact = false,
  framePoints,
  onAdjustment,
}: {
  rows: readonly StandingsRow[];
  caption: string;
  limit?: number;
  /** Fewer columns (the home page): position, team, P, FD, points. */
  compact?: boolean;
  /** The season gives points per frame or rack won, for what ('frames', 'frames and racks'):
   * show them beside the total (not when compact). */
  framePoints?: string | undefined;
  /** A team's adjustment figure was tapped: show what it is made of. */
  onAdjustment?: (row: StandingsRow) => void;
}) => {
  const shown = limit ? rows.slice(0, limit) : rows;
  const adjusted = rows.some((row) => row.adjustment !== 0);
  const columns = COLUMNS.filter((column) =>
    column.label === FRAME_POINTS
      ? framePoints !== undefined && !compact
      : column.label === ADJUSTMENT
        ? adjusted && !compact
        : !compact || ['P', 'FD', 'Pts'].includes(column.label),
  ).map((column) =>
    column.label === FRAME_POINTS && framePoints !== undefined
      ? { ...column, title: `Points from ${framePoints} won, counted in Pts` }
      : column,
  );
  /** The figure as a button that shows the reasons; on a phone, under the name, with 'pts'. */
  const adjustmentButton = (row: StandingsRow, onPhone: boolean): ReactNode => {
    const figure = adjustmentFigure(row.adjustment);
    if (!onAdjustment) return null;
    return (
      <Button
        size="small"
        color={row.adjustment < 0 ? 'error' : 'success'}
        aria-haspopup="dialog"
        aria-label={`Adjustments of ${row.teamName}: ${figure}`}
        onClick={() => onAdjustment(row)}
        sx={[
          { minWidth: 32, minHeight: 32, px: 0.75, py: 0, fontWeight: 700, fontSize: 'inherit' },
          onPhone && { ...phoneOnly, ml: -0.75, mb: 0.5, textTransform: 'none' },
        ]}
      >
        {onPhone ? `${figure} pts` : figure}
      </Button>
    );
  };
  const adjustmentCell = (row: StandingsRow): ReactNode =>
    row.adjustment === 0 || !onAdjustment ? (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {adjustmentFigure(row.adjustment)}
      </Box>
    ) : (
      adjustmentButton(row, false)
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 } }, '& caption': visuallyHidden }}
      >
        <Box
          component="caption"
          sx={{ captionSide: 'top', textAlign: 'left', px: 2, py: 1, color: 'text.secondary' }}
        >
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell align="right" scope="col">
              <Box component="abbr" title="Position" sx={{ textDecoration: 'none' }}>
                #
              </Box>
            </TableCell>
            <TableCell scope="col" sx={stickyTeam}>
              Team
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align="right"
                scope="col"
                sx={column.wideOnly ? wideOnly : undefined}
                {...(column.label === ADJUSTMENT && { 'aria-label': column.title })}
              >
                <Box component="abbr" title={column.title} sx={{ textDecoration: 'none' }}>
                  {column.label}
                </Box>
              </TableCell>
            ))}
            {!compact && <TableCell scope="col">Form</TableCell>}
            {!compact && <TableCell scope="col">Placed by</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const values: Record<string, ReactNode> = {
              P: row.played,
              W: row.won,
              D: row.drawn,
              L: row.lost,
              FW: row.framesWon,
              FL: row.framesLost,
              FD: signed(row.frameDifference),
              [FRAME_POINTS]: row.framePoints,
              [ADJUSTMENT]: adjusted && adjustmentCell(row),
              Pts: row.points,
            };
            return (
              <TableRow key={row.teamId} hover>
                <TableCell align="right" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {row.position}
                </TableCell>
                <TableCell component="th" scope="row" sx={{ ...stickyTeam, fontWeight: 600 }}>
                  {/* A block link: the whole name cell is the tap target on a phone. */}
                  <TeamLink
                    teamId={row.teamId}
                    sx={{ display: 'block', py: 0.75, overflowWrap: 'anywhere' }}
                  >
                    {row.teamName}
                  </TeamLink>
                  {adjusted && row.adjustment !== 0 && adjustmentButton(row, true)}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align="right"
                    sx={[
                      column.label === 'Pts' && { fontWeight: 700, color: 'primary.light' },
                      Boolean(column.wideOnly) && wideOnly,
                    ]}
                  >
                    {values[column.label]}
                  </TableCell>
                ))}
                {!compact && (
                  <TableCell>
                    <FormGuide form={row.form} />
                  </TableCell>
                )}
                {!compact && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DecidedBy row={row} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
