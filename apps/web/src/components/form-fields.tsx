// Form helpers shared by the account pages: a password field with a show/hide toggle, a new
// password with its repeat, the server's 422 field errors put on the matching inputs, and the
// card an account form (or the one message that replaces it) sits in; and an admin's reason for a
// decision, which the admin dialogs share.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';

/** The reason an admin gives for a decision (kept in the audit trail, or with a cup tie): required. */
export const ReasonField = (props: TextFieldProps) => (
  <TextField label="Reason" required multiline minRows={2} {...props} />
);

export const PasswordField = (props: TextFieldProps) => {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                onClick={() => setShown((value) => !value)}
                edge="end"
                size="small"
              >
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** The password rule as every form that sets a new password words it. */
export const NEW_PASSWORD_HINT = 'At least 8 characters, not a common password';

/**
 * A new password and its repeat, as the register, set-up, reset, join and profile forms ask them
 * (their schemas come from withPasswordRepeat, so the repeat is always `confirmPassword`).
 */
export const NewPasswordFields = <T extends FieldValues & { confirmPassword: string }>({
  register,
  errors,
  name,
  label = 'Password',
  repeatLabel = `Repeat ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  autoFocus = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The new password's field. */
  name: Path<T>;
  label?: string;
  repeatLabel?: string;
  autoFocus?: boolean;
}) => {
  const repeatName = 'confirmPassword' as Path<T>;
  const password = muiField(register, name);
  const repeat = muiField(register, repeatName);
  const passwordError = messageOf(errors, name);
  const repeatError = messageOf(errors, repeatName);
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        {...password}
        error={Boolean(passwordError)}
        helperText={passwordError ?? NEW_PASSWORD_HINT}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        {...repeat}
        error={Boolean(repeatError)}
        helperText={repeatError}
      />
    </>
  );
};

/** The schema's (or the server's) message for a field, if it has one. */
const messageOf = <T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>) =>
  get<FieldErrors<T>, { message?: string } | undefined>(errors, name)?.message;

/**
 * A form schema with a repeat of its new password (`field`), checked to match. Only the form has
 * the repeat: submit handlers send the body without it.
 */
export const withPasswordRepeat = <
  Shape extends z.ZodRawShape,
  Config extends z.core.$ZodObjectConfig,
>(
  schema: z.ZodObject<Shape, Config>,
  field: keyof Shape & string,
) =>
  schema.extend({ confirmPassword: z.string() }).refine(
    (form) => {
      const values = form as Record<string, unknown>;
      return values[field] === values.confirmPassword;
    },
    { path: ['confirmPassword'], message: 'The passwords differ' },
  );

/** react-hook-form's register for a MUI TextField: its ref belongs on the <input>. */
export const muiField = <T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) => {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref };
};

/**
 * A MUI TextField's props for one form field: registered, red with the field's message when it
 * has an error, and otherwise showing `hint`.
 */
export const textFieldProps = <T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  hint?: ReactNode,
) => ({
  ...muiField(register, name),
  error: Boolean(get(errors, name)),
  helperText: messageOf(errors, name) ?? hint,
});

/** Puts a 422 answer's `fields` on the form's inputs; says whether any matched. */
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean => {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((known as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
};

/**
 * Puts the server's refusal on the field it is about: a 422's field errors on their inputs, and
 * any other 4xx (say "already has an account") on `field`, where the refused value was typed.
 * `message` picks the words when the server files them under another name.
 */
export const applyRefusal = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  field: Path<T>,
  message: (error: ApiError) => string = (refusal) => refusal.message,
): void => {
  if (applyFieldErrors(error, setError, [field])) return;
  if (error instanceof ApiError && error.status < 500)
    setError(field, { type: 'server', message: message(error) });
};

/** The card an account form sits in. */
export const FormCard = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
    {children}
  </Paper>
);

/**
 * A form laid out as a column: not the browser's validation (the schema's messages show instead)
 * and a submit handler that may be async.
 */
export const FormStack = ({
  onSubmit,
  children,
  label,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  children: ReactNode;
  label?: string;
}) => (
  <Stack
    component="form"
    noValidate
    spacing={2.5}
    onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
    {...(label ? { 'aria-label': label } : {})}
  >
    {children}
  </Stack>
);

/** The e-mail an account form asks for (sign in, register, forgot password). */
export const EmailField = ({
  field,
  error,
  autoFocus = true,
}: {
  /** `muiField(register, 'email')`. */
  field: ReturnType<typeof muiField>;
  error?: string | undefined;
  autoFocus?: boolean;
}) => (
  <TextField
    label="E-mail"
    type="email"
    autoComplete="email"
    autoFocus={autoFocus}
    required
    {...field}
    error={Boolean(error)}
    helperText={error}
  />
);

/** An account form's main button, large, spinning while the request is on its way. */
export const SubmitButton = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <Button type="submit" variant="contained" size="large" loading={pending}>
    {children}
  </Button>
);

/**
 * An account page's form (sign in, register, forgot and reset password, join): the card, the
 * column form, its fields, the submit button and whatever links follow it.
 */
export const AccountForm = ({
  onSubmit,
  submitLabel,
  pending,
  footer,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  submitLabel: ReactNode;
  pending: boolean;
  /** Links under the button (back to sign in, register…). */
  footer?: ReactNode;
  children: ReactNode;
}) => (
  <FormCard>
    <FormStack onSubmit={onSubmit}>
      {children}
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      {footer}
    </FormStack>
  </FormCard>
);

/**
 * What an account page shows instead of its form once there is nothing to type (the link was
 * sent, the link is dead): one message and the one way on.
 */
export const AccountNotice = ({
  severity,
  to,
  actionLabel,
  actionVariant = 'contained',
  children,
}: {
  severity: AlertColor;
  to: string;
  actionLabel: string;
  actionVariant?: 'contained' | 'outlined';
  children: ReactNode;
}) => (
  <FormCard>
    <Stack spacing={2.5}>
      <Alert severity={severity}>{children}</Alert>
      <Button component={RouterLink} to={to} variant={actionVariant}>
        {actionLabel}
      </Button>
    </Stack>
  </FormCard>
);
