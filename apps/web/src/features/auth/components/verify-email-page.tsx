// /verify-email?token=…: the link mailed at registration. Like the reset page it asks the server
// about its link as it opens; here the answer is the whole job: the address is confirmed, or the
// link is used or expired (a signed-in account can ask for a new one from its profile).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AccountNotice, FormCard } from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { Spinner } from '../../../components/states.tsx';
import { authKeys, verifyEmailQuery } from '../../../entities/auth/api/auth-api.ts';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { isLinkRefused } from '../../../lib/api-client.ts';

export const VerifyEmailPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const verify = useQuery(verifyEmailQuery(token));

  // The banner and the profile read /auth/me: ask again now the address is confirmed.
  useEffect(() => {
    if (verify.isSuccess) void queryClient.invalidateQueries({ queryKey: authKeys.me });
  }, [verify.isSuccess, queryClient]);

  const next = user
    ? { to: '/profile', actionLabel: 'Go to your profile' }
    : { to: '/login', actionLabel: 'Sign in' };
  const linkRejected = isLinkRefused(verify.error);

  return (
    <Page title="Confirm your e-mail" narrow>
      {!token ? (
        <AccountNotice severity="error" {...next}>
          This confirmation link is incomplete: open the link from the e-mail as it is.
        </AccountNotice>
      ) : verify.isPending ? (
        <FormCard>
          <Spinner label="Confirming your e-mail" />
        </FormCard>
      ) : verify.isSuccess ? (
        <AccountNotice severity="success" {...next}>
          Your e-mail address is confirmed. Your league admin can now link your account to your
          player record.
        </AccountNotice>
      ) : linkRejected ? (
        <AccountNotice severity="error" {...next}>
          This confirmation link has been used or has expired.
          {user ? ' Ask for a new one from your profile.' : ' Sign in to ask for a new one.'}
        </AccountNotice>
      ) : (
        <AccountNotice severity="warning" {...next}>
          The link could not be checked just now. Open it again in a moment.
        </AccountNotice>
      )}
    </Page>
  );
};
