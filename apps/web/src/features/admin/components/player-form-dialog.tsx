// Add a player or correct their name.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player } from '@cueleague/domain/entities';
import { playerCreateSchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors, muiField } from '../../../components/form-fields.tsx';
import { FORM_ERRORS } from '../form-inputs.ts';
import { useCreatePlayer, useUpdatePlayer } from '../hooks/use-player-actions.ts';
import { FormDialog } from './form-dialog.tsx';

// The account link has its own dialog (it looks the account up by e-mail).
const playerFormSchema = playerCreateSchema.pick({ firstName: true, lastName: true });

type PlayerInput = z.input<typeof playerFormSchema>;
type PlayerForm = z.output<typeof playerFormSchema>;

/** How a name compares: case, spacing and accents aside ("José  Smith" is "jose smith"). */
const nameKey = (first: string, last: string): string =>
  `${first} ${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Another player with this name (a second row for one person is easy to add by mistake). */
export const namesakeOf = (
  first: string,
  last: string,
  players: readonly Player[],
  self?: string,
): Player | undefined => {
  const key = nameKey(first, last);
  if (!first.trim() || !last.trim()) return undefined;
  return players.find(
    (candidate) =>
      candidate.id !== self && nameKey(candidate.firstName, candidate.lastName) === key,
  );
};

export const PlayerFormDialog = ({
  player,
  players = [],
  onClose,
}: {
  player?: Player;
  /** The league's players, to warn about a namesake. */
  players?: readonly Player[];
  onClose: () => void;
}) => {
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const [differentPerson, setDifferentPerson] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PlayerInput, unknown, PlayerForm>({
    resolver: zodResolver(playerFormSchema, FORM_ERRORS),
    defaultValues: { firstName: player?.firstName ?? '', lastName: player?.lastName ?? '' },
  });
  const namesake = namesakeOf(watch('firstName'), watch('lastName'), players, player?.id);
  const onError = (error: unknown) => applyFieldErrors(error, setError, ['firstName', 'lastName']);
  const onSubmit = handleSubmit((body) => {
    if (namesake && !differentPerson) {
      setError('lastName', { type: 'namesake', message: 'Say whether this is someone else' });
      return;
    }
    if (player) update.mutate({ id: player.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: onClose, onError });
  });

  return (
    <FormDialog
      open
      title={player ? `Edit ${player.firstName} ${player.lastName}` : 'Add a player'}
      submitLabel={player ? 'Save player' : 'Add player'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      pending={create.isPending || update.isPending}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First name"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          {...muiField(register, 'firstName')}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          required
          fullWidth
          autoComplete="off"
          {...muiField(register, 'lastName')}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
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
