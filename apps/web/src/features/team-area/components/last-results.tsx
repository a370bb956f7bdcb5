// The dashboard's last results: score, opponent, home or away and the date, one line each.
import type { Match } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { TeamScore } from '../../../entities/matches/components/team-score.tsx';
import { teamSide } from '../../../entities/matches/team-side.ts';

export const LastResults = ({
  results,
  teamId,
  teamName,
}: {
  results: readonly Match[];
  teamId: string;
  teamName: TeamName;
}) => {
  const timeZone = useLeagueTimezone();
  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {results.map((match, index) => {
          const view = teamSide(match, teamId);
          return (
            <Fragment key={match.id}>
              {index > 0 && <Divider component="li" aria-hidden="true" />}
              <Box
                component="li"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}
              >
                {/* A fixed column, so the opponents line up whatever the score. */}
                <Box sx={{ flex: '0 0 5.25rem' }}>
                  <TeamScore view={view} />
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    vs <TeamLink teamId={view.opponentId}>{teamName(view.opponentId)}</TeamLink>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {view.side === 'home' ? 'Home' : 'Away'} ·{' '}
                    {formatDate(match.scheduledDate, timeZone)}
                  </Typography>
                </Box>
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Paper>
  );
};
