// The signed-in user's notifications for the bell (docs/rules.md, The web app: Notifications
// bell): the unread count follows the private user topic live (its snapshot and each
// `notifications.changed` event) with no request, and the list is fetched again only when it is
// looked at. While the live channel is not open the list is refetched on the fallback timer.
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import {
  notificationKeys,
  notificationsQuery,
  type NotificationList,
} from '../api/notifications-api.ts';

/** The unread count a user-topic message carries, or null for anything else. */
export const unreadFrom = (message: LiveMessage): number | null => {
  const value =
    message.type === 'snapshot'
      ? message.kind === 'user'
        ? message.unread
        : null
      : message.event === 'notifications.changed'
        ? (message.data as { unread?: unknown } | null)?.unread
        : null;
  // What came off the wire is checked, not trusted.
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * Puts a pushed unread count into the cached list. A changed count means the list changed too:
 * it goes stale, and is fetched again at once only while it is on screen (`listShown`).
 */
export const applyUnread = (
  queryClient: QueryClient,
  userId: string,
  unread: number,
  listShown: boolean,
): void => {
  const queryKey = notificationKeys.list(userId);
  const current = queryClient.getQueryData<NotificationList>(queryKey);
  if (current?.unread === unread) return;
  if (current) queryClient.setQueryData<NotificationList>(queryKey, { ...current, unread });
  // A first answer on its way will carry the count itself.
  if (!current && queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') return;
  void queryClient.invalidateQueries({ queryKey, refetchType: listShown ? 'active' : 'none' });
};

/**
 * The user's list and unread count (nothing when `userId` is null). `listShown`: the list is
 * open, so a change refetches it rather than only marking it stale.
 */
export const useNotifications = (userId: string | null, listShown: boolean) => {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      const unread = unreadFrom(message);
      if (userId && unread !== null) applyUnread(queryClient, userId, unread, listShown);
    },
    [queryClient, userId, listShown],
  );
  const liveStatus = useLiveTopic(userId ? liveTopics.user(userId) : null, onMessage);
  return useQuery({
    ...notificationsQuery(userId ?? ''),
    enabled: userId !== null,
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });
};
