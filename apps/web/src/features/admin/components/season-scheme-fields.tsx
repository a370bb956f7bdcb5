// The season form's match format (a preset, or so many a side and so many rounds, each pairing
// one frame or a race) and points scheme (per match won, drawn and lost, per frame won, and in a
// race per rack won), each with a line saying what it comes to.
import { FORMAT_PRESETS } from '@cueleague/domain/match-format';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useId, type ReactNode } from 'react';
import { textFieldProps } from '../../../components/form-fields.tsx';
import type { SeasonFormApi } from './season-form-schema.ts';
import { CUSTOM_FORMAT, RACE_OPTIONS, matchSizeLine, pointsSummary } from './season-scheme.ts';
import { SelectField } from './select-field.tsx';

const FORMAT_OPTIONS = [
  ...FORMAT_PRESETS.map((preset) => ({ value: preset.name, label: preset.name })),
  { value: CUSTOM_FORMAT, label: 'Custom…' },
];

/** A titled group of inputs: a fieldset, its legend read with each input in it. */
export const FieldGroup = ({
  legend,
  children,
  note,
}: {
  legend: string;
  children: ReactNode;
  /** A line under the inputs (what they come to), read out as it changes. */
  note?: ReactNode;
}) => (
  <FormControl component="fieldset" sx={{ minWidth: 0 }}>
    <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 500 }}>
      {legend}
    </FormLabel>
    {children}
    {note !== undefined && (
      <FormHelperText component="div" aria-live="polite" sx={{ mx: 0, mt: 1 }}>
        {note}
      </FormHelperText>
    )}
  </FormControl>
);

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
} as const;

const numberOf = (text: unknown): number | null => {
  const value = typeof text === 'string' && text.trim() !== '' ? Number(text) : Number.NaN;
  return Number.isInteger(value) ? value : null;
};

export const SeasonFormatFields = ({
  form,
  locked,
}: {
  form: SeasonFormApi;
  /** A match has been played: the format is fixed. */
  locked: boolean;
}) => {
  const { control, register, watch, setValue, formState } = form;
  const { errors } = formState;
  const [choice, positions, rounds, raceTo] = watch([
    'formatChoice',
    'positionsPerTeam',
    'roundsPerMatch',
    'raceTo',
  ]);
  const custom = choice === CUSTOM_FORMAT;
  const p = numberOf(positions);
  const r = numberOf(rounds);
  const noteId = useId();

  // A preset picked puts its size in the custom fields, so "Custom…" starts from it.
  useEffect(() => {
    const preset = FORMAT_PRESETS.find((candidate) => candidate.name === choice);
    if (!preset) return;
    setValue('positionsPerTeam', String(preset.positionsPerTeam));
    setValue('roundsPerMatch', String(preset.roundsPerMatch));
  }, [choice, setValue]);

  // Counted from the sizes typed, valid or not yet: the fields' own errors say what is wrong.
  const size = custom
    ? p !== null && r !== null
      ? { roundsPerMatch: r, framesPerRound: p }
      : null
    : (FORMAT_PRESETS.find((preset) => preset.name === choice) ?? null);
  const sizeLine = size
    ? matchSizeLine({ ...size, raceTo: numberOf(raceTo) ?? 1 })
    : 'Give the positions and rounds';

  return (
    // The select's own label names the group: a legend over it would say it twice. The line
    // under the group (what the choices come to) describes it, and is read out as it changes.
    <Box role="group" aria-label="Match format" aria-describedby={noteId}>
      <SelectField
        control={control}
        name="formatChoice"
        label="Match format"
        fullWidth
        disabled={locked}
        options={FORMAT_OPTIONS}
      />
      {custom && (
        <Box sx={{ ...twoColumns, mt: 2 }}>
          <TextField
            label="Positions per team"
            type="number"
            required
            disabled={locked}
            slotProps={{ htmlInput: { min: 2, max: 8, inputMode: 'numeric' } }}
            {...textFieldProps(register, errors, 'positionsPerTeam', '2 to 8 a side')}
          />
          <TextField
            label="Rounds"
            type="number"
            required
            disabled={locked}
            slotProps={{ htmlInput: { min: 1, max: p ?? 8, inputMode: 'numeric' } }}
            {...textFieldProps(register, errors, 'roundsPerMatch', `1 to ${String(p ?? 8)}`)}
          />
        </Box>
      )}
      <SelectField
        control={control}
        name="raceTo"
        label="Each pairing"
        fullWidth
        disabled={locked}
        options={RACE_OPTIONS}
        sx={{ mt: 2 }}
      />
      <FormHelperText id={noteId} component="div" aria-live="polite" sx={{ mx: 0, mt: 1 }}>
        {locked ? `${sizeLine}. Fixed now: a match of this season has been played.` : sizeLine}
      </FormHelperText>
    </Box>
  );
};

const POINTS_FIELDS = [
  { name: 'pointsForWin', label: 'Points for a win' },
  { name: 'pointsForDraw', label: 'Points for a draw' },
  { name: 'pointsForLoss', label: 'Points for a loss' },
  { name: 'pointsPerFrame', label: 'Points per frame won' },
  { name: 'pointsPerRack', label: 'Points per rack won' },
] as const;

/** The fields a format asks: a race's pairings are what the table counts as frames, and its
 * racks may earn points too; one frame a pairing has no racks of its own to ask about. */
const pointsFieldsOf = (
  race: boolean,
): { name: (typeof POINTS_FIELDS)[number]['name']; label: string }[] =>
  POINTS_FIELDS.filter((field) => race || field.name !== 'pointsPerRack').map((field) => ({
    name: field.name,
    label: race && field.name === 'pointsPerFrame' ? 'Points per pairing won' : field.label,
  }));

export const SeasonPointsFields = ({ form }: { form: SeasonFormApi }) => {
  const { register, watch, resetField, formState } = form;
  const [win, draw, loss, frame, rack, raceTo] = watch([
    ...POINTS_FIELDS.map((field) => field.name),
    'raceTo',
  ]);
  const race = (numberOf(raceTo) ?? 1) > 1;
  // Back to one frame, the hidden rack points go back to the season's, so a value typed for the
  // race can't stop the save from out of sight.
  useEffect(() => {
    if (!race) resetField('pointsPerRack');
  }, [race, resetField]);
  const [pointsForWin, pointsForDraw, pointsForLoss, pointsPerFrame, pointsPerRack] = [
    win,
    draw,
    loss,
    frame,
    race ? rack : '0',
  ].map(numberOf);
  const summary =
    pointsForWin != null &&
    pointsForDraw != null &&
    pointsForLoss != null &&
    pointsPerFrame != null &&
    pointsPerRack != null
      ? pointsSummary({
          pointsForWin,
          pointsForDraw,
          pointsForLoss,
          pointsPerFrame,
          pointsPerRack,
          format: { raceTo: numberOf(raceTo) ?? 1 },
        })
      : 'Give each a number of points, 0 to 10';
  return (
    <FieldGroup legend="Points" note={summary}>
      <Box sx={twoColumns}>
        {pointsFieldsOf(race).map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, max: 10, inputMode: 'numeric' } }}
            {...textFieldProps(register, formState.errors, name)}
          />
        ))}
      </Box>
    </FieldGroup>
  );
};
