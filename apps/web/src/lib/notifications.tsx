// Snackbars (spec section 2 "Notifications"): error, success, info and warning, at bottom centre,
// hidden after NOTIFICATION_DURATION_MS. notistack never closes a snackbar on a click away (its
// close reasons are only timeout, maxsnack and instructed), so nothing has to switch that off.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { NOTIFICATION_DURATION_MS } from '@cueleague/domain/constants';
import {
  MaterialDesignContent,
  SnackbarProvider,
  useSnackbar,
  type SnackbarKey,
  type SnackbarOrigin,
  type VariantType,
} from 'notistack';
import { useMemo, type ReactNode } from 'react';

export const NOTIFICATION_ANCHOR: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };
export const NOTIFICATION_MAX = 3;

const CloseAction = ({ id }: { id: SnackbarKey }) => {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Dismiss notification"
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

type Variant = Extract<VariantType, 'error' | 'success' | 'info' | 'warning'>;

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

const SnackbarContent = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(SNACKBAR_COLORS).map(([variant, colors]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: colors.background, color: colors.text },
    ]),
  ),
);

const CONTENT: Record<Variant, typeof SnackbarContent> = {
  success: SnackbarContent,
  error: SnackbarContent,
  info: SnackbarContent,
  warning: SnackbarContent,
};

export const NotificationProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    Components={CONTENT}
    anchorOrigin={NOTIFICATION_ANCHOR}
    autoHideDuration={NOTIFICATION_DURATION_MS}
    maxSnack={NOTIFICATION_MAX}
    preventDuplicate
    action={(id) => <CloseAction id={id} />}
  >
    {children}
  </SnackbarProvider>
);

export type Notify = Record<Variant, (message: string) => void>;

/** `notify.success('Saved')`: the app's one way to tell the user how something went. */
export const useNotify = (): Notify => {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      error: (message) => enqueueSnackbar(message, { variant: 'error' }),
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      warning: (message) => enqueueSnackbar(message, { variant: 'warning' }),
    }),
    [enqueueSnackbar],
  );
};
