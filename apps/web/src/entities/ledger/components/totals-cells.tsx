// The cells every ledger totals table shares (the treasurer's summary by team, a statement's by
// player): amounts in tabular figures, and the charged and paid columns on wider screens only
// (a phone shows who and what they owe).
import { formatMoney } from '@cueleague/domain/ledger';
import TableCell from '@mui/material/TableCell';

/** Columns a phone leaves out. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Money lined up in a column. */
export const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A totals table's header cells: who (`first`), charged, paid, balance. */
export const TotalsHeadCells = ({ first }: { first: string }) => (
  <>
    <TableCell>{first}</TableCell>
    <TableCell align="right" sx={WIDE_ONLY}>
      Charged
    </TableCell>
    <TableCell align="right" sx={WIDE_ONLY}>
      Paid
    </TableCell>
    <TableCell align="right">Balance</TableCell>
  </>
);

/** A totals row's charged and paid cells. */
export const ChargedPaidCells = ({
  charged,
  paid,
  currency,
}: {
  charged: number;
  paid: number;
  currency: string;
}) => (
  <>
    <TableCell align="right" sx={{ ...WIDE_ONLY, ...NUMBER }}>
      {formatMoney(charged, currency)}
    </TableCell>
    <TableCell align="right" sx={{ ...WIDE_ONLY, ...NUMBER }}>
      {formatMoney(paid, currency)}
    </TableCell>
  </>
);
