// Said to a signed-in account whose e-mail is not confirmed yet, with a way to send the link again:
// the banner under the top bar and the profile's account panel (docs/decisions/0031).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useResendVerification } from '../../../entities/auth/hooks/use-auth-actions.ts';

export const VerifyEmailNotice = ({ banner = false }: { banner?: boolean }) => {
  const { user, emailVerified } = useAuth();
  const resend = useResendVerification();
  if (!user || emailVerified) return null;
  return (
    <Alert
      severity="warning"
      variant={banner ? 'filled' : 'standard'}
      sx={banner ? { borderRadius: 0 } : undefined}
      action={
        <Button
          color="inherit"
          size="small"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess ? 'Link sent' : 'Send the link again'}
        </Button>
      }
    >
      Your e-mail address {user.email} is not confirmed yet: open the link we mailed to it. Until
      then your account can't be linked to a player.
    </Alert>
  );
};
