// The dashboard's next-match card: who, when and where, and for a captain the way into scoring
// it (or to the live scoreboard while it is being played).
import type { Match } from '@cueleague/domain/entities';
import { canScoreMatch } from '@cueleague/domain/permissions';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { MatchStateChip } from '../../../entities/matches/components/match-line.tsx';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import type { MyTeamOk } from '../../../entities/teams/hooks/use-my-team.ts';
import { HomeAwayChip, TeamScore } from '../../../entities/matches/components/team-score.tsx';
import { teamSide } from '../../../entities/matches/team-side.ts';
import { scoreActionLabel, scorePagePath } from '../team-matches.ts';

export const NextMatchCard = ({
  match,
  my,
  teamName,
}: {
  match: Match;
  my: MyTeamOk;
  teamName: TeamName;
}) => {
  const timeZone = useLeagueTimezone();
  const venues = useQuery(venuesQuery());
  const venue = venues.data?.find((candidate) => candidate.id === match.venueId);
  const view = teamSide(match, my.team.id);
  const opponent = teamName(view.opponentId);
  const action = canScoreMatch(my.actor, match) ? scoreActionLabel(match.state) : null;
  const live = match.state === 'in-progress';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="next-match-opponent"
      sx={{
        p: { xs: 2, sm: 3 },
        borderColor: live ? 'error.dark' : 'divider',
      }}
    >
      <Stack direction="row" sx={{ gap: 1, mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <HomeAwayChip side={view.side} />
        <MatchStateChip state={match.state} every />
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}
      >
        <Typography
          variant="h3"
          id="next-match-opponent"
          sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, overflowWrap: 'anywhere' }}
        >
          vs <TeamLink teamId={view.opponentId}>{opponent}</TeamLink>
          <Box component="span" sx={visuallyHidden}>
            {view.side === 'home' ? ', at home' : ', away'}
          </Box>
        </Typography>
        {live && <TeamScore view={view} live large />}
      </Stack>
      <Stack spacing={0.75} sx={{ color: 'text.secondary', mb: action || live ? 2 : 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ScheduleIcon fontSize="small" aria-hidden="true" />
          <Typography>{formatDateTime(match.scheduledDate, timeZone)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
          <Typography>
            {venue ? venue.name : 'Venue to be confirmed'}
            {venue?.address ? (
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
                {venue.address}
              </Box>
            ) : null}
          </Typography>
        </Stack>
      </Stack>
      {(action || live) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          {action && (
            <Button
              component={RouterLink}
              to={scorePagePath(match.id)}
              variant="contained"
              size="large"
              sx={{ minHeight: 48 }}
            >
              {action}
            </Button>
          )}
          {live && (
            <Button
              component={RouterLink}
              to="/live"
              variant="outlined"
              size="large"
              sx={{ minHeight: 48 }}
            >
              Live scoreboard
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
};
