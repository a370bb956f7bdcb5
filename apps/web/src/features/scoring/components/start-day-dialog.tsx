// Starting a match on another day than its fixture's (league time) is asked, not refused: it may
// be a mistaken match, or a rearranged one nobody rescheduled.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatDay } from '../../../lib/format.ts';

export const StartDayDialog = ({
  open,
  scheduledDate,
  timeZone,
  onClose,
  onStart,
}: {
  open: boolean;
  scheduledDate: string;
  timeZone: string | undefined;
  onClose: () => void;
  onStart: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Start on another day?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This match is scheduled for {formatDay(scheduledDate, timeZone)}. Start it anyway?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button variant="contained" onClick={onStart}>
          Start it anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
};
