// A small dialog that asks why before a change that is audited: correcting or resetting a frame,
// disputing a result. The reason is required; it goes into the match's audit trail. It is in the
// page only while open (use-mounted-while-open.ts), so it starts empty each time.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMountedWhileOpen } from '../hooks/use-mounted-while-open.ts';

export const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  reasonLabel?: string;
  reasonHelp?: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** Beyond the reason: whatever else the dialog asks must be answered too. */
  canConfirm?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}

export const ReasonDialog = (props: ReasonDialogProps) => {
  const [mounted, onExited] = useMountedWhileOpen(props.open);
  return mounted ? <MountedReasonDialog {...props} onExited={onExited} /> : null;
};

const MountedReasonDialog = ({
  open,
  title,
  description,
  reasonLabel = 'Reason',
  reasonHelp = 'Saved in the match history.',
  confirmLabel,
  confirmColor = 'primary',
  canConfirm = true,
  onConfirm,
  onClose,
  onExited,
  children,
}: ReasonDialogProps & { onExited: () => void }) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const trimmed = reason.trim();
  const missing = trimmed.length === 0;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      {/* Checked here, not by the browser's bubbles: the message sits under the field. */}
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setTouched(true);
          if (missing || !canConfirm) return;
          onConfirm(trimmed);
          setReason('');
          setTouched(false);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          {children}
          <TextField
            label={reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={touched && missing}
            helperText={touched && missing ? 'Say why' : reasonHelp}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={close} color="inherit" sx={{ minHeight: 48 }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={!canConfirm}
            sx={{ minHeight: 48 }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
