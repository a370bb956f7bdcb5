import { newPasswordSchema } from '@cueleague/domain/requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  AccountForm,
  AccountNotice,
  applyFieldErrors,
  FormCard,
  NewPasswordFields,
  withPasswordRepeat,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { Spinner } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authKeys, resetLinkQuery } from '../../../entities/auth/api/auth-api.ts';
import { useResetPassword } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

const resetFormSchema = withPasswordRepeat(z.object({ password: newPasswordSchema }), 'password');

export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, errors } = useSchemaForm(
    resetFormSchema,
    { password: '', confirmPassword: '' },
    { plainWords: false },
  );

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
      {token && linkCheck.isPending ? (
        <FormCard>
          <Spinner label="Checking the reset link" />
        </FormCard>
      ) : !token || tokenRejected ? (
        <AccountNotice severity="error" to="/forgot-password" actionLabel="Ask for a new link">
          {token
            ? 'This reset link is invalid or has expired.'
            : 'This reset link is incomplete: open the link from the e-mail as it is.'}
        </AccountNotice>
      ) : (
        <AccountForm
          onSubmit={onSubmit}
          submitLabel="Save new password"
          pending={reset.isPending}
          footer={<BackToSignIn />}
        >
          <NewPasswordFields
            label="New password"
            autoFocus
            register={register}
            errors={errors}
            name="password"
          />
        </AccountForm>
      )}
    </Page>
  );
};
