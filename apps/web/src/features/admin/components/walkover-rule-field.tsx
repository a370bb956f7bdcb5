// The walkover rule as a choice of two, each with the sentence that says what it does: in the
// admin's walkover form (starting from the league's rule) and on the league's settings page.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Each rule with the sentence that says what it does. */
export const WALKOVER_RULES = [
  {
    value: 'frames',
    label: 'Frames',
    sentence: 'Every frame of the match goes to the side present (no player gets them).',
  },
  {
    value: 'points',
    label: 'Points only',
    sentence: 'The side present gets the points for a win; no frames count either way.',
  },
] as const;

export const WalkoverRuleField = <T extends FieldValues>({
  control,
  name,
  legend,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  error: string | undefined;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend">{legend}</FormLabel>
        <RadioGroup
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {WALKOVER_RULES.map((rule) => (
            <FormControlLabel
              key={rule.value}
              value={rule.value}
              control={<Radio />}
              label={`${rule.label}: ${rule.sentence}`}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    )}
  />
);
