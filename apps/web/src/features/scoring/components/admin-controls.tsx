// What a league admin gets on a match whose rounds are all locked (awaiting confirmation or
// disputed): fix the frame in question, with a reason, without reopening every round (the fix
// settles a dispute, and the dialog opens on the first frame the dispute names); complete the
// match; or reopen every round for the captains. On a completed match: reopen it.
import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useCompleteMatch,
  useCorrectFrame,
} from '../../../entities/matches/hooks/use-match-actions.ts';
import { ReopenMatchDialog } from '../../../entities/matches/components/reopen-match-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useScoring } from '../hooks/scoring-context.tsx';
import { frameLine, framesInQuestion } from './frame-result-words.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const FixFrameDialog = ({
  open,
  initialFrameId,
  onClose,
}: {
  open: boolean;
  /** The frame it opens on: the first the dispute names, if any. */
  initialFrameId: string;
  onClose: () => void;
}) => {
  const { server, people } = useScoring();
  const correct = useCorrectFrame();
  const [frameId, setFrameId] = useState(initialFrameId);
  const [winner, setWinner] = useState('');
  const frame = server.frames.find((candidate) => candidate.frameId === frameId);
  const named = new Set(server.progress.dispute?.frameIds ?? []);
  const close = () => {
    setFrameId('');
    setWinner('');
    correct.reset();
    onClose();
  };
  return (
    <ReasonDialog
      open={open}
      title="Fix a frame"
      description="The frame gets the winner you choose; every round stays locked. The captains' confirmations are cleared, and you complete the match when it is right."
      reasonLabel="Why?"
      reasonHelp="Saved in the match history; the captains see it."
      confirmLabel="Save the frame"
      canConfirm={Boolean(frame && winner && winner !== frame.winnerPlayerId)}
      onClose={close}
      onConfirm={(reason) => {
        if (!frame) return;
        correct.mutate(
          {
            id: server.id,
            frameId: frame.frameId,
            winnerPlayerId: winner,
            baseVersion: frame.version,
            reason,
          },
          { onSuccess: close },
        );
      }}
    >
      <Stack spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Frame"
          value={frameId}
          onChange={(event) => {
            setFrameId(event.target.value);
            setWinner('');
          }}
          fullWidth
        >
          {server.frames.map((candidate) => (
            <MenuItem key={candidate.frameId} value={candidate.frameId}>
              {frameLine(candidate, people.short)}
              {named.has(candidate.frameId) ? ' · disputed' : ''}
            </MenuItem>
          ))}
        </TextField>
        {frame && (
          <RadioGroup
            aria-label="Winner"
            value={winner}
            onChange={(event) => setWinner(event.target.value)}
          >
            {[frame.homePlayerId, frame.awayPlayerId].map((playerId) => (
              <FormControlLabel
                key={playerId}
                value={playerId}
                control={<Radio />}
                label={`${people.full(playerId)} won${playerId === frame.winnerPlayerId ? ' (as saved)' : ''}`}
              />
            ))}
          </RadioGroup>
        )}
      </Stack>
    </ReasonDialog>
  );
};

export const AdminControls = ({ first = false }: { first?: boolean }) => {
  const { server, allowed, sideName } = useScoring();
  const complete = useCompleteMatch();
  const [dialog, setDialog] = useState<'fix' | 'complete' | 'reopen' | null>(null);
  // Each opening of the fix dialog starts afresh, on the first frame the dispute names.
  const [fixes, setFixes] = useState(0);
  const canReopen = allowed.has('reopen') || allowed.has('forceComplete');
  if (!allowed.has('correctFrame') && !allowed.has('forceComplete') && !canReopen) return null;
  const dispute = server.progress.dispute;
  const named = server.frames.filter((frame) => dispute?.frameIds?.includes(frame.frameId));
  const label = `${sideName('home')} v ${sideName('away')}`;
  return (
    <Paper
      component="section"
      aria-labelledby="admin-controls-heading"
      variant="outlined"
      sx={first ? { p: 2, mb: 3 } : { p: 2, mt: 4 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <GavelIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h2" id="admin-controls-heading">
          League admin
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {server.state === 'completed'
          ? 'Reopen the match if its result is wrong: every round unlocks for the captains to correct it.'
          : dispute
            ? `${sideName(dispute.side)} disputed the result: “${dispute.reason}” Fix the ${named.length > 1 ? 'frames' : 'frame'} in question, then complete the match.`
            : 'Fix a frame if the result is wrong; complete the match if a confirmation is overdue.'}
      </Typography>
      {named.length > 0 && (
        <Typography sx={{ mb: 2 }}>
          In question: {framesInQuestion(server.frames, dispute?.frameIds ?? [])}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {allowed.has('correctFrame') && (
          <Button
            variant="outlined"
            onClick={() => {
              setFixes((count) => count + 1);
              setDialog('fix');
            }}
            sx={{ minHeight: 48 }}
          >
            Fix a frame
          </Button>
        )}
        {allowed.has('forceComplete') && (
          <Button variant="contained" onClick={() => setDialog('complete')} sx={{ minHeight: 48 }}>
            Complete the match
          </Button>
        )}
        {canReopen && (
          <Button onClick={() => setDialog('reopen')} sx={{ minHeight: 48 }}>
            {server.state === 'completed' ? 'Reopen the match' : 'Reopen the rounds'}
          </Button>
        )}
      </Box>
      <FixFrameDialog
        key={fixes}
        open={dialog === 'fix'}
        initialFrameId={named[0]?.frameId ?? ''}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'complete'}
        title="Complete the match?"
        confirmLabel="Complete match"
        destructive={false}
        onConfirm={() => complete.mutate(server.id, { onSuccess: () => setDialog(null) })}
        onClose={() => {
          complete.reset();
          setDialog(null);
        }}
        pending={complete.isPending}
        error={complete.error}
      >
        The result stands at {sideName('home')} {server.homeScore} – {server.awayScore}{' '}
        {sideName('away')}
        {dispute ? ', and the dispute is closed with it' : ''}. It counts in the standings from now.
      </ConfirmDialog>
      {dialog === 'reopen' && (
        <ReopenMatchDialog match={server} label={label} onClose={() => setDialog(null)} />
      )}
    </Paper>
  );
};
