// /treasurer, "Fees and fines" (docs/rules.md): who owes what in a season (the current one unless
// another is picked), owing most first, with the season's totals. The keepers (a treasurer, an
// admin) charge the season's entry fee to every team at once, download the table for a
// spreadsheet, and open a team's statement to record its charges and payments.
import { formatMoney, type LedgerSummary } from '@cueleague/domain/ledger';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DownloadIcon from '@mui/icons-material/Download';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { TAP_TARGET, RouteLink } from '../../../components/route-link.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingRows,
  SelectsLoading,
} from '../../../components/states.tsx';
import { ledgerSummaryQuery } from '../../../entities/ledger/api/ledger-api.ts';
import {
  SeasonSelect,
  useSeasonChoice,
} from '../../../entities/seasons/components/season-select.tsx';
import { useTeamNames, type TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { downloadCsv, summaryCsv, summaryFileName } from '../ledger-csv.ts';
import { BALANCE_COLOR, balanceState } from '../../../entities/ledger/money.ts';
import { EntryFeesDialog } from './ledger-dialogs.tsx';
import {
  ChargedPaidCells,
  NUMBER,
  TotalsHeadCells,
} from '../../../entities/ledger/components/totals-cells.tsx';

const TITLE = 'Fees and fines';
const DESCRIPTION = "Each team's entry fee, fines and payments this season, and what it owes.";

/** Phones show charged and paid under the team's name: three columns fit 360 px, five do not. */

export const statementPath = (teamId: string): string =>
  `/treasurer/teams/${encodeURIComponent(teamId)}`;

/** The balance, and in words what it means when it is not nothing. */
const Balance = ({ balance, currency }: { balance: number; currency: string }) => {
  const state = balanceState(balance);
  return (
    <>
      <Typography
        variant="body2"
        component="span"
        sx={{ ...NUMBER, display: 'block', fontWeight: state === 'owes' ? 700 : undefined }}
      >
        {formatMoney(balance, currency)}
      </Typography>
      {state !== 'settled' && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: BALANCE_COLOR[state], fontWeight: 700 }}
        >
          {state === 'owes' ? 'owes' : 'in credit'}
        </Typography>
      )}
    </>
  );
};

const SummaryTable = ({ summary, teamName }: { summary: LedgerSummary; teamName: TeamName }) => {
  const { currency } = summary;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="What each team owes" sx={{ '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TotalsHeadCells first="Team" />
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.teams.map((row) => {
            const owes = balanceState(row.balance) === 'owes';
            return (
              <TableRow
                key={row.teamId}
                sx={
                  owes ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined
                }
              >
                <TableCell>
                  <RouteLink
                    to={statementPath(row.teamId)}
                    underline="always"
                    sx={{ ...TAP_TARGET, fontWeight: 600 }}
                  >
                    {teamName(row.teamId)}
                  </RouteLink>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    Charged {money(row.charged)} · Paid {money(row.paid)}
                  </Typography>
                </TableCell>
                <ChargedPaidCells charged={row.charged} paid={row.paid} currency={currency} />
                <TableCell align="right">
                  <Balance balance={row.balance} currency={currency} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter
          sx={{ '& td': { color: 'text.primary', fontWeight: 700, fontSize: '0.875rem' } }}
        >
          <TableRow>
            <TableCell>
              Total
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'block', sm: 'none' } }}
              >
                Charged {money(summary.charged)} · Paid {money(summary.paid)}
              </Typography>
            </TableCell>
            <ChargedPaidCells charged={summary.charged} paid={summary.paid} currency={currency} />
            <TableCell align="right">
              <Balance balance={summary.balance} currency={currency} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
};

export const TreasurerPage = () => {
  const choice = useSeasonChoice();
  const { seasonId, season } = choice;
  const summary = useQuery({ ...ledgerSummaryQuery(seasonId ?? ''), enabled: Boolean(seasonId) });
  const { teamName, loading: namesLoading } = useTeamNames([seasonId]);
  const [charging, setCharging] = useState(false);
  const teams = summary.data?.teams.length ?? 0;

  const download = () => {
    if (!summary.data || !season) return;
    downloadCsv(summaryCsv(summary.data, teamName), summaryFileName(season.name));
  };

  const actions = choice.loading ? (
    <SelectsLoading count={1} />
  ) : (
    <>
      <SeasonSelect choice={choice} />
      <Button
        variant="contained"
        startIcon={<ReceiptLongIcon />}
        onClick={() => setCharging(true)}
        disabled={teams === 0}
      >
        Charge entry fees
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={teams === 0 || namesLoading}
      >
        Download CSV
      </Button>
    </>
  );

  const content = choice.loading ? (
    <LoadingRows rows={6} height={48} label="Loading the seasons" />
  ) : choice.error ? (
    <ErrorState error={choice.error} onRetry={choice.retry} />
  ) : choice.empty || !seasonId ? (
    <EmptyState icon={<AccountBalanceWalletIcon />} title="No season yet">
      Fees and fines are kept per season: the league admin creates the season first.
    </EmptyState>
  ) : summary.isPending ? (
    <LoadingRows rows={6} height={48} label="Loading fees and fines" />
  ) : summary.isError ? (
    <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
  ) : teams === 0 ? (
    <EmptyState icon={<GroupsIcon />} title="No teams in this season">
      Each team of the season has a line here once the league admin adds the teams.
    </EmptyState>
  ) : (
    <SummaryTable summary={summary.data} teamName={teamName} />
  );

  return (
    <Page title={TITLE} description={DESCRIPTION} actions={actions}>
      {content}
      {charging && seasonId && summary.data && (
        <EntryFeesDialog
          seasonId={seasonId}
          seasonName={season?.name ?? 'the season'}
          currency={summary.data.currency}
          onClose={() => setCharging(false)}
        />
      )}
    </Page>
  );
};
