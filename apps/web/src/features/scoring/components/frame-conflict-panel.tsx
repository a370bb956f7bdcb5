// A conflict on a frame: the captain's own entry and the other captain's side by side, with the
// choice to keep theirs or apply mine (a correction, so it asks why). Once the round is locked
// only keeping theirs is left.
import type { Frame } from '@cueleague/domain/entities';
import { outcomeOf } from '@cueleague/domain/frame-result';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import type { FrameAction } from '../api/scoring-api.ts';
import { useScoringSession } from '../hooks/scoring-context.tsx';
import type { OutboxEntry } from '../outbox/scoring-outbox.ts';
import { intendedOutcome } from '../scoring-view.ts';
import { resultWords } from './frame-result-words.ts';
import { ReasonDialog } from './reason-dialog.tsx';

export const ConflictPanel = ({
  frame,
  entry,
  name,
}: {
  frame: Frame;
  entry: OutboxEntry & { action: FrameAction; theirs: Frame };
  name: (id: string) => string;
}) => {
  const { outbox } = useScoringSession();
  // Overriding the other captain's entry is a correction: it asks why, like any other.
  const [applying, setApplying] = useState(false);
  const mine = resultWords(frame, intendedOutcome(frame, entry.action), name);
  const theirs = resultWords(entry.theirs, outcomeOf(entry.theirs), name);
  const locked = entry.theirs.state === 'locked';
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Alert
      ref={panel}
      severity="warning"
      role="alert"
      sx={{ mt: 1.5, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>
        {locked
          ? 'Not saved: the round was locked'
          : 'Conflict: the other captain entered this frame too'}
      </AlertTitle>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 700 },
        }}
      >
        <dt>You:</dt>
        <dd>{mine}</dd>
        <dt>Other captain:</dt>
        <dd>{theirs}</dd>
      </Box>
      {locked ? (
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => outbox.keepTheirs(entry.key)}
            sx={{ minHeight: 48 }}
          >
            OK, keep theirs
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => outbox.keepTheirs(entry.key)}
            sx={{ minHeight: 48, flex: 1, whiteSpace: 'nowrap' }}
          >
            Keep theirs
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => setApplying(true)}
            sx={{ minHeight: 48, flex: 1, whiteSpace: 'nowrap' }}
          >
            Apply mine
          </Button>
        </Stack>
      )}
      <ReasonDialog
        open={applying}
        title="Apply your entry?"
        description={`The frame becomes “${mine}” instead of “${theirs}”, as the other captain entered it.`}
        confirmLabel="Apply mine"
        confirmColor="warning"
        onClose={() => setApplying(false)}
        onConfirm={(reason) => {
          setApplying(false);
          outbox.applyMine(entry.key, reason);
        }}
      />
    </Alert>
  );
};
