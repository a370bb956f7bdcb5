// Add a team to a season, or rename it and change its home venue (where its home fixtures are
// played, and what the fixture generator schedules them at) and, in a divided season, its division
// (the top one unless picked; fixed by the server once the team has played).
import { isDivided } from '@cueleague/domain/divisions';
import type { Division, Team, Venue } from '@cueleague/domain/entities';
import { teamCreateSchema } from '@cueleague/domain/requests';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateTeam, useUpdateTeam } from '../../../entities/teams/hooks/use-team-actions.ts';
import { addOrEditDialog, FormDialog } from '../../../components/form-dialog.tsx';
import { divisionOptions } from '../../../entities/seasons/components/division-select.tsx';
import { SelectField } from './select-field.tsx';

const teamFormSchema = teamCreateSchema.omit({ seasonId: true }).extend({
  homeVenueId: blankAsNull(teamCreateSchema.shape.homeVenueId),
  divisionId: z.string(),
});

export const TeamFormDialog = ({
  team,
  seasonId,
  seasonName,
  venues,
  divisions,
  onClose,
}: {
  team?: Team;
  seasonId: string;
  seasonName: string;
  venues: readonly Venue[];
  /** The season's, top first. */
  divisions: readonly Division[];
  onClose: () => void;
}) => {
  const divided = isDivided(divisions);
  const initialDivision = team?.divisionId ?? divisions[0]?.id ?? '';
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(teamFormSchema, {
    name: team?.name ?? '',
    homeVenueId: team?.homeVenueId ?? '',
    divisionId: initialDivision,
  });
  const dialog = addOrEditDialog(team, ['team', `Add a team to ${seasonName}`], {
    create: useCreateTeam(),
    update: useUpdateTeam(),
    onClose,
    onError: (error) => {
      if (applyFieldErrors(error, setError, ['name', 'homeVenueId', 'divisionId'])) return;
      // Moving a team that has played is refused: the server's words go on the division.
      if (error instanceof ApiError && error.status === 409 && divided)
        setError('divisionId', { type: 'server', message: error.message });
    },
  });

  return (
    <FormDialog
      {...dialog.props}
      onSubmit={handleSubmit(({ divisionId, ...values }) => {
        // An undivided season's teams are all in its one division: nothing to send. An edit sends
        // the division only when it changed.
        const division =
          divided && divisionId && (!team || divisionId !== initialDivision) ? { divisionId } : {};
        dialog.save({ ...values, ...division }, { ...values, ...division, seasonId });
      })}
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
      {divided && (
        <SelectField
          control={control}
          name="divisionId"
          label="Division"
          options={divisionOptions(divisions)}
          helperText="It meets only the teams of its division. Fixed once it has played."
        />
      )}
    </FormDialog>
  );
};
