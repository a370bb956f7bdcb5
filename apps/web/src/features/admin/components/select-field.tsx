// A labelled MUI select bound to react-hook-form (a select needs a controlled value, which
// register's uncontrolled inputs don't give it).
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export const SelectField = <T extends FieldValues, Output = T>({
  control,
  name,
  label,
  options,
  emptyLabel,
  ...props
}: {
  /** A form's control, whatever its schema makes of the values on submit. */
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** A first choice meaning "none" (value ''). */
  emptyLabel?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'select' | 'value' | 'onChange'>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...props}
        select
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? props.helperText}
        slotProps={{
          ...props.slotProps,
          select: { displayEmpty: emptyLabel !== undefined },
          inputLabel: { shrink: emptyLabel !== undefined ? true : undefined },
        }}
      >
        {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    )}
  />
);
