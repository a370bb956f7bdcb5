// What a team page shows before it knows the user's team: loading, an error with a retry, or the
// "not on a team" state.
import GroupsIcon from '@mui/icons-material/Groups';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { NO_TEAM_MESSAGE, type MyTeam } from '../../../entities/teams/hooks/use-my-team.ts';

export const MyTeamState = ({
  title,
  myTeam,
}: {
  title: string;
  myTeam: Exclude<MyTeam, { status: 'ok' }>;
}) => (
  <Page title={title}>
    {myTeam.status === 'loading' ? (
      <LoadingRows rows={4} height={72} label="Loading your team" />
    ) : myTeam.status === 'error' ? (
      <ErrorState title="Your team didn't load" error={myTeam.error} onRetry={myTeam.retry} />
    ) : (
      <EmptyState
        icon={<GroupsIcon />}
        title="No team this season"
        link={{ to: '/fixtures', label: 'See the fixtures' }}
      >
        {NO_TEAM_MESSAGE}
      </EmptyState>
    )}
  </Page>
);
