// Notifications (docs/api.md, Notifications): the signed-in user's list and unread count, marking
// them read, which kinds are also e-mailed, and the e-mail's one-click unsubscribe link. Answers
// are typed by the domain's answer names.
import type {
  NotificationKind,
  NotificationList,
  NotificationPreferences,
} from '@cueleague/domain/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type { NotificationKind, NotificationList, NotificationPreferences };

/** Everything is under the user's id: one account's notifications are never another's. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};

/** GET /api/notifications: the newest (at most 50) and the unread count. */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => apiFetch('notificationList', '/api/notifications', { signal }),
  });

/** POST /api/notifications/read: these ids, or every one when `ids` is left out. */
export const markNotificationsRead = (ids?: readonly string[]) =>
  apiFetch('unreadCount', '/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });

/** GET /api/notifications/preferences: whether each kind is also e-mailed. */
export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) =>
      apiFetch('notificationPreferences', '/api/notifications/preferences', { signal }),
  });

export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  apiFetch('notificationPreferences', '/api/notifications/preferences', {
    method: 'PUT',
    body: preferences,
  });

/** POST /api/notifications/unsubscribe?token=: no session needed; an unknown token is a 404. */
export const unsubscribe = (token: string) =>
  apiFetch('unsubscribed', `/api/notifications/unsubscribe${queryString({ token })}`, {
    method: 'POST',
  });
