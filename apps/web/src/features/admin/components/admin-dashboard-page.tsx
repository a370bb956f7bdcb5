// /admin: the current season at a glance (teams, matches played, the next match night) and the
// matches that need an admin: a disputed result, a result overdue by the league's due time (not
// started, rounds unlocked, a confirmation missing), a postponed match. Each comes with what the
// admin does about it. Then the penalties the league's rules proposed, to apply or waive.
import type { Match } from '@cueleague/domain/entities';
import { liveTopics } from '@cueleague/domain/live-protocol';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExposureIcon from '@mui/icons-material/Exposure';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { formatDate, localDateKey } from '../../../lib/format.ts';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import {
  useLeague,
  useLeagueTimezone,
  useResultDeadlines,
} from '../../../entities/league/hooks/use-league.ts';
import {
  matchesQuery,
  matchSummariesQuery,
  type MatchSummary,
} from '../../../entities/matches/api/matches-api.ts';
import { useLiveMatchLists } from '../../../entities/matches/hooks/use-live-matches.ts';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useSideNames } from '../../../entities/competitions/hooks/use-side-names.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { setupSteps } from '../setup-checklist.ts';
import { ExportSection } from './export-section.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { matchesNeedingAttention } from '@cueleague/domain/match-attention';
import { AttentionRow } from './attention-row.tsx';
import { DashboardStat } from './dashboard-stat.tsx';
import { MatchActionDialogs, type MatchDialogState } from './match-action-dialogs.tsx';
import { PenaltiesToDecide } from './penalties-to-decide.tsx';
import { PlayersToCheck } from './players-to-check.tsx';

const QUICK_LINKS = [
  { to: '/admin/seasons', label: 'Seasons', icon: <EventNoteIcon /> },
  { to: '/admin/teams', label: 'Teams', icon: <GroupsIcon /> },
  { to: '/admin/players', label: 'Players', icon: <PeopleOutlineIcon /> },
  { to: '/admin/venues', label: 'Venues', icon: <StorefrontIcon /> },
  { to: '/admin/schedule-matches', label: 'Schedule', icon: <EventIcon /> },
  { to: '/admin/competitions', label: 'Cups', icon: <EmojiEventsIcon /> },
  { to: '/admin/adjustments', label: 'Adjustments', icon: <ExposureIcon /> },
  { to: '/admin/league', label: 'League settings', icon: <SettingsIcon /> },
];

/** A summary as the attention rules take a match: they never read its frames. */
const withFrames = (match: MatchSummary): Match => ({ ...match, frames: match.frames ?? [] });

export const AdminDashboardPage = () => {
  const timeZone = useLeagueTimezone();
  const season = useQuery(currentSeasonQuery());
  const seasonId = season.data?.id;
  const teams = useQuery({ ...teamsQuery({ seasonId }), enabled: Boolean(seasonId) });
  // Summaries: the schedule needs no frames (a large season's full list is megabytes).
  const matches = useQuery({ ...matchSummariesQuery({ seasonId }), enabled: Boolean(seasonId) });
  const venues = useQuery(venuesQuery());
  const memberships = useQuery({
    ...teamPlayersQuery({ seasonId, isActive: true }),
    enabled: Boolean(seasonId),
  });
  const steps =
    season.isSuccess &&
    venues.isSuccess &&
    (!seasonId || (teams.isSuccess && matches.isSuccess && memberships.isSuccess))
      ? setupSteps({
          hasSeason: Boolean(season.data),
          venues: venues.data.length,
          teams: teams.data ?? [],
          memberships: memberships.data ?? [],
          matches: matches.data?.length ?? 0,
          ...(season.data && { positionsPerTeam: season.data.format.positionsPerTeam }),
        })
      : null;
  // Disputes and overdue results in any season, not only the current one: matches in progress,
  // postponed, and those of the current season not started by today (the league's day, once its
  // zone is known): a past season's fixtures never played are history, not a task.
  const league = useLeague();
  const deadlines = useResultDeadlines();
  const today = localDateKey(new Date().toISOString(), timeZone);
  const attention = useQueries({
    queries: [
      matchesQuery({ state: 'in-progress' }),
      matchesQuery({ state: 'postponed' }),
      // Summaries: a match not started has its frames laid out, and nothing here reads them.
      {
        ...matchSummariesQuery({
          state: 'pre-match',
          to: today,
          timeZone,
          ...(seasonId && { seasonId }),
        }),
        enabled: !league.isPending && !season.isPending,
      },
    ],
  });
  const [dialog, setDialog] = useState<MatchDialogState>(null);

  // Each event is applied to the cached lists (no request for a frame); every list is read again
  // only after a gap (a snapshot after the first).
  useLiveMatchLists(seasonId ? liveTopics.season(seasonId) : null);

  const stamp = attention.map((result) => result.dataUpdatedAt).join(',');
  const items = useMemo(
    () =>
      matchesNeedingAttention(
        attention.flatMap((result) => (result.data ?? []).map(withFrames)),
        new Date(),
        deadlines,
      ),
    // `attention` is a new array every render; the data stamps say when it really changed.
    [stamp, deadlines.resultDueHours, deadlines.autoCompleteHours],
  );
  const { teamName } = useSideNames(items.map((item) => item.match));
  const attentionPending = attention.some((result) => result.isPending);
  const attentionError = attention.find((result) => result.isError)?.error;

  const summary = useMemo(() => {
    const list = matches.data ?? [];
    const completed = list.filter((match) => match.state === 'completed').length;
    const live = list.filter((match) => match.state === 'in-progress').length;
    const now = Date.now();
    const upcoming = list
      .filter((match) => match.state === 'pre-match' && Date.parse(match.scheduledDate) >= now)
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    const next = upcoming[0];
    const nightKey = next ? localDateKey(next.scheduledDate, timeZone) : null;
    const nextNight = nightKey
      ? upcoming.filter((match) => localDateKey(match.scheduledDate, timeZone) === nightKey).length
      : 0;
    return { total: list.length, completed, live, next, nextNight };
  }, [matches.data, timeZone]);

  const glance = () => {
    if (season.isPending) return <LoadingRows rows={1} height={120} label="Loading the season" />;
    if (season.isError)
      return <ErrorState error={season.error} onRetry={() => void season.refetch()} />;
    if (!season.data)
      return (
        <EmptyState
          icon={<EventNoteIcon />}
          title="No current season"
          link={{ to: '/admin/seasons', label: 'Go to seasons', primary: true }}
        >
          Create a season and make it current; then add its teams and generate the fixtures.
        </EmptyState>
      );
    const loading = teams.isPending || matches.isPending;
    const { total, completed, live, next, nextNight } = summary;
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <DashboardStat
          label="Teams"
          icon={<GroupsIcon fontSize="small" />}
          value={loading ? '…' : String(teams.data?.length ?? 0)}
          to="/admin/teams"
          linkLabel="Manage teams"
        />
        <DashboardStat
          label="Matches"
          icon={<SportsScoreIcon fontSize="small" />}
          value={loading ? '…' : `${String(completed)} / ${String(total)}`}
          detail={
            loading ? undefined : `completed${live > 0 ? ` · ${String(live)} in progress` : ''}`
          }
          to="/admin/schedule-matches"
          linkLabel="Fixture list"
        />
        <DashboardStat
          label="Next match night"
          icon={<EventIcon fontSize="small" />}
          value={loading ? '…' : next ? formatDate(next.scheduledDate, timeZone) : 'None'}
          detail={
            loading
              ? undefined
              : next
                ? `${String(nextNight)} ${nextNight === 1 ? 'match' : 'matches'}`
                : 'No unplayed fixtures'
          }
          to="/admin/schedule-matches"
          linkLabel="Schedule matches"
        />
      </Box>
    );
  };

  const attentionBody = () => {
    if (attentionPending)
      return <LoadingRows rows={2} height={72} label="Loading matches needing attention" />;
    if (attentionError)
      return (
        <ErrorState
          error={attentionError}
          onRetry={() => attention.forEach((result) => void result.refetch())}
        />
      );
    if (items.length === 0)
      return (
        <EmptyState icon={<CheckCircleOutlineIcon />} title="Nothing needs you right now">
          Disputed results, results overdue (not in by the league's due time) and postponed matches
          show up here.
        </EmptyState>
      );
    return (
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Matches needing attention"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item) => (
          <AttentionRow
            key={item.match.id}
            item={item}
            teamName={teamName}
            timeZone={timeZone}
            deadlines={deadlines}
            onAction={(kind) => setDialog({ kind, match: item.match })}
          />
        ))}
      </Paper>
    );
  };

  return (
    <Page
      title="Admin Dashboard"
      description={season.data ? `${season.data.name} at a glance.` : 'Run the league.'}
    >
      {steps && <SetupChecklist steps={steps} />}
      <Section title="Current season">{glance()}</Section>
      <PlayersToCheck />
      <Section
        title="Matches needing attention"
        action={
          items.length > 0 ? <Chip label={items.length} color="warning" size="small" /> : undefined
        }
      >
        {attentionBody()}
      </Section>
      <PenaltiesToDecide />
      <Section title="Manage">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {QUICK_LINKS.map((link) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant="outlined"
              startIcon={link.icon}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
      </Section>
      <Section title="Export">
        <ExportSection season={season.data} />
      </Section>
      <MatchActionDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        teamName={teamName}
        venues={venues.data ?? []}
      />
    </Page>
  );
};
