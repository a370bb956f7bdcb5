// A conflict on a frame. Kept by the server (two captains entered it differently): both entries,
// on every device of both captains and the admin's, each a button that settles the frame with it.
// Known to this device only (its own earlier entry from another device of the same person): the
// captain's entry and the stored one side by side, with the choice to keep theirs or apply mine (a
// correction, so it asks why); once the round is locked only keeping theirs is left. In a singles
// or doubles knockout tie the other side is the captain's opponent (or opponents), not a captain.
import type { Frame, FrameConflict, Side } from '@cueleague/domain/entities';
import { outcomeOf } from '@cueleague/domain/frame-result';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Fragment, useEffect, useRef, useState } from 'react';
import { newMutationId, type FrameAction } from '../api/scoring-api.ts';
import { useScoringSession } from '../hooks/scoring-context.tsx';
import type { OutboxEntry } from '../outbox/scoring-outbox.ts';
import { intendedOutcome, otherScorer } from '../scoring-view.ts';
import { resultWords } from './frame-result-words.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** The two entries, who: what, in a two-column list. */
const ENTRIES_SX = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 1,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 700 },
} as const;

export const ConflictPanel = ({
  frame,
  entry,
  name,
}: {
  frame: Frame;
  entry: OutboxEntry & { action: FrameAction; theirs: Frame };
  name: (id: string) => string;
}) => {
  const session = useScoringSession();
  const { outbox } = session;
  // Who else entered it: the other captain, or a players' tie's opponent (a pair: opponents).
  const other = otherScorer(session);
  const theirLabel = session.doubles
    ? 'Your opponents'
    : session.singles
      ? 'Your opponent'
      : 'Other captain';
  // Overriding the other's entry is a correction: it asks why, like any other.
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
        {locked ? 'Not saved: the round was locked' : `Conflict: ${other} entered this frame too`}
      </AlertTitle>
      <Box component="dl" sx={ENTRIES_SX}>
        <dt>You:</dt>
        <dd>{mine}</dd>
        <dt>{theirLabel}:</dt>
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
        description={`The frame becomes “${mine}” instead of “${theirs}”, as ${other} entered it.`}
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

/** Why a settling write was made, in its audit entry. */
export const SETTLE_REASON = 'Settled the captains’ different entries';

export const KeptConflictPanel = ({
  frame,
  conflict,
}: {
  /** The frame as the server holds it. */
  frame: Frame;
  conflict: FrameConflict;
}) => {
  const { outbox, people, userId, allowed, sideName, matchId, singles, doubles } =
    useScoringSession();
  // Who scores each side: its captain, or a players' tie's player (a doubles tie's pair).
  const scorers = doubles ? 'pairs' : singles ? 'players' : 'captains';
  const outcome = (winner: string | null) =>
    winner === null ? 'unplayed' : winner === frame.homePlayerId ? 'home' : 'away';
  // A players' tie's side is its player (or pair): its name says who entered it.
  const sideWho = (side: Side) => (singles ? sideName(side) : `${sideName(side)} captain`);
  const who = (entry: FrameConflict['entries'][number]) =>
    entry.userId === userId ? 'You' : entry.side ? sideWho(entry.side) : 'League admin';
  const canSettle = allowed.has('scoreFrame') && frame.state !== 'locked';
  const settle = (winner: string | null) => {
    const words = resultWords(frame, outcome(winner), people.short);
    const base = { matchId, frameId: frame.frameId, baseVersion: frame.version };
    outbox.send(
      winner === null
        ? { ...base, type: 'resetFrame', mutationId: newMutationId(), reason: SETTLE_REASON }
        : {
            ...base,
            type: 'scoreFrame',
            mutationId: newMutationId(),
            winnerPlayerId: winner,
            reason: SETTLE_REASON,
          },
      {
        label: `Frame ${frame.frameNumber}`,
        success: `Frame ${frame.frameNumber} settled: ${words}`,
      },
    );
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mt: 1.5, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>The {scorers} entered this frame differently</AlertTitle>
      <Box component="dl" sx={ENTRIES_SX}>
        {conflict.entries.map((entry) => (
          <Fragment key={`${entry.userId}:${entry.at}`}>
            <dt>{who(entry)}:</dt>
            <dd>{resultWords(frame, outcome(entry.winnerPlayerId), people.short)}</dd>
          </Fragment>
        ))}
      </Box>
      {canSettle ? (
        <>
          <Box sx={{ mt: 1, color: 'text.secondary' }}>
            Agree at the table, then choose the result that stands. The round can be locked once it
            is settled.
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {conflict.entries.map((entry) => {
              const words = resultWords(frame, outcome(entry.winnerPlayerId), people.short);
              return (
                <Button
                  key={`${entry.userId}:${entry.at}`}
                  variant="outlined"
                  color="inherit"
                  onClick={() => settle(entry.winnerPlayerId)}
                  aria-label={`Settle frame ${frame.frameNumber}: ${words}`}
                  sx={{ minHeight: 48, flex: 1 }}
                >
                  {words}
                </Button>
              );
            })}
          </Stack>
        </>
      ) : (
        <Box sx={{ mt: 1, color: 'text.secondary' }}>
          The round can be locked once {singles ? 'a player' : 'a captain'} has settled it.
        </Box>
      )}
    </Alert>
  );
};
