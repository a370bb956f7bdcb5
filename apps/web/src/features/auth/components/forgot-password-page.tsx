import { forgotPasswordBodySchema } from '@cueleague/domain/requests';
import {
  AccountForm,
  AccountNotice,
  applyFieldErrors,
  EmailField,
  muiField,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useForgotPassword } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

export const ForgotPasswordPage = () => {
  const forgot = useForgotPassword();
  const { register, handleSubmit, setError, getValues, errors } = useSchemaForm(
    forgotPasswordBodySchema,
    { email: '' },
    { plainWords: false },
  );

  const onSubmit = handleSubmit((body) =>
    forgot.mutate(body, { onError: (error) => applyFieldErrors(error, setError, ['email']) }),
  );

  return (
    <Page
      title="Forgot your password?"
      description="Give the e-mail you signed up with and we'll send a link to choose a new password."
      narrow
    >
      {forgot.isSuccess ? (
        <AccountNotice
          severity="success"
          to="/login"
          actionLabel="Back to sign in"
          actionVariant="outlined"
        >
          If an account uses {getValues('email')}, a reset link is on its way. It works once, for
          one hour.
        </AccountNotice>
      ) : (
        <AccountForm
          onSubmit={onSubmit}
          submitLabel="Send reset link"
          pending={forgot.isPending}
          footer={<BackToSignIn />}
        >
          <EmailField field={muiField(register, 'email')} error={errors.email?.message} />
        </AccountForm>
      )}
    </Page>
  );
};
