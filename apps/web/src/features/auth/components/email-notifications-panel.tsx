// /profile's "E-mail notifications" (docs/rules.md, The web app: Notifications bell): a switch per
// kind of notification, saved as it is switched. The admins' own kinds (disputes to settle, invites,
// cup entries) only an admin sees.
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@cueleague/domain/notifications';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Panel } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import {
  useEmailPreferences,
  useSaveEmailPreference,
} from '../../../entities/notifications/hooks/use-email-preferences.ts';

const ADMIN_ONLY: readonly NotificationKind[] = [
  'dispute-raised',
  'invite-accepted-as-player',
  'cup-entry',
];

export const EmailNotificationsPanel = ({
  userId,
  isAdmin,
}: {
  userId: string;
  isAdmin: boolean;
}) => {
  const preferences = useEmailPreferences(userId);
  const save = useSaveEmailPreference(userId);
  const kinds = NOTIFICATION_KINDS.filter((kind) => isAdmin || !ADMIN_ONLY.includes(kind));
  return (
    <Panel headingId="email-notifications-heading" title="E-mail notifications">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What we also send you by e-mail. The bell at the top shows every notification either way.
      </Typography>
      {preferences.isPending ? (
        <LoadingRows rows={kinds.length} height={40} label="Loading your e-mail settings" />
      ) : preferences.isError ? (
        <ErrorState
          title="Your e-mail settings didn't load"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Box role="group" aria-labelledby="email-notifications-heading">
          {kinds.map((kind, index) => (
            <Fragment key={kind}>
              {index > 0 && <Divider aria-hidden="true" />}
              <FormControlLabel
                label={NOTIFICATION_KIND_LABELS[kind]}
                labelPlacement="start"
                control={
                  <Switch
                    checked={preferences.data.email[kind] ?? true}
                    onChange={(event) => save.mutate({ kind, on: event.target.checked })}
                  />
                }
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mx: 0, py: 0.5 }}
              />
            </Fragment>
          ))}
        </Box>
      )}
    </Panel>
  );
};
