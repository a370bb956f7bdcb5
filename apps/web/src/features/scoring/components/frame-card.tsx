// One frame at the table: two big halves, one per player, and a tap on a half records that
// player's win; in a race (docs/rules.md, Races) a tap is one rack to that player, the pairing won
// at the race, and a rack tapped by mistake is taken back under its half. The breaker is marked;
// a forfeit shows as decided. A result can be corrected or reset, with a reason, until its round
// is locked. The card says where its entry stands, and a conflict with the other captain's entry
// shows both results and lets the captain choose.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, FrameConflict, Side } from '@cueleague/domain/entities';
import { outcomeOf } from '@cueleague/domain/frame-result';
import { isForfeit } from '@cueleague/domain/match-lifecycle';
import { bySide, framePlayerOf, SIDES } from '@cueleague/domain/sides';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isFrameAction, newMutationId, type FrameAction } from '../api/scoring-api.ts';
import { useScoringSession } from '../hooks/scoring-context.tsx';
import { isNotSent, isPending, TAP_REASON } from '../outbox/scoring-outbox.ts';
import { frameStatus, intendedOutcome, withIntended } from '../scoring-view.ts';
import { useLatestEntry } from '../hooks/use-scoring-outbox.ts';
import { CorrectionDialog, type Choice } from './frame-correction-dialog.tsx';
import { FrameFooter } from './frame-footer.tsx';
import { FrameHalf } from './frame-half.tsx';
import { resultWords } from './frame-result-words.ts';
import { FrameStatusBadge } from './frame-status-badge.tsx';

/** How long a frame the other captain just changed stays highlighted. */
export const UPDATED_HIGHLIGHT_MS = 4_000;

/**
 * Rendered again only when the server's frame or the captain's entry for it changes (each stays
 * the same object while it does not), or the session does: a tap renders the card tapped alone.
 */
export const FrameCard = memo(function FrameCard({
  server,
  conflict: kept,
}: {
  server: Frame;
  /** The two captains' different entries the server keeps for this frame, if any. */
  conflict?: FrameConflict | undefined;
}) {
  const { outbox, people, userId, allowed, matchId, raceTo, singles } = useScoringSession();
  const race = raceTo > 1;
  // Read here, not from the page: the card shows its tap in the tap's own render.
  const entry = useLatestEntry(matchId, `frame:${server.frameId}`);
  // The frame as shown: the captain's unanswered write on top of the server's (scoring-view.ts).
  const frame = useMemo(
    () =>
      isPending(entry) && entry && isFrameAction(entry.action)
        ? withIntended(server, entry.action, raceTo)
        : server,
    [server, entry, raceTo],
  );
  const titleId = useId();
  const outcome = outcomeOf(frame);
  const forfeit = isForfeit(frame) && frame.isComplete;
  const locked = frame.state === 'locked';
  const pending = isPending(entry);
  const pendingWord =
    entry?.status === 'sending' ? 'sending' : isNotSent(entry) ? 'not sent' : null;
  const conflict = entry?.status === 'conflict' ? entry : undefined;
  const canScore =
    allowed.has('scoreFrame') && !locked && !forfeit && !pending && !conflict && !kept;
  // Racks are tapped as they are won, the next before the last one's answer: each is based on
  // the one before it (withIntended), and the outbox sends them in order.
  const canRack = race && allowed.has('scoreRacks') && !locked && !forfeit && !conflict && !kept;
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

  const sendRacks = (home: number, away: number) =>
    outbox.send(
      {
        type: 'scoreRacks',
        matchId,
        mutationId: newMutationId(),
        frameId: frame.frameId,
        home,
        away,
        baseVersion: frame.version,
        reason: TAP_REASON,
      },
      // No notice a rack: the card shows it, and a race is many taps.
      { label: `Frame ${frame.frameNumber}` },
    );
  const rack = (side: Side, change: 1 | -1) =>
    sendRacks(
      Math.max(0, frame.homeScore + (side === 'home' ? change : 0)),
      Math.max(0, frame.awayScore + (side === 'away' ? change : 0)),
    );

  const record = (side: Side) => {
    if (race) {
      if (outcome === 'unplayed') rack(side, 1);
      return;
    }
    if (outcome === 'unplayed') {
      outbox.send(
        {
          type: 'scoreFrame',
          matchId,
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
            matchId,
            mutationId: newMutationId(),
            frameId: frame.frameId,
            baseVersion,
            reason,
          }
        : {
            type: 'scoreFrame',
            matchId,
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
    const name = bySide(side, home, away);
    if (race) {
      if (!canRack || outcome !== 'unplayed') return null;
      const racks = bySide(side, frame.homeScore, frame.awayScore);
      return `Rack to ${name} (${racks} of ${raceTo} so far)`;
    }
    if (!canScore) return null;
    if (outcome === 'unplayed') return `Record a win for ${name}`;
    if (outcome === side) return null;
    return `Change the result: ${name} won`;
  };

  const conflictView =
    conflict?.theirs && isFrameAction(conflict.action)
      ? { ...conflict, action: conflict.action, theirs: conflict.theirs }
      : undefined;
  const mineSide = conflictView ? intendedOutcome(frame, conflictView.action) : null;

  const shownStatus = frameStatus({
    entry: kept && !pending ? 'conflict' : entry?.status,
    forfeit,
    noWinner: outcome === 'none',
    locked,
    complete: server.isComplete,
  });
  const status =
    race && shownStatus.text === 'No result yet'
      ? { ...shownStatus, text: `Race to ${raceTo}`, color: 'text.secondary' }
      : shownStatus;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 1.5,
        borderColor: conflict || kept ? 'warning.main' : highlight ? 'info.main' : 'divider',
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
          {/* A singles tie's one pairing has no positions to tell apart. */}
          {!singles && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              · {frame.homePosition} v {frame.awayPosition}
            </Box>
          )}
          <Box component="span" sx={visuallyHidden}>
            : {home} v {away}, {resultWords(frame, outcome, people.short)}
          </Box>
        </Typography>
        <FrameStatusBadge status={status} />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {SIDES.map((side) => (
          <FrameHalf
            key={side}
            side={side}
            name={bySide(side, home, away)}
            vacant={framePlayerOf(frame, side) === VACANT}
            position={
              singles
                ? ''
                : String(bySide<string | number>(side, frame.homePosition, frame.awayPosition))
            }
            breaks={frame.breakerSide === side}
            racks={race ? bySide(side, frame.homeScore, frame.awayScore) : null}
            outcome={outcome}
            forfeit={forfeit}
            pending={pendingWord}
            mine={mineSide === side}
            label={halfLabel(side)}
            onTap={() => record(side)}
          />
        ))}
      </Box>
      {canRack && (frame.homeScore > 0 || frame.awayScore > 0) && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
          {SIDES.map((side) => {
            const racks = bySide(side, frame.homeScore, frame.awayScore);
            const name = bySide(side, home, away);
            return racks > 0 ? (
              <Button
                key={side}
                size="small"
                color="inherit"
                onClick={() => rack(side, -1)}
                aria-label={`Take a rack back from ${name} (${racks} now)`}
                sx={{ minHeight: 44, color: 'text.secondary', ml: side === 'away' ? 'auto' : 0 }}
              >
                − 1 rack
              </Button>
            ) : null;
          })}
        </Stack>
      )}
      <FrameFooter
        frame={frame}
        server={server}
        entry={entry}
        conflict={conflictView}
        kept={kept}
        outcome={outcome}
        forfeit={forfeit}
        canScore={canScore}
        onCorrect={() => setDialog({ choice: 'reset', baseVersion: frame.version })}
      />
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
});
