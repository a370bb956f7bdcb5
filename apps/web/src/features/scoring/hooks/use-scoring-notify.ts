// The scoring page reports every action through the app's snackbars, but at a table they must not
// pile up over the frames: each new one from this page replaces the one before it.
import { useMemo, useRef } from 'react';
import { closeNotification, notify, type Notify } from '../../../lib/notifications.tsx';
import type { NotificationAction, Variant } from '../../../lib/snackbar-kinds.ts';

export const useScoringNotify = (): Notify => {
  const last = useRef<number | null>(null);
  return useMemo(() => {
    const show = (variant: Variant) => (message: string, action?: NotificationAction) => {
      if (last.current !== null) closeNotification(last.current);
      last.current = notify(message, variant, action);
    };
    return {
      error: show('error'),
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
    };
  }, []);
};
