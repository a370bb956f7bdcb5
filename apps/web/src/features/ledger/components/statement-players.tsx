// A team's statement "By player": each player named in its lines (their own fees, fines and
// payments) with what they were charged, what they paid and what they owe. Shown only when a
// line names a player; the team's own lines are in no player's totals.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeamStatement } from '../../../entities/ledger/api/ledger-api.ts';
import {
  ChargedPaidCells,
  NUMBER,
  TotalsHeadCells,
} from '../../../entities/ledger/components/totals-cells.tsx';
import { BALANCE_COLOR, balanceState, balanceWords } from '../../../entities/ledger/money.ts';

const HEADING_ID = 'statement-by-player-heading';

export const StatementPlayers = ({
  statement,
  playerName,
}: {
  statement: TeamStatement;
  playerName: (playerId: string) => string;
}) => {
  const { currency, players } = statement;
  if (players.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 3 }}>
      <Typography variant="h3" component="h2" id={HEADING_ID} sx={{ mb: 1 }}>
        By player
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Each player&apos;s own fees, fines and payments. They count in the team&apos;s balance too.
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={HEADING_ID} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TotalsHeadCells first="Player" />
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((row) => (
              <TableRow key={row.playerId}>
                <TableCell component="th" scope="row">
                  {playerName(row.playerId)}
                </TableCell>
                <ChargedPaidCells charged={row.charged} paid={row.paid} currency={currency} />
                <TableCell
                  align="right"
                  sx={{ ...NUMBER, color: BALANCE_COLOR[balanceState(row.balance)] }}
                >
                  {balanceWords(row.balance, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
};
