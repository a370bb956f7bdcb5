// /admin/seasons/edit/:id: change a season's name, dates and points, or make it current.
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { seasonQuery } from '../../../entities/seasons/api/seasons-admin-api.ts';
import { useUpdateSeason } from '../../../entities/seasons/hooks/use-season-actions.ts';
import { SeasonForm } from './season-form.tsx';

export const AdminSeasonEditPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const season = useQuery(seasonQuery(id));
  const update = useUpdateSeason();

  const body = () => {
    if (season.isPending) return <Spinner label="Loading the season" />;
    if (season.isError) {
      if (isNotFound(season.error))
        return (
          <EmptyState
            icon={<EventBusyIcon />}
            title="No such season"
            link={{ to: '/admin/seasons', label: 'Back to seasons' }}
          >
            It may have been deleted.
          </EmptyState>
        );
      return <ErrorState error={season.error} onRetry={() => void season.refetch()} />;
    }
    return (
      <SeasonForm
        season={season.data}
        submitLabel="Save season"
        pending={update.isPending}
        onSave={(values, onError) =>
          update.mutate(
            { id, body: values },
            { onSuccess: () => void navigate('/admin/seasons'), onError },
          )
        }
      />
    );
  };

  return (
    <Page
      title="Edit Season"
      description={
        season.data
          ? season.data.name
          : 'Its name, dates and points, or make it the current season.'
      }
      narrow
    >
      {body()}
    </Page>
  );
};
