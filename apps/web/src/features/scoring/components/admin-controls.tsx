// What a league admin gets on a match whose rounds are all locked (awaiting confirmation or
// disputed): fix the one frame in question, with a reason, without reopening every round; and
// complete the match, which settles any dispute.
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
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useScoring } from '../hooks/scoring-context.tsx';
import { outcomeOf } from '@cueleague/domain/frame-result';
import { ReasonDialog } from './reason-dialog.tsx';

const FixFrameDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { server, people } = useScoring();
  const correct = useCorrectFrame();
  const [frameId, setFrameId] = useState('');
  const [winner, setWinner] = useState('');
  const frame = server.frames.find((candidate) => candidate.frameId === frameId);
  const frameWords = (candidate: (typeof server.frames)[number]) => {
    const home = people.short(candidate.homePlayerId);
    const away = people.short(candidate.awayPlayerId);
    const outcome = outcomeOf(candidate);
    const won = outcome === 'home' ? home : outcome === 'away' ? away : null;
    return `Round ${candidate.round}, frame ${candidate.frameNumber}: ${home} v ${away}${won ? `, ${won} won` : ''}`;
  };
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
              {frameWords(candidate)}
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

export const AdminControls = () => {
  const { server, allowed, sideName } = useScoring();
  const complete = useCompleteMatch();
  const [dialog, setDialog] = useState<'fix' | 'complete' | null>(null);
  if (!allowed.has('correctFrame') && !allowed.has('forceComplete')) return null;
  const dispute = server.progress.dispute;
  return (
    <Paper
      component="section"
      aria-labelledby="admin-controls-heading"
      variant="outlined"
      sx={{ p: 2, mt: 4 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <GavelIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h2" id="admin-controls-heading">
          League admin
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {dispute
          ? `${sideName(dispute.side)} disputed the result. Fix the frame in question, then complete the match.`
          : 'Fix a frame if the result is wrong; complete the match if a confirmation is overdue.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {allowed.has('correctFrame') && (
          <Button variant="outlined" onClick={() => setDialog('fix')} sx={{ minHeight: 48 }}>
            Fix a frame
          </Button>
        )}
        {allowed.has('forceComplete') && (
          <Button variant="contained" onClick={() => setDialog('complete')} sx={{ minHeight: 48 }}>
            Complete the match
          </Button>
        )}
      </Box>
      <FixFrameDialog open={dialog === 'fix'} onClose={() => setDialog(null)} />
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
    </Paper>
  );
};
