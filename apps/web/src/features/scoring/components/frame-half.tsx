// One player's half of a frame card: position, name, the "Breaks" badge, the racks won in a race
// and the result word. A half the captain may tap has a button over it, named for what the tap
// does; otherwise it is plain.
import type { Side } from '@cueleague/domain/entities';
import type { Outcome } from '@cueleague/domain/frame-result';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

/**
 * The loser's half is faded, but no further than this: its name and "Breaks" badge keep a 4.5:1
 * contrast (at 0.55 the badge fell to 3.7:1).
 */
export const LOST_HALF_OPACITY = 0.7;

/**
 * The half's position and "Breaks" badge, and its player's name: the same through a tap, so they
 * are memoised and a tap renders only what it changes (the result word, the half's colours).
 */
const HalfTop = memo(function HalfTop({ position, breaks }: { position: string; breaks: boolean }) {
  return (
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
      {breaks && (
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
  );
});

const HalfName = memo(function HalfName({ name, vacant }: { name: string; vacant: boolean }) {
  return (
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
  );
});

export const FrameHalf = ({
  side,
  name,
  vacant,
  position,
  breaks,
  racks = null,
  outcome,
  forfeit,
  pending,
  mine,
  label,
  onTap,
}: {
  /** Racks this side has won, in a race; null in a one-frame format. */
  racks?: number | null;
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
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        minHeight: 104,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: side === 'home' ? 'flex-start' : 'flex-end',
        justifyContent: 'space-between',
        textAlign: side === 'home' ? 'left' : 'right',
        borderRadius: 2,
        border: 2,
        // Not saved yet (mine in a conflict, or a win still on its way): dashed.
        borderStyle: mine || (won && pending) ? 'dashed' : 'solid',
        borderColor: won ? 'success.main' : mine ? 'warning.main' : 'divider',
        bgcolor: won ? 'rgba(76, 175, 80, 0.18)' : 'background.default',
        opacity: lost && !mine ? LOST_HALF_OPACITY : 1,
        // No transition: the tap shows at once, and each property's transition starting is an
        // event React dispatches from its root before the tap is drawn (about 2 ms each at 4x).
        '& > div': { flexDirection: side === 'home' ? 'row' : 'row-reverse' },
      }}
    >
      <HalfTop position={position} breaks={breaks && !forfeit} />
      <HalfName name={name} vacant={vacant} />
      {racks !== null && (
        // Read out in the card's title ("2-1, being played"), so not twice here.
        <Typography
          component="span"
          aria-hidden="true"
          sx={{
            fontSize: '1.75rem',
            fontWeight: 800,
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {racks}
        </Typography>
      )}
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
                ? racks !== null
                  ? 'Tap for a rack'
                  : 'Tap if won'
                : ''}
      </Box>
      {/* The tap target lies over the half, so that a half becoming tappable or not (a win sent,
          then saved) adds or removes this button alone: swapping the whole half between a button
          and a box cost a tap about 10 ms at 4x CPU. */}
      {label && (
        <ButtonBase
          focusRipple
          // No ripple on a touch: the half shows its press (:active) and the win at once, and the
          // ripple's first start measures the page (a forced layout, 20 ms a tap at 4x CPU).
          disableTouchRipple
          aria-label={label}
          onClick={onTap}
          sx={OVERLAY_SX}
        />
      )}
    </Box>
  );
};

/** The tap target over a half: its border and press colour, on top of the half's own. */
const OVERLAY_SX = {
  position: 'absolute',
  inset: -2,
  borderRadius: 2,
  border: 2,
  borderColor: 'transparent',
  '&:hover': { borderColor: 'primary.dark' },
  '&:active': { bgcolor: 'rgba(76, 175, 80, 0.25)' },
} as const;
