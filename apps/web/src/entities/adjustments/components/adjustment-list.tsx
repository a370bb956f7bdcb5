// A team's points adjustments as the table's dialog and the team page show them: the figure, the
// reason, the day it was recorded (the league's time) and the match it is for, "v Anchor Sharks,
// Tue 1 Dec". The team's matches and the season's names are read only when an adjustment names a
// match.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import { formatDay } from '../../../lib/format.ts';
import { useLeagueTimezone } from '../../league/hooks/use-league.ts';
import { matchSummariesQuery } from '../../matches/api/matches-api.ts';
import { useTeamNames } from '../../teams/hooks/use-team-names.ts';
import type { PointsAdjustment } from '../api/adjustments-api.ts';
import { adjustmentMatchLabel } from '../match-label.ts';

export const AdjustmentList = ({
  adjustments,
  teamId,
  seasonId,
  label,
}: {
  adjustments: readonly PointsAdjustment[];
  teamId: string;
  seasonId: string;
  /** The list's accessible name. */
  label: string;
}) => {
  const timeZone = useLeagueTimezone();
  const tied = adjustments.some((adjustment) => adjustment.matchId !== null);
  const matches = useQuery({
    ...matchSummariesQuery({ seasonId, teamId }),
    enabled: tied,
  });
  const { teamName } = useTeamNames(tied ? [seasonId] : []);
  const matchText = (matchId: string | null): string | undefined => {
    if (!matchId) return undefined;
    const match = matches.data?.find((candidate) => candidate.id === matchId);
    if (!match) return matches.isPending ? 'a match…' : 'a match';
    return adjustmentMatchLabel(match, teamId, teamName, timeZone);
  };
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {adjustments.map((adjustment) => (
        <Box
          component="li"
          key={adjustment.id}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'baseline',
            py: 1,
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography
            component="span"
            sx={{
              fontWeight: 700,
              minWidth: '2.5em',
              textAlign: 'right',
              color: adjustment.points < 0 ? 'error.light' : 'success.light',
            }}
          >
            {adjustmentFigure(adjustment.points)}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{adjustment.reason}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[formatDay(adjustment.createdAt, timeZone), matchText(adjustment.matchId)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
