// Give a postponed match its new date (and venue): it is an ordinary unplayed fixture again.
import type { Match, Venue } from '@cueleague/domain/entities';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { formatWeekRange, weekKey } from '../../../lib/format.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useRescheduleMatch } from '../../../entities/matches/hooks/use-match-actions.ts';
import { leagueDateTime, leagueInstant } from '../zoned-time.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateTimeFields, dateTimeShape, putDateErrors } from './match-form-dialog.tsx';
import { SelectField } from './select-field.tsx';
import { matchCreateSchema } from '@cueleague/domain/requests';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { MatchDialogProps } from './match-dialog-props.ts';

const rescheduleFormSchema = z.object({
  ...dateTimeShape,
  venueId: blankAsNull(matchCreateSchema.shape.venueId),
  reason: z.string().trim().max(500),
});

/**
 * A week inside the season's fixture list with no fixture at all is, in practice, a break the
 * fixture list skipped (the generator's "Skipped weeks"). Answers that week's words, or null.
 */
export const breakWeekWarning = (
  date: string,
  others: readonly Pick<Match, 'id' | 'scheduledDate'>[],
  timeZone: string | undefined,
): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || others.length === 0) return null;
  const week = weekKey(`${date}T12:00:00Z`, 'UTC');
  const weeks = others.map((match) => weekKey(match.scheduledDate, timeZone)).sort();
  const first = weeks[0] ?? week;
  const last = weeks[weeks.length - 1] ?? week;
  if (week <= first || week >= last || weeks.includes(week)) return null;
  return `No fixtures are played the week of ${formatWeekRange(week)}: it looks like a season break. You can still move the match there.`;
};

export const RescheduleMatchDialog = ({
  match,
  label,
  venues,
  onClose,
}: MatchDialogProps & { venues: readonly Venue[] }) => {
  const timeZone = useLeagueTimezone();
  const reschedule = useRescheduleMatch();
  const when = leagueDateTime(match.scheduledDate, timeZone);
  const season = useQuery(matchSummariesQuery({ seasonId: match.seasonId }));
  const { register, control, handleSubmit, setError, watch, errors } = useSchemaForm(
    rescheduleFormSchema,
    {
      date: when.date,
      time: when.time,
      venueId: match.venueId ?? '',
      reason: '',
    },
  );
  const others = (season.data ?? []).filter(
    (other) => other.id !== match.id && other.state !== 'cancelled',
  );
  const breakWarning = breakWeekWarning(watch('date'), others, timeZone);
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
      {breakWarning && (
        <Alert severity="warning" role="status">
          {breakWarning}
        </Alert>
      )}
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
