// The roster page's "Add a player": a searchable picker of the league's players not on the team
// (those on another team this season are shown but left to the league admin to transfer), and a
// way to add someone new.
import type { Player, Team } from '@cueleague/domain/entities';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { PlayerFormDialog } from '../../../entities/players/components/player-form-dialog.tsx';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import { addTeamPlayer, teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';
import { useRosterCache } from '../hooks/use-roster-cache.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import type { RosterMember } from '../../../entities/teams/roster-members.ts';

interface PlayerOption {
  player: Player;
  name: string;
  /** The team the player is active on this season, other than ours. */
  otherTeamId: string | undefined;
}

export const AddPlayer = ({ team, members }: { team: Team; members: readonly RosterMember[] }) => {
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
