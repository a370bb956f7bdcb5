// What stands under a frame's two halves, the first that applies: the conflict with the other
// captain's entry, an entry not sent or refused, why a forfeit was decided, or (after a result)
// who entered it, a notice that the other captain changed the captain's own entry, and the
// "Correct / reset" button.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, FrameConflict } from '@cueleague/domain/entities';
import { outcomeOf, type Outcome } from '@cueleague/domain/frame-result';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isFrameAction, type FrameAction } from '../api/scoring-api.ts';
import { useScoringSession } from '../hooks/scoring-context.tsx';
import { isNotSent, isPending, type OutboxEntry } from '../outbox/scoring-outbox.ts';
import { intendedOutcome, otherScorer } from '../scoring-view.ts';
import { EntryStatus } from './entry-status.tsx';
import { ConflictPanel, KeptConflictPanel } from './frame-conflict-panel.tsx';
import { resultWords } from './frame-result-words.ts';

export const FrameFooter = ({
  frame,
  server,
  entry,
  conflict,
  kept,
  outcome,
  forfeit,
  canScore,
  onCorrect,
}: {
  frame: Frame;
  /** The frame as the server holds it. */
  server: Frame;
  entry: OutboxEntry | undefined;
  /** A conflict on a frame action, with the other captain's frame. */
  conflict: (OutboxEntry & { action: FrameAction; theirs: Frame }) | undefined;
  /** The two captains' different entries the server keeps for this frame. */
  kept: FrameConflict | undefined;
  outcome: Outcome;
  forfeit: boolean;
  canScore: boolean;
  onCorrect: () => void;
}) => {
  const session = useScoringSession();
  const { outbox, people, userId } = session;
  const byOther = Boolean(server.scoredBy) && server.scoredBy !== userId;
  // Who else scores it: the other team's captain, or a singles tie's other player (a doubles
  // tie's other pair).
  const other = otherScorer(session);
  // My entry of this session was saved, then someone else changed the frame: say so. Not a
  // race's rack: both captains score a race as it is played, so the other's rack overrides nothing.
  const overridden =
    !kept &&
    entry?.status === 'saved' &&
    !entry.keptAsConflict &&
    isFrameAction(entry.action) &&
    entry.action.type !== 'scoreRacks' &&
    server.scoredBy !== userId &&
    outcomeOf(server) !== intendedOutcome(server, entry.action);
  const overriddenWords =
    overridden && isFrameAction(entry.action)
      ? resultWords(server, intendedOutcome(server, entry.action), people.short)
      : '';
  const nowWords = resultWords(server, outcomeOf(server), people.short);
  const { notify } = outbox;
  useEffect(() => {
    if (overridden)
      notify.warning(`Frame ${frame.frameNumber}: ${other} changed it to ${nowWords}`);
  }, [overridden, nowWords, notify, frame.frameNumber, other]);

  if (kept && !isPending(entry)) return <KeptConflictPanel frame={server} conflict={kept} />;
  if (conflict) return <ConflictPanel frame={frame} entry={conflict} name={people.short} />;
  if (isNotSent(entry) || entry?.status === 'refused')
    return (
      <Box sx={{ mt: 1 }}>
        <EntryStatus entry={entry} />
      </Box>
    );
  if (forfeit)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Decided by the line-ups:{' '}
        {frame.homePlayerId === VACANT && frame.awayPlayerId === VACANT
          ? 'no player on either side.'
          : `no player at ${frame.homePlayerId === VACANT ? frame.homePosition : frame.awayPosition}.`}
      </Typography>
    );
  if (!overridden && !(canScore && outcome !== 'unplayed') && !(byOther && server.isComplete))
    return null;
  return (
    <>
      {overridden && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 1, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => outbox.discard(`frame:${frame.frameId}`)}
              sx={{ minHeight: 44 }}
            >
              OK
            </Button>
          }
        >
          Changed by {other}: you had entered {overriddenWords}.
        </Alert>
      )}
      <Stack
        direction="row"
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {byOther && server.isComplete && !overridden ? `Entered by ${other}` : ''}
        </Typography>
        {canScore && outcome !== 'unplayed' && (
          <Button
            size="small"
            onClick={onCorrect}
            sx={{ minHeight: 48, flexShrink: 0 }}
            aria-label={`Correct or reset frame ${frame.frameNumber}`}
          >
            Correct / reset
          </Button>
        )}
      </Stack>
    </>
  );
};
