// One of the team's matches from its own side: home or away, the opponent, when and where, the
// state, our score first with W/D/L, and the links that fit (a captain's score page, the public
// live scoreboard). Stacks for a phone; actions are full-width there for a thumb.
import type { FormResult } from '@cueleague/domain/compute-standings';
import type { Match } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MatchStateChip } from '../../../entities/matches/components/match-line.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { scoreActionLabel, scorePagePath, teamSide, type TeamSideView } from '../team-matches.ts';

const RESULT_COLORS: Record<FormResult, string> = {
  W: 'success.main',
  D: 'grey.600',
  L: 'error.main',
};
const RESULT_WORDS: Record<FormResult, string> = { W: 'Won', D: 'Drawn', L: 'Lost' };

export const HomeAwayChip = ({ side }: { side: TeamSideView['side'] }) => (
  <Chip
    size="small"
    variant="outlined"
    label={side === 'home' ? 'Home' : 'Away'}
    sx={{ height: 22, fontSize: '0.72rem', fontWeight: 600 }}
  />
);

/** Our frames first: '[W] 9–7', read as 'Won 9–7'. */
export const TeamScore = ({
  view,
  live = false,
  large = false,
}: {
  view: TeamSideView;
  live?: boolean;
  /** The next-match card's scoreboard size. */
  large?: boolean;
}) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
    {view.result && (
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 24,
          height: 24,
          borderRadius: 0.75,
          bgcolor: RESULT_COLORS[view.result],
          color: 'common.white',
          fontSize: '0.8rem',
          fontWeight: 700,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {view.result}
      </Box>
    )}
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        fontWeight: 700,
        fontSize: large ? { xs: '1.75rem', sm: '2.25rem' } : '1.1rem',
        lineHeight: 1.1,
        ...(large && {
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }),
      }}
    >
      {view.us}–{view.them}
    </Box>
    <Box component="span" sx={visuallyHidden}>
      {view.result ? `${RESULT_WORDS[view.result]} ` : live ? 'So far ' : ''}
      {view.us}–{view.them}
    </Box>
  </Box>
);

export const TeamMatchRow = ({
  match,
  teamId,
  teamName,
  venueName,
  timeZone,
  canScore,
  isNext = false,
}: {
  match: Match;
  teamId: string;
  teamName: TeamName;
  venueName: string | undefined;
  timeZone: string | undefined;
  /** The user may score this match (domain canScoreMatch): show the score page link. */
  canScore: boolean;
  /** The team's next match to play: marked so it stands out in a long list. */
  isNext?: boolean;
}) => {
  const view = teamSide(match, teamId);
  const opponent = teamName(view.opponentId);
  const played = match.state === 'in-progress' || match.state === 'completed';
  const action = canScore ? scoreActionLabel(match.state) : null;
  const live = match.state === 'in-progress';
  const headingId = `team-match-${match.id}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 1.5, listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <HomeAwayChip side={view.side} />
        <Typography
          variant="h3"
          id={headingId}
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '1rem' }}
        >
          vs {opponent}
          <Box component="span" sx={visuallyHidden}>
            {view.side === 'home' ? ', at home' : ', away'}
          </Box>
        </Typography>
        {isNext && <Chip size="small" color="primary" label="Next" />}
        <MatchStateChip state={match.state} every />
      </Stack>
      {/* Date, score and links on one line where there is room; the links wrap below on a phone. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          minHeight: 28,
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          {formatDateTime(match.scheduledDate, timeZone)}
          {venueName ? ` · ${venueName}` : ''}
        </Typography>
        {played && <TeamScore view={view} live={live} />}
        {(action || live) && (
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {action && (
              <Button
                component={RouterLink}
                to={scorePagePath(match.id)}
                variant={live ? 'contained' : 'outlined'}
                sx={{ minHeight: 44 }}
              >
                {action}
                <Box component="span" sx={visuallyHidden}>
                  {` vs ${opponent}`}
                </Box>
              </Button>
            )}
            {live && (
              <Button component={RouterLink} to="/live" variant="outlined" sx={{ minHeight: 44 }}>
                Live scoreboard
                <Box component="span" sx={visuallyHidden}>
                  {` vs ${opponent}`}
                </Box>
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
};
