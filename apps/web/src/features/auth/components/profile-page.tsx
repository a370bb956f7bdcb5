// /profile: the account, its password, which notifications are also e-mailed, and the player's
// own fees, fines and payments (only when the treasurer has recorded any).
import { changePasswordBodySchema } from '@cueleague/domain/requests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import {
  applyFieldErrors,
  FormStack,
  NewPasswordFields,
  PasswordField,
  textFieldProps,
  withPasswordRepeat,
} from '../../../components/form-fields.tsx';
import { Page, Panel } from '../../../components/page.tsx';
import { useSignOut } from '../../../entities/auth/hooks/use-sign-out.ts';
import { MyFeesPanel } from '../../../entities/ledger/components/my-fees-panel.tsx';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useChangePassword } from '../../../entities/auth/hooks/use-auth-actions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { EmailNotificationsPanel } from './email-notifications-panel.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

const changeFormSchema = withPasswordRepeat(changePasswordBodySchema, 'newPassword');

const ROLE_LABELS: Record<string, string> = {
  admin: 'admin: runs the league',
  captain: 'captain: keeps the roster and scores matches',
  player: 'player: sees the team and its matches',
  user: 'user: no role yet (an admin links your account to your player record)',
};

const Detail = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box component="div" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

export const ProfilePage = () => {
  const auth = useAuth();
  const signOut = useSignOut();
  const season = useQuery(currentSeasonQuery());
  const { teamName } = useTeamNames([auth.team?.seasonId, season.data?.id]);
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, errors } = useSchemaForm(
    changeFormSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { plainWords: false },
  );

  const teamIds = [...new Set([...(auth.team ? [auth.team.id] : []), ...auth.memberOf])];
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(),
        onError: (error) => applyFieldErrors(error, setError, ['currentPassword', 'newPassword']),
      },
    ),
  );

  return (
    <Page
      title="Profile"
      description="Your account and your place in the league."
      actions={
        <Button variant="outlined" onClick={signOut}>
          Logout
        </Button>
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel headingId="account-heading" title="Account">
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label="E-mail">
                {auth.user?.email}
                {auth.emailVerified ? '' : ' (not confirmed)'}
              </Detail>
              <Detail label="Role">{ROLE_LABELS[auth.userRole ?? 'user'] ?? auth.userRole}</Detail>
              <Detail label="Team">
                {teamIds.length > 0
                  ? teamIds.map((id, index) => (
                      <Fragment key={id}>
                        {index > 0 && ', '}
                        <TeamLink teamId={id}>{teamName(id)}</TeamLink>
                      </Fragment>
                    ))
                  : 'Not on a team'}
              </Detail>
            </Box>
            <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
              <VerifyEmailNotice />
            </Box>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel headingId="password-heading" title="Change password">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Your other devices are signed out when the password changes.
            </Typography>
            <FormStack onSubmit={onSubmit}>
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                required
                {...textFieldProps(register, errors, 'currentPassword')}
              />
              <NewPasswordFields
                label="New password"
                register={register}
                errors={errors}
                name="newPassword"
              />
              <Box>
                <Button type="submit" variant="contained" loading={change.isPending}>
                  Change password
                </Button>
              </Box>
            </FormStack>
          </Panel>
        </Grid>
        {auth.user && (
          <Grid size={{ xs: 12, md: 5 }}>
            <EmailNotificationsPanel userId={auth.user.id} isAdmin={auth.isAdmin} />
          </Grid>
        )}
        {auth.user && (
          <MyFeesPanel frame={(panel) => <Grid size={{ xs: 12, md: 7 }}>{panel}</Grid>} />
        )}
      </Grid>
    </Page>
  );
};
