// Notifications (docs/api.md, Notifications): the signed-in user's list and unread count, marking
// them read, which kinds are also e-mailed, and the e-mail's one-click unsubscribe link. Answers
// are parsed with the domain's schemas.
import {
  notificationKindSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
} from '@cueleague/domain/notifications';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
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
    queryFn: ({ signal }) => apiFetch(notificationListSchema, '/api/notifications', { signal }),
  });

/** POST /api/notifications/read: these ids, or every one when `ids` is left out. */
export const markNotificationsRead = (ids?: readonly string[]) =>
  apiFetch(unreadCountSchema, '/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });

/** GET /api/notifications/preferences: whether each kind is also e-mailed. */
export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) =>
      apiFetch(notificationPreferencesSchema, '/api/notifications/preferences', { signal }),
  });

export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  apiFetch(notificationPreferencesSchema, '/api/notifications/preferences', {
    method: 'PUT',
    body: preferences,
  });

const unsubscribedSchema = z.object({ kind: notificationKindSchema });

/** POST /api/notifications/unsubscribe?token=: no session needed; an unknown token is a 404. */
export const unsubscribe = (token: string) =>
  apiFetch(unsubscribedSchema, `/api/notifications/unsubscribe${queryString({ token })}`, {
    method: 'POST',
  });
