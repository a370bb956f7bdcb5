// The top of the scoring page, stuck under the app bar: both teams, the live score, where the
// match stands, whether the page is live, and which side the user scores for (admins choose
// while the match is played; once every round is locked an admin settles it for neither side).
import { HEADER_OFFSET_PX } from '@cueleague/domain/constants';
import type { Side } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { LiveStatus } from '../../../lib/live-client.ts';
import { matchScore, racksOfFrames } from '@cueleague/domain/frame-result';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isPending } from '../outbox/scoring-outbox.ts';
import type { Phase } from '@cueleague/domain/match-phase';
import { unplayedLabel } from '@cueleague/domain/unplayed-label';
import { ScoreGrid } from '../../../components/score-box.tsx';
import { memo } from 'react';
import type { Theme } from '@mui/material/styles';

// Styles made once, not at each render (the header renders again with every tap).
const HEADER_SX = {
  position: 'sticky',
  top: HEADER_OFFSET_PX,
  zIndex: (theme: Theme) => theme.zIndex.appBar - 1,
  mx: { xs: -2, sm: 0 },
  mt: { xs: -2.5, sm: 0 },
  mb: 2,
  px: 2,
  pt: 1,
  pb: 1.25,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
  borderRadius: { sm: '0 0 12px 12px' },
  boxShadow: '0 8px 20px rgba(0, 0, 0, 0.35)',
} as const;
const STATUS_ROW_SX = { justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 };
const CONNECTION_SX = { display: 'inline-flex', alignItems: 'center', gap: 0.75 };
const CONNECTION_TEXT_SX = { color: 'text.secondary', fontWeight: 600 };
const TEAM_SIDE_SX = {
  color: 'text.secondary',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: '0.65rem',
} as const;
const SIDE_CHOICE_SX = { alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 };
const SIDE_BUTTON_SX = { minHeight: 40, textTransform: 'none', px: 1.5 } as const;

/**
 * Where the match stands. `race` names a singles tie's one race ("Race to 3"), said in place of
 * its one round.
 */
const phaseText = (
  phase: Phase,
  rounds: number,
  postponed: boolean,
  disputed: boolean,
  race: string | null,
): string => {
  switch (phase.kind) {
    case 'pre-match':
      return postponed ? 'Postponed · pre-match' : 'Pre-match';
    case 'lineups':
      return `${race ?? `Round ${phase.round} of ${rounds}`} · line-ups`;
    case 'scoring':
      return `${race ?? `Round ${phase.round} of ${rounds}`} · scoring`;
    case 'result':
      return disputed ? 'Result disputed' : 'Result to confirm';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
  }
};

const Connection = ({
  liveStatus,
  online,
  waiting,
}: {
  liveStatus: LiveStatus;
  online: boolean;
  waiting: number;
}) => {
  const [color, text] = !online
    ? ['error.main', 'Offline']
    : liveStatus === 'open'
      ? ['success.main', 'Live']
      : ['warning.main', 'Reconnecting…'];
  return (
    <Box sx={CONNECTION_SX}>
      <Box
        aria-hidden="true"
        sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
      />
      <Typography variant="caption" sx={CONNECTION_TEXT_SX}>
        {text}
        {waiting > 0 ? ` · ${waiting} waiting to send` : ''}
      </Typography>
    </Box>
  );
};

const TeamName = ({
  name,
  side,
  mine,
  you,
  align,
}: {
  name: string;
  side: Side;
  /** The side the user acts for, shown in the accent colour. */
  mine: boolean;
  /** A captain's own side is "you"; an admin acting for a side is not. */
  you: boolean;
  align: 'left' | 'right';
}) => (
  <Box sx={{ minWidth: 0, textAlign: align }}>
    <Typography
      sx={{
        fontWeight: 700,
        fontSize: { xs: '0.95rem', sm: '1.1rem' },
        lineHeight: 1.2,
        overflowWrap: 'anywhere',
        color: mine ? 'primary.light' : 'text.primary',
      }}
    >
      {name}
    </Typography>
    <Typography variant="caption" sx={TEAM_SIDE_SX}>
      {side}
      {mine && you ? ' · you' : ''}
    </Typography>
  </Box>
);

export const ScoreHeader = memo(function ScoreHeader({
  phase,
  liveStatus,
  online,
  sides,
  onSide,
}: {
  phase: Phase;
  liveStatus: LiveStatus;
  online: boolean;
  /** The sides the user may act for; a choice is offered when there are two (admins). */
  sides: readonly Side[];
  onSide: (side: Side) => void;
}) {
  const { match, side, sideName, outbox, adminView, singles, raceTo } = useScoring();
  // Once every round is locked an admin settles the result: they act for neither side.
  const settling =
    adminView &&
    (phase.kind === 'result' || phase.kind === 'completed' || phase.kind === 'cancelled');
  const acting = settling ? null : side;
  // A singles tie's one race: its racks as they are won, not its one pairing.
  const score = singles ? racksOfFrames(match.frames) : matchScore(match);
  const home = sideName('home');
  const away = sideName('away');
  const waiting = [...outbox.entries.values()].filter((entry) => isPending(entry)).length;
  // A walkover or a void match says so ("Walkover: Cue Tips 16-0") in place of its phase.
  const status =
    unplayedLabel(match, { home, away }) ??
    phaseText(
      phase,
      match.format.roundsPerMatch,
      match.state === 'postponed',
      match.progress.dispute !== null,
      singles ? (raceTo > 1 ? `Race to ${String(raceTo)}` : 'One frame') : null,
    );
  return (
    <Box component="header" sx={HEADER_SX}>
      <Typography variant="h1" sx={visuallyHidden}>
        Scoring: {home} v {away}
      </Typography>
      <Stack direction="row" sx={STATUS_ROW_SX}>
        <Typography
          variant="caption"
          sx={{
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            color: phase.kind === 'completed' ? 'success.light' : 'secondary.main',
          }}
        >
          {status}
        </Typography>
        {phase.kind !== 'completed' && phase.kind !== 'cancelled' && (
          <Connection liveStatus={liveStatus} online={online} waiting={waiting} />
        )}
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {home} {score.home}, {away} {score.away}. {status}.
      </Box>
      <ScoreGrid
        home={
          <TeamName
            name={home}
            side="home"
            mine={acting === 'home'}
            you={!adminView}
            align="right"
          />
        }
        away={
          <TeamName
            name={away}
            side="away"
            mine={acting === 'away'}
            you={!adminView}
            align="left"
          />
        }
        score={score}
        compact
        testId="header-score"
      />
      {sides.length > 1 && !settling && (
        <Stack direction="row" sx={SIDE_CHOICE_SX}>
          <Typography variant="caption" color="text.secondary" id="acting-for-label">
            Acting for
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={side}
            onChange={(_event, value: Side | null) => value && onSide(value)}
            aria-labelledby="acting-for-label"
          >
            <ToggleButton value="home" sx={SIDE_BUTTON_SX}>
              {home}
            </ToggleButton>
            <ToggleButton value="away" sx={SIDE_BUTTON_SX}>
              {away}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      )}
    </Box>
  );
});
