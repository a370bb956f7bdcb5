// The dialog every destructive admin action goes through: it says what will happen, and when the
// server refuses (a season with played matches, a player in line-ups) it shows the server's own
// words in the dialog, with whatever the admin can do instead.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: unknown;
  /** What the admin can do instead once refused (e.g. "Make inactive instead"). */
  refusedAction?: ReactNode;
  destructive?: boolean;
}

export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  refusedAction,
  destructive = true,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const refused = error !== undefined && error !== null;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {refused && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {refused ? 'Close' : 'Cancel'}
        </Button>
        {refused && refusedAction}
        {!refused && (
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
