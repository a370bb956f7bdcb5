// The snackbars themselves (notistack and its styles), loaded with the first notification: most
// visits never show one, so the first load does without them (see notifications.tsx).
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { NOTIFICATION_DURATION_MS } from '@cueleague/domain/constants';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type SnackbarKey,
  type SnackbarOrigin,
} from 'notistack';
import { useEffect } from 'react';
import {
  NOTIFICATION_MAX,
  SNACKBAR_COLORS,
  type AttachSnackbarHost,
  type Variant,
} from './snackbar-kinds.ts';

const NOTIFICATION_ANCHOR: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

const CloseAction = ({ id }: { id: SnackbarKey }) => (
  <IconButton
    size="small"
    color="inherit"
    aria-label="Dismiss notification"
    onClick={() => closeSnackbar(id)}
  >
    <CloseIcon fontSize="small" />
  </IconButton>
);

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

/**
 * docs/rules.md (The web app: Notifications): bottom centre, hidden after NOTIFICATION_DURATION_MS.
 * notistack never closes a snackbar on a click away (its close reasons are only timeout, maxsnack
 * and instructed), so nothing has to switch that off.
 */
export const SnackbarHost = ({ attach }: { attach: AttachSnackbarHost }) => {
  useEffect(
    () =>
      attach({
        show: ({ key, message, variant, action }) =>
          enqueueSnackbar(message, {
            key,
            variant,
            ...(action
              ? {
                  action: (id: SnackbarKey) => (
                    <>
                      <Button
                        color="inherit"
                        size="small"
                        sx={{ fontWeight: 700, minHeight: 40 }}
                        onClick={() => {
                          closeSnackbar(id);
                          action.onClick();
                        }}
                      >
                        {action.label}
                      </Button>
                      <CloseAction id={id} />
                    </>
                  ),
                }
              : {}),
          }),
        close: (key) => closeSnackbar(key),
      }),
    [attach],
  );
  return (
    <SnackbarProvider
      Components={CONTENT}
      anchorOrigin={NOTIFICATION_ANCHOR}
      autoHideDuration={NOTIFICATION_DURATION_MS}
      maxSnack={NOTIFICATION_MAX}
      preventDuplicate
      action={(id) => <CloseAction id={id} />}
    />
  );
};
