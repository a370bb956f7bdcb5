// /unsubscribe?token=…: where a notification e-mail's "Unsubscribe" link leads (docs/rules.md, The
// web app: Notifications bell). Nothing happens on opening, since mail scanners open links: the
// page says what the button does, and the button switches that kind of e-mail off.
import { NOTIFICATION_KIND_LABELS } from '@cueleague/domain/notifications';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { AccountNotice, FormCard } from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { useUnsubscribe } from '../../../entities/notifications/hooks/use-email-preferences.ts';
import { errorMessage, isUnknownId } from '../../../lib/api-client.ts';

export const UNSUBSCRIBE_INCOMPLETE =
  'This unsubscribe link is incomplete: open the link from the e-mail as it is.';
export const UNSUBSCRIBE_UNKNOWN =
  'This unsubscribe link is not valid (it may be from an old e-mail). You can choose which e-mails you get in your profile.';

export const UnsubscribePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  const toProfile = (severity: 'success' | 'error', message: string) => (
    <AccountNotice severity={severity} to="/profile" actionLabel="Open your profile">
      {message}
    </AccountNotice>
  );

  if (!token)
    return (
      <Page title="Unsubscribe" narrow>
        {toProfile('error', UNSUBSCRIBE_INCOMPLETE)}
      </Page>
    );
  if (unsubscribe.isSuccess)
    return (
      <Page title="Unsubscribed" narrow>
        {toProfile(
          'success',
          `You will no longer get e-mails about “${NOTIFICATION_KIND_LABELS[unsubscribe.data.kind]}”. Change this any time in your profile.`,
        )}
      </Page>
    );
  if (isUnknownId(unsubscribe.error))
    return (
      <Page title="Unsubscribe" narrow>
        {toProfile('error', UNSUBSCRIBE_UNKNOWN)}
      </Page>
    );

  return (
    <Page title="Unsubscribe" narrow>
      <FormCard>
        <Stack spacing={2.5}>
          <Typography>
            Stop the e-mails of the kind this link came with (match day reminders, say). The
            notifications still show under the bell when you sign in, and you can turn these e-mails
            back on in your profile.
          </Typography>
          {unsubscribe.isError && (
            <Alert severity="error">Could not unsubscribe: {errorMessage(unsubscribe.error)}</Alert>
          )}
          <Button
            variant="contained"
            size="large"
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            Unsubscribe
          </Button>
        </Stack>
      </FormCard>
    </Page>
  );
};
