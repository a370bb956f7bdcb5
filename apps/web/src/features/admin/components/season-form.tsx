// The season's fields, shared by the create and edit pages: name, dates, the match format, the
// points scheme, whether it is the current season (the one the public pages show), and on create
// the divisions it is split into (none named: one, and the app never mentions divisions).
import type { Season } from '@cueleague/domain/entities';
import {
  DEFAULT_POINTS_FOR_DRAW,
  DEFAULT_POINTS_FOR_LOSS,
  DEFAULT_POINTS_FOR_WIN,
  DEFAULT_POINTS_PER_FRAME,
  DEFAULT_POINTS_PER_RACK,
} from '@cueleague/domain/constants';
import { STANDARD_FORMAT, isRace, raceToOf, sameFormat } from '@cueleague/domain/match-format';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  applyFieldErrors,
  FormCard,
  FormStack,
  textFieldProps,
} from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SeasonDivisionNames } from './season-division-names.tsx';
import { SeasonFormatFields, SeasonPointsFields } from './season-scheme-fields.tsx';
import { seasonFormSchema, type SeasonFormValues } from './season-form-schema.ts';
import { formatChoiceOf, formatOfChoice } from './season-scheme.ts';

const FIELDS = [
  'name',
  'startDate',
  'endDate',
  'pointsForWin',
  'pointsForDraw',
  'pointsForLoss',
  'pointsPerFrame',
  'pointsPerRack',
  'isCurrent',
] as const;

const dateField = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

export const SeasonForm = ({
  season,
  defaultCurrent = false,
  formatLocked = false,
  submitLabel,
  pending,
  onSave,
}: {
  season?: Season;
  /** A league's first season is its current one unless the admin says otherwise. */
  defaultCurrent?: boolean;
  /** A match of the season has been played: its format is fixed. */
  formatLocked?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Saves; `onError` puts the server's field errors on the fields. */
  onSave: (values: SeasonFormValues, onError: (error: unknown) => void) => void;
}) => {
  const format = season?.format ?? STANDARD_FORMAT;
  const form = useSchemaForm(seasonFormSchema, {
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
    pointsForWin: String(season?.pointsForWin ?? DEFAULT_POINTS_FOR_WIN),
    pointsForDraw: String(season?.pointsForDraw ?? DEFAULT_POINTS_FOR_DRAW),
    pointsForLoss: String(season?.pointsForLoss ?? DEFAULT_POINTS_FOR_LOSS),
    pointsPerFrame: String(season?.pointsPerFrame ?? DEFAULT_POINTS_PER_FRAME),
    pointsPerRack: String(season?.pointsPerRack ?? DEFAULT_POINTS_PER_RACK),
    formatChoice: formatChoiceOf(format),
    positionsPerTeam: String(format.positionsPerTeam),
    roundsPerMatch: String(format.roundsPerMatch),
    raceTo: String(raceToOf(format)),
    isCurrent: season?.isCurrent ?? defaultCurrent,
    divisions: [],
  });
  const { register, control, handleSubmit, setError, errors } = form;
  const onSubmit = handleSubmit((values) => {
    const chosen = formatOfChoice(
      values.formatChoice,
      values.positionsPerTeam,
      values.roundsPerMatch,
      values.raceTo,
    );
    // An edit sends the format only when it changed: the server lays the fixtures out again.
    const sendFormat = !season || (!formatLocked && !sameFormat(chosen, season.format));
    // A race asks its points per rack. One frame hides them: a season that had some (a race
    // played one frame now) clears them, and any other one-frame request stays as it was.
    const racks = isRace(chosen)
      ? { pointsPerRack: values.pointsPerRack }
      : season && season.pointsPerRack > 0
        ? { pointsPerRack: 0 }
        : {};
    const names = values.divisions.map((division) => division.name);
    const onError = (error: unknown) => {
      if (applyFieldErrors(error, setError, [...FIELDS, 'positionsPerTeam', 'roundsPerMatch']))
        return;
      // Played since the page loaded: the server's word on why the format is fixed.
      if (sendFormat && season && error instanceof ApiError && error.status === 409)
        setError('formatChoice', { type: 'server', message: error.message });
    };
    onSave(
      {
        name: values.name,
        startDate: values.startDate,
        endDate: values.endDate,
        pointsForWin: values.pointsForWin,
        pointsForDraw: values.pointsForDraw,
        pointsForLoss: values.pointsForLoss,
        pointsPerFrame: values.pointsPerFrame,
        ...racks,
        isCurrent: values.isCurrent,
        ...(sendFormat ? { format: chosen } : {}),
        ...(!season && names.length > 0 ? { divisions: names } : {}),
      },
      onError,
    );
  });

  return (
    <FormCard>
      <FormStack onSubmit={onSubmit}>
        <TextField
          label="Name"
          required
          autoFocus={!season}
          {...textFieldProps(register, errors, 'name', 'e.g. Spring 2026')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Starts"
            fullWidth
            {...dateField}
            {...textFieldProps(register, errors, 'startDate')}
          />
          <TextField
            label="Ends"
            fullWidth
            {...dateField}
            {...textFieldProps(register, errors, 'endDate')}
          />
        </Stack>
        <SeasonFormatFields form={form} locked={formatLocked} />
        <SeasonPointsFields form={form} />
        {!season && <SeasonDivisionNames form={form} />}
        <Controller
          control={control}
          name="isCurrent"
          render={({ field }) => (
            <div>
              <FormControlLabel
                label="Current season"
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
              />
              <FormHelperText sx={{ mt: 0 }}>
                The public pages (standings, fixtures, stats) show the current season. Making this
                one current un-currents the others.
              </FormHelperText>
            </div>
          )}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/admin/seasons" disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </FormStack>
    </FormCard>
  );
};
