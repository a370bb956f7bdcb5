// /live: every match being played right now as a scoreboard, updating frame by frame with no
// refresh (live channel, with a 15-second refetch while it is unavailable). Each links to its
// match's page, the full scorecard. A cup tie names its cup and round, linking to its bracket.
import Box from '@mui/material/Box';
import { Page } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { useCupLabels } from '../../../entities/competitions/hooks/use-cup-labels.ts';
import { useVenueNames } from '../../../entities/league/hooks/use-league.ts';
import { useFramePlayerNames } from '../../../entities/players/hooks/use-player-names.ts';
import { useSideNames } from '../../../entities/competitions/hooks/use-side-names.ts';
import { useLiveMatches } from '../../../entities/matches/hooks/use-live-matches.ts';
import { LiveIndicator, NoLiveMatches } from '../../../entities/matches/components/live-status.tsx';
import { MatchScoreboard } from '../../../entities/matches/components/match-scoreboard.tsx';

export const LivePage = () => {
  const live = useLiveMatches();
  const matches = live.data ?? [];
  // A singles knockout's tie in play is named from its cup (decision 0048); a doubles tie's
  // frames name its pairs by their sides (0049).
  const { teamName, playersOf } = useSideNames(matches);
  const playerName = useFramePlayerNames(matches, teamName);
  const venueName = useVenueNames();
  const cupLabel = useCupLabels(matches);

  return (
    <Page
      title="Live Matches"
      description="Every match in progress, frame by frame."
      actions={<LiveIndicator status={live.liveStatus} unreachable={live.unreachable} />}
    >
      {live.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <LoadingRows rows={1} height={360} label="Loading live matches" />
          <LoadingRows rows={1} height={360} label="Loading live matches" />
        </Box>
      ) : live.isError && matches.length === 0 ? (
        <ErrorState error={live.error} onRetry={() => void live.refetch()} />
      ) : matches.length === 0 ? (
        <NoLiveMatches />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              md: matches.length === 1 ? 'minmax(0, 900px)' : '1fr 1fr',
              xl: matches.length >= 3 ? '1fr 1fr 1fr' : undefined,
            },
            justifyContent: 'center',
          }}
        >
          {matches.map((match) => (
            <MatchScoreboard
              key={match.id}
              match={match}
              teamName={teamName}
              playersOf={playersOf}
              playerName={playerName}
              venueName={venueName(match.venueId)}
              linked
              cup={cupLabel(match)}
            />
          ))}
        </Box>
      )}
    </Page>
  );
};
