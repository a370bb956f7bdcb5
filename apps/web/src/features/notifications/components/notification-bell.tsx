// The top bar's bell (docs/rules.md, The web app: Notifications bell), for signed-in users: the
// unread count in a badge, kept live from the user's private topic; it opens the newest
// notifications. The list loads with the first opening (see LazyPart).
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useNotifications } from '../../../entities/notifications/hooks/use-notifications.ts';

const NotificationList = lazyPage(() =>
  import('./notification-list.tsx').then((m) => m.NotificationList),
);

export const NOTIFICATION_LIST_ID = 'notification-list';

export const bellLabel = (unread: number): string =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

export const NotificationBell = () => {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [listUsed, setListUsed] = useState(false);
  const userId = user?.id ?? null;
  const notifications = useNotifications(userId, anchor !== null);
  if (!userId) return null;
  const unread = notifications.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-controls={anchor ? NOTIFICATION_LIST_ID : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => {
          setListUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} max={99} color="error" overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <LazyPart used={listUsed}>
        <NotificationList
          id={NOTIFICATION_LIST_ID}
          userId={userId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      </LazyPart>
    </>
  );
};
