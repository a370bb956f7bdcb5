// /team/roster (captain only): the team's players with an active switch each, and a searchable
// picker to add one of the league's players who is not on the team, or someone new (a record the
// league admin reviews). Nobody is deleted from a roster: "removing" a player switches them off,
// so their results and stats stay. The captain is shown but not changeable here (admins do that).
// Who may change what comes from the domain's canManageRoster; the server is the guard and its
// refusals are shown as they come.
import GroupsIcon from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { MyTeamOk } from '../../../entities/teams/hooks/use-my-team.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { useRoster } from '../hooks/use-roster.ts';
import { AddPlayer } from './add-roster-player.tsx';
import { MyTeamPage } from './my-team-state.tsx';
import { RosterList } from './roster-list.tsx';

const TITLE = 'Team Roster';

const Roster = ({ my }: { my: MyTeamOk }) => {
  const roster = useRoster(my.team);
  const activeCount = roster.members.filter((member) => member.membership.isActive).length;

  const list = () => {
    if (roster.isPending) return <LoadingRows rows={5} height={56} label="Loading the roster" />;
    if (roster.isError) return <ErrorState error={roster.error} onRetry={roster.refetch} />;
    if (roster.members.length === 0) {
      return (
        <EmptyState icon={<GroupsIcon />} title="No players on the roster yet">
          {my.canManageRoster
            ? 'Add your first player with “Add a player”.'
            : 'Your captain adds the players.'}
        </EmptyState>
      );
    }
    return <RosterList my={my} members={roster.members} />;
  };

  return (
    <Page
      title={TITLE}
      description={
        <>
          <TeamLink teamId={my.team.id}>{my.team.name}</TeamLink>
          {my.season ? ` · ${my.season.name}` : ''}
        </>
      }
      actions={
        <Button component={RouterLink} to="/team" variant="outlined">
          Team dashboard
        </Button>
      }
    >
      {my.canManageRoster ? (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          Switch a player off to take them off the active roster: nobody is deleted, their results
          and stats stay, and you can switch them back on at any time. The captain is set by the
          league admin.
        </Alert>
      ) : (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          Only your team's captain can change the roster.
        </Alert>
      )}
      <Grid container spacing={{ xs: 0, md: 4 }}>
        <Grid size={{ xs: 12, md: my.canManageRoster ? 7 : 12 }}>
          <Section
            title="Players"
            action={
              roster.members.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {activeCount} active of {roster.members.length}
                </Typography>
              ) : undefined
            }
          >
            {list()}
          </Section>
        </Grid>
        {my.canManageRoster && (
          <Grid size={{ xs: 12, md: 5 }}>
            <Section title="Add a player">
              {roster.isPending ? (
                <LoadingRows rows={2} height={48} label="Loading" />
              ) : (
                <AddPlayer team={my.team} members={roster.members} />
              )}
            </Section>
          </Grid>
        )}
      </Grid>
    </Page>
  );
};

export const TeamRosterPage = () => (
  <MyTeamPage title={TITLE}>{(my) => <Roster my={my} />}</MyTeamPage>
);
