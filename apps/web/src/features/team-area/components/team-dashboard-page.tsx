// /team: the user's team at a glance: the next match (with the captain's way into scoring it),
// the last results, the team's place in the table, who is on the roster, and the team's
// fixtures as a calendar to subscribe to; the team's public page is a tap away, and for a captain
// the team's statement of fees and fines.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MoreLink, Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { standingsQuery } from '../../../entities/standings/api/standings-api.ts';
import { StandingCard } from '../../../entities/standings/components/standing-card.tsx';
import { CalendarLink } from '../../../entities/teams/components/calendar-link.tsx';
import { teamPath } from '../../../entities/teams/components/team-link.tsx';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';
import type { MyTeamOk } from '../../../entities/teams/hooks/use-my-team.ts';
import { useRoster } from '../hooks/use-roster.ts';
import { useTeamMatches } from '../hooks/use-team-matches.ts';
import { groupTeamMatches, nextMatchOf } from '../team-matches.ts';
import { ActivePlayers } from './active-players.tsx';
import { AvailabilitySection } from './availability-section.tsx';
import { LastResults } from './last-results.tsx';
import { MyTeamPage } from './my-team-state.tsx';
import { NextMatchCard } from './next-match-card.tsx';
import { TeamMatchRow } from './team-match-row.tsx';

const TITLE = 'Team Dashboard';
const LAST_RESULTS = 5;

const Dashboard = ({ my }: { my: MyTeamOk }) => {
  const { team } = my;
  const matches = useTeamMatches(team);
  // The table of the team's own division (a season's top one for a team without).
  const standings = useQuery(standingsQuery(team.seasonId, team.divisionId ?? undefined));
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
        <ActivePlayers active={active} />
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
      actions={
        <>
          <Button component={RouterLink} to={teamPath(team.id)} variant="outlined">
            Public team page
          </Button>
          {/* Money is the captain's to see (Fees and fines), not the players'. */}
          {my.isCaptain && (
            <Button
              component={RouterLink}
              to="/team/statement"
              variant="outlined"
              startIcon={<ReceiptLongIcon />}
            >
              Fees statement
            </Button>
          )}
        </>
      }
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

export const TeamDashboardPage = () => (
  <MyTeamPage title={TITLE}>{(my) => <Dashboard my={my} />}</MyTeamPage>
);
