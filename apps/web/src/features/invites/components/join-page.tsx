// /join?token=…: the page an invite mail links to. It checks the link as it opens (whose invite,
// still usable?), then the player chooses a password and lands signed in on their team's page,
// already linked to their player record (and captain when the invite said so).
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
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
import { ErrorState, Spinner } from '../../../components/states.tsx';
import { ApiError, isLinkRefused } from '../../../lib/api-client.ts';
import { inviteCheckQuery } from '../../../entities/invites/api/invites-api.ts';
import { useAcceptInvite } from '../../../entities/invites/hooks/use-invite-actions.ts';

export const INVITE_UNUSABLE =
  'This invite link has been used or has expired — ask your league admin for a new one.';

export const JoinPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const invite = useQuery(inviteCheckQuery(token));
  const { register, handleSubmit, setError, errors } = useLinkPasswordForm();

  const onSubmit = handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: () => void navigate('/team', { replace: true }),
        onError: (error) => applyFieldErrors(error, setError, ['password']),
      },
    ),
  );

  const unusable = (message: string) => (
    <AccountNotice severity="error" to="/login" actionLabel="Sign in">
      {message}
    </AccountNotice>
  );

  if (!token)
    return (
      <Page title="Join your league" narrow>
        {unusable('This invite link is incomplete: open the link from the e-mail as it is.')}
      </Page>
    );
  if (invite.isPending)
    return (
      <Page title="Join your league" narrow>
        <FormCard>
          <Spinner label="Checking the invite" />
        </FormCard>
      </Page>
    );
  if (invite.isError)
    return (
      <Page title="Join your league" narrow>
        {isLinkRefused(invite.error) ? (
          unusable(INVITE_UNUSABLE)
        ) : (
          <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />
        )}
      </Page>
    );

  const { leagueName, playerName, email, captainOf } = invite.data;
  // Someone registered and confirmed this e-mail meanwhile (409): the admin links that account.
  const refusal =
    isLinkRefused(accept.error) || (accept.error instanceof ApiError && accept.error.status === 409)
      ? accept.error
      : null;

  return (
    <Page title={`Join ${leagueName} as ${playerName}`} narrow>
      {refusal ? (
        unusable(isLinkRefused(refusal) ? INVITE_UNUSABLE : refusal.message)
      ) : (
        <AccountForm
          onSubmit={onSubmit}
          submitLabel={`Join ${leagueName}`}
          pending={accept.isPending}
        >
          <Typography color="text.secondary">
            {captainOf
              ? `Choose a password to sign in as ${playerName}, captain of ${captainOf}.`
              : `Choose a password to sign in as ${playerName} and see your team.`}
          </Typography>
          <TextField
            label="E-mail"
            value={email}
            autoComplete="username"
            slotProps={{ input: { readOnly: true } }}
            helperText="The e-mail your invite was sent to: you sign in with it"
          />
          <NewPasswordFields autoFocus register={register} errors={errors} name="password" />
        </AccountForm>
      )}
    </Page>
  );
};
