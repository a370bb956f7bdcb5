// What a team page shows before it knows the user's team: loading, an error with a retry, or the
// "not on a team" state; and the page itself once it does.
import GroupsIcon from '@mui/icons-material/Groups';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { ReactNode } from 'react';
import {
  NO_TEAM_MESSAGE,
  useMyTeam,
  type MyTeam,
  type MyTeamOk,
} from '../../../entities/teams/hooks/use-my-team.ts';

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

/** A team page: the state above until the user's team is known, then `children` with it. */
export const MyTeamPage = ({
  title,
  children,
}: {
  title: string;
  children: (my: MyTeamOk) => ReactNode;
}) => {
  const myTeam = useMyTeam();
  if (myTeam.status !== 'ok') return <MyTeamState title={title} myTeam={myTeam} />;
  return children(myTeam);
};
