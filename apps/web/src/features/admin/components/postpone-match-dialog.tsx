// Postpone an unplayed match, with a tentative new date if one is known and a reason. It stays
// postponed (and on the dashboard's list) until it is rescheduled.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { textFieldProps } from '../../../components/form-fields.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { usePostponeMatch } from '../../../entities/matches/hooks/use-match-actions.ts';
import { leagueInstant } from '../zoned-time.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateTimeFields, dateTimeShape, putDateErrors } from './match-form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { MatchDialogProps } from './match-dialog-props.ts';

const postponeFormSchema = z
  .object({
    date: blankAsNull(dateTimeShape.date.nullish()),
    time: blankAsNull(dateTimeShape.time.nullish()),
    reason: z.string().trim().max(500),
  })
  .refine((form) => Boolean(form.date) === Boolean(form.time), {
    path: ['time'],
    message: 'Give both a date and a time, or neither',
  });

export const PostponeMatchDialog = ({ match, label, onClose }: MatchDialogProps) => {
  const timeZone = useLeagueTimezone();
  const postpone = usePostponeMatch();
  const { register, handleSubmit, setError, errors } = useSchemaForm(postponeFormSchema, {
    date: '',
    time: '',
    reason: '',
  });
  const onSubmit = handleSubmit(({ date, time, reason }) =>
    postpone.mutate(
      {
        id: match.id,
        body: {
          ...(date && time ? { scheduledDate: leagueInstant(date, time, timeZone) } : {}),
          ...(reason ? { reason } : {}),
        },
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          putDateErrors(error, (message) => setError('date', { type: 'server', message })),
      },
    ),
  );

  return (
    <FormDialog
      open
      title={`Postpone ${label}`}
      submitLabel="Postpone match"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={postpone.isPending}
    >
      <Typography color="text.secondary">
        The match comes off the night's fixtures. Give a new date if one is agreed; reschedule it
        later otherwise.
      </Typography>
      <DateTimeFields
        register={register}
        errors={errors}
        required={false}
        dateLabel="New date (optional)"
        timeLabel="New time"
      />
      <TextField
        label="Reason"
        autoComplete="off"
        {...textFieldProps(register, errors, 'reason', 'e.g. Venue closed for a private party')}
      />
    </FormDialog>
  );
};
