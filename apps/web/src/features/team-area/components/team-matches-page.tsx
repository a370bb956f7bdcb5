// /team/matches: every home and away match of the user's team, grouped In progress, Upcoming and
// Results, each with its state. Captains get the score page of matches they can still score;
// everyone gets the public live scoreboard of a match being played.
import type { Match, Team } from '@cueleague/domain/entities';
import { canScoreMatch, type Actor } from '@cueleague/domain/permissions';
import EventIcon from '@mui/icons-material/Event';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { EmptyState, QueryList } from '../../../components/states.tsx';
import { useLeagueTimezone, useVenueNames } from '../../../entities/league/hooks/use-league.ts';
import { LiveIndicator } from '../../../entities/matches/components/live-status.tsx';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { useTeamMatches } from '../hooks/use-team-matches.ts';
import { groupTeamMatches, nextMatchOf } from '../team-matches.ts';
import { MyTeamPage } from './my-team-state.tsx';
import { TeamMatchRow } from './team-match-row.tsx';

const TITLE = 'Team Matches';

const MatchList = ({
  matches,
  team,
  actor,
  nextId,
}: {
  matches: readonly Match[];
  team: Team;
  actor: Actor | null;
  nextId?: string | undefined;
}) => {
  const { teamName } = useTeamNames([team.seasonId]);
  const venueName = useVenueNames();
  const timeZone = useLeagueTimezone();
  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {matches.map((match, index) => (
          <Fragment key={match.id}>
            {index > 0 && <Divider component="li" aria-hidden="true" sx={{ listStyle: 'none' }} />}
            <TeamMatchRow
              match={match}
              teamId={team.id}
              teamName={teamName}
              venueName={venueName(match.venueId)}
              timeZone={timeZone}
              canScore={canScoreMatch(actor, match)}
              isNext={match.id === nextId}
            />
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
};

const Group = ({
  title,
  matches,
  empty,
  children,
}: {
  title: string;
  matches: readonly Match[];
  empty: ReactNode;
  children: (matches: readonly Match[]) => ReactNode;
}) => (
  <Section
    title={`${title} (${matches.length})`}
    id={`group-${title.toLowerCase().replace(/\s+/g, '-')}`}
  >
    {matches.length === 0 ? empty : children(matches)}
  </Section>
);

const TeamMatches = ({ team, actor }: { team: Team; actor: Actor | null }) => {
  const matches = useTeamMatches(team);
  const groups = useMemo(() => groupTeamMatches(matches.data ?? []), [matches.data]);
  // With nothing in progress, the first pre-match one is what the team plays next.
  const nextId = groups.inProgress.length === 0 ? nextMatchOf(groups)?.id : undefined;
  const list = (items: readonly Match[]) => (
    <MatchList matches={items} team={team} actor={actor} nextId={nextId} />
  );

  const body = (
    <QueryList
      query={matches}
      loading={{ rows: 6, height: 88, label: 'Loading matches' }}
      empty={
        <EmptyState
          icon={<EventIcon />}
          title="No matches yet"
          link={{ to: '/fixtures', label: 'See the fixtures' }}
        >
          Your team's matches appear here once the league admin schedules the season.
        </EmptyState>
      }
    >
      {() => (
        <>
          {groups.inProgress.length > 0 && (
            <Group title="In progress" matches={groups.inProgress} empty={null}>
              {list}
            </Group>
          )}
          <Group
            title="Upcoming"
            matches={groups.upcoming}
            empty={
              <EmptyState icon={<EventIcon />} title="Nothing scheduled">
                Every scheduled match has been played.
              </EmptyState>
            }
          >
            {list}
          </Group>
          <Group
            title="Results"
            matches={groups.results}
            empty={
              <EmptyState icon={<EmojiEventsIcon />} title="No results yet">
                Results appear here as soon as your team's first match is completed.
              </EmptyState>
            }
          >
            {list}
          </Group>
        </>
      )}
    </QueryList>
  );

  return (
    <Page
      title={TITLE}
      description={
        <>
          <TeamLink teamId={team.id}>{team.name}</TeamLink>: every home and away match this season.
        </>
      }
      actions={
        <>
          {groups.inProgress.length > 0 && (
            <LiveIndicator status={matches.liveStatus} unreachable={matches.unreachable} />
          )}
          <Button component={RouterLink} to="/team" variant="outlined">
            Team dashboard
          </Button>
        </>
      }
    >
      {body}
    </Page>
  );
};

export const TeamMatchesPage = () => (
  <MyTeamPage title={TITLE}>{(my) => <TeamMatches team={my.team} actor={my.actor} />}</MyTeamPage>
);
