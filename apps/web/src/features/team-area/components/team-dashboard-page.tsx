// /team: the user's team at a glance: the next match (with the captain's way into scoring it),
// the last results, the team's place in the table, who is on the roster, and the team's
// fixtures as a calendar to subscribe to.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { Match, Team } from '@cueleague/domain/entities';
import { canScoreMatch } from '@cueleague/domain/permissions';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { venuesQuery } from '../../league/api/league-api.ts';
import { useLeagueTimezone } from '../../league/hooks/use-league.ts';
import { MatchStateChip } from '../../matches/components/match-line.tsx';
import { standingsQuery } from '../../standings/api/standings-api.ts';
import { FormGuide } from '../../standings/components/form-guide.tsx';
import { calendarSubscribeUrl, calendarUrl } from '../../teams/api/teams-api.ts';
import { useTeamNames, type TeamName } from '../../teams/hooks/use-team-names.ts';
import { useMyTeam, type MyTeam } from '../hooks/use-my-team.ts';
import { TeamMatchRow } from './team-match-row.tsx';
import { useRoster } from '../hooks/use-roster.ts';
import { useTeamMatches } from '../hooks/use-team-matches.ts';
import {
  groupTeamMatches,
  nextMatchOf,
  scoreActionLabel,
  scorePagePath,
  teamSide,
} from '../team-matches.ts';
import { AvailabilitySection } from './availability-section.tsx';
import { MyTeamState } from './my-team-state.tsx';
import { HomeAwayChip, TeamScore } from './team-match-row.tsx';

const TITLE = 'Team Dashboard';
const LAST_RESULTS = 5;

type Ok = Extract<MyTeam, { status: 'ok' }>;

const MoreLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={RouterLink} to={to} size="small">
    {children}
  </Button>
);

export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

// ---- Next match ----

const NextMatchCard = ({ match, my, teamName }: { match: Match; my: Ok; teamName: TeamName }) => {
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
          vs {opponent}
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

// ---- Last results ----

const LastResults = ({
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
                    vs {teamName(view.opponentId)}
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

// ---- Standing ----

const Stat = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ textAlign: 'center', minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem' }}>
      {value}
    </Typography>
  </Box>
);

const StandingCard = ({ row, teams }: { row: StandingsRow; teams: number }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 1,
      }}
    >
      <Stat
        label="Position"
        value={
          <>
            {ordinal(row.position)}
            <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary', ml: 0.5 }}>
              of {teams}
            </Box>
          </>
        }
      />
      <Stat label="Points" value={row.points} />
      <Stat label="Played" value={row.played} />
      <Stat
        label="Frame diff."
        value={row.frameDifference > 0 ? `+${row.frameDifference}` : row.frameDifference}
      />
    </Box>
    <Divider sx={{ my: 1.5 }} />
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        Won {row.won} · Drawn {row.drawn} · Lost {row.lost}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Form
        </Typography>
        <FormGuide form={row.form} />
      </Stack>
    </Stack>
  </Paper>
);

// ---- Calendar ----

const CalendarLink = ({ team }: { team: Team }) => {
  const notify = useNotify();
  const url = `${window.location.origin}${calendarUrl(team.id)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Calendar link copied');
    } catch {
      notify.warning("Couldn't copy the link: select it and copy it by hand.");
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Add this link to Google Calendar, Apple Calendar or Outlook as a calendar by URL: moved
        matches update by themselves.
      </Typography>
      <TextField
        label="Calendar link"
        value={url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy link">
                  <IconButton
                    aria-label="Copy calendar link"
                    edge="end"
                    onClick={() => void copy()}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1.5 }}
      />
      <Button
        variant="outlined"
        href={calendarSubscribeUrl(team.id)}
        startIcon={<EventAvailableIcon />}
        sx={{ minHeight: 44 }}
      >
        Subscribe (iCal)
      </Button>
    </Paper>
  );
};

// ---- The page ----

const Dashboard = ({ my }: { my: Ok }) => {
  const { team } = my;
  const matches = useTeamMatches(team);
  const standings = useQuery(standingsQuery(team.seasonId));
  const roster = useRoster(team);
  const { teamName } = useTeamNames([team.seasonId]);
  const timeZone = useLeagueTimezone();
  const groups = useMemo(() => groupTeamMatches(matches.data ?? []), [matches.data]);
  const next = nextMatchOf(groups);
  const results = groups.results
    .filter((match) => match.state === 'completed')
    .slice(0, LAST_RESULTS);
  const standingRows = standings.data?.items ?? [];
  const row = standingRows.find((candidate) => candidate.teamId === team.id);
  const active = roster.members.filter((member) => member.membership.isActive);

  const matchesState = (render: () => ReactNode, rows = 2) =>
    matches.isPending ? (
      <LoadingRows rows={rows} height={72} label="Loading matches" />
    ) : matches.isError ? (
      <ErrorState error={matches.error} onRetry={() => void matches.refetch()} />
    ) : (
      render()
    );

  const nextSection = (
    <Section
      title={next?.state === 'in-progress' ? 'Playing now' : 'Next match'}
      id="section-next-match"
      action={<MoreLink to="/team/matches">All matches</MoreLink>}
    >
      {matchesState(
        () =>
          next ? (
            <NextMatchCard match={next} my={my} teamName={teamName} />
          ) : (
            <EmptyState icon={<EventIcon />} title="No match scheduled">
              Your next fixture appears here once the league admin schedules it.
            </EmptyState>
          ),
        1,
      )}
    </Section>
  );

  // A postponed match waits for its new date: it stays in view, marked, until the league
  // reschedules it (the next-match card may be showing another).
  const postponed = groups.upcoming.filter(
    (match) => match.state === 'postponed' && match.id !== next?.id,
  );
  const postponedSection =
    postponed.length > 0 ? (
      <Section title="Postponed">
        <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1.5 }}>
            Waiting for a new date from the league admin.
          </Typography>
          <Box component="ul" aria-label="Postponed matches" sx={{ m: 0, p: 0 }}>
            {postponed.map((match) => (
              <TeamMatchRow
                key={match.id}
                match={match}
                teamId={team.id}
                teamName={teamName}
                venueName={undefined}
                timeZone={timeZone}
                canScore={false}
              />
            ))}
          </Box>
        </Paper>
      </Section>
    ) : null;

  const resultsSection = (
    <Section title="Last results" action={<MoreLink to="/team/matches">All results</MoreLink>}>
      {matchesState(() =>
        results.length > 0 ? (
          <LastResults results={results} teamId={team.id} teamName={teamName} />
        ) : (
          <EmptyState icon={<EmojiEventsIcon />} title="No results yet">
            Results appear here as soon as your team's first match is completed.
          </EmptyState>
        ),
      )}
    </Section>
  );

  const standingSection = (
    <Section title="Standing" action={<MoreLink to="/standings">Full table</MoreLink>}>
      {standings.isPending ? (
        <LoadingRows rows={1} height={120} label="Loading the table" />
      ) : standings.isError ? (
        <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />
      ) : row ? (
        <StandingCard row={row} teams={standingRows.length} />
      ) : (
        <EmptyState icon={<TableChartIcon />} title="Not in the table yet">
          The table fills in as the season's teams play.
        </EmptyState>
      )}
    </Section>
  );

  const rosterSection = (
    <Section
      title="Roster"
      action={my.canManageRoster ? <MoreLink to="/team/roster">Manage roster</MoreLink> : undefined}
    >
      {roster.isPending ? (
        <LoadingRows rows={3} height={32} label="Loading the roster" />
      ) : roster.isError ? (
        <ErrorState error={roster.error} onRetry={roster.refetch} />
      ) : active.length === 0 ? (
        <EmptyState icon={<GroupsIcon />} title="No active players">
          {my.canManageRoster
            ? 'Add your players on the roster page.'
            : 'Your captain adds the players to the roster.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {active.length} active {active.length === 1 ? 'player' : 'players'}
          </Typography>
          <Box
            component="ul"
            aria-label="Active players"
            sx={{ m: 0, p: 0, listStyle: 'none', columns: { xs: 1, sm: 2, md: 1 } }}
          >
            {active.map((member) => (
              <Box
                component="li"
                key={member.membership.id}
                sx={{
                  py: 0.5,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  breakInside: 'avoid',
                }}
              >
                <span>{member.name}</span>
                {member.isCaptain && (
                  <Chip size="small" color="secondary" label="Captain" sx={{ height: 20 }} />
                )}
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Section>
  );

  return (
    <Page
      title={team.name}
      description={[
        'Team dashboard',
        my.season?.name,
        my.isCaptain ? "You're the captain" : undefined,
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <Grid container spacing={{ xs: 0, md: 4 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          {nextSection}
          {matches.data && roster.members.length > 0 && (
            <AvailabilitySection
              my={my}
              upcoming={groups.upcoming}
              members={active}
              teamName={teamName}
            />
          )}
          {postponedSection}
          {resultsSection}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {standingSection}
          {rosterSection}
          <Section title="Team calendar">
            <CalendarLink team={team} />
          </Section>
        </Grid>
      </Grid>
    </Page>
  );
};

export const TeamDashboardPage = () => {
  const myTeam = useMyTeam();
  if (myTeam.status !== 'ok') return <MyTeamState title={TITLE} myTeam={myTeam} />;
  return <Dashboard my={myTeam} />;
};
