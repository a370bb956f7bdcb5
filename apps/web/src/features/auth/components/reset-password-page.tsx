import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  applyFieldErrors,
  FormCard,
  FormStack,
  muiField,
  NewPasswordFields,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { Spinner } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authKeys, resetLinkQuery } from '../api/auth-api.ts';
import { useResetPassword } from '../hooks/use-auth-actions.ts';

const resetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords differ',
  });

type ResetForm = z.infer<typeof resetFormSchema>;

export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The link is checked as the page opens, so a used or expired one says so before anyone types
  // a new password twice. Any other failure (offline, busy) leaves the form: sending re-checks it.
  const linkCheck = useQuery(resetLinkQuery(token));
  const isTokenError = (error: unknown) =>
    error instanceof ApiError && Boolean(error.fields?.token);
  const tokenRejected = isTokenError(reset.error) || isTokenError(linkCheck.error);

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The reset ended every session of that account, this browser's included.
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
          void navigate('/login', { replace: true });
        },
        onError: (error) => applyFieldErrors(error, setError, ['password']),
      },
    ),
  );

  return (
    <Page title="Choose a new password" narrow>
      <FormCard>
        {token && linkCheck.isPending ? (
          <Spinner label="Checking the reset link" />
        ) : !token || tokenRejected ? (
          <Stack spacing={2.5}>
            <Alert severity="error">
              {token
                ? 'This reset link is invalid or has expired.'
                : 'This reset link is incomplete: open the link from the e-mail as it is.'}
            </Alert>
            <Button component={RouterLink} to="/forgot-password" variant="contained">
              Ask for a new link
            </Button>
          </Stack>
        ) : (
          <FormStack onSubmit={onSubmit}>
            <NewPasswordFields
              label="New password"
              autoFocus
              password={muiField(register, 'password')}
              repeat={muiField(register, 'confirmPassword')}
              passwordError={errors.password?.message}
              repeatError={errors.confirmPassword?.message}
            />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              Save new password
            </Button>
            <Link component={RouterLink} to="/login">
              Back to sign in
            </Link>
          </FormStack>
        )}
      </FormCard>
    </Page>
  );
};
