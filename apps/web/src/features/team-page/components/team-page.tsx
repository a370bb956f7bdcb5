// /teams/:teamId: a team's public page, for visitors and members alike: its name, season, division
// and home venue, its place in its division's table with points and form, its squad with the
// season's figures, and its fixtures and results (a match being played updates live), with the
// team's calendar to subscribe to, its points adjustments (where it has any), and its runs in the
// season's cups (a cup tie among its matches names its cup and round). An unknown team says so,
// with a way back to the table.
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { Team } from '@cueleague/domain/entities';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { MoreLink, Page, Section } from '../../../components/page.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingRows,
  type SkeletonHeight,
} from '../../../components/states.tsx';
import {
  useCupLabels,
  type CupLabelOf,
} from '../../../entities/competitions/hooks/use-cup-labels.ts';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import { useLeagueTimezone, useVenueNames } from '../../../entities/league/hooks/use-league.ts';
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';
import { LiveIndicator } from '../../../entities/matches/components/live-status.tsx';
import { playerStatsQuery, playersByIdsQuery } from '../../../entities/players/api/players-api.ts';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { standingsQuery } from '../../../entities/standings/api/standings-api.ts';
import { CupRuns } from '../../../entities/competitions/components/cup-runs.tsx';
import { StandingCard } from '../../../entities/standings/components/standing-card.tsx';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { teamQuery } from '../../../entities/teams/api/teams-api.ts';
import {
  CalendarLink,
  CalendarSubscribeButton,
} from '../../../entities/teams/components/calendar-link.tsx';
import { useTeamNames, type TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { isUnknownId } from '../../../lib/api-client.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useTeamFixtures } from '../hooks/use-team-fixtures.ts';
import { groupTeamFixtures } from '../team-fixtures.ts';
import { squadRows, unnamedPlayerIds } from '../team-squad.ts';
import { TeamAdjustments } from './team-adjustments.tsx';
import { TeamFixtureRow } from './team-fixture-row.tsx';
import { TeamSquadTable } from './team-squad-table.tsx';

/** 404, or an id the server refuses outright (422: too long to be one): no such team. */
const TeamNotFound = () => (
  <NotFoundPage
    title="Team not found"
    heading="There is no such team"
    icon={<SearchOffIcon />}
    back={{ to: '/standings', label: 'Back to the standings' }}
  >
    The link may be old, or the team was removed from the league.
  </NotFoundPage>
);

// The loading states take the room of what comes with a usual team (its standing card, a squad of
// eight, six fixtures and as many results), so nothing below jumps when it arrives.
const STANDING_HEIGHT = 131;
const SQUAD_ROWS = { rows: 9, height: 40 };
const MATCH_ROWS: { rows: number; height: SkeletonHeight } = { rows: 6, height: 85 };

/** "Winter 2026 · Premier · Home: The Crown & Anchor" to come: two lines on a phone, one wider. */
const DescriptionLoading = () => (
  <Box aria-hidden="true">
    <Skeleton variant="text" sx={{ maxWidth: 420 }} />
    <Skeleton variant="text" sx={{ width: '8em', display: { sm: 'none' } }} />
  </Box>
);

/** The subscribe button's place, until the team is in. */
const SubscribeLoading = () => (
  <Skeleton variant="rounded" aria-hidden="true" width={170} height={44} />
);

const FixtureList = ({
  matches,
  label,
  teamId,
  teamName,
  cupLabel,
}: {
  matches: readonly MatchSummary[];
  label: string;
  teamId: string;
  teamName: TeamName;
  cupLabel: CupLabelOf;
}) => {
  const timeZone = useLeagueTimezone();
  const venueName = useVenueNames();
  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
        {matches.map((match) => (
          <TeamFixtureRow
            key={match.id}
            match={match}
            teamId={teamId}
            teamName={teamName}
            venueName={venueName(match.venueId)}
            timeZone={timeZone}
            cup={cupLabel(match)}
          />
        ))}
      </Box>
    </Paper>
  );
};

const TeamView = ({ team }: { team: Team }) => {
  const seasons = useQuery(seasonsQuery());
  const season = seasons.data?.find((candidate) => candidate.id === team.seasonId);
  const divided = isDivided(season?.divisions ?? []);
  const division = season?.divisions.find((candidate) => candidate.id === team.divisionId);
  const venueName = useVenueNames();
  const venue = venueName(team.homeVenueId);
  const venues = useQuery(venuesQuery());
  // The description's season and venue hold their place until both are in.
  const describing = seasons.isPending || (Boolean(team.homeVenueId) && venues.isPending);
  const divisionId = team.divisionId ?? undefined;

  const standings = useQuery(standingsQuery(team.seasonId, divisionId));
  const standingRows = standings.data?.items ?? [];
  const standing = standingRows.find((row) => row.teamId === team.id);

  const roster = useQuery(teamPlayersQuery({ teamId: team.id }));
  const stats = useQuery(playerStatsQuery(team.seasonId, divisionId));
  const statsRows = useMemo(() => stats.data?.items ?? [], [stats.data]);
  const unnamed = useMemo(
    () => (stats.data ? unnamedPlayerIds(roster.data ?? [], statsRows) : []),
    [stats.data, roster.data, statsRows],
  );
  const extraPlayers = useQuery(playersByIdsQuery(unnamed));
  const squad = useMemo(
    () =>
      squadRows(team, roster.data ?? [], statsRows, {
        players: extraPlayers.data ?? [],
        loading: unnamed.length > 0 && extraPlayers.isPending,
      }),
    [team, roster.data, statsRows, extraPlayers.data, extraPlayers.isPending, unnamed.length],
  );

  const matches = useTeamFixtures(team);
  const { teamName } = useTeamNames([team.seasonId]);
  const groups = useMemo(() => groupTeamFixtures(matches.data ?? []), [matches.data]);
  const cupLabel = useCupLabels(matches.data ?? []);
  const playing = groups.fixtures.some((match) => match.state === 'in-progress');

  // In the season's words: "Spring 2026 · Premier · Home: The Crown" (a division only where the
  // season has two or more).
  const description = [
    season?.name,
    divided && division ? divisionLabel(division) : undefined,
    venue ? `Home: ${venue}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

  const tableLink = `/standings?season=${encodeURIComponent(team.seasonId)}${
    divided && divisionId ? `&division=${encodeURIComponent(divisionId)}` : ''
  }`;

  const standingSection = (
    <Section title="Standing" action={<MoreLink to={tableLink}>Full table</MoreLink>}>
      {standings.isPending ? (
        <LoadingRows rows={1} height={STANDING_HEIGHT} label="Loading the table" />
      ) : standings.isError ? (
        <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />
      ) : standing ? (
        <StandingCard row={standing} teams={standingRows.length} />
      ) : (
        <EmptyState icon={<TableChartIcon />} title="Not in the table yet">
          The table fills in as the season's teams play.
        </EmptyState>
      )}
    </Section>
  );

  const squadBody = () => {
    if (roster.isPending || stats.isPending)
      return <LoadingRows {...SQUAD_ROWS} label="Loading the squad" />;
    if (roster.isError)
      return <ErrorState error={roster.error} onRetry={() => void roster.refetch()} />;
    if (stats.isError)
      return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
    if (squad.length === 0)
      return (
        <EmptyState icon={<GroupsIcon />} title="No players yet">
          The team's captain or the league admin adds its players to the roster.
        </EmptyState>
      );
    return (
      <TeamSquadTable
        rows={squad}
        label={`${team.name}: squad`}
        seasonId={season?.isCurrent === false ? team.seasonId : undefined}
      />
    );
  };

  const matchesBody = (
    list: readonly MatchSummary[],
    label: string,
    empty: { icon: ReactNode; title: string; text: string },
  ) => {
    if (matches.isPending) return <LoadingRows {...MATCH_ROWS} label="Loading matches" />;
    if (matches.isError && !matches.data)
      return <ErrorState error={matches.error} onRetry={() => void matches.refetch()} />;
    if (list.length === 0)
      return (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      );
    return (
      <FixtureList
        matches={list}
        label={label}
        teamId={team.id}
        teamName={teamName}
        cupLabel={cupLabel}
      />
    );
  };

  return (
    <Page
      title={team.name}
      description={describing ? <DescriptionLoading /> : description || undefined}
      actions={<CalendarSubscribeButton teamId={team.id} variant="contained" />}
    >
      <Grid container spacing={{ xs: 0, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          {standingSection}
          <TeamAdjustments team={team} />
          <Section title="Squad">{squadBody()}</Section>
          <CupRuns seasonId={team.seasonId} name={team.name} of={{ teamId: team.id }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section
            title="Fixtures"
            action={
              playing ? (
                <LiveIndicator status={matches.liveStatus} unreachable={matches.unreachable} />
              ) : undefined
            }
          >
            {matchesBody(groups.fixtures, `${team.name}: fixtures`, {
              icon: <EventIcon />,
              title: 'No fixtures to play',
              text:
                season?.isCurrent === false
                  ? 'This season is over.'
                  : 'Fixtures appear here once the league admin schedules them.',
            })}
          </Section>
          <Section title="Results">
            {matchesBody(groups.results, `${team.name}: results`, {
              icon: <EmojiEventsIcon />,
              title: 'No results yet',
              text: "Results appear here as soon as the team's first match is completed.",
            })}
          </Section>
          <Section title="Team calendar">
            <CalendarLink team={team} subscribeButton={false} />
          </Section>
        </Grid>
      </Grid>
    </Page>
  );
};

export const TeamPage = () => {
  const { teamId = '' } = useParams();
  const team = useQuery({ ...teamQuery(teamId), enabled: teamId.length > 0 });
  if (!teamId) return <TeamNotFound />;
  if (team.isPending)
    return (
      <Page title="Team" description={<DescriptionLoading />} actions={<SubscribeLoading />}>
        <LoadingRows rows={4} height={72} label="Loading the team" page />
      </Page>
    );
  if (team.isError) {
    if (isUnknownId(team.error)) return <TeamNotFound />;
    return (
      <Page title="Team">
        <ErrorState
          title="The team didn't load"
          error={team.error}
          onRetry={() => void team.refetch()}
        />
      </Page>
    );
  }
  return <TeamView team={team.data} />;
};
