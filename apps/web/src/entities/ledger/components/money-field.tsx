// An amount of money typed as people write it ("45.00"), sent in the currency's minor unit: the
// ledger's forms and a fine with a penalty (the adjustment form) share the field and its parsing;
// the domain's request schemas then say if it is too much.
import { parseMoney } from '@cueleague/domain/ledger';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { textFieldProps } from '../../../components/form-fields.tsx';

export const MONEY_HINT = 'Like 45.00';

const toMinor = (text: string, context: z.RefinementCtx): number => {
  const minor = parseMoney(text);
  if (minor === null) {
    context.addIssue({ code: 'custom', message: 'An amount like 45.00' });
    return z.NEVER;
  }
  return minor;
};

/** An amount as typed, in minor units. */
export const moneyInput = z.string().transform(toMinor);

/** An amount that may be left blank (none). */
export const optionalMoneyInput = z
  .string()
  .transform((text, context) => (text.trim() === '' ? undefined : toMinor(text, context)));

/** The currency's sign ("£"), for the amount inputs; the code itself when it has none. */
export const currencySymbol = (currency: string): string => {
  try {
    return (
      new Intl.NumberFormat('en-GB', { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
};

export const MoneyField = <T extends FieldValues>({
  register,
  errors,
  currency,
  name = 'amount',
  label = 'Amount',
  hint = MONEY_HINT,
  required = true,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  currency: string;
  name?: string;
  label?: string;
  hint?: string;
  required?: boolean;
}) => (
  <TextField
    label={label}
    required={required}
    autoFocus={required}
    {...textFieldProps(register, errors, name as Path<T>, hint)}
    slotProps={{
      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      input: {
        startAdornment: (
          <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment>
        ),
      },
    }}
  />
);
