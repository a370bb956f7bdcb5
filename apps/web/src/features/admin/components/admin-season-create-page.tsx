// /admin/seasons/create: a new season of the league.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ErrorState, Spinner } from '../../../components/states.tsx';
import { useLeague } from '../../../entities/league/hooks/use-league.ts';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { useCreateSeason } from '../../../entities/seasons/hooks/use-season-actions.ts';
import { SeasonForm } from './season-form.tsx';

export const AdminSeasonCreatePage = () => {
  const navigate = useNavigate();
  const league = useLeague();
  const seasons = useQuery(seasonsQuery());
  const create = useCreateSeason();

  const body = () => {
    if (league.isPending || seasons.isPending) return <Spinner label="Loading the league" />;
    if (league.isError)
      return <ErrorState error={league.error} onRetry={() => void league.refetch()} />;
    const leagueId = league.data?.id;
    if (!leagueId) return <ErrorState error="There is no league yet: set one up first." />;
    return (
      <SeasonForm
        submitLabel="Create season"
        defaultCurrent={(seasons.data?.length ?? 0) === 0}
        pending={create.isPending}
        onSave={(values, onError) =>
          create.mutate(
            { ...values, leagueId },
            { onSuccess: () => void navigate('/admin/seasons'), onError },
          )
        }
      />
    );
  };

  return (
    <Page
      title="Create Season"
      description="A new season: its name, dates, match format, points scheme and divisions, and whether it is the current one."
      narrow
    >
      {body()}
    </Page>
  );
};
