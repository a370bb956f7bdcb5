// "Decide…" on a tie that is ready: the admin puts one side through without the match deciding it
// (a walkover, a withdrawal, a level tie), and must say why; the reason is kept with the tie.
import type { TieRecord } from '@cueleague/domain/competitions/records';
import type { Side } from '@cueleague/domain/entities';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDecideTie } from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { ReasonField } from '../../../components/form-fields.tsx';

export const DecideTieDialog = ({
  competitionId,
  tie,
  name,
  onClose,
}: {
  competitionId: string;
  tie: TieRecord;
  name: string;
  onClose: () => void;
}) => {
  const decide = useDecideTie();
  const [winner, setWinner] = useState<Side>('home');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  return (
    <FormDialog
      open
      title={`Decide ${name}`}
      submitLabel="Put through"
      pending={decide.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setReasonError('Say why');
          return;
        }
        decide.mutate(
          { id: competitionId, tieId: tie.id, body: { winner, reason: reason.trim() } },
          { onSuccess: onClose },
        );
      }}
    >
      <FormControl>
        <FormLabel id={`${tie.id}-winner`}>Who goes through</FormLabel>
        <RadioGroup
          aria-labelledby={`${tie.id}-winner`}
          value={winner}
          onChange={(event) => setWinner(event.target.value as Side)}
        >
          {(['home', 'away'] as const).map((side) => (
            <FormControlLabel
              key={side}
              value={side}
              control={<Radio />}
              label={tie[side]?.name ?? side}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <ReasonField
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(reasonError)}
        helperText={reasonError || 'A walkover, say: the other team could not raise a side'}
      />
    </FormDialog>
  );
};
