// /: what a visitor wants first: matches being played now, who plays next, the top of the table
// and the latest results; a signed-in member sees their own team's next match above it all. A
// season of two or more divisions shows the top of each division's table, a card each. A cup tie
// is marked with its cup and round, linking to its bracket.
import { isDivided } from '@cueleague/domain/divisions';
import { UPCOMING_GRACE_MS } from '@cueleague/domain/match-state';
import EventIcon from '@mui/icons-material/Event';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MoreLink, Page, Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows, NameLoading } from '../../../components/states.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useCupLabels } from '../../../entities/competitions/hooks/use-cup-labels.ts';
import {
  useLeague,
  useLeagueTimezone,
  useVenueNames,
} from '../../../entities/league/hooks/use-league.ts';
import { LiveIndicator, NoLiveMatches } from '../../../entities/matches/components/live-status.tsx';
import { MatchScoreboard } from '../../../entities/matches/components/match-scoreboard.tsx';
import { useLiveMatches } from '../../../entities/matches/hooks/use-live-matches.ts';
import {
  matchSummariesQuery,
  type MatchSummary,
} from '../../../entities/matches/api/matches-api.ts';
import { MatchLines } from '../../../entities/matches/components/match-line.tsx';
import { YourNextMatch } from '../../../entities/matches/components/your-next-match.tsx';
import { currentSeasonQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { standingsQuery } from '../../../entities/standings/api/standings-api.ts';
import { useSideNames } from '../../../entities/competitions/hooks/use-side-names.ts';
import { DivisionTops } from './division-tops.tsx';
import { TableTop } from './table-top.tsx';

const HOME_LIST_LENGTH = 5;
const HOME_LIVE_LENGTH = 4;
// The loading states take the room of what comes (a match being played, five match lines, the
// table's top), so the sections below do not jump when it arrives; they hold until the teams'
// names are in, which can wrap a line. A scoreboard is about 118 px tall, a match line 93 px on a
// phone (teams stacked around the score) and 77 px wider.
const LIVE_HEIGHT = 118;
const MATCH_LINE_HEIGHT = { xs: 87, sm: 71 };
const DESCRIPTION = 'live scores, fixtures, table and player stats';

export const splitFixtures = (matches: readonly MatchSummary[], now: number) => {
  const upcoming = matches
    .filter(
      (match) =>
        match.state === 'pre-match' && Date.parse(match.scheduledDate) >= now - UPCOMING_GRACE_MS,
    )
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
    .slice(0, HOME_LIST_LENGTH);
  const results = matches
    .filter((match) => match.state === 'completed')
    .sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate))
    .slice(0, HOME_LIST_LENGTH);
  return { upcoming, results };
};

export const HomePage = () => {
  const league = useLeague();
  const timeZone = useLeagueTimezone();
  const venueName = useVenueNames();
  const season = useQuery(currentSeasonQuery());
  const seasonId = season.data?.id;
  const matches = useQuery({ ...matchSummariesQuery({ seasonId }), enabled: Boolean(seasonId) });
  const divided = isDivided(season.data?.divisions ?? []);
  // A divided season's cards ask for each division's table themselves.
  const standings = useQuery({
    ...standingsQuery(seasonId),
    enabled: Boolean(seasonId) && !divided,
  });
  const live = useLiveMatches();
  const liveMatches = (live.data ?? []).slice(0, HOME_LIVE_LENGTH);
  // A singles knockout's tie is named from its cup (decision 0048).
  const {
    teamName,
    playersOf,
    loading: namesLoading,
  } = useSideNames([...(matches.data ?? []), ...liveMatches], [seasonId]);
  const cupLabel = useCupLabels([...(matches.data ?? []), ...liveMatches]);
  const { upcoming, results } = useMemo(
    () => splitFixtures(matches.data ?? [], Date.now()),
    [matches.data],
  );

  const title = league.data?.name ?? 'CueLeague';
  const noSeason = season.isSuccess && season.data === null;
  const { isAdmin } = useAuth();

  const liveSection = (
    <Section
      title="Live now"
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {liveMatches.length > 0 && (
            <LiveIndicator status={live.liveStatus} unreachable={live.unreachable} />
          )}
          <MoreLink to="/live">All live matches</MoreLink>
        </Box>
      }
    >
      {live.isPending || (liveMatches.length > 0 && namesLoading) ? (
        <LoadingRows rows={1} height={LIVE_HEIGHT} label="Loading live matches" />
      ) : live.isError && liveMatches.length === 0 ? (
        <ErrorState error={live.error} onRetry={() => void live.refetch()} />
      ) : liveMatches.length === 0 ? (
        <NoLiveMatches />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: liveMatches.length > 1 ? '1fr 1fr' : '1fr' },
          }}
        >
          {liveMatches.map((match) => (
            <MatchScoreboard
              key={match.id}
              match={match}
              teamName={teamName}
              playersOf={playersOf}
              playerName={() => ''}
              venueName={venueName(match.venueId)}
              headingLevel="h3"
              compact
              cup={cupLabel(match)}
            />
          ))}
        </Box>
      )}
    </Section>
  );

  const fixturesBody = (list: readonly MatchSummary[], empty: { title: string; text: string }) => {
    if (season.isPending || (seasonId && matches.isPending) || (list.length > 0 && namesLoading))
      return <LoadingRows rows={HOME_LIST_LENGTH} height={MATCH_LINE_HEIGHT} />;
    if (season.isError)
      return <ErrorState error={season.error} onRetry={() => void season.refetch()} />;
    if (matches.isError)
      return <ErrorState error={matches.error} onRetry={() => void matches.refetch()} />;
    if (list.length === 0) {
      return (
        <EmptyState icon={<EventIcon />} title={empty.title}>
          {empty.text}
        </EmptyState>
      );
    }
    return (
      <MatchLines
        matches={list}
        teamName={teamName}
        timeZone={timeZone}
        venueName={venueName}
        cupLabel={cupLabel}
      />
    );
  };

  // The upcoming fixtures and the recent results: a list of match lines, with a link to the
  // fixtures page.
  const fixturesSection = (
    title: string,
    more: string,
    list: readonly MatchSummary[],
    empty: { title: string; text: string },
  ) => (
    <Section title={title} action={<MoreLink to="/fixtures">{more}</MoreLink>}>
      {fixturesBody(list, empty)}
    </Section>
  );

  const tableBody = () => {
    if (divided && season.data) return <DivisionTops season={season.data} />;
    if (season.isPending || (seasonId && standings.isPending))
      return <LoadingRows rows={HOME_LIST_LENGTH + 1} height={36} label="Loading the table" />;
    if (standings.isError)
      return <ErrorState error={standings.error} onRetry={() => void standings.refetch()} />;
    const rows = standings.data?.items ?? [];
    return (
      <TableTop
        rows={rows}
        limit={HOME_LIST_LENGTH}
        name={season.data?.name ?? 'This season'}
        of="season"
      />
    );
  };

  return (
    <Page
      title={title}
      description={
        season.data ? (
          `${season.data.name} · ${DESCRIPTION}`
        ) : season.isPending ? (
          // The season's name holds its place: the line wraps as it will with it.
          <>
            <NameLoading />
            {` · ${DESCRIPTION}`}
          </>
        ) : (
          'Live scores, fixtures, table and player stats'
        )
      }
    >
      {noSeason ? (
        <>
          {liveSection}
          <EmptyState
            icon={<EmojiEventsIcon />}
            title="The season hasn't started yet"
            link={
              // Straight after the setup page the admin lands here: point at the next step.
              isAdmin
                ? { to: '/admin/seasons/create', label: 'Create the season', primary: true }
                : undefined
            }
          >
            {isAdmin
              ? 'Create the season, then add its venues, teams and players in the admin area, and generate the fixtures. They appear here as soon as there are some.'
              : 'Fixtures, results and the table appear here once the league admin sets up a season.'}
          </EmptyState>
        </>
      ) : (
        <Grid container spacing={{ xs: 0, md: 4 }}>
          <Grid size={{ xs: 12, md: 7, xl: 8 }}>
            <YourNextMatch
              matches={matches.data ?? []}
              teamName={teamName}
              timeZone={timeZone}
              venueName={venueName}
              cupLabel={cupLabel}
            />
            {liveSection}
            {fixturesSection('Next fixtures', 'All fixtures', upcoming, {
              title: 'No fixtures coming up',
              text: 'Every scheduled match of this season has been played.',
            })}
          </Grid>
          <Grid size={{ xs: 12, md: 5, xl: 4 }}>
            <Section
              title="Top of the table"
              action={<MoreLink to="/standings">Full table</MoreLink>}
            >
              {tableBody()}
            </Section>
            {fixturesSection('Recent results', 'All results', results, {
              title: 'No results yet',
              text: 'Results appear here as soon as the first matches are completed.',
            })}
          </Grid>
        </Grid>
      )}
    </Page>
  );
};
