// Add a match to the fixture list, or move an unplayed one: its date and time (the league's local
// time), its two teams and its venue.
import type { Team, Venue } from '@cueleague/domain/entities';
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';
import {
  matchCreateSchema,
  plausibleDateSchema,
  roundRobinBodySchema,
} from '@cueleague/domain/requests';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { blankAsNull } from '../../../lib/form-inputs.ts';
import { useAddMatch, useMoveMatch } from '../../../entities/matches/hooks/use-match-actions.ts';
import { leagueDateTime, leagueInstant, leagueToday } from '../zoned-time.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from './select-field.tsx';
import { DateChangeWarnings, useDateChangeWarnings } from './date-change-warnings.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

/** A fixture's date and start time, as the inputs give them (in the server's plausible window). */
export const dateTimeShape = { date: plausibleDateSchema, time: roundRobinBodySchema.shape.time };

const matchFormSchema = z
  .object({
    ...dateTimeShape,
    homeTeamId: matchCreateSchema.shape.homeTeamId,
    awayTeamId: matchCreateSchema.shape.awayTeamId,
    venueId: blankAsNull(matchCreateSchema.shape.venueId),
  })
  .refine((match) => match.homeTeamId !== match.awayTeamId, {
    path: ['awayTeamId'],
    message: 'A team cannot play itself',
  });

/** The date and time inputs of a fixture form; its fields must be named `date` and `time`. */
export const DateTimeFields = <T extends FieldValues>({
  register,
  errors,
  required = true,
  dateLabel = 'Date',
  timeLabel = 'Start time',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  required?: boolean;
  dateLabel?: string;
  timeLabel?: string;
}) => {
  const reg = register as unknown as UseFormRegister<{ date: string; time: string }>;
  const errs = errors as FieldErrors<{ date: string; time: string }>;
  return (
    <Stack direction="row" spacing={2}>
      {(
        [
          ['date', dateLabel],
          ['time', timeLabel],
        ] as const
      ).map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          type={name}
          required={required}
          fullWidth
          {...textFieldProps(reg, errs, name)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
};

/** The server names the instant `scheduledDate`; the form shows it as a date and a time. */
export const putDateErrors = (error: unknown, setDateError: (message: string) => void): boolean => {
  const message = error instanceof ApiError ? error.fields?.scheduledDate : undefined;
  if (message) setDateError(message);
  return Boolean(message);
};

export const MatchFormDialog = ({
  match,
  seasonId,
  teams,
  venues,
  onClose,
}: {
  /** The match to move; none to add one. */
  match?: MatchSummary;
  seasonId: string;
  teams: readonly Team[];
  venues: readonly Venue[];
  onClose: () => void;
}) => {
  const timeZone = useLeagueTimezone();
  const add = useAddMatch();
  const move = useMoveMatch();
  const when = match ? leagueDateTime(match.scheduledDate, timeZone) : null;
  const { register, control, handleSubmit, setError, watch, errors } = useSchemaForm(
    matchFormSchema,
    {
      date: when?.date ?? leagueToday(timeZone),
      time: when?.time ?? '19:30',
      homeTeamId: match?.homeTeamId ?? '',
      awayTeamId: match?.awayTeamId ?? '',
      venueId: match?.venueId ?? '',
    },
  );
  const warnings = useDateChangeWarnings(
    {
      id: match?.id ?? null,
      seasonId,
      homeTeamId: watch('homeTeamId'),
      awayTeamId: watch('awayTeamId'),
      // A new match left without a venue is played at its home team's.
      venueId:
        (watch('venueId') as string | null) ||
        (match
          ? null
          : (teams.find((team) => team.id === watch('homeTeamId'))?.homeVenueId ?? null)),
      date: watch('date'),
      time: watch('time'),
    },
    venues,
    teams,
  );
  const onError = (error: unknown) => {
    putDateErrors(error, (message) => setError('date', { type: 'server', message }));
    applyFieldErrors(error, setError, ['homeTeamId', 'awayTeamId', 'venueId']);
  };
  const onSubmit = handleSubmit(({ date, time, homeTeamId, awayTeamId, venueId }) => {
    const scheduledDate = leagueInstant(date, time, timeZone);
    if (match)
      move.mutate(
        { id: match.id, body: { scheduledDate, homeTeamId, awayTeamId, venueId } },
        { onSuccess: onClose, onError },
      );
    else
      add.mutate(
        { seasonId, scheduledDate, homeTeamId, awayTeamId, venueId },
        { onSuccess: onClose, onError },
      );
  });
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));

  return (
    <FormDialog
      open
      title={match ? 'Move the match' : 'Add a match'}
      submitLabel={match ? 'Move match' : 'Add match'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={add.isPending || move.isPending}
      maxWidth="sm"
    >
      <DateTimeFields register={register} errors={errors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          control={control}
          name="homeTeamId"
          label="Home team"
          required
          fullWidth
          options={teamOptions}
        />
        <SelectField
          control={control}
          name="awayTeamId"
          label="Away team"
          required
          fullWidth
          options={teamOptions}
        />
      </Stack>
      <SelectField
        control={control}
        name="venueId"
        label="Venue"
        emptyLabel={match ? 'No venue' : "The home team's venue"}
        options={venues.map((venue) => ({ value: venue.id, label: venue.name }))}
      />
      <DateChangeWarnings warnings={warnings} />
    </FormDialog>
  );
};
