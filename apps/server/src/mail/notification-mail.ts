// A notification's e-mail: its line as the subject, its link, and a one-click unsubscribe for its
// kind. services/notifications.ts queues one per notification whose kind the user left on.
import { NOTIFICATION_KIND_LABELS, type NotificationDraft } from '@cueleague/domain/notifications';
import type { Mail } from './mailer.ts';

/**
 * The mail of one notification: its line and link, and the unsubscribe link of its kind in the
 * text and in the List-Unsubscribe headers (RFC 2369, RFC 8058) that mail apps show as a button.
 */
export const notificationMail = (
  base: string,
  to: string,
  draft: NotificationDraft,
  token: string,
): Mail => {
  const link = `${base}${draft.link}`;
  const query = `token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: draft.title,
    text:
      `${draft.title}\n\n${link}\n\n-- \n` +
      `You get this e-mail because "${NOTIFICATION_KIND_LABELS[draft.kind]}" is on in your CueLeague notifications.\n` +
      `Stop these e-mails in one click: ${base}/unsubscribe?${query}\n` +
      `Choose which e-mails you get on your profile: ${base}/profile\n`,
    link,
    headers: {
      'List-Unsubscribe': `<${base}/api/notifications/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
