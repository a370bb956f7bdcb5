// Add a team to a season, or rename it and change its home venue (where its home fixtures are
// played, and what the fixture generator schedules them at).
import type { Team, Venue } from '@cueleague/domain/entities';
import { teamCreateSchema } from '@cueleague/domain/requests';
import TextField from '@mui/material/TextField';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateTeam, useUpdateTeam } from '../../../entities/teams/hooks/use-team-actions.ts';
import { addOrEditDialog, FormDialog } from '../../../components/form-dialog.tsx';
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
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(teamFormSchema, {
    name: team?.name ?? '',
    homeVenueId: team?.homeVenueId ?? '',
  });
  const dialog = addOrEditDialog(team, ['team', `Add a team to ${seasonName}`], {
    create: useCreateTeam(),
    update: useUpdateTeam(),
    onClose,
    onError: (error) => applyFieldErrors(error, setError, ['name', 'homeVenueId']),
  });

  return (
    <FormDialog
      {...dialog.props}
      onSubmit={handleSubmit((values) => dialog.save(values, { ...values, seasonId }))}
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
