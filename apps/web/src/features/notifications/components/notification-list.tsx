// What the bell opens (docs/rules.md, The web app: Notifications bell): the newest notifications,
// unread ones marked, each saying how long ago it came. Choosing one marks it read and opens its
// page; "Mark all as read" clears the count. Loaded with the bell's first opening; the list is
// asked for again on each opening once it is stale (a pushed count change makes it so).
import type { Notification } from '@cueleague/domain/notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadingRows } from '../../../components/states.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { notificationsQuery } from '../../../entities/notifications/api/notifications-api.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../../entities/notifications/hooks/use-notification-actions.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';

const HEADING_ID = 'notification-list-heading';

/** A page of this app, or home: a link from the server never leads off the site. */
export const appPath = (link: string): string =>
  link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/';

const NotificationItem = ({
  notification,
  onChoose,
}: {
  notification: Notification;
  onChoose: () => void;
}) => {
  const unread = notification.readAt === null;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={appPath(notification.link)}
        onClick={onChoose}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 8,
            height: 8,
            mt: 0.875,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
          >
            {unread && (
              <Box component="span" sx={visuallyHidden}>
                Unread:{' '}
              </Box>
            )}
            {notification.title}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
          >
            {formatRelativeTime(notification.createdAt)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

/** The open list's content: mounted with each opening, so a stale list is fetched again. */
const ListContent = ({ userId, onClose }: { userId: string; onClose: () => void }) => {
  const query = useQuery(notificationsQuery(userId));
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 52,
        }}
      >
        <Typography variant="h3" component="h2" id={HEADING_ID}>
          Notifications
        </Typography>
        {unread > 0 && (
          <Button size="small" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all as read
          </Button>
        )}
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {query.isPending ? (
          <Box sx={{ p: 2 }}>
            <LoadingRows rows={3} height={48} label="Loading notifications" />
          </Box>
        ) : query.isError ? (
          <Box role="alert" sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              The notifications didn&apos;t load
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {errorMessage(query.error)}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => void query.refetch()}
              sx={{ mt: 1.5 }}
            >
              Retry
            </Button>
          </Box>
        ) : query.data.items.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNoneIcon sx={{ fontSize: 36, mb: 0.5 }} aria-hidden="true" />
            <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>Nothing new</Typography>
            <Typography variant="body2">
              Match days, results to confirm and moved fixtures show up here.
            </Typography>
          </Box>
        ) : (
          <List dense disablePadding aria-labelledby={HEADING_ID}>
            {query.data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onChoose={() => {
                  if (notification.readAt === null) markRead.mutate(notification.id);
                  onClose();
                }}
              />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.25 }}>
        <Link component={RouterLink} to="/profile" variant="body2" onClick={onClose}>
          E-mail settings
        </Link>
      </Box>
    </>
  );
};

export const NotificationList = ({
  id,
  userId,
  anchor,
  onClose,
}: {
  id: string;
  userId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) => (
  <Popover
    id={id}
    anchorEl={anchor}
    open={Boolean(anchor)}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    slotProps={{
      paper: {
        role: 'dialog',
        'aria-labelledby': HEADING_ID,
        sx: {
          width: 380,
          // A 360 px phone: the popover keeps MUI's 16 px margin on each side.
          maxWidth: 'calc(100vw - 32px)',
          maxHeight: 'min(560px, calc(100vh - 88px))',
          display: 'flex',
          flexDirection: 'column',
        },
      },
    }}
  >
    <ListContent userId={userId} onClose={onClose} />
  </Popover>
);
