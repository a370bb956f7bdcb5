// The open round at the table: its frame cards (one per position of the format, four in the
// '4v4 Standard'), then "Lock round N" once all of them have a result that the server holds (nothing still sending, no conflict left to settle).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { newMutationId } from '../api/scoring-api.ts';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isNotSent, isPending } from '../outbox/scoring-outbox.ts';
import { scoreOfFrames } from '@cueleague/domain/frame-result';
import { framesOfRound, roundComplete } from '@cueleague/domain/rounds';
import { countWords, isRace } from '@cueleague/domain/match-format';
import { conflictOf, conflictsOfRound } from '@cueleague/domain/match-lifecycle';
import { ActionBar } from './action-bar.tsx';
import { EntryStatus, SendingIndicator } from './entry-status.tsx';
import { FrameCard } from './frame-card.tsx';
import { EarlierRounds } from './round-summary.tsx';
import { useMountedWhileOpen } from '../hooks/use-mounted-while-open.ts';

export const RoundPanel = ({ round }: { round: number }) => {
  const { match, server, outbox, allowed, sideName, singles, doubles, raceTo } = useScoring();
  const [confirming, setConfirming] = useState(false);
  const [dialogMounted, onDialogExited] = useMountedWhileOpen(confirming);
  const dialogTitle = useId();
  const frames = framesOfRound(match, round);
  const serverFrames = framesOfRound(server, round);
  const results = frames.filter((frame) => frame.isComplete).length;
  // Pairings won: in a race, a frame counts once for its winner, whatever its racks.
  const score = scoreOfFrames(frames);
  const race = isRace(server.format);
  const frameEntries = frames.map((frame) => outbox.entries.get(`frame:${frame.frameId}`));
  const waiting = frameEntries.filter((entry) => isPending(entry)).length;
  // Conflicts on this device, and those the server keeps for both captains.
  const conflicts =
    frameEntries.filter((entry) => entry?.status === 'conflict').length +
    conflictsOfRound(server, round).length;
  const lockEntry = outbox.entries.get(`lockRound:${round}`);
  const locking = isPending(lockEntry);
  const { framesPerRound } = server.format;
  const ready = roundComplete(serverFrames, server.format) && waiting === 0 && conflicts === 0;

  const lock = () => {
    setConfirming(false);
    outbox.send(
      { type: 'lockRound', matchId: server.id, mutationId: newMutationId(), round },
      {
        label: `Round ${round} lock`,
        success: `Round ${round} locked`,
      },
    );
  };

  const hint = locking ? (
    <SendingIndicator label={`Locking round ${round}…`} />
  ) : isNotSent(lockEntry) || lockEntry?.status === 'refused' ? (
    `Round ${round} is not locked yet.`
  ) : conflicts > 0 ? (
    'Settle the conflict before locking the round.'
  ) : waiting > 0 ? (
    `${waiting} ${waiting === 1 ? 'result is' : 'results are'} not saved yet.`
  ) : results < framesPerRound ? (
    // A race is won on its racks, however the frame card takes them: no tap to name here.
    doubles ? (
      'Tap a pair for each rack it wins.'
    ) : singles ? (
      'Tap a player for each rack they win.'
    ) : race ? (
      `${results} of ${framesPerRound} pairings decided.`
    ) : (
      `${results} of ${framesPerRound} results in. Tap the winner of each frame.`
    )
  ) : undefined;

  return (
    <Box>
      <Box component="section" aria-labelledby="round-heading">
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5, gap: 1 }}
        >
          <Typography variant="h2" id="round-heading">
            {singles ? (raceTo > 1 ? `Race to ${String(raceTo)}` : 'One frame') : `Round ${round}`}
          </Typography>
          {/* A singles tie's one race is its score: its card has the racks. */}
          {!singles && (
            <Typography
              color="text.secondary"
              variant="body2"
              sx={{ whiteSpace: 'nowrap' }}
              aria-label={`This round${race ? ', pairings won' : ''}: ${sideName('home')} ${score.home}, ${sideName('away')} ${score.away}`}
            >
              {race ? 'Pairings won' : 'This round'} {score.home}–{score.away}
            </Typography>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {frames.map((frame) => {
            const serverFrame = serverFrames.find(
              (candidate) => candidate.frameId === frame.frameId,
            );
            return serverFrame ? (
              <FrameCard
                key={frame.frameId}
                server={serverFrame}
                conflict={conflictOf(server, frame.frameId)}
              />
            ) : null;
          })}
        </Box>
      </Box>
      {(isNotSent(lockEntry) || lockEntry?.status === 'refused') && (
        <Box sx={{ mt: 2 }}>
          <EntryStatus entry={lockEntry} discardable={false} />
        </Box>
      )}
      <EarlierRounds count={round - 1} />
      {allowed.has('lockRound') && (
        <ActionBar hint={hint}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!ready || locking}
            onClick={() => setConfirming(true)}
          >
            Lock round {round}
          </Button>
        </ActionBar>
      )}
      {dialogMounted && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          aria-labelledby={dialogTitle}
          fullWidth
          maxWidth="xs"
          slotProps={{ transition: { onExited: onDialogExited } }}
        >
          <DialogTitle id={dialogTitle}>Lock round {round}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {singles ? (
                <>
                  The race&apos;s result becomes final ({sideName('home')} {frames[0]?.homeScore}–
                  {frames[0]?.awayScore} {sideName('away')}). Then both{' '}
                  {doubles ? 'pairs' : 'players'} confirm it.
                </>
              ) : (
                <>
                  Its {countWords(framesPerRound)} results become final ({sideName('home')}{' '}
                  {score.home}–{score.away} {sideName('away')}).{' '}
                  {round < server.format.roundsPerMatch
                    ? `Then both captains set the round ${round + 1} line-up.`
                    : 'Then both captains confirm the result.'}
                </>
              )}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button color="inherit" onClick={() => setConfirming(false)} sx={{ minHeight: 48 }}>
              Cancel
            </Button>
            <Button variant="contained" onClick={lock} sx={{ minHeight: 48 }}>
              Lock round {round}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
};
