// /team/roster (captain only): the team's players with an active switch each, and a searchable
// picker to add one of the league's players who is not on the team, or someone new (a record the
// league admin reviews). Nobody is deleted from a roster: "removing" a player switches them off,
// so their results and stats stay. The captain is shown but not changeable here (admins do that). Who may change what comes from the domain's
// canManageRoster; the server is the guard and its refusals are shown as they come.
import type { Player, Team, TeamPlayer } from '@cueleague/domain/entities';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { PlayerFormDialog } from '../../admin/components/player-form-dialog.tsx';
import { allPlayersQuery } from '../../players/api/players-api.ts';
import {
  addTeamPlayer,
  teamPlayerKeys,
  teamPlayersQuery,
  updateTeamPlayer,
} from '../../teams/api/team-players-api.ts';
import { useTeamNames } from '../../teams/hooks/use-team-names.ts';
import { useMyTeam, type MyTeam } from '../hooks/use-my-team.ts';
import { playerFullName, useRoster, type RosterMember } from '../hooks/use-roster.ts';
import { MyTeamState } from './my-team-state.tsx';

const TITLE = 'Team Roster';

type Ok = Extract<MyTeam, { status: 'ok' }>;

/** The memberships list of this team in the cache gets the server's answer at once. */
const useRosterCache = (teamId: string) => {
  const queryClient = useQueryClient();
  return (membership: TeamPlayer) => {
    queryClient.setQueryData<TeamPlayer[]>(teamPlayersQuery({ teamId }).queryKey, (list) =>
      list
        ? list.some((item) => item.id === membership.id)
          ? list.map((item) => (item.id === membership.id ? membership : item))
          : [...list, membership]
        : list,
    );
    void queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all });
  };
};

// ---- The list ----

const RosterRow = ({
  member,
  editable,
  pending,
  shownActive,
  onToggle,
}: {
  member: RosterMember;
  editable: boolean;
  pending: boolean;
  shownActive: boolean;
  onToggle: (isActive: boolean) => void;
}) => {
  const labelId = `roster-${member.membership.id}`;
  const note = member.isCaptain
    ? 'Captain · changed by the league admin'
    : shownActive
      ? 'Active: can be picked for matches'
      : 'Inactive: off the active roster, results kept';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        minHeight: 56,
        opacity: shownActive ? 1 : 0.7,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={labelId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography>
          {member.isCaptain && <Chip size="small" color="secondary" label="Captain" />}
          {!shownActive && <Chip size="small" variant="outlined" label="Inactive" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
      {editable && (
        <Switch
          checked={shownActive}
          disabled={pending || member.isCaptain}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Active: ${member.name}` } }}
          // A bigger hit area for a thumb.
          sx={{ m: -0.5 }}
        />
      )}
    </Box>
  );
};

const RosterList = ({ my, members }: { my: Ok; members: readonly RosterMember[] }) => {
  const notify = useNotify();
  const update = useRosterCache(my.team.id);
  const toggle = useMutation({
    mutationFn: ({ member, isActive }: { member: RosterMember; isActive: boolean }) =>
      updateTeamPlayer(member.membership.id, { isActive }),
    meta: { errorPrefix: "Couldn't change the roster" },
    onSuccess: (membership, { member, isActive }) => {
      update(membership);
      notify.success(
        isActive
          ? `${member.name} is back on the active roster`
          : `${member.name} is off the active roster (inactive, not deleted)`,
      );
    },
  });
  const pending = toggle.isPending ? toggle.variables : undefined;
  return (
    <>
      {toggle.isError && (
        <Alert severity="error" onClose={() => toggle.reset()} sx={{ mb: 1.5 }}>
          {errorMessage(toggle.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
        <Box
          component="ul"
          aria-label="Players on the roster"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {members.map((member, index) => {
            const isPending = pending?.member.membership.id === member.membership.id;
            return (
              <Fragment key={member.membership.id}>
                {index > 0 && <Divider component="li" aria-hidden="true" />}
                <RosterRow
                  member={member}
                  editable={my.canManageRoster}
                  pending={isPending}
                  shownActive={isPending && pending ? pending.isActive : member.membership.isActive}
                  onToggle={(isActive) => toggle.mutate({ member, isActive })}
                />
              </Fragment>
            );
          })}
        </Box>
      </Paper>
    </>
  );
};

// ---- Adding a player ----

interface PlayerOption {
  player: Player;
  name: string;
  /** The team the player is active on this season, other than ours. */
  otherTeamId: string | undefined;
}

const AddPlayer = ({ team, members }: { team: Team; members: readonly RosterMember[] }) => {
  const notify = useNotify();
  const update = useRosterCache(team.id);
  const players = useQuery(allPlayersQuery());
  const season = useQuery(teamPlayersQuery({ seasonId: team.seasonId, isActive: true }));
  const { teamName } = useTeamNames([team.seasonId]);
  const [picked, setPicked] = useState<PlayerOption | null>(null);
  const [input, setInput] = useState('');
  const [addingNew, setAddingNew] = useState(false);

  const options = useMemo<PlayerOption[]>(() => {
    const onTeam = new Set(members.map((member) => member.membership.playerId));
    const elsewhere = new Map(
      (season.data ?? [])
        .filter((membership) => membership.teamId !== team.id)
        .map((membership) => [membership.playerId, membership.teamId]),
    );
    return (players.data ?? [])
      .filter((player) => !onTeam.has(player.id))
      .map((player) => ({
        player,
        name: playerFullName(player),
        otherTeamId: elsewhere.get(player.id),
      }))
      .sort(
        (a, b) =>
          Number(Boolean(a.otherTeamId)) - Number(Boolean(b.otherTeamId)) ||
          a.player.lastName.localeCompare(b.player.lastName) ||
          a.player.firstName.localeCompare(b.player.firstName),
      );
  }, [players.data, season.data, members, team.id]);

  const add = useMutation({
    mutationFn: (option: PlayerOption) =>
      addTeamPlayer({
        teamId: team.id,
        playerId: option.player.id,
        seasonId: team.seasonId,
        role: 'player',
        isActive: true,
      }),
    meta: { errorPrefix: "Couldn't add the player" },
    onSuccess: (membership, option) => {
      update(membership);
      notify.success(`${option.name} added to the roster`);
      setPicked(null);
      setInput('');
    },
  });

  if (players.isPending)
    return <LoadingRows rows={2} height={48} label="Loading the league's players" />;
  if (players.isError)
    return (
      <ErrorState
        title="The league's players didn't load"
        error={players.error}
        onRetry={() => void players.refetch()}
      />
    );

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="section-add-a-player"
      sx={{ p: { xs: 2, sm: 2.5 } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (picked && !add.isPending) add.mutate(picked);
      }}
    >
      {options.length === 0 ? (
        <Typography color="text.secondary">
          Every player in the league is already on your roster.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <Autocomplete
            options={options}
            value={picked}
            inputValue={input}
            onInputChange={(_event, value) => setInput(value)}
            onChange={(_event, value) => {
              setPicked(value);
              add.reset();
            }}
            getOptionLabel={(option) => option.name}
            getOptionKey={(option) => option.player.id}
            isOptionEqualToValue={(option, value) => option.player.id === value.player.id}
            groupBy={(option) => (option.otherTeamId ? 'On another team' : 'Not on a team')}
            noOptionsText="No player by that name"
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props}>
                <Box>
                  <div>{option.name}</div>
                  {option.otherTeamId && (
                    <Typography variant="body2" color="text.secondary">
                      Plays for {teamName(option.otherTeamId)}
                    </Typography>
                  )}
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Find a player"
                placeholder="Type a name"
                helperText={
                  picked?.otherTeamId
                    ? `${picked.name} already plays for ${teamName(picked.otherTeamId)} this season; the league admin can transfer them.`
                    : "Search the league's players by name. Someone new? Add them below."
                }
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddIcon />}
            // A player active on another team is transferred by the admin, not added here (the
            // server would refuse it with the same words).
            disabled={!picked || Boolean(picked.otherTeamId) || add.isPending}
            sx={{ minHeight: 44, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {add.isPending ? 'Adding…' : 'Add to roster'}
          </Button>
          {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Not in the league yet? Add them to your team now; the league admin checks new players.
      </Typography>
      <Button
        variant="outlined"
        startIcon={<PersonAddIcon />}
        onClick={() => setAddingNew(true)}
        sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
      >
        Someone new
      </Button>
      {addingNew && (
        <PlayerFormDialog
          team={team}
          players={players.data ?? []}
          onClose={() => setAddingNew(false)}
        />
      )}
    </Paper>
  );
};

// ---- The page ----

const Roster = ({ my }: { my: Ok }) => {
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
      description={`${my.team.name}${my.season ? ` · ${my.season.name}` : ''}`}
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

export const TeamRosterPage = () => {
  const myTeam = useMyTeam();
  if (myTeam.status !== 'ok') return <MyTeamState title={TITLE} myTeam={myTeam} />;
  return <Roster my={myTeam} />;
};
