// Add a team to a season, or rename it and change its home venue (where its home fixtures are
// played, and what the fixture generator schedules them at).
import type { Team, Venue } from '@cueleague/domain/entities';
import { teamCreateSchema } from '@cueleague/domain/requests';
import TextField from '@mui/material/TextField';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateTeam, useUpdateTeam } from '../../../entities/teams/hooks/use-team-actions.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from './select-field.tsx';

const teamFormSchema = teamCreateSchema.omit({ seasonId: true }).extend({
  homeVenueId: blankAsNull(teamCreateSchema.shape.homeVenueId),
});

export const TeamFormDialog = ({
  team,
  seasonId,
  seasonName,
  venues,
  onClose,
}: {
  team?: Team;
  seasonId: string;
  seasonName: string;
  venues: readonly Venue[];
  onClose: () => void;
}) => {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(teamFormSchema, {
    name: team?.name ?? '',
    homeVenueId: team?.homeVenueId ?? '',
  });
  const onError = (error: unknown) => applyFieldErrors(error, setError, ['name', 'homeVenueId']);
  const onSubmit = handleSubmit((values) => {
    if (team) update.mutate({ id: team.id, body: values }, { onSuccess: onClose, onError });
    else create.mutate({ ...values, seasonId }, { onSuccess: onClose, onError });
  });

  return (
    <FormDialog
      open
      title={team ? `Edit ${team.name}` : `Add a team to ${seasonName}`}
      submitLabel={team ? 'Save team' : 'Add team'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
    >
      <TextField
        label="Team name"
        required
        autoFocus
        autoComplete="off"
        {...textFieldProps(register, errors, 'name')}
      />
      <SelectField
        control={control}
        name="homeVenueId"
        label="Home venue"
        emptyLabel="No home venue"
        options={venues.map((venue) => ({ value: venue.id, label: venue.name }))}
        helperText={
          venues.length === 0 ? 'Add venues on the Venues page to choose one here' : undefined
        }
      />
    </FormDialog>
  );
};
