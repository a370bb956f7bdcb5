// Give a postponed match its new date (and venue): it is an ordinary unplayed fixture again.
import type { Team, Venue } from '@cueleague/domain/entities';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useRescheduleMatch } from '../../../entities/matches/hooks/use-match-actions.ts';
import { leagueDateTime, leagueInstant } from '../zoned-time.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateTimeFields, dateTimeShape, putDateErrors } from './match-form-dialog.tsx';
import { SelectField } from './select-field.tsx';
import { DateChangeWarnings, useDateChangeWarnings } from './date-change-warnings.tsx';
import { matchCreateSchema } from '@cueleague/domain/requests';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { MatchDialogProps } from './match-dialog-props.ts';

const rescheduleFormSchema = z.object({
  ...dateTimeShape,
  venueId: blankAsNull(matchCreateSchema.shape.venueId),
  reason: z.string().trim().max(500),
});

export const RescheduleMatchDialog = ({
  match,
  label,
  venues,
  teams,
  onClose,
}: MatchDialogProps & {
  venues: readonly Venue[];
  /** The match's two teams at least, for the warnings' words. */
  teams: readonly Pick<Team, 'id' | 'name'>[];
}) => {
  const timeZone = useLeagueTimezone();
  const reschedule = useRescheduleMatch();
  const when = leagueDateTime(match.scheduledDate, timeZone);
  const { register, control, handleSubmit, setError, watch, errors } = useSchemaForm(
    rescheduleFormSchema,
    {
      date: when.date,
      time: when.time,
      venueId: match.venueId ?? '',
      reason: '',
    },
  );
  const warnings = useDateChangeWarnings(
    {
      id: match.id,
      seasonId: match.seasonId,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      venueId: watch('venueId') as string | null,
      date: watch('date'),
      time: watch('time'),
    },
    venues,
    teams,
  );
  const onSubmit = handleSubmit(({ date, time, venueId, reason }) =>
    reschedule.mutate(
      {
        id: match.id,
        body: {
          scheduledDate: leagueInstant(date, time, timeZone),
          venueId,
          ...(reason ? { reason } : {}),
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          putDateErrors(error, (message) => setError('date', { type: 'server', message }));
          applyFieldErrors(error, setError, ['venueId', 'reason']);
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      title={`Reschedule ${label}`}
      submitLabel="Reschedule"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={reschedule.isPending}
    >
      <DateTimeFields register={register} errors={errors} dateLabel="New date" />
      <DateChangeWarnings warnings={warnings} />
      <SelectField
        control={control}
        name="venueId"
        label="Venue"
        emptyLabel="No venue"
        options={venues.map((venue) => ({ value: venue.id, label: venue.name }))}
      />
      <TextField
        label="Note (optional)"
        autoComplete="off"
        {...textFieldProps(register, errors, 'reason', 'Kept in the match’s audit trail')}
      />
    </FormDialog>
  );
};
