// Correcting a scored frame: pick the right winner or no result, and say why. It opens on the
// half that was tapped, or on reset from the "Correct / reset" button.
import type { Frame } from '@cueleague/domain/entities';
import type { Outcome } from '@cueleague/domain/frame-result';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { ReasonDialog } from './reason-dialog.tsx';

export type Choice = 'home' | 'away' | 'reset';

export const CorrectionDialog = ({
  open,
  frame,
  home,
  away,
  initial,
  current,
  onClose,
  onConfirm,
}: {
  open: boolean;
  frame: Frame;
  home: string;
  away: string;
  initial: Choice;
  current: Outcome;
  onClose: () => void;
  onConfirm: (choice: Choice, reason: string) => void;
}) => {
  const [choice, setChoice] = useState<Choice>(initial);
  const [openedWith, setOpenedWith] = useState<Choice | null>(null);
  // Start from the half that was tapped each time the dialog opens.
  if (open && openedWith !== initial) {
    setOpenedWith(initial);
    setChoice(initial);
  }
  if (!open && openedWith !== null) setOpenedWith(null);
  const unchanged =
    (choice === 'reset' && current === 'unplayed') || (choice !== 'reset' && choice === current);
  return (
    <ReasonDialog
      open={open}
      title={`Correct frame ${frame.frameNumber}`}
      description={`Now: ${current === 'home' ? `${home} won` : current === 'away' ? `${away} won` : 'no result'}. Choose the right result and say why.`}
      confirmLabel={choice === 'reset' ? 'Reset frame' : 'Save correction'}
      confirmColor={choice === 'reset' ? 'warning' : 'primary'}
      canConfirm={!unchanged}
      onClose={onClose}
      onConfirm={(reason) => onConfirm(choice, reason)}
    >
      <RadioGroup
        aria-label="Result"
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="home" control={<Radio />} label={`${home} won`} />
        <FormControlLabel value="away" control={<Radio />} label={`${away} won`} />
        <FormControlLabel value="reset" control={<Radio />} label="No result (reset the frame)" />
      </RadioGroup>
    </ReasonDialog>
  );
};
