import { loginBodySchema } from '@cueleague/domain/requests';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  AccountForm,
  applyFieldErrors,
  EmailField,
  muiField,
  PasswordField,
  textFieldProps,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { demoLoginsQuery } from '../../../entities/auth/api/auth-api.ts';
import { useLogin } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { DemoLogins, sharedPassword } from '../../../entities/auth/components/demo-logins.tsx';
import type { LoginRedirectState } from '../../../entities/auth/login-redirect.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const returnPath = (state: unknown): string => {
  const from = (state as LoginRedirectState | null)?.from;
  return from ? `${from.pathname}${from.search ?? ''}` : '/';
};

export const LoginPage = () => {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, setError, errors } = useSchemaForm(
    loginBodySchema,
    { email: '', password: '' },
    { plainWords: false },
  );

  // Already signed in (or just signed in): on to where they were going.
  if (!loading && user && !login.isPending)
    return <Navigate to={returnPath(location.state)} replace />;

  const onSubmit = handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => void navigate(returnPath(location.state), { replace: true }),
      onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
    }),
  );

  return (
    <Page title="Sign in" description="Captains, players and admins sign in here." narrow>
      <AccountForm
        onSubmit={onSubmit}
        submitLabel="Sign in"
        pending={login.isPending}
        footer={
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/forgot-password">
              Forgot your password?
            </Link>
            <Typography variant="body2" color="text.secondary">
              No account yet?{' '}
              <Link component={RouterLink} to="/register">
                Register
              </Link>
            </Typography>
          </Stack>
        }
      >
        <EmailField field={muiField(register, 'email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...textFieldProps(register, errors, 'password')}
        />
      </AccountForm>
      <DemoLeagueLogins />
    </Page>
  );
};

/** On a server holding the demo league, its logins, so a visitor can find them again. */
const DemoLeagueLogins = () => {
  const demo = useQuery(demoLoginsQuery());
  if (!demo.data) return null;
  const password = sharedPassword(demo.data.logins);
  return (
    <Box component="section" aria-labelledby="demo-logins-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="demo-logins-heading" gutterBottom>
        Demo league logins
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {demo.data.leagueName} is the demo league: sign in as any of these people.
        {password && (
          <>
            {' '}
            Every demo account's password is <strong>{password}</strong>.
          </>
        )}
      </Typography>
      <DemoLogins logins={demo.data.logins} />
    </Box>
  );
};
