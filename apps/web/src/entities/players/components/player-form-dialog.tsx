// Add a player or correct their name; or, for a captain, add someone new to their team on the spot
// (a record the league admin then reviews).
import type { Player, Team } from '@cueleague/domain/entities';
import { namesakeOf } from '@cueleague/domain/player-names';
import { playerCreateSchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { useAddNewTeamPlayer } from '../../teams/hooks/use-add-new-team-player.ts';
import { useCreatePlayer, useUpdatePlayer } from '../hooks/use-player-actions.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

// The account link has its own dialog (it looks the account up by e-mail).
const playerFormSchema = playerCreateSchema.pick({ firstName: true, lastName: true });

export const PlayerFormDialog = ({
  player,
  players = [],
  team,
  onAdded,
  onClose,
}: {
  player?: Player;
  /** The league's players, to warn about a namesake. */
  players?: readonly Player[];
  /** Someone new for this team: the record and an active membership in one go. */
  team?: Pick<Team, 'id' | 'name'>;
  /** The new player, once the server has them. */
  onAdded?: (player: Player) => void;
  onClose: () => void;
}) => {
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const addToTeam = useAddNewTeamPlayer(team?.id ?? '');
  const [differentPerson, setDifferentPerson] = useState(false);
  const { register, handleSubmit, setError, watch, errors } = useSchemaForm(playerFormSchema, {
    firstName: player?.firstName ?? '',
    lastName: player?.lastName ?? '',
  });
  const namesake = namesakeOf(watch('firstName'), watch('lastName'), players, player?.id);
  const onError = (error: unknown) => applyFieldErrors(error, setError, ['firstName', 'lastName']);
  const onSubmit = handleSubmit((body) => {
    if (namesake && !differentPerson) {
      setError('lastName', { type: 'namesake', message: 'Say whether this is someone else' });
      return;
    }
    const added = (created: Player) => {
      onAdded?.(created);
      onClose();
    };
    if (player) update.mutate({ id: player.id, body }, { onSuccess: onClose, onError });
    else if (team) addToTeam.mutate(body, { onSuccess: (answer) => added(answer.player), onError });
    else create.mutate(body, { onSuccess: added, onError });
  });

  return (
    <FormDialog
      open
      title={
        player
          ? `Edit ${player.firstName} ${player.lastName}`
          : team
            ? `Someone new for ${team.name}`
            : 'Add a player'
      }
      submitLabel={player ? 'Save player' : team ? 'Add to the team' : 'Add player'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={create.isPending || update.isPending || addToTeam.isPending}
    >
      {team && (
        <Typography color="text.secondary">
          They join your roster now and can play tonight. The league admin checks new players.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First name"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          {...textFieldProps(register, errors, 'firstName')}
        />
        <TextField
          label="Last name"
          required
          fullWidth
          autoComplete="off"
          {...textFieldProps(register, errors, 'lastName')}
        />
      </Stack>
      {namesake && (
        <Alert severity="warning">
          There is already a player called {namesake.firstName} {namesake.lastName}. Two people can
          share a name; if this is the same person, cancel and use that player.
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={
              <Checkbox
                checked={differentPerson}
                onChange={(event) => setDifferentPerson(event.target.checked)}
              />
            }
            label="This is a different person"
          />
        </Alert>
      )}
    </FormDialog>
  );
};
