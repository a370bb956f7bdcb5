// /players/:playerId, a player's public page (issue 18): their team and figures for a season (any
// season, ?season=, the current one unless said), their rating over it as a chart, every frame of
// it, head-to-head against anyone they have met, and their career season by season.
import type { Player } from '@cueleague/domain/entities';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { Page, Section } from '../../../components/page.tsx';
import { CupRuns } from '../../../entities/competitions/components/cup-runs.tsx';
import { CalendarSubscribeButton } from '../../../entities/teams/components/calendar-link.tsx';
import { ErrorState, LoadingRows, SelectsLoading } from '../../../components/states.tsx';
import {
  playerQuery,
  playerStatsQuery,
  ratingHistoryQuery,
} from '../../../entities/players/api/players-api.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import {
  SeasonSelect,
  useSeasonChoice,
  type SeasonChoice,
} from '../../../entities/seasons/components/season-select.tsx';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { isUnknownId } from '../../../lib/api-client.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { CareerTable } from './career-table.tsx';
import { HeadToHead } from './head-to-head.tsx';
import { PlayerFrames } from './player-frames.tsx';
import { formatRating } from './rating-chart-text.ts';

// The chart (and uPlot behind it) is this page's alone: loaded with the page (pages.ts), so a
// page the server rendered is taken over whole, chart included (ssr/).
const RatingChart = lazyPage(() =>
  import('./rating-chart.tsx').then((module) => module.RatingChart),
);

/** Loads what this page loads lazily: the app waits for it before showing the page. */
export const preloadPlayerPageParts = (): Promise<void> => RatingChart.preload();

// The loading states take the room of what comes (a line and four figures, two by two on a phone;
// the chart and its caption; a season's frames), so the sections below do not jump when it does.
const FIGURES_HEIGHT = { xs: 195, sm: 111 };
const RATING_HEIGHT = 248;
const FRAME_ROWS = { rows: 8, height: 60 };

/** The season's figures, chart and frames to come, in their places. */
const SeasonLoading = ({ label }: { label: string }) => (
  <>
    <Box sx={{ mb: 4 }}>
      <LoadingRows rows={1} height={FIGURES_HEIGHT} label={label} />
    </Box>
    <RatingFramesLoading />
  </>
);

const RatingFramesLoading = () => (
  <>
    <Section title="Rating">
      <LoadingRows rows={1} height={RATING_HEIGHT} label="Loading the rating" />
    </Section>
    <Section title="Frames">
      <LoadingRows {...FRAME_ROWS} label="Loading the frames" />
    </Section>
  </>
);

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Paper variant="outlined" sx={{ px: 2, py: 1.25, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontSize: '1.4rem', fontWeight: 700 }}>
      {value}
    </Typography>
  </Paper>
);

/** The season's figures: the same row the players page shows for them. */
const SeasonFigures = ({ player, choice }: { player: Player; choice: SeasonChoice }) => {
  const stats = useQuery({
    ...playerStatsQuery(choice.seasonId),
    enabled: choice.seasonId !== undefined,
  });
  if (stats.isPending)
    return <LoadingRows rows={1} height={FIGURES_HEIGHT} label="Loading the figures" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const row = stats.data.items.find((item) => item.playerId === player.id);
  const name = playerFullName(player);
  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        {row?.teamId ? (
          <>
            Plays for{' '}
            <TeamLink teamId={row.teamId} sx={{ fontWeight: 600 }}>
              {row.teamName ?? 'their team'}
            </TeamLink>{' '}
            in {choice.season?.name ?? 'this season'}.
          </>
        ) : (
          `${name} has no team in ${choice.season?.name ?? 'this season'}.`
        )}
      </Typography>
      <Box
        component="dl"
        aria-label={`${name} in ${choice.season?.name ?? 'this season'}`}
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 160px))',
          },
        }}
      >
        <Figure label="Frames played" value={String(row?.framesPlayed ?? 0)} />
        <Figure label="Frames won" value={String(row?.framesWon ?? 0)} />
        <Figure label="Win %" value={`${row?.winPercent ?? 0}%`} />
        <Figure
          label={choice.season?.isCurrent === false ? 'Final rating' : 'Rating now'}
          value={row?.rating === null || row?.rating === undefined ? '–' : formatRating(row.rating)}
        />
      </Box>
    </>
  );
};

const SeasonFrames = ({
  player,
  seasonId,
  seasonName,
  past,
}: {
  player: Player;
  seasonId: string;
  seasonName: string;
  /** A season no longer current: its ratings are final. */
  past: boolean;
}) => {
  const name = playerFullName(player);
  const history = useQuery(ratingHistoryQuery(player.id, seasonId));
  const newestFirst = useMemo(() => [...(history.data?.items ?? [])].reverse(), [history.data]);
  if (history.isPending) return <RatingFramesLoading />;
  if (history.isError) {
    return (
      <Section title="Rating">
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      </Section>
    );
  }
  return (
    <>
      <Section title="Rating">
        <Suspense fallback={<Skeleton variant="rounded" height={RATING_HEIGHT} />}>
          <RatingChart items={history.data.items} playerName={name} final={past} />
        </Suspense>
      </Section>
      {newestFirst.length > 0 && (
        <Section title="Frames">
          <PlayerFrames
            key={seasonId}
            items={newestFirst}
            label={`${name}'s frames in ${seasonName}, newest first`}
          />
        </Section>
      )}
    </>
  );
};

export const PlayerPage = () => {
  const { playerId = '' } = useParams();
  const player = useQuery(playerQuery(playerId));
  const choice = useSeasonChoice();

  if (player.isPending) {
    return (
      <Page title="Player" actions={<SelectsLoading count={1} />}>
        <LoadingRows rows={4} height={56} label="Loading the player" page />
      </Page>
    );
  }
  if (player.isError) {
    if (isUnknownId(player.error)) {
      return (
        <NotFoundPage
          title="Player not found"
          heading="No such player"
          icon={<PersonOffIcon />}
          back={{ to: '/players', label: 'All players' }}
        >
          The link may be old, or the player was removed.
        </NotFoundPage>
      );
    }
    return (
      <Page title="Player">
        <ErrorState error={player.error} onRetry={() => void player.refetch()} />
      </Page>
    );
  }

  const name = playerFullName(player.data);
  const seasonBody = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (choice.loading) return <SeasonLoading label="Loading the season" />;
    if (choice.empty || !choice.seasonId) {
      return (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          The league has no season yet.
        </Typography>
      );
    }
    return (
      <>
        <Box sx={{ mb: 4 }}>
          <SeasonFigures player={player.data} choice={choice} />
        </Box>
        <SeasonFrames
          player={player.data}
          seasonId={choice.seasonId}
          seasonName={choice.season?.name ?? 'this season'}
          past={choice.season?.isCurrent === false}
        />
        <CupRuns seasonId={choice.seasonId} name={name} of={{ playerId: player.data.id }} />
      </>
    );
  };

  return (
    <Page
      title={name}
      actions={choice.loading ? <SelectsLoading count={1} /> : <SeasonSelect choice={choice} />}
    >
      <Stack>{seasonBody()}</Stack>
      <Section title="Head to head">
        <HeadToHead playerId={player.data.id} playerName={name} />
      </Section>
      <Section title="Career">
        <CareerTable playerId={player.data.id} playerName={name} />
      </Section>
      <Section title="Calendar">
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {name}&apos;s team fixtures and knockout ties, in your calendar app: moved matches update
          by themselves.
        </Typography>
        <CalendarSubscribeButton playerId={player.data.id} />
      </Section>
    </Page>
  );
};
