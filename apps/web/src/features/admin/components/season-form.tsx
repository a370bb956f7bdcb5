// The season's fields, shared by the create and edit pages: name, dates, points for a win and a
// draw, and whether it is the current season (the one the public pages show).
import type { Season } from '@cueleague/domain/entities';
import { DEFAULT_POINTS_FOR_DRAW, DEFAULT_POINTS_FOR_WIN } from '@cueleague/domain/constants';
import { checkSeasonDates, seasonFieldsSchema } from '@cueleague/domain/requests';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import {
  applyFieldErrors,
  FormCard,
  FormStack,
  textFieldProps,
} from '../../../components/form-fields.tsx';
import { blankAsNull, numberInput } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

// The server's rules: dates in the plausible window, the end not before the start.
const seasonFormSchema = seasonFieldsSchema
  .omit({ leagueId: true })
  .extend({
    startDate: blankAsNull(seasonFieldsSchema.shape.startDate),
    endDate: blankAsNull(seasonFieldsSchema.shape.endDate),
    pointsForWin: numberInput(seasonFieldsSchema.shape.pointsForWin.unwrap()),
    pointsForDraw: numberInput(seasonFieldsSchema.shape.pointsForDraw.unwrap()),
  })
  .superRefine(checkSeasonDates);

export type SeasonFormValues = z.output<typeof seasonFormSchema>;

const FIELDS = [
  'name',
  'startDate',
  'endDate',
  'pointsForWin',
  'pointsForDraw',
  'isCurrent',
] as const;

const dateField = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
const pointsField = {
  type: 'number',
  required: true,
  slotProps: { htmlInput: { min: 0, max: 10, inputMode: 'numeric' } },
} as const;

// The side-by-side inputs, a row a pair: the dates, then the points.
const FIELD_PAIRS = [
  [
    { name: 'startDate', label: 'Starts', ...dateField },
    { name: 'endDate', label: 'Ends', ...dateField },
  ],
  [
    { name: 'pointsForWin', label: 'Points for a win', ...pointsField },
    { name: 'pointsForDraw', label: 'Points for a draw', ...pointsField },
  ],
] as const;

export const SeasonForm = ({
  season,
  defaultCurrent = false,
  submitLabel,
  pending,
  onSave,
}: {
  season?: Season;
  /** A league's first season is its current one unless the admin says otherwise. */
  defaultCurrent?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Saves; `onError` puts the server's field errors on the fields. */
  onSave: (values: SeasonFormValues, onError: (error: unknown) => void) => void;
}) => {
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(seasonFormSchema, {
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
    pointsForWin: String(season?.pointsForWin ?? DEFAULT_POINTS_FOR_WIN),
    pointsForDraw: String(season?.pointsForDraw ?? DEFAULT_POINTS_FOR_DRAW),
    isCurrent: season?.isCurrent ?? defaultCurrent,
  });
  const onError = (error: unknown) => applyFieldErrors(error, setError, FIELDS);
  const onSubmit = handleSubmit((values) => onSave(values, onError));

  return (
    <FormCard>
      <FormStack onSubmit={onSubmit}>
        <TextField
          label="Name"
          required
          autoFocus={!season}
          {...textFieldProps(register, errors, 'name', 'e.g. Spring 2026')}
        />
        {FIELD_PAIRS.map((pair) => (
          <Stack key={pair[0].name} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {pair.map(({ name, ...field }) => (
              <TextField
                key={name}
                fullWidth
                {...field}
                {...textFieldProps(register, errors, name)}
              />
            ))}
          </Stack>
        ))}
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
