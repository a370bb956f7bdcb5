// /admin/seasons/edit/:id: change a season's name, dates, match format (until a match of it is
// played) and points scheme, or make it current; and its divisions.
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { Spinner } from '../../../components/states.tsx';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import { seasonQuery } from '../../../entities/seasons/api/seasons-admin-api.ts';
import { useUpdateSeason } from '../../../entities/seasons/hooks/use-season-actions.ts';
import { SeasonDivisionsSection } from './season-divisions-section.tsx';
import { SeasonNotLoaded } from './season-not-loaded.tsx';
import { SeasonForm } from './season-form.tsx';

export const AdminSeasonEditPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const season = useQuery(seasonQuery(id));
  const update = useUpdateSeason();
  const matches = useQuery(matchSummariesQuery({ seasonId: id }));
  // Started or finished: the season's matches are being played in its format.
  const played = (matches.data ?? []).some(
    (match) => match.state === 'in-progress' || match.state === 'completed',
  );

  const body = () => {
    if (season.isPending || matches.isPending) return <Spinner label="Loading the season" />;
    if (season.isError)
      return <SeasonNotLoaded error={season.error} onRetry={() => void season.refetch()} />;
    return (
      <>
        <SeasonForm
          season={season.data}
          // Unknown (the matches didn't load): the server still refuses a change once played.
          formatLocked={played}
          submitLabel="Save season"
          pending={update.isPending}
          onSave={(values, onError) =>
            update.mutate(
              { id, body: values },
              { onSuccess: () => void navigate('/admin/seasons'), onError },
            )
          }
        />
        <Box sx={{ mt: 4 }}>
          <SeasonDivisionsSection season={season.data} />
        </Box>
      </>
    );
  };

  return (
    <Page
      title="Edit Season"
      description={
        season.data
          ? season.data.name
          : 'Its name, dates, format and points, or make it the current season.'
      }
      narrow
    >
      {body()}
    </Page>
  );
};
