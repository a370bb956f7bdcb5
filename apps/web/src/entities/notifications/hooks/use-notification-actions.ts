// Marking notifications read, from the bell's list: the list and the count change at once, and a
// refused mark is put back (docs/rules.md, The web app: Notifications bell).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsRead,
  notificationKeys,
  type NotificationList,
} from '../api/notifications-api.ts';

const withRead = (
  list: NotificationList,
  read: (id: string) => boolean,
  unread: number,
): NotificationList => {
  const now = new Date().toISOString();
  return {
    unread,
    items: list.items.map((item) =>
      item.readAt === null && read(item.id) ? { ...item, readAt: now } : item,
    ),
  };
};

/** Marks one notification read: at once on screen, put back if the server refuses. */
export const useMarkNotificationRead = (userId: string) => {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.list(userId);
  return useMutation({
    mutationFn: (id: string) => markNotificationsRead([id]),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      if (previous) {
        const wasUnread = previous.items.some((item) => item.id === id && item.readAt === null);
        const unread = Math.max(0, previous.unread - (wasUnread ? 1 : 0));
        queryClient.setQueryData(
          queryKey,
          withRead(previous, (each) => each === id, unread),
        );
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) =>
        list ? { ...list, unread } : list,
      );
    },
    meta: { errorPrefix: 'Could not mark the notification as read' },
  });
};

/** Marks every notification read. */
export const useMarkAllNotificationsRead = (userId: string) => {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.list(userId);
  return useMutation({
    mutationFn: () => markNotificationsRead(),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) =>
        list ? withRead(list, () => true, unread) : list,
      );
    },
    meta: { errorPrefix: 'Could not mark the notifications as read' },
  });
};
