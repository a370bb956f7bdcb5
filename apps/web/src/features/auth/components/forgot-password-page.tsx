import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@cueleague/domain/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import {
  applyFieldErrors,
  EmailField,
  FormCard,
  FormStack,
  muiField,
} from '../../../components/form-fields.tsx';
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
          <FormStack onSubmit={onSubmit}>
            <EmailField field={muiField(register, 'email')} error={errors.email?.message} />
            <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
              Send reset link
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
