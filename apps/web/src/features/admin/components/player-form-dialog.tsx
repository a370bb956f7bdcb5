// Add a player or correct their name.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player } from '@cueleague/domain/entities';
import { playerCreateSchema } from '@cueleague/domain/requests';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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

export const PlayerFormDialog = ({ player, onClose }: { player?: Player; onClose: () => void }) => {
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlayerInput, unknown, PlayerForm>({
    resolver: zodResolver(playerFormSchema, FORM_ERRORS),
    defaultValues: { firstName: player?.firstName ?? '', lastName: player?.lastName ?? '' },
  });
  const onError = (error: unknown) => applyFieldErrors(error, setError, ['firstName', 'lastName']);
  const onSubmit = handleSubmit((body) => {
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
    </FormDialog>
  );
};
