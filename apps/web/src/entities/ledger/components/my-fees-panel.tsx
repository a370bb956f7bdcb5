// "Your fees" (docs/rules.md, Fees and fines): the signed-in player's own fees, fines and
// payments (GET /api/ledger/mine), per team and season, with what they owe. Nothing when none.
import { formatMoney } from '@cueleague/domain/ledger';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Panel } from '../../../components/page.tsx';
import { LoadingRows } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { seasonsQuery } from '../../seasons/api/seasons-api.ts';
import { useTeamNames, type TeamName } from '../../teams/hooks/use-team-names.ts';
import { myLedgerQuery, type MyLedger } from '../api/ledger-api.ts';
import { ledgerEntryLabel } from '../hooks/use-ledger-actions.ts';
import {
  BALANCE_COLOR,
  balanceState,
  balanceWords,
  formatLedgerDay,
  signedAmount,
} from '../money.ts';
import { NUMBER } from './totals-cells.tsx';

const HEADING_ID = 'my-fees-heading';
const TITLE = 'Your fees';

type Item = MyLedger['items'][number];

const FeesItem = ({ item, currency, title }: { item: Item; currency: string; title: string }) => {
  const headingId = useId();
  const state = balanceState(item.balance);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" component="h3" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>What</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {item.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={NUMBER}>{formatLedgerDay(line.on)}</TableCell>
                <TableCell>
                  <Typography variant="body2">{ledgerEntryLabel(line)}</Typography>
                  {line.note && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {line.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={NUMBER}>
                  {signedAmount(line.kind, line.amount, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack
        direction="row"
        sx={{ mt: 1, gap: 2, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'end' }}
      >
        <Typography variant="body2" color="text.secondary" sx={NUMBER}>
          Charged {formatMoney(item.charged, currency)} · Paid {formatMoney(item.paid, currency)}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: BALANCE_COLOR[state] }}>
          {balanceWords(item.balance, currency)}
        </Typography>
      </Stack>
    </Box>
  );
};

const itemTitle = (item: Item, teamName: TeamName, seasonName: (id: string) => string | null) =>
  [teamName(item.teamId), seasonName(item.seasonId)].filter(Boolean).join(' · ');

/**
 * The panel, in `frame` (the page's layout around it: a grid cell, say), or nothing when the
 * account has no fees of its own. While they load, a placeholder without a heading (most players
 * have none to show); when they fail, the heading and a line to try again.
 */
export const MyFeesPanel = ({
  frame = (panel) => panel,
}: {
  frame?: (panel: ReactNode) => ReactNode;
}) => {
  const mine = useQuery(myLedgerQuery());
  const seasons = useQuery(seasonsQuery());
  const items = mine.data?.items ?? [];
  const { teamName } = useTeamNames(items.map((item) => item.seasonId));
  if (mine.isSuccess && items.length === 0) return null;
  if (mine.isPending)
    return frame(
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LoadingRows rows={3} height={32} label="Loading your fees" />
      </Paper>,
    );
  const seasonName = (id: string) => seasons.data?.find((season) => season.id === id)?.name ?? null;
  return frame(
    <Panel headingId={HEADING_ID} title={TITLE}>
      {mine.isError ? (
        <Typography role="alert" color="text.secondary">
          Your fees didn&apos;t load: {errorMessage(mine.error)}{' '}
          <Button size="small" onClick={() => void mine.refetch()}>
            Retry
          </Button>
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Your own fees, fines and payments, as the league&apos;s treasurer records them.
          </Typography>
          <Stack spacing={3}>
            {items.map((item) => (
              <FeesItem
                key={`${item.teamId} ${item.seasonId}`}
                item={item}
                currency={mine.data.currency}
                title={itemTitle(item, teamName, seasonName)}
              />
            ))}
          </Stack>
        </>
      )}
    </Panel>,
  );
};
