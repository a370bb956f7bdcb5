// Snackbars (spec section 2 "Notifications"): error, success, info and warning, at bottom centre,
// hidden after NOTIFICATION_DURATION_MS. notistack never closes a snackbar on a click away (its
// close reasons are only timeout, maxsnack and instructed), so nothing has to switch that off.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { NOTIFICATION_DURATION_MS } from '@cueleague/domain/constants';
import {
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

export const NotificationProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    anchorOrigin={NOTIFICATION_ANCHOR}
    autoHideDuration={NOTIFICATION_DURATION_MS}
    maxSnack={NOTIFICATION_MAX}
    preventDuplicate
    action={(id) => <CloseAction id={id} />}
  >
    {children}
  </SnackbarProvider>
);

export type Notify = Record<
  Extract<VariantType, 'error' | 'success' | 'info' | 'warning'>,
  (message: string) => void
>;

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
