import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AccountForm,
  AccountNotice,
  applyFieldErrors,
  FormCard,
  NewPasswordFields,
} from '../../../components/form-fields.tsx';
import { useLinkPasswordForm } from '../../../components/link-password-form.ts';
import { Page } from '../../../components/page.tsx';
import { Spinner } from '../../../components/states.tsx';
import { isLinkRefused } from '../../../lib/api-client.ts';
import { authKeys, resetLinkQuery } from '../../../entities/auth/api/auth-api.ts';
import { useResetPassword } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, errors } = useLinkPasswordForm();

  // The link is checked as the page opens, so a used or expired one says so before anyone types
  // a new password twice. Any other failure (offline, busy) leaves the form: sending re-checks it.
  const linkCheck = useQuery(resetLinkQuery(token));
  const tokenRejected = isLinkRefused(reset.error) || isLinkRefused(linkCheck.error);

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
