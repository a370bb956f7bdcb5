// /admin/teams: the teams of a season (the current one unless another is picked), with their home
// venue, captain and roster size, under their divisions when the season is divided; add, edit,
// delete, and each team's roster and captain.
import { divisionLabel, divisionsInOrder, isDivided } from '@cueleague/domain/divisions';
import type { Team } from '@cueleague/domain/entities';
import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import {
  SeasonSelect,
  useSeasonChoice,
} from '../../../entities/seasons/components/season-select.tsx';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { usersQuery } from '../../../entities/players/api/players-admin-api.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import { useDeleteTeam } from '../../../entities/teams/hooks/use-team-actions.ts';
import { AdminList, AdminListRow, DeleteRowAction, EditRowAction } from './admin-list.tsx';
import { NoSeasonYet } from './no-season-yet.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { TeamFormDialog } from './team-form-dialog.tsx';
import { TeamRosterDialog } from './team-roster-dialog.tsx';

export const AdminTeamsPage = () => {
  const choice = useSeasonChoice();
  const seasonId = choice.seasonId;
  const teams = useQuery({ ...teamsQuery({ seasonId }), enabled: Boolean(seasonId) });
  const venues = useQuery(venuesQuery());
  const players = useQuery(allPlayersQuery());
  const users = useQuery(usersQuery());
  const memberships = useQuery({
    ...teamPlayersQuery({ seasonId }),
    enabled: Boolean(seasonId),
  });
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [rosterOf, setRosterOf] = useState<string | null>(null);
  const remove = useDeleteTeam();
  const deleting = useConfirmAction<Team>(remove);

  const venueName = useMemo(
    () => new Map((venues.data ?? []).map((venue) => [venue.id, venue.name])),
    [venues.data],
  );
  const captainName = (team: Team): string | null => {
    if (!team.captainUserId) return null;
    const player = players.data?.find((candidate) => candidate.userId === team.captainUserId);
    if (player) return `${player.firstName} ${player.lastName}`;
    return users.data?.find((user) => user.id === team.captainUserId)?.email ?? 'a user account';
  };
  const rosterOfTeam = (teamId: string) =>
    (memberships.data ?? []).filter((membership) => membership.teamId === teamId);
  const rosterTeam = teams.data?.find((team) => team.id === rosterOf);
  const divisions = divisionsInOrder(choice.season?.divisions);
  const divided = isDivided(divisions);

  const noSeasons = choice.empty;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Add team
    </Button>
  );

  const teamRow = (team: Team) => {
    const roster = rosterOfTeam(team.id);
    const active = roster.filter((membership) => membership.isActive).length;
    const captain = captainName(team);
    const venue = team.homeVenueId ? venueName.get(team.homeVenueId) : undefined;
    return (
      <AdminListRow
        key={team.id}
        label={team.name}
        primary={<TeamLink teamId={team.id}>{team.name}</TeamLink>}
        badges={
          captain ? undefined : (
            <Chip size="small" color="warning" variant="outlined" label="No captain" />
          )
        }
        secondary={
          <>
            <div>{venue ? `Home: ${venue}` : 'No home venue'}</div>
            <div>
              {captain ? `Captain: ${captain} · ` : ''}
              {memberships.isPending
                ? 'Roster loading…'
                : `${String(active)} active ${active === 1 ? 'player' : 'players'}${roster.length > active ? ` (+${String(roster.length - active)} inactive)` : ''}`}
            </div>
          </>
        }
        actions={
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<GroupsIcon />}
              onClick={() => setRosterOf(team.id)}
              aria-label={`Roster and captain of ${team.name}`}
            >
              Roster
            </Button>
            <EditRowAction name={team.name} onClick={() => setEditing(team)} />
            <DeleteRowAction name={team.name} onClick={() => deleting.ask(team)} />
          </>
        }
      />
    );
  };

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (noSeasons)
      return <NoSeasonYet>Teams belong to a season: create the season first.</NoSeasonYet>;
    if (choice.loading || teams.isPending)
      return <LoadingRows rows={6} height={64} label="Loading teams" />;
    if (teams.isError)
      return <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />;
    if (teams.data.length === 0)
      return (
        <EmptyState
          icon={<GroupsIcon />}
          title="No teams yet — add the first one"
          action={addButton}
        >
          Add the season's teams, then their players and captains. The fixture generator needs at
          least two.
        </EmptyState>
      );
    const seasonLabel = choice.season?.name ?? 'this season';
    if (!divided)
      return <AdminList label={`Teams, ${seasonLabel}`}>{teams.data.map(teamRow)}</AdminList>;
    // A divided season: its teams under their divisions, top first.
    return (
      <Stack spacing={3}>
        {divisions.map((division) => {
          const name = divisionLabel(division);
          const inDivision = teams.data.filter(
            (team) => (team.divisionId ?? divisions[0]?.id) === division.id,
          );
          const headingId = `division-${division.id}`;
          return (
            <Box component="section" key={division.id} aria-labelledby={headingId}>
              <Typography variant="h3" id={headingId} sx={{ mb: 1 }}>
                {name}{' '}
                <Typography component="span" color="text.secondary">
                  · {inDivision.length} {inDivision.length === 1 ? 'team' : 'teams'}
                </Typography>
              </Typography>
              {inDivision.length === 0 ? (
                <Typography color="text.secondary" variant="body2">
                  No teams in {name} yet: add one, or move one here with its Edit button.
                </Typography>
              ) : (
                <AdminList label={`Teams, ${name}`}>{inDivision.map(teamRow)}</AdminList>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  };

  return (
    <Page
      title="Teams"
      description={
        choice.season
          ? `${choice.season.name}: each team's home venue, captain and roster.`
          : "Each season's teams, their home venue, captain and roster."
      }
      actions={
        <>
          <SeasonSelect choice={choice} />
          {(teams.data?.length ?? 0) > 0 && addButton}
        </>
      }
    >
      {body()}
      {editing && seasonId && (
        <TeamFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { team: editing })}
          seasonId={seasonId}
          seasonName={choice.season?.name ?? 'the season'}
          venues={venues.data ?? []}
          divisions={divisions}
          onClose={() => setEditing(null)}
        />
      )}
      {rosterTeam && (
        <TeamRosterDialog
          team={rosterTeam}
          memberships={rosterOfTeam(rosterTeam.id)}
          seasonMemberships={memberships.data ?? []}
          seasonTeams={teams.data ?? []}
          membershipsLoading={memberships.isPending}
          membershipsError={memberships.error}
          players={players.data ?? []}
          users={users.data ?? []}
          onClose={() => setRosterOf(null)}
        />
      )}
      <ConfirmDeleteDialog
        deleting={deleting}
        noun="team"
        refused="A team that has played keeps its results in the standings. Leave it in the season; its players can be made inactive."
      >
        Its roster and its unplayed fixtures are deleted with it. A team that has played matches
        can’t be deleted.
      </ConfirmDeleteDialog>
    </Page>
  );
};
