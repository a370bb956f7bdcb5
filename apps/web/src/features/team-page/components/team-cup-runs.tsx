// A team's cup runs on its page: for each cup of its season it entered, how far it went, with a
// link to the cup's bracket. The season's list of cups says which to read (only cups a visitor can
// see: in play or finished); a season with no cups reads nothing more, and a team that entered
// none shows nothing.
import type { Team } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Section } from '../../../components/page.tsx';
import { RouteLink, TAP_TARGET } from '../../../components/route-link.tsx';
import { ErrorState } from '../../../components/states.tsx';
import {
  competitionQuery,
  competitionsQuery,
} from '../../../entities/competitions/api/competitions-api.ts';
import { cupRunsOf } from '../team-cup-runs.ts';

export const TeamCupRuns = ({ team }: { team: Pick<Team, 'id' | 'name' | 'seasonId'> }) => {
  const list = useQuery(competitionsQuery(team.seasonId));
  const shown = (list.data ?? []).filter(
    (cup) => cup.state === 'published' || cup.state === 'finished',
  );
  const cups = useQueries({ queries: shown.map((cup) => competitionQuery(cup.id)) });
  const stamp = cups.map((cup) => cup.dataUpdatedAt).join(',');
  const runs = useMemo(
    () =>
      cupRunsOf(
        cups.flatMap((cup) => cup.data ?? []),
        team.id,
      ),
    // `cups` is a new array every render; the data stamps say when it really changed.
    [stamp, team.id],
  );
  const failed = cups.find((cup) => cup.isError && !cup.data);
  if (failed)
    return (
      <Section title="Cups">
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </Section>
    );
  // Nothing while the cups load: a team that entered none shows no section at all.
  if (runs.length === 0) return null;
  return (
    <Section title="Cups">
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 0.5 }}>
        <Box component="ul" aria-label={`${team.name}: cup runs`} sx={{ m: 0, p: 0 }}>
          {runs.map((run) => (
            <Box
              component="li"
              key={run.cupId}
              sx={{
                listStyle: 'none',
                py: 1,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Typography>
                <RouteLink to={run.href} sx={{ ...TAP_TARGET, fontWeight: 600 }}>
                  {run.name}
                </RouteLink>
                {`: ${run.outcome}`}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Section>
  );
};
