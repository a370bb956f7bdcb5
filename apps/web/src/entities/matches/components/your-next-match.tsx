// For a signed-in member of a team: their team's next match (or the one being played) first, on
// the home and fixtures pages, with the way into it for a captain. Nothing for anyone else.
import { nextMatchOf } from '@cueleague/domain/match-state';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/hooks/auth-context.tsx';
import type { CupLabelOf } from '../../competitions/hooks/use-cup-labels.ts';
import type { TeamName } from '../../teams/hooks/use-team-names.ts';
import type { MatchSummary } from '../api/matches-api.ts';
import { MatchLine } from './match-line.tsx';

export const YourNextMatch = ({
  matches,
  teamName,
  timeZone,
  venueName,
  now = Date.now(),
  cupLabel,
}: {
  matches: readonly MatchSummary[];
  teamName: TeamName;
  timeZone: string | undefined;
  venueName: (id: string | null | undefined) => string | undefined;
  now?: number;
  /** The cup a match is a tie of (useCupLabels): the next match may be a cup tie. */
  cupLabel?: CupLabelOf | undefined;
}) => {
  const { memberOf, captainOf } = useAuth();
  const headingId = useId();
  const match = nextMatchOf(matches, memberOf, now);
  if (!match) return null;
  const ownTeam = memberOf.find((id) => id === match.homeTeamId || id === match.awayTeamId);
  const captains = captainOf.includes(match.homeTeamId) || captainOf.includes(match.awayTeamId);
  const live = match.state === 'in-progress';
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 1.5, pb: 1, mb: 3, borderColor: 'primary.dark' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EventAvailableIcon fontSize="small" sx={{ color: 'primary.light' }} aria-hidden="true" />
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', flexGrow: 1 }}>
          {live ? 'Your match is on' : 'Your next match'}
        </Typography>
        {captains && (
          <Button
            size="small"
            variant={live ? 'contained' : 'outlined'}
            component={RouterLink}
            to={`/team/match/${encodeURIComponent(match.id)}/score`}
          >
            {live ? 'Score it' : 'Open the match'}
          </Button>
        )}
      </Stack>
      <MatchLine
        match={match}
        teamName={teamName}
        timeZone={timeZone}
        venueName={venueName(match.venueId)}
        highlightTeamId={ownTeam}
        cup={cupLabel?.(match) ?? null}
      />
    </Paper>
  );
};
