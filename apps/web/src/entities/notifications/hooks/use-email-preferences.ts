// Which kinds of notification are also e-mailed (docs/rules.md, The web app: Notifications bell),
// for /profile's switches (a switch moves at once and goes back if the server refuses), and the
// e-mail's unsubscribe link.
import {
  DEFAULT_EMAIL_PREFERENCES,
  NOTIFICATION_KIND_LABELS,
} from '@cueleague/domain/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../../lib/notifications.tsx';
import {
  notificationKeys,
  notificationPreferencesQuery,
  saveNotificationPreferences,
  unsubscribe,
  type NotificationKind,
  type NotificationPreferences,
} from '../api/notifications-api.ts';

export const useEmailPreferences = (userId: string) =>
  useQuery(notificationPreferencesQuery(userId));

/** Switches e-mails of one kind on or off, saving the whole set (the others as on screen). */
export const useSaveEmailPreference = (userId: string) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = notificationKeys.preferences(userId);
  return useMutation({
    mutationFn: ({ kind, on }: { kind: NotificationKind; on: boolean }) => {
      const current = queryClient.getQueryData<NotificationPreferences>(queryKey);
      return saveNotificationPreferences({
        email: { ...DEFAULT_EMAIL_PREFERENCES, ...current?.email, [kind]: on },
      });
    },
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { email: { ...current.email, [kind]: on } } : current,
      );
    },
    // Only this switch goes back: another one switched meanwhile keeps its own outcome.
    onError: (_error, { kind, on }) => {
      queryClient.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { email: { ...current.email, [kind]: !on } } : current,
      );
    },
    // This switch as saved; another one may be on its way, shown as the user set it.
    onSuccess: (saved, { kind, on }) => {
      queryClient.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { email: { ...current.email, [kind]: saved.email[kind] ?? on } } : saved,
      );
      notify.success(`${NOTIFICATION_KIND_LABELS[kind]}: e-mails ${on ? 'on' : 'off'}`);
    },
    meta: { errorPrefix: 'Could not save your e-mail settings' },
  });
};

/**
 * The unsubscribe link's one write (no session needed). The page shows its outcome itself; a
 * profile open in this browser then shows the switch off.
 */
export const useUnsubscribe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
