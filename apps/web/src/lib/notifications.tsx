// Notifications (docs/rules.md, The web app: Notifications): error, success, info and warning
// snackbars. Anything may call notify(); the snackbars themselves (snackbar-host.tsx, with
// notistack) load with the first one, which waits here until they are on the page.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type {
  AttachSnackbarHost,
  Notification,
  NotificationAction,
  SnackbarHostHandle,
  Variant,
} from './snackbar-kinds.ts';

let nextKey = 1;
let host: SnackbarHostHandle | null = null;
const waiting: Notification[] = [];
/** Providers waiting for a first notification to load the snackbars. */
const wanting = new Set<() => void>();
type SnackbarHost = ComponentType<{ attach: AttachSnackbarHost }>;
let loaded: SnackbarHost | null = null;
let loading: Promise<SnackbarHost> | null = null;

const loadSnackbarHost = (): Promise<SnackbarHost> =>
  (loading ??= import('./snackbar-host.tsx').then((module) => (loaded = module.SnackbarHost)));

/** Shows a snackbar (once the snackbars have loaded); the key closes it. */
export const notify = (message: string, variant: Variant, action?: NotificationAction): number => {
  const notification: Notification = {
    key: nextKey++,
    message,
    variant,
    ...(action ? { action } : {}),
  };
  if (host) host.show(notification);
  else {
    waiting.push(notification);
    for (const want of [...wanting]) want();
  }
  return notification.key;
};

export const closeNotification = (key: number): void => {
  if (host) return host.close(key);
  const at = waiting.findIndex((notification) => notification.key === key);
  if (at >= 0) waiting.splice(at, 1);
};

/** The snackbar host, once mounted: shows what waited for it. Returns its detach. */
const attachSnackbarHost: AttachSnackbarHost = (next) => {
  host = next;
  for (const notification of waiting.splice(0)) next.show(notification);
  return () => {
    if (host === next) host = null;
  };
};

/** Loads the snackbars now rather than with the first notification (tests). */
export const preloadSnackbars = async (): Promise<void> => {
  await loadSnackbarHost();
};

let providers = 0;

export const NotificationProvider = ({ children }: { children: ReactNode }) => {
  const [Host, setHost] = useState<SnackbarHost | null>(() => loaded);
  useEffect(() => {
    providers += 1;
    return () => {
      providers -= 1;
      // The page that notified is gone (in tests, its render): what waited is not for the next.
      if (providers === 0) waiting.length = 0;
    };
  }, []);
  useEffect(() => {
    if (Host) return undefined;
    let live = true;
    const want = () => {
      wanting.delete(want);
      void loadSnackbarHost().then((component) => {
        if (live) setHost(() => component);
      });
    };
    if (waiting.length > 0) want();
    else wanting.add(want);
    return () => {
      live = false;
      wanting.delete(want);
    };
  }, [Host]);
  return (
    <>
      {children}
      {Host && <Host attach={attachSnackbarHost} />}
    </>
  );
};

export type Notify = Record<Variant, (message: string, action?: NotificationAction) => void>;

const NOTIFY: Notify = {
  error: (message, action) => void notify(message, 'error', action),
  success: (message, action) => void notify(message, 'success', action),
  info: (message, action) => void notify(message, 'info', action),
  warning: (message, action) => void notify(message, 'warning', action),
};

/** `notify.success('Saved')`: the app's one way to tell the user how something went. */
export const useNotify = (): Notify => NOTIFY;
