// What a snackbar is and how each kind looks: shared by notify() (notifications.tsx) and the
// snackbars it loads with the first one (snackbar-host.tsx), which so import nothing of each other.
export const NOTIFICATION_MAX = 3;

export type Variant = 'error' | 'success' | 'info' | 'warning';

/**
 * Each variant's colours, with at least 4.5:1 contrast between text and background (WCAG AA):
 * notistack's own (white on #43a047, #ff9800, #2196f3) fall short.
 */
export const SNACKBAR_COLORS: Record<Variant, { background: string; text: string }> = {
  success: { background: '#2e7d32', text: '#ffffff' },
  error: { background: '#c62828', text: '#ffffff' },
  info: { background: '#1565c0', text: '#ffffff' },
  warning: { background: '#ffa726', text: '#0c110e' },
};

/** A button on the snackbar (e.g. Undo); pressing it closes the snackbar. */
export interface NotificationAction {
  label: string;
  onClick: () => void;
}

export interface Notification {
  key: number;
  message: string;
  variant: Variant;
  action?: NotificationAction;
}

/** What the mounted snackbars do for notify(). */
export interface SnackbarHostHandle {
  show(notification: Notification): void;
  close(key: number): void;
}

/** Hands the mounted snackbars to notify(); returns their detach. */
export type AttachSnackbarHost = (host: SnackbarHostHandle) => () => void;
