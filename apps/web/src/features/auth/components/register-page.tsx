import { registerBodySchema } from '@cueleague/domain/requests';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import {
  AccountForm,
  applyFieldErrors,
  EmailField,
  muiField,
  NewPasswordFields,
  withPasswordRepeat,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useRegister } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const registerFormSchema = withPasswordRepeat(registerBodySchema, 'password');

export const RegisterPage = () => {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const { register, handleSubmit, setError, errors } = useSchemaForm(
    registerFormSchema,
    { email: '', password: '', confirmPassword: '' },
    { plainWords: false },
  );

  if (!loading && user && !registerAccount.isPending && !registerAccount.isSuccess)
    return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(({ email, password }) =>
    registerAccount.mutate(
      { email, password },
      {
        onSuccess: () => void navigate('/profile', { replace: true }),
        onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
      },
    ),
  );

  return (
    <Page
      title="Register"
      description="Create an account. Your league admin links it to your player record, which gives you your team."
      narrow
    >
      <AccountForm
        onSubmit={onSubmit}
        submitLabel="Create account"
        pending={registerAccount.isPending}
        footer={
          <Typography variant="body2" color="text.secondary">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        }
      >
        <EmailField field={muiField(register, 'email')} error={errors.email?.message} />
        <NewPasswordFields register={register} errors={errors} name="password" />
      </AccountForm>
    </Page>
  );
};
