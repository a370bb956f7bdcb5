// One of a team's matches on its page, from the team's side: home or away, the opponent (a link to
// their page), when and where, the state, the score once started (ours first, W/D/L when done), and
// the way to the match's own page. The opponent's link and the match's are side by side, never one
// inside the other; on a phone the match link wraps under the date. A cup tie names its cup and
// round ("Winter Cup · Semi-finals", a link to the bracket) above the date, and in its names.
import type { Match } from '@cueleague/domain/entities';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';
import { ResultStateChip } from '../../../entities/matches/components/match-line.tsx';
import { isPointsWalkover } from '@cueleague/domain/unplayed-label';
import { CupChip } from '../../../entities/competitions/components/cup-chip.tsx';
import { withCup, type CupLabel } from '../../../entities/competitions/hooks/use-cup-labels.ts';
import { HomeAwayChip, TeamScore } from '../../../entities/matches/components/team-score.tsx';
import { teamSide } from '../../../entities/matches/team-side.ts';
import { matchPath } from '../../../entities/matches/components/match-link.tsx';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { formatDateTime } from '../../../lib/format.ts';

const LINK_WORDS: Record<Match['state'], string> = {
  'pre-match': 'Match details',
  'in-progress': 'Follow live',
  completed: 'Frames',
  postponed: 'Match details',
  cancelled: 'Match details',
};

export const TeamFixtureRow = ({
  match,
  teamId,
  teamName,
  venueName,
  timeZone,
  cup = null,
}: {
  match: MatchSummary;
  teamId: string;
  teamName: TeamName;
  venueName: string | undefined;
  timeZone: string | undefined;
  /** The cup this match is a tie of; null for a league match. */
  cup?: CupLabel | null;
}) => {
  const view = teamSide(match, teamId);
  const opponent = teamName(view.opponentId);
  // A walkover with no frames has no score to show: its chip says who won.
  const played =
    (match.state === 'in-progress' || match.state === 'completed') && !isPointsWalkover(match);
  const when = formatDateTime(match.scheduledDate, timeZone);
  return (
    <Box
      component="li"
      aria-label={withCup(`${view.side === 'home' ? 'Home' : 'Away'} v ${opponent}, ${when}`, cup)}
      sx={{ py: 1.25, listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <HomeAwayChip side={view.side} />
        <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          vs <TeamLink teamId={view.opponentId}>{opponent}</TeamLink>
        </Typography>
        <ResultStateChip match={match} teamName={teamName} every />
      </Stack>
      {cup && (
        <Box sx={{ mb: 0.5 }}>
          <CupChip cup={cup} />
        </Box>
      )}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 11rem', minWidth: 0 }}>
          {when}
          {venueName ? ` · ${venueName}` : ''}
        </Typography>
        {played && <TeamScore view={view} live={match.state === 'in-progress'} />}
        <Button
          component={RouterLink}
          to={matchPath(match.id)}
          size="small"
          endIcon={<ChevronRightIcon />}
          sx={{ minHeight: 44, ml: 'auto' }}
        >
          {LINK_WORDS[match.state]}
          <Box component="span" sx={visuallyHidden}>
            {` (${withCup(`${view.side === 'home' ? 'home' : 'away'} v ${opponent}, ${when}`, cup)})`}
          </Box>
        </Button>
      </Box>
    </Box>
  );
};
