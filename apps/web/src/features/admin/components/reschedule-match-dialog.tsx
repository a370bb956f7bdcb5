// Give a postponed match its new date (and venue): it is an ordinary unplayed fixture again.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Match, Venue } from '@cueleague/domain/entities';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, muiField } from '../../../components/form-fields.tsx';
import { useLeagueTimezone } from '../../league/hooks/use-league.ts';
import { blankAsNull, FORM_ERRORS } from '../form-inputs.ts';
import { useRescheduleMatch } from '../hooks/use-match-actions.ts';
import { leagueDateTime, leagueInstant } from '../zoned-time.ts';
import { FormDialog } from './form-dialog.tsx';
import { DateTimeFields, dateTimeShape, putDateErrors } from './match-form-dialog.tsx';
import { SelectField } from './select-field.tsx';
import { matchCreateSchema } from '@cueleague/domain/requests';

const rescheduleFormSchema = z.object({
  ...dateTimeShape,
  venueId: blankAsNull(matchCreateSchema.shape.venueId),
  reason: z.string().trim().max(500),
});

type RescheduleInput = z.input<typeof rescheduleFormSchema>;
type RescheduleForm = z.output<typeof rescheduleFormSchema>;

export const RescheduleMatchDialog = ({
  match,
  label,
  venues,
  onClose,
}: {
  match: Match;
  label: string;
  venues: readonly Venue[];
  onClose: () => void;
}) => {
  const timeZone = useLeagueTimezone();
  const reschedule = useRescheduleMatch();
  const when = leagueDateTime(match.scheduledDate, timeZone);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RescheduleInput, unknown, RescheduleForm>({
    resolver: zodResolver(rescheduleFormSchema, FORM_ERRORS),
    defaultValues: { date: when.date, time: when.time, venueId: match.venueId ?? '', reason: '' },
  });
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
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      pending={reschedule.isPending}
    >
      <DateTimeFields register={register} errors={errors} dateLabel="New date" />
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
        {...muiField(register, 'reason')}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? 'Kept in the match’s audit trail'}
      />
    </FormDialog>
  );
};
