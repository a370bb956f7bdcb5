// /competitions/:competitionId: a cup's bracket, kept current from its season's live topic (a score
// as it is played, the winner going through as the tie is confirmed). A cup taking entries shows
// its entries instead, with a captain's Enter or Withdraw button (cup-entries.tsx). A cup drawn
// but not published is the admin's to see: anyone else gets a 404, so the page says there is no
// such cup. A cup with groups shows its groups' tables and ties above its knockout. The entries,
// the groups and the no-such-cup page load only when shown, so a plain bracket page stays within
// its JavaScript budget. A singles knockout says so, counts players, and links each side to its
// player's page; a doubles knockout counts pairs, each pair's names linking to its players.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MoreLink, Page } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { competitionQuery } from '../../../entities/competitions/api/competitions-api.ts';
import { Bracket } from '../../../entities/competitions/components/bracket.tsx';
import { useCompetitionUpdates } from '../../../entities/competitions/hooks/use-competition-updates.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { LiveIndicator } from '../../../entities/matches/components/live-status.tsx';
import { isUnknownId } from '../../../lib/api-client.ts';
import { LIVE_FALLBACK_REFETCH_MS } from '../../../lib/use-live-topic.tsx';
import {
  bracketWords,
  entrantWords,
  isPlayersCup,
  KIND_LABELS,
} from '../../../entities/competitions/bracket-view.ts';
import { LazyPart } from '../../../components/lazy-part.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';

// Loaded only where used, each its own chunk: a plain bracket page stays within its budget.
const CupEntries = lazyPage(() => import('./cup-entries.tsx').then((m) => m.CupEntries));
const CupNotFound = lazyPage(() => import('./cup-not-found.tsx').then((m) => m.CupNotFound));
const GroupTables = lazyPage(() =>
  import('../../../entities/competitions/components/group-tables.tsx').then((m) => m.GroupTables),
);

const NoSuchCup = () => (
  <LazyPart used>
    <CupNotFound />
  </LazyPart>
);

export const CompetitionPage = () => {
  const { competitionId = '' } = useParams();
  const timeZone = useLeagueTimezone();
  const cup = useQuery({ ...competitionQuery(competitionId), enabled: competitionId.length > 0 });
  const liveStatus = useCompetitionUpdates(cup.data);
  const playing = cup.data?.state === 'published';
  // While the live channel is down, an open cup in play is read again every 15 seconds.
  useQuery({
    ...competitionQuery(competitionId),
    enabled: playing && liveStatus !== 'open',
    refetchInterval: LIVE_FALLBACK_REFETCH_MS,
  });
  if (!competitionId) return <NoSuchCup />;
  if (cup.isPending)
    return (
      <Page title="Cup">
        <LoadingRows rows={4} height={96} label="Loading the bracket" page />
      </Page>
    );
  if (cup.isError) {
    if (isUnknownId(cup.error)) return <NoSuchCup />;
    return (
      <Page title="Cup">
        <ErrorState
          title="The cup didn't load"
          error={cup.error}
          onRetry={() => void cup.refetch()}
        />
      </Page>
    );
  }
  const competition = cup.data;
  const { winner, runnerUp, plateWinner } = competition;
  const standing =
    competition.state === 'finished' && winner
      ? `Won by ${winner.name}${runnerUp ? `, runner-up ${runnerUp.name}` : ''}${plateWinner ? `; the plate won by ${plateWinner.name}` : ''}.`
      : `${entrantWords(competition.entrantCount, competition)}, ${bracketWords(competition)}.`;
  // A team cup is the usual kind; a singles or doubles knockout says what it is first.
  const description = isPlayersCup(competition)
    ? `${KIND_LABELS[competition.kind]}. ${standing}`
    : standing;
  return (
    <Page
      title={competition.name}
      description={description}
      actions={<MoreLink to="/competitions">All cups</MoreLink>}
    >
      {playing && (
        <Stack sx={{ mb: 2 }}>
          <LiveIndicator status={liveStatus} />
        </Stack>
      )}
      {competition.state === 'entries' && competition.entriesCloseAt !== null ? (
        <LazyPart used>
          <CupEntries cup={competition} />
        </LazyPart>
      ) : competition.ties.length === 0 ? (
        <Typography color="text.secondary">The draw has not been made yet.</Typography>
      ) : (
        <Stack spacing={4}>
          <LazyPart used={competition.groupStage !== null}>
            <GroupTables competition={competition} timeZone={timeZone} />
          </LazyPart>
          <Bracket competition={competition} timeZone={timeZone} />
        </Stack>
      )}
    </Page>
  );
};
