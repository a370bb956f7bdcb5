import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors, FormCard, muiField } from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useForgotPassword } from '../hooks/use-auth-actions.ts';

type ForgotInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotBody = z.output<typeof forgotPasswordBodySchema>;

export const ForgotPasswordPage = () => {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) =>
    forgot.mutate(body, { onError: (error) => applyFieldErrors(error, setError, ['email']) }),
  );

  return (
    <Page
      title="Forgot your password?"
      description="Give the e-mail you signed up with and we'll send a link to choose a new password."
      narrow
    >
      <FormCard>
        {forgot.isSuccess ? (
          <Stack spacing={2.5}>
            <Alert severity="success">
              If an account uses {getValues('email')}, a reset link is on its way. It works once,
              for one hour.
            </Alert>
            <Button component={RouterLink} to="/login" variant="outlined">
              Back to sign in
            </Button>
          </Stack>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={(event) => void onSubmit(event)}
          >
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              autoFocus
              required
              {...muiField(register, 'email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
              Send reset link
            </Button>
            <Link component={RouterLink} to="/login">
              Back to sign in
            </Link>
          </Stack>
        )}
      </FormCard>
    </Page>
  );
};
