// A team's statement (docs/rules.md, Fees and fines): every charge and payment of its season,
// oldest first, with the running balance and the totals. /treasurer/teams/:teamId is the keepers'
// (a treasurer, an admin: they add charges, record payments and take out mistakes);
// /team/statement is a captain's own team's, read-only. Either prints on A4. A line may name one
// of the team's players (their own fee, fine or payment): it shows their name, and their totals.
import PaymentsIcon from '@mui/icons-material/Payments';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { useLeague } from '../../../entities/league/hooks/use-league.ts';
import { teamStatementQuery } from '../../../entities/ledger/api/ledger-api.ts';
import { useIsMoneyKeeper } from '../../../entities/ledger/hooks/use-money-keeper.ts';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamQuery } from '../../../entities/teams/api/teams-api.ts';
import { NO_TEAM_MESSAGE, useMyTeam } from '../../../entities/teams/hooks/use-my-team.ts';
import { TEAM_NAME_LOADING } from '../../../entities/teams/hooks/use-team-names.ts';
import { usePlayerFullNames } from '../../../entities/players/hooks/use-player-names.ts';
import { isUnknownId } from '../../../lib/api-client.ts';
import { LedgerEntryDialog } from './ledger-dialogs.tsx';
import { StatementLines } from './statement-lines.tsx';
import { StatementPrintSheet } from './statement-print-sheet.tsx';

const StatementView = ({
  teamId,
  teamName,
  keeper,
  backTo,
}: {
  teamId: string;
  teamName: string;
  keeper: boolean;
  /** The keepers' way back to the season's summary. */
  backTo?: (seasonId: string) => string;
}) => {
  const statement = useQuery(teamStatementQuery(teamId));
  const league = useLeague().data;
  const seasons = useQuery(seasonsQuery());
  const [adding, setAdding] = useState<'charge' | 'payment' | null>(null);
  const data = statement.data;
  const playerName = usePlayerFullNames([
    ...(data?.players ?? []).map((row) => row.playerId),
    ...(data?.lines ?? []).flatMap((line) => line.playerId ?? []),
  ]);
  const seasonName = seasons.data?.find((season) => season.id === data?.seasonId)?.name;

  const actions = (
    <>
      {keeper && (
        <>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding('charge')}
            disabled={!data}
          >
            Add a charge
          </Button>
          <Button
            variant="outlined"
            startIcon={<PaymentsIcon />}
            onClick={() => setAdding('payment')}
            disabled={!data}
          >
            Record a payment
          </Button>
        </>
      )}
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        disabled={!data || data.lines.length === 0}
      >
        Print
      </Button>
    </>
  );

  const content = statement.isPending ? (
    <LoadingRows rows={5} height={48} label="Loading the statement" />
  ) : statement.isError ? (
    isUnknownId(statement.error) ? (
      <EmptyState
        icon={<ReceiptLongIcon />}
        title="No such team"
        link={keeper ? { to: '/treasurer', label: 'All teams' } : undefined}
      >
        The link may be out of date: the team may have been removed.
      </EmptyState>
    ) : (
      <ErrorState error={statement.error} onRetry={() => void statement.refetch()} />
    )
  ) : statement.data.lines.length === 0 ? (
    <EmptyState icon={<ReceiptLongIcon />} title="Nothing charged yet">
      {keeper
        ? "The team's entry fee, fines and payments show here once recorded."
        : 'Your entry fee, any fines and what your team has paid show here once the treasurer records them.'}
    </EmptyState>
  ) : (
    <>
      <StatementLines statement={statement.data} keeper={keeper} playerName={playerName} />
      <StatementPrintSheet
        statement={statement.data}
        teamName={teamName}
        leagueName={league?.name}
        seasonName={seasonName}
        playerName={playerName}
      />
    </>
  );

  return (
    <Page
      title={`Statement: ${teamName}`}
      description={
        <>
          {seasonName ?? 'Fees and fines'}
          {backTo && data && (
            <>
              {' · '}
              <Button component={RouterLink} to={backTo(data.seasonId)} size="small">
                All teams
              </Button>
            </>
          )}
        </>
      }
      actions={actions}
    >
      {content}
      {adding && data && (
        <LedgerEntryDialog
          key={adding}
          kind={adding}
          teamId={teamId}
          teamName={teamName}
          currency={data.currency}
          onClose={() => setAdding(null)}
        />
      )}
    </Page>
  );
};

/** /treasurer/teams/:teamId: the keepers' view of a team's statement. */
export const TreasurerStatementPage = () => {
  const { teamId = '' } = useParams();
  const team = useQuery(teamQuery(teamId));
  const name = team.data?.name ?? (team.isPending ? TEAM_NAME_LOADING : 'Unknown team');
  return (
    <StatementView
      teamId={teamId}
      teamName={name}
      keeper={useIsMoneyKeeper()}
      backTo={(seasonId) => `/treasurer?season=${encodeURIComponent(seasonId)}`}
    />
  );
};

/** /team/statement: a captain's own team's statement. */
export const MyStatementPage = () => {
  const my = useMyTeam();
  const keeper = useIsMoneyKeeper();
  if (my.status === 'ok')
    return <StatementView teamId={my.team.id} teamName={my.team.name} keeper={keeper} />;
  return (
    <Page title="Statement">
      {my.status === 'loading' ? (
        <LoadingRows rows={4} height={48} label="Loading your team" />
      ) : my.status === 'error' ? (
        <ErrorState title="Your team didn't load" error={my.error} onRetry={my.retry} />
      ) : (
        <EmptyState icon={<ReceiptLongIcon />} title="No team this season">
          {NO_TEAM_MESSAGE}
        </EmptyState>
      )}
    </Page>
  );
};
