// One frame at the table: two big halves, one per player, and a tap on a half records that
// player's win. The breaker is marked; a forfeit shows as decided. A result can be corrected or
// reset, with a reason, until its round is locked. The card says where its entry stands, and a
// conflict with the other captain's entry shows both results and lets the captain choose.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, Side } from '@cueleague/domain/entities';
import { isForfeit } from '@cueleague/domain/match-lifecycle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LockIcon from '@mui/icons-material/Lock';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isFrameAction, newMutationId, type FrameAction } from '../api/scoring-api.ts';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isNotSent, isPending, TAP_REASON, type OutboxEntry } from '../outbox/scoring-outbox.ts';
import { outcomeOf, type Outcome } from '@cueleague/domain/frame-result';
import { frameStatus, intendedOutcome } from '../scoring-view.ts';
import { EntryStatus } from './entry-status.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { bySide, framePlayerOf } from '@cueleague/domain/sides';

/** How long a frame the other captain just changed stays highlighted. */
export const UPDATED_HIGHLIGHT_MS = 4_000;

/**
 * The loser's half is faded, but no further than this: its name and "Breaks" badge keep a 4.5:1
 * contrast (at 0.55 the badge fell to 3.7:1).
 */
export const LOST_HALF_OPACITY = 0.7;

type Choice = 'home' | 'away' | 'reset';

const resultWords = (frame: Frame, outcome: Outcome, name: (id: string) => string): string => {
  switch (outcome) {
    case 'home':
      return `${name(frame.homePlayerId)} won`;
    case 'away':
      return `${name(frame.awayPlayerId)} won`;
    case 'none':
      return 'no winner';
    case 'unplayed':
      return 'no result';
  }
};

const Half = ({
  side,
  name,
  vacant,
  position,
  breaks,
  outcome,
  forfeit,
  pending,
  mine,
  label,
  onTap,
}: {
  side: Side;
  name: string;
  vacant: boolean;
  /** In a conflict: the captain's own entry, which the server does not hold. */
  mine: boolean;
  position: string;
  breaks: boolean;
  outcome: Outcome;
  forfeit: boolean;
  /** Shown on the winner's half while the entry is not yet saved: 'sending' or 'not sent'. */
  pending: string | null;
  /** The button's accessible name; none: the half is not a button. */
  label: string | null;
  onTap: () => void;
}) => {
  const won = outcome === side;
  const lost = outcome !== 'unplayed' && !won;
  const content = (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', width: '100%' }}
      >
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '0.8rem', color: 'text.secondary' }}
        >
          {position}
        </Typography>
        {breaks && !forfeit && (
          <Box
            component="span"
            sx={{
              fontSize: '0.7rem',
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.05em',
              px: 0.75,
              py: 0.125,
              borderRadius: 1,
              bgcolor: 'rgba(255, 179, 0, 0.16)',
              color: 'secondary.light',
            }}
          >
            Breaks
          </Box>
        )}
      </Stack>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.1rem', sm: '1.2rem' },
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
          fontStyle: vacant ? 'italic' : 'normal',
          color: vacant ? 'text.disabled' : 'text.primary',
          my: 0.5,
        }}
      >
        {name}
      </Typography>
      <Box
        component="span"
        sx={{
          minHeight: 22,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontSize: '0.8rem',
          fontWeight: 700,
          color: won ? 'success.light' : mine ? 'warning.light' : 'text.secondary',
        }}
      >
        {won && <EmojiEventsIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
        {won
          ? forfeit
            ? 'Wins by forfeit'
            : pending
              ? `Won (${pending})`
              : 'Won'
          : mine
            ? 'Your entry'
            : forfeit && vacant
              ? 'No player'
              : outcome === 'unplayed' && label
                ? 'Tap if won'
                : ''}
      </Box>
    </>
  );
  const sx = {
    flex: 1,
    minWidth: 0,
    minHeight: 104,
    p: 1.5,
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: side === 'home' ? 'flex-start' : 'flex-end',
    justifyContent: 'space-between',
    textAlign: side === 'home' ? ('left' as const) : ('right' as const),
    borderRadius: 2,
    border: 2,
    // Not saved yet (mine in a conflict, or a win still on its way): dashed.
    borderStyle: mine || (won && pending) ? 'dashed' : 'solid',
    borderColor: won ? 'success.main' : mine ? 'warning.main' : 'divider',
    bgcolor: won ? 'rgba(76, 175, 80, 0.18)' : 'background.default',
    opacity: lost && !mine ? LOST_HALF_OPACITY : 1,
    transition: 'background-color 120ms, border-color 120ms, opacity 120ms',
    '& > div': { flexDirection: side === 'home' ? 'row' : 'row-reverse' },
  };
  if (!label) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase
      focusRipple
      aria-label={label}
      onClick={onTap}
      sx={{
        ...sx,
        '&:hover': { borderColor: won ? 'success.main' : 'primary.dark' },
        '&:active': { bgcolor: 'rgba(76, 175, 80, 0.25)' },
      }}
    >
      {content}
    </ButtonBase>
  );
};

const ConflictPanel = ({
  frame,
  entry,
  name,
}: {
  frame: Frame;
  entry: OutboxEntry & { action: FrameAction; theirs: Frame };
  name: (id: string) => string;
}) => {
  const { outbox } = useScoring();
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

export const FrameCard = ({ frame, server }: { frame: Frame; server: Frame }) => {
  const { outbox, people, userId, allowed, match } = useScoring();
  const entry = outbox.entries.get(`frame:${frame.frameId}`);
  const titleId = useId();
  const outcome = outcomeOf(frame);
  const forfeit = isForfeit(frame) && frame.isComplete;
  const locked = frame.state === 'locked';
  const pending = isPending(entry);
  const pendingWord =
    entry?.status === 'sending' ? 'sending' : isNotSent(entry) ? 'not sent' : null;
  const conflict = entry?.status === 'conflict' ? entry : undefined;
  const canScore = allowed.has('scoreFrame') && !locked && !forfeit && !pending && !conflict;
  const home = people.short(frame.homePlayerId);
  const away = people.short(frame.awayPlayerId);
  const [dialog, setDialog] = useState<{ choice: Choice; baseVersion: number } | null>(null);

  // A change that came from someone else (live) is highlighted for a moment.
  const [highlight, setHighlight] = useState(false);
  const seenVersion = useRef(server.version);
  useEffect(() => {
    if (server.version === seenVersion.current) return undefined;
    seenVersion.current = server.version;
    if (!server.scoredBy || server.scoredBy === userId || entry?.status === 'sending')
      return undefined;
    setHighlight(true);
    const timer = setTimeout(() => setHighlight(false), UPDATED_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [server.version, server.scoredBy, userId, entry?.status]);

  const record = (side: Side) => {
    if (outcome === 'unplayed') {
      outbox.send(
        {
          type: 'scoreFrame',
          matchId: match.id,
          mutationId: newMutationId(),
          frameId: frame.frameId,
          winnerPlayerId: framePlayerOf(frame, side),
          baseVersion: frame.version,
          reason: TAP_REASON,
        },
        {
          label: `Frame ${frame.frameNumber}`,
          success: `Frame ${frame.frameNumber}: ${bySide(side, home, away)} won`,
        },
      );
    } else if (outcome !== side) {
      setDialog({ choice: side, baseVersion: frame.version });
    }
  };

  const correct = (choice: Choice, baseVersion: number, reason: string) => {
    const action: FrameAction =
      choice === 'reset'
        ? {
            type: 'resetFrame',
            matchId: match.id,
            mutationId: newMutationId(),
            frameId: frame.frameId,
            baseVersion,
            reason,
          }
        : {
            type: 'scoreFrame',
            matchId: match.id,
            mutationId: newMutationId(),
            frameId: frame.frameId,
            winnerPlayerId: framePlayerOf(frame, choice),
            baseVersion,
            reason,
          };
    outbox.send(action, {
      label: `Frame ${frame.frameNumber}`,
      success:
        choice === 'reset'
          ? `Frame ${frame.frameNumber} reset`
          : `Frame ${frame.frameNumber} corrected: ${bySide(choice, home, away)} won`,
    });
    setDialog(null);
  };

  const halfLabel = (side: Side): string | null => {
    if (!canScore) return null;
    const name = bySide(side, home, away);
    if (outcome === 'unplayed') return `Record a win for ${name}`;
    if (outcome === side) return null;
    return `Change the result: ${name} won`;
  };

  const conflictAction =
    conflict?.theirs && isFrameAction(conflict.action) ? conflict.action : undefined;
  const mineSide = conflictAction ? intendedOutcome(frame, conflictAction) : null;
  const byOther = Boolean(server.scoredBy) && server.scoredBy !== userId;
  // My entry of this session was saved, then someone else changed the frame: say so.
  const overridden =
    entry?.status === 'saved' &&
    isFrameAction(entry.action) &&
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
      notify.warning(`Frame ${frame.frameNumber}: the other captain changed it to ${nowWords}`);
  }, [overridden, nowWords, notify, frame.frameNumber]);

  const status = frameStatus({
    entry: entry?.status,
    forfeit,
    noWinner: outcome === 'none',
    locked,
    complete: server.isComplete,
  });

  const bottom =
    conflictAction && conflict?.theirs ? (
      <ConflictPanel
        frame={frame}
        entry={{ ...conflict, action: conflictAction, theirs: conflict.theirs }}
        name={people.short}
      />
    ) : isNotSent(entry) || entry?.status === 'refused' ? (
      <Box sx={{ mt: 1 }}>
        <EntryStatus entry={entry} />
      </Box>
    ) : forfeit ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Decided by the line-ups:{' '}
        {frame.homePlayerId === VACANT && frame.awayPlayerId === VACANT
          ? 'no player on either side.'
          : `no player at ${frame.homePlayerId === VACANT ? frame.homePosition : frame.awayPosition}.`}
      </Typography>
    ) : overridden || (canScore && outcome !== 'unplayed') || (byOther && server.isComplete) ? (
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
            Changed by the other captain: you had entered {overriddenWords}.
          </Alert>
        )}
        <Stack
          direction="row"
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {byOther && server.isComplete && !overridden ? 'Entered by the other captain' : ''}
          </Typography>
          {canScore && outcome !== 'unplayed' && (
            <Button
              size="small"
              onClick={() => setDialog({ choice: 'reset', baseVersion: frame.version })}
              sx={{ minHeight: 48, flexShrink: 0 }}
              aria-label={`Correct or reset frame ${frame.frameNumber}`}
            >
              Correct / reset
            </Button>
          )}
        </Stack>
      </>
    ) : null;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 1.5,
        borderColor: conflict ? 'warning.main' : highlight ? 'info.main' : 'divider',
        boxShadow: highlight ? '0 0 0 2px rgba(41, 182, 246, 0.35)' : 'none',
        transition: 'border-color 200ms, box-shadow 200ms',
      }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}
      >
        <Typography variant="h3" component="h3" id={titleId} sx={{ fontSize: '1rem' }}>
          Frame {frame.frameNumber}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · {frame.homePosition} v {frame.awayPosition}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            : {home} v {away}, {resultWords(frame, outcome, people.short)}
          </Box>
        </Typography>
        <Box
          role="status"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            color: status.color,
            fontSize: '0.85rem',
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {status.icon === 'spinner' && (
            <CircularProgress size={14} thickness={5} aria-hidden="true" />
          )}
          {status.icon === 'check' && <CheckCircleIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
          {status.icon === 'warn' && <WarningAmberIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
          {status.icon === 'lock' && <LockIcon sx={{ fontSize: 16 }} aria-hidden="true" />}
          {status.text}
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Half
          side="home"
          name={home}
          vacant={frame.homePlayerId === VACANT}
          position={frame.homePosition}
          breaks={frame.breakerSide === 'home'}
          outcome={outcome}
          forfeit={forfeit}
          pending={pendingWord}
          mine={mineSide === 'home'}
          label={halfLabel('home')}
          onTap={() => record('home')}
        />
        <Half
          side="away"
          name={away}
          vacant={frame.awayPlayerId === VACANT}
          position={String(frame.awayPosition)}
          breaks={frame.breakerSide === 'away'}
          outcome={outcome}
          forfeit={forfeit}
          pending={pendingWord}
          mine={mineSide === 'away'}
          label={halfLabel('away')}
          onTap={() => record('away')}
        />
      </Box>
      {bottom}
      <CorrectionDialog
        open={dialog !== null}
        frame={frame}
        home={home}
        away={away}
        initial={dialog?.choice ?? 'reset'}
        current={outcome}
        onClose={() => setDialog(null)}
        onConfirm={(choice, reason) => dialog && correct(choice, dialog.baseVersion, reason)}
      />
    </Paper>
  );
};

const CorrectionDialog = ({
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
