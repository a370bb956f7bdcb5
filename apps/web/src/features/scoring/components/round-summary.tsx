// Rounds already locked, read-only: collapsed to one line each (the round's score), opening to
// its frames. A round is rendered again only when one of its frames or its lock changes (each
// stays the same object while it does not): a tap in the open round leaves them be. A round's
// score counts pairings won; in a race each frame's line has its racks, a race still being played
// marked so (in a one-frame format a frame with a result reads 1-0).
import type { Frame, RoundLock, Side } from '@cueleague/domain/entities';
import { roundLockOf } from '@cueleague/domain/match-lifecycle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useScoring, useScoringSession } from '../hooks/scoring-context.tsx';
import { resultWords } from './frame-result-words.ts';
import { isInPlay, outcomeOf, scoreOfFrames } from '@cueleague/domain/frame-result';
import { framesOfRound } from '@cueleague/domain/rounds';

// A frame line's cells are hidden from screen readers: the line's label says it all.

const Position = ({ side, position }: { side: Side; position: string | number }) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{ color: 'text.secondary', fontWeight: 600, textAlign: side === 'home' ? 'left' : 'right' }}
  >
    {position}
  </Box>
);

/** A player's name, towards the score; the winner's stands out. */
const Player = ({ side, won, name }: { side: Side; won: boolean; name: string }) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{
      textAlign: side === 'home' ? 'right' : 'left',
      fontWeight: won ? 700 : 400,
      color: won ? 'text.primary' : 'text.secondary',
      overflowWrap: 'anywhere',
    }}
  >
    {name}
  </Box>
);

const FrameLine = memo(function FrameLine({ frame }: { frame: Frame }) {
  const { people, singles } = useScoringSession();
  const outcome = outcomeOf(frame);
  const home = people.short(frame.homePlayerId);
  const away = people.short(frame.awayPlayerId);
  const words = resultWords(frame, outcome, people.short);
  const inPlay = isInPlay(frame);
  return (
    <Box
      component="li"
      aria-label={`Frame ${frame.frameNumber}: ${home} v ${away}, ${words}`}
      sx={{
        display: 'grid',
        // The score's column grows for a race's two-digit racks ("12-11").
        gridTemplateColumns: '1.25rem minmax(0, 1fr) minmax(2.5rem, auto) minmax(0, 1fr) 1.25rem',
        alignItems: 'center',
        gap: 0.75,
        py: 0.5,
        fontSize: '0.9rem',
      }}
    >
      {/* A singles tie's one pairing has no positions to tell apart. */}
      <Position side="home" position={singles ? '' : frame.homePosition} />
      <Player side="home" won={outcome === 'home'} name={home} />
      <Box
        component="span"
        aria-hidden="true"
        title={inPlay ? 'Being played' : undefined}
        sx={{
          textAlign: 'center',
          fontWeight: 700,
          borderRadius: 1,
          px: 0.5,
          whiteSpace: 'nowrap',
          bgcolor: 'action.selected',
          // A race being played: its racks so far, in the colour of "not final yet".
          ...(inPlay ? { color: 'warning.light', fontStyle: 'italic' } : {}),
        }}
      >
        {frame.isComplete || inPlay ? `${frame.homeScore}-${frame.awayScore}` : '–'}
      </Box>
      <Player side="away" won={outcome === 'away'} name={away} />
      <Position side="away" position={singles ? '' : frame.awayPosition} />
    </Box>
  );
});

interface RoundSummaryProps {
  round: number;
  frames: readonly Frame[];
  /** The round's lock, when it is locked. */
  lock: RoundLock | undefined;
  defaultExpanded: boolean;
}

const sameRound = (a: RoundSummaryProps, b: RoundSummaryProps): boolean =>
  a.round === b.round &&
  a.lock === b.lock &&
  a.defaultExpanded === b.defaultExpanded &&
  a.frames.length === b.frames.length &&
  a.frames.every((frame, index) => frame === b.frames[index]);

const RoundSummary = memo(function RoundSummary({
  round,
  frames,
  lock,
  defaultExpanded,
}: RoundSummaryProps) {
  const { userId, sideName } = useScoringSession();
  const score = scoreOfFrames(frames);
  const locked = frames.every((frame) => frame.state === 'locked');
  const lockedBy = !lock
    ? null
    : lock.userId === userId
      ? 'Locked by you'
      : lock.side
        ? `Locked by ${sideName(lock.side)}`
        : 'Locked by a league admin';
  return (
    <Accordion
      disableGutters
      defaultExpanded={defaultExpanded}
      variant="outlined"
      sx={{ '&::before': { display: 'none' }, borderRadius: 2, overflow: 'hidden' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        sx={{ minHeight: 52 }}
        aria-label={`Round ${round}: ${score.home}–${score.away}${locked ? `, ${lockedBy?.replace(/^Locked/, 'locked') ?? 'locked'}` : ''}`}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>Round {round}</Typography>
          {locked && <LockIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden="true" />}
          {lockedBy && (
            <Typography
              variant="body2"
              aria-hidden="true"
              sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {lockedBy}
            </Typography>
          )}
          <Typography sx={{ ml: 'auto', mr: 1, fontWeight: 700 }}>
            {score.home}–{score.away}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {frames.map((frame) => (
            <FrameLine key={frame.frameId} frame={frame} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}, sameRound);

/** Rounds 1..count, read-only, under a heading. */
export const EarlierRounds = ({
  count,
  title = 'Earlier rounds',
  expanded = false,
}: {
  count: number;
  title?: string;
  expanded?: boolean;
}) => {
  const { match } = useScoring();
  if (count <= 0) return null;
  return (
    <Box component="section" aria-labelledby="earlier-rounds-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="earlier-rounds-heading" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: count }, (_, index) => {
          const round = index + 1;
          const frames = framesOfRound(match, round);
          const locked = frames.every((frame) => frame.state === 'locked');
          return (
            <RoundSummary
              key={round}
              round={round}
              frames={frames}
              lock={locked ? roundLockOf(match, round) : undefined}
              defaultExpanded={expanded}
            />
          );
        })}
      </Box>
    </Box>
  );
};
