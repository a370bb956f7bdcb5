// One of the team's matches from its own side: home or away, the opponent, when and where, the
// state, our score first with W/D/L, and the links that fit (a captain's score page, the public
// live scoreboard). Stacks for a phone; actions are full-width there for a thumb.
import type { Match } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ResultStateChip } from '../../../entities/matches/components/match-line.tsx';
import { isPointsWalkover } from '@cueleague/domain/unplayed-label';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { HomeAwayChip, TeamScore } from '../../../entities/matches/components/team-score.tsx';
import { teamSide } from '../../../entities/matches/team-side.ts';
import { scoreActionLabel, scorePagePath } from '../team-matches.ts';

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
  // A walkover with no frames has no score to show: its chip says who won.
  const played =
    (match.state === 'in-progress' || match.state === 'completed') && !isPointsWalkover(match);
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
          vs <TeamLink teamId={view.opponentId}>{opponent}</TeamLink>
          <Box component="span" sx={visuallyHidden}>
            {view.side === 'home' ? ', at home' : ', away'}
          </Box>
        </Typography>
        {isNext && <Chip size="small" color="primary" label="Next" />}
        <ResultStateChip match={match} teamName={teamName} every />
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
