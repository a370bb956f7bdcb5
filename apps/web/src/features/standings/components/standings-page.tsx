// /standings: the chosen season's table with form and the tie-breaker that placed each team; in a
// season of two or more divisions, the chosen division's table (the top one unless ?division=).
import { liveTopics, type LiveMessage } from '@cueleague/domain/live-protocol';
import TableChartIcon from '@mui/icons-material/TableChart';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { Page } from '../../../components/page.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingRows,
  NameLoading,
  SelectsLoading,
} from '../../../components/states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { LIVE_FALLBACK_REFETCH_MS, useLiveTopic } from '../../../lib/use-live-topic.tsx';
import {
  SeasonDivisionSelects,
  useSeasonDivisionChoice,
} from '../../../entities/seasons/components/season-division-select.tsx';
import {
  framePointsOf,
  standingsKeys,
  standingsQuery,
} from '../../../entities/standings/api/standings-api.ts';
import { StandingsTable } from '../../../entities/standings/components/standings-table.tsx';
import type { AdjustedTeam } from '../../../entities/adjustments/components/team-adjustments-dialog.tsx';

// A team's adjustments load with the first tap on a figure (see LazyPart).
const TeamAdjustmentsDialog = lazyPage(() =>
  import('../../../entities/adjustments/components/team-adjustments-dialog.tsx').then(
    (m) => m.TeamAdjustmentsDialog,
  ),
);

const NoSeason = () => (
  <EmptyState icon={<TableChartIcon />} title="No season yet">
    The table appears once the league has a season with teams.
  </EmptyState>
);

/**
 * The table changes when a match of the season is completed, or a completed one changes (reopened,
 * say), or a points adjustment is recorded, changed or removed: the season's live topic says when,
 * so an open table follows the results as they are confirmed. Frame events of matches in progress
 * leave it alone.
 */
const useStandingsUpdates = (seasonId: string | undefined) => {
  const queryClient = useQueryClient();
  const completed = useRef(new Set<string>());
  const onMessage = useCallback(
    (message: LiveMessage) => {
      const seen = completed.current;
      let changed = false;
      const note = (match: { id?: unknown; state?: unknown } | null | undefined) => {
        if (!match || typeof match.id !== 'string') return;
        if (match.state === 'completed' || seen.has(match.id)) changed = true;
        if (match.state === 'completed') seen.add(match.id);
        else seen.delete(match.id);
      };
      if (
        message.type === 'snapshot' &&
        message.kind === 'season' &&
        Array.isArray(message.matches)
      ) {
        seen.clear();
        for (const match of message.matches as { id: string; state: string }[])
          if (match.state === 'completed') seen.add(match.id);
        return;
      }
      // An adjustment recorded, changed or removed moves the table without a match changing; the
      // adjustments' keys load with the first such event, not with the page.
      if (message.type === 'event' && message.event === 'adjustments.changed') {
        changed = true;
        void import('../../../entities/adjustments/api/adjustments-api.ts').then(
          ({ adjustmentKeys }) => queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
        );
      } else if (message.type === 'event') note(message.data as { id?: unknown; state?: unknown });
      if (changed) void queryClient.invalidateQueries({ queryKey: standingsKeys.season(seasonId) });
    },
    [queryClient, seasonId],
  );
  return useLiveTopic(seasonId ? liveTopics.season(seasonId) : null, onMessage);
};

export const StandingsPage = () => {
  const { choice, division } = useSeasonDivisionChoice();
  const noSeasons = choice.empty;
  const liveStatus = useStandingsUpdates(choice.seasonId);
  const standings = useQuery({
    ...standingsQuery(choice.seasonId, division.divisionId),
    enabled: !choice.loading && !noSeasons,
    refetchInterval: liveStatus === 'open' ? false : LIVE_FALLBACK_REFETCH_MS,
  });
  const [adjusted, setAdjusted] = useState<AdjustedTeam | null>(null);
  const [adjustedOpen, setAdjustedOpen] = useState(false);
  const seasonName = choice.season?.name;
  // Points per frame or per rack won: a column of their own, and a line of the legend.
  const framePoints = framePointsOf(choice.season);
  // "Spring 2026" for an undivided season, "Spring 2026, Premier" for a division of a divided one.
  const shownName = seasonName && division.label ? `${seasonName}, ${division.label}` : seasonName;

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (noSeasons) return <NoSeason />;
    // A table's header and rows (a demo division's six teams), and the room of the legend under it.
    if (choice.loading || standings.isPending)
      return <LoadingRows rows={7} height={52} label="Loading the table" page />;
    if (standings.isError) {
      if (isNotFound(standings.error)) return <NoSeason />;
      return <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />;
    }
    if (standings.data.items.length === 0) {
      return (
        <EmptyState
          icon={<TableChartIcon />}
          title={division.label ? 'No teams in this division yet' : 'No teams in this season yet'}
        >
          {division.label
            ? 'The table fills in when the division has teams.'
            : 'The table fills in when the season has teams.'}
        </EmptyState>
      );
    }
    return (
      <>
        <StandingsTable
          rows={standings.data.items}
          caption={`${shownName ?? 'This season'}: league table`}
          framePoints={framePoints?.won}
          onAdjustment={(row) => {
            setAdjusted({ teamId: row.teamId, teamName: row.teamName });
            setAdjustedOpen(true);
          }}
        />
        <LazyPart used={adjusted !== null}>
          <TeamAdjustmentsDialog
            team={adjusted}
            open={adjustedOpen}
            onClose={() => setAdjustedOpen(false)}
          />
        </LazyPart>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 760 }}>
          P played, W won, D drawn, L lost, FW frames won, FL frames lost, FD frame difference, Pts
          points
          {framePoints &&
            `, Frame pts points for ${framePoints.won} won (${framePoints.rates}, counted in Pts)`}
          {standings.data.items.some((row) => row.adjustment !== 0) &&
            ', Adj. points adjustment (counted in Pts; tap a figure for its reason)'}
          . Form shows the last five results, newest first. Only completed matches count. Teams
          level on points are separated by frame difference, then frames won, then head-to-head
          points between them, then name; “Placed by” says which one put a team below the team above
          it.
        </Typography>
      </>
    );
  };

  return (
    <Page
      title="Standings"
      description={
        shownName ? (
          `${shownName}, after every completed match.`
        ) : choice.loading ? (
          // The season's name holds its place, and the selects theirs (a season and a division).
          <>
            <NameLoading width="10em" />
            {', after every completed match.'}
          </>
        ) : (
          'The league table.'
        )
      }
      actions={
        choice.loading ? (
          <SelectsLoading count={2} />
        ) : (
          <SeasonDivisionSelects choice={choice} division={division} />
        )
      }
    >
      {body()}
    </Page>
  );
};
