// A team's statement on screen: its lines oldest first (the day, what it was and whose when a
// player's, its note, the amount as it moves the balance, the balance after it), then the totals
// and each named player's. A keeper may take a mistaken line out, after asking; a captain reads.
import { formatMoney } from '@cueleague/domain/ledger';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { StatementLine, TeamStatement } from '../../../entities/ledger/api/ledger-api.ts';
import {
  ledgerLineLabel,
  useDeleteLedgerEntry,
} from '../../../entities/ledger/hooks/use-ledger-actions.ts';
import {
  BALANCE_COLOR,
  balanceState,
  balanceWords,
  formatLedgerDay,
  signedAmount,
} from '../../../entities/ledger/money.ts';
import { StatementPlayers } from './statement-players.tsx';
import { NUMBER, WIDE_ONLY } from '../../../entities/ledger/components/totals-cells.tsx';

/** Phones show the day under what the line is: four narrow columns fit 360 px, five do not. */

export const StatementLines = ({
  statement,
  keeper,
  playerName,
}: {
  statement: TeamStatement;
  /** A keeper may delete lines. */
  keeper: boolean;
  /** The name of a player a line names. */
  playerName: (playerId: string) => string;
}) => {
  const { currency } = statement;
  const lineName = (line: StatementLine) =>
    `${ledgerLineLabel(line, playerName)} of ${formatLedgerDay(line.on)}`;
  const [deleting, setDeleting] = useState<StatementLine | null>(null);
  const remove = useDeleteLedgerEntry();
  const close = () => setDeleting(null);
  return (
    <>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Statement lines" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={WIDE_ONLY}>Date</TableCell>
              <TableCell>What</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Balance</TableCell>
              {keeper && (
                <TableCell padding="none">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ ...WIDE_ONLY, ...NUMBER }}>{formatLedgerDay(line.on)}</TableCell>
                <TableCell>
                  <Typography variant="body2">{ledgerLineLabel(line, playerName)}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    <Box component="span" sx={{ display: { sm: 'none' } }}>
                      {formatLedgerDay(line.on)}
                      {line.note && ' · '}
                    </Box>
                    {line.note}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {signedAmount(line.kind, line.amount, currency)}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {formatMoney(line.balance, currency)}
                </TableCell>
                {keeper && (
                  <TableCell padding="none" align="right">
                    <IconButton
                      aria-label={`Delete ${lineName(line)}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(line);
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <StatementTotals statement={statement} />
      <StatementPlayers statement={statement} playerName={playerName} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting ? lineName(deleting) : 'the line'}?`}
        confirmLabel="Delete line"
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: close });
        }}
      >
        For a line recorded by mistake: the balance is counted again without it. The league&apos;s
        audit trail keeps a note of it.
      </ConfirmDialog>
    </>
  );
};

const StatementTotals = ({ statement }: { statement: TeamStatement }) => {
  const { currency, balance } = statement;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Totals"
      sx={{ mt: 2, p: 2, ml: { sm: 'auto' }, maxWidth: { sm: 360 } }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">Charged</Typography>
          <Typography sx={NUMBER}>{formatMoney(statement.charged, currency)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">Paid</Typography>
          <Typography sx={NUMBER}>{formatMoney(statement.paid, currency)}</Typography>
        </Stack>
        <Typography
          variant="h3"
          component="p"
          sx={{ pt: 1, color: BALANCE_COLOR[balanceState(balance)] }}
        >
          {balanceWords(balance, currency)}
        </Typography>
      </Stack>
    </Paper>
  );
};
