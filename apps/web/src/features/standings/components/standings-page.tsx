// /standings: the chosen season's table with form and the tie-breaker that placed each team.
import TableChartIcon from '@mui/icons-material/TableChart';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { SeasonSelect, useSeasonChoice } from '../../seasons/components/season-select.tsx';
import { standingsQuery } from '../api/standings-api.ts';
import { StandingsTable } from './standings-table.tsx';

const NoSeason = () => (
  <EmptyState icon={<TableChartIcon />} title="No season yet">
    The table appears once the league has a season with teams.
  </EmptyState>
);

export const StandingsPage = () => {
  const choice = useSeasonChoice();
  const noSeasons = choice.empty;
  const standings = useQuery({
    ...standingsQuery(choice.seasonId),
    enabled: !choice.loading && !noSeasons,
  });
  const seasonName = choice.season?.name;

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (noSeasons) return <NoSeason />;
    if (choice.loading || standings.isPending)
      return <LoadingRows rows={8} label="Loading the table" />;
    if (standings.isError) {
      if (isNotFound(standings.error)) return <NoSeason />;
      return <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />;
    }
    if (standings.data.items.length === 0) {
      return (
        <EmptyState icon={<TableChartIcon />} title="No teams in this season yet">
          The table fills in when the season has teams.
        </EmptyState>
      );
    }
    return (
      <>
        <StandingsTable
          rows={standings.data.items}
          caption={`${seasonName ?? 'This season'}: league table`}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 760 }}>
          P played, W won, D drawn, L lost, FW frames won, FL frames lost, FD frame difference, Pts
          points. Form shows the last five results, newest first. Only completed matches count.
          Teams level on points are separated by frame difference, then frames won, then
          head-to-head points between them, then name; “Placed by” says which one put a team below
          the team above it.
        </Typography>
      </>
    );
  };

  return (
    <Page
      title="Standings"
      description={seasonName ? `${seasonName}, after every completed match.` : 'The league table.'}
      actions={<SeasonSelect choice={choice} />}
    >
      {body()}
    </Page>
  );
};
