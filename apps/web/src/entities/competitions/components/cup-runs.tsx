// Cup runs on a team's or a player's page: for each cup of the season it entered, how far it went,
// with a link to the cup's bracket. The season's list of cups says which to read (only cups a
// visitor can see: in play or finished); a season with no cups reads nothing more, and a team or
// player that entered none shows nothing.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Section } from '../../../components/page.tsx';
import { RouteLink, TAP_TARGET } from '../../../components/route-link.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { competitionQuery, competitionsQuery } from '../api/competitions-api.ts';
import { cupRunsOf, playerCupRunsOf } from '../cup-runs.ts';

export const CupRuns = ({
  seasonId,
  name,
  of,
}: {
  seasonId: string;
  /** Whose runs: 'Reds', 'Kate Hill' (the list is named "Reds: cup runs"). */
  name: string;
  /** A team's runs in its season's cups, or a player's in its singles knockouts. */
  of: { teamId: string } | { playerId: string };
}) => {
  const [by, id] =
    'teamId' in of ? (['team', of.teamId] as const) : (['player', of.playerId] as const);
  const list = useQuery(competitionsQuery(seasonId));
  const shown = (list.data ?? []).filter(
    (cup) => cup.state === 'published' || cup.state === 'finished',
  );
  const cups = useQueries({ queries: shown.map((cup) => competitionQuery(cup.id)) });
  const stamp = cups.map((cup) => cup.dataUpdatedAt).join(',');
  const runs = useMemo(
    () =>
      (by === 'team' ? cupRunsOf : playerCupRunsOf)(
        cups.flatMap((cup) => cup.data ?? []),
        id,
      ),
    // `cups` is a new array every render; the data stamps say when it really changed.
    [stamp, by, id],
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
        <Box component="ul" aria-label={`${name}: cup runs`} sx={{ m: 0, p: 0 }}>
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
