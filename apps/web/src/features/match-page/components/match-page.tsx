// /matches/:matchId: any match's full scorecard, for everyone: both teams, when and where, its
// season and division, where its result stands, the score, each round's line-ups and every frame
// (who played, who broke, who won, the score after it). A match in progress updates live. Whoever
// may score it (a captain of either team, a singles knockout tie's two players, a league admin)
// goes on to the match's scoring page instead, as docs/rules.md says;
// anyone can print the score sheet (match-print-sheet.tsx). A cup tie names its cup and round
// above the score, linking to the cup's bracket. In a race format the score counts pairings won,
// and a line under it gives the racks won in all and the race. A singles knockout tie (one player
// a side, one race) scores its racks, and its sides link to the players' pages; a doubles tie is
// the same between pairs, each pair's name linking to its two players' pages.
import {
  matchStatusOf,
  MATCH_STATUS_LABELS,
  type MatchStatus,
} from '@cueleague/domain/match-status';
import { matchScore, racksOfFrames } from '@cueleague/domain/frame-result';
import { isRace, raceToOf } from '@cueleague/domain/match-format';
import { canScoreMatch } from '@cueleague/domain/permissions';
import PrintIcon from '@mui/icons-material/Print';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { ScoreBox } from '../../../components/score-box.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isUnknownId } from '../../../lib/api-client.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { CupChip } from '../../../entities/competitions/components/cup-chip.tsx';
import { useCupLabels } from '../../../entities/competitions/hooks/use-cup-labels.ts';
import { LiveIndicator } from '../../../entities/matches/components/live-status.tsx';
import { useMatch } from '../../../entities/matches/hooks/use-match.ts';
import { isPointsWalkover, unplayedLabel } from '@cueleague/domain/unplayed-label';
import { SideLink } from '../../../entities/competitions/components/side-link.tsx';
import { actorFromAuth } from '../../../entities/teams/hooks/use-my-team.ts';
import { useMatchFacts } from '../hooks/use-match-facts.ts';
import { useMatchPeople } from '../hooks/use-match-people.ts';
import { scorecardOf } from '../scorecard.ts';
import { MatchPrintSheet } from './match-print-sheet.tsx';
import { MatchScorecard } from './match-scorecard.tsx';

const STATUS_COLORS: Record<MatchStatus, ChipProps['color']> = {
  'not-started': 'info',
  'in-progress': 'error',
  'awaiting-confirmation': 'warning',
  disputed: 'error',
  confirmed: 'success',
  postponed: 'warning',
  cancelled: 'default',
};

const NoSuchMatch = () => (
  <NotFoundPage
    title="Match not found"
    heading="Match not found"
    icon={<SearchOffIcon />}
    back={{ to: '/fixtures', label: 'See the fixtures' }}
  >
    The link may be old, or the match was deleted from the fixtures.
  </NotFoundPage>
);

const LoadingMatch = () => (
  <Box sx={{ maxWidth: 900, mx: 'auto' }} role="status" aria-label="Loading the match">
    <Skeleton variant="text" width="70%" height={48} />
    <Skeleton variant="rounded" height={150} sx={{ my: 2 }} />
    {[0, 1].map((key) => (
      <Skeleton key={key} variant="rounded" height={260} sx={{ mb: 2 }} />
    ))}
  </Box>
);

/**
 * Under a race's score: that the score counts pairings, the racks won in all, and the race; before
 * the match is played, only the race. Parts wrap whole on a narrow phone.
 */
const RaceLine = ({
  raceTo,
  racks,
  singles,
}: {
  raceTo: number;
  racks: { home: number; away: number } | null;
  /** One race, whose racks are the score above: only the race to say. */
  singles: boolean;
}) => {
  const parts = singles
    ? [`Race to ${raceTo}`]
    : racks
      ? ['Pairings won', `Racks ${racks.home}–${racks.away}`, `Race to ${raceTo}`]
      : [`Each pairing a race to ${raceTo}`];
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      aria-hidden="true"
      data-testid="match-racks"
      sx={{ textAlign: 'center', mt: 1 }}
    >
      {parts.map((part, index) => (
        <Box component="span" key={part} sx={{ whiteSpace: 'nowrap' }}>
          {index > 0 && ' · '}
          {part}
        </Box>
      ))}
    </Typography>
  );
};

/** One fact under the score: a term and its value, or nothing when the value is unknown. */
const Fact = ({ term, value }: { term: string; value: string | undefined }) =>
  value ? (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  ) : null;

type PrintSheetProps = Parameters<typeof MatchPrintSheet>[0];

const PrintSheet = memo(MatchPrintSheet);

/**
 * The score sheet, hidden until printed, is redrawn after what is on screen: a live frame shows
 * first, and the sheet follows a moment later (React's deferred value).
 */
const DeferredPrintSheet = (props: PrintSheetProps) => {
  const shown = useDeferredValue(props);
  return <PrintSheet {...shown} />;
};

export const MatchPage = () => {
  const { matchId = '' } = useParams();
  const auth = useAuth();
  const online = useOnline();
  const { query, liveStatus, unreachable } = useMatch(matchId);
  const match = query.data;
  const facts = useMatchFacts(match);
  const people = useMatchPeople(match, facts);
  const rounds = useMemo(() => (match ? scorecardOf(match) : []), [match]);
  const cupLabel = useCupLabels(match ? [match] : []);

  const title = match ? `${facts.home} v ${facts.away}` : 'Match';

  if (!matchId) return <NoSuchMatch />;
  // The page waits for the team names too: its heading is the two teams.
  if (auth.loading || (query.isPending && !match) || (match && facts.loading)) {
    return <LoadingMatch />;
  }
  if (!match) {
    if (isUnknownId(query.error)) return <NoSuchMatch />;
    return (
      <Page title="Match" narrow>
        <ErrorState
          title="The match didn't load"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  // A captain of either team (a singles tie's players) scores the match, and an admin settles
  // it: their page for it is the scoring page.
  if (canScoreMatch(actorFromAuth(auth), match)) {
    return <Navigate to={`/team/match/${encodeURIComponent(match.id)}/score`} replace />;
  }

  const status = matchStatusOf(match);
  // A walkover or a void match says so in place of its state ("Walkover: Cue Tips 16-0").
  const statusLabel =
    unplayedLabel(match, { home: facts.home, away: facts.away }) ?? MATCH_STATUS_LABELS[status];
  const score = matchScore(match);
  const started =
    (match.state === 'in-progress' || match.state === 'completed') && !isPointsWalkover(match);
  const raceTo = isRace(match.format) ? raceToOf(match.format) : null;
  const racks = racksOfFrames(match.frames);
  // A singles knockout tie: one player a side (a league's format has two or more), one race.
  const singles = match.format.positionsPerTeam === 1;
  const shownScore = singles ? racks : score;
  const scoreWords = singles
    ? `Racks: ${facts.home} ${racks.home}, ${facts.away} ${racks.away}${raceTo === null ? '' : `, a race to ${raceTo}`}.`
    : raceTo === null
      ? `Score: ${facts.home} ${score.home}, ${facts.away} ${score.away}.`
      : `Pairings won: ${facts.home} ${score.home}, ${facts.away} ${score.away}. Racks: ${facts.home} ${racks.home}, ${facts.away} ${racks.away}, each pairing a race to ${raceTo}.`;
  const cup = cupLabel(match);
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Page
        title={title}
        actions={
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print score sheet
          </Button>
        }
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label="Result"
          sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}
        >
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
              mb: 2,
              flexWrap: 'wrap',
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Chip
                label={statusLabel}
                color={STATUS_COLORS[status]}
                variant={status === 'in-progress' ? 'filled' : 'outlined'}
                sx={{ fontWeight: 700 }}
              />
              {cup && <CupChip cup={cup} />}
            </Stack>
            {match.state === 'in-progress' ? (
              <LiveIndicator status={liveStatus} unreachable={unreachable} />
            ) : (
              (!online || unreachable) && (
                <Typography variant="body2" color="text.secondary" role="status">
                  Offline: showing the match as last seen
                </Typography>
              )
            )}
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
              alignItems: 'center',
              gap: { xs: 1, sm: 2 },
            }}
          >
            <Box sx={{ textAlign: 'right', minWidth: 0 }}>
              <SideLink
                teamId={match.homeTeamId}
                playerIds={facts.homePlayerIds}
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '1rem', sm: '1.25rem' },
                  overflowWrap: 'anywhere',
                }}
              >
                {facts.home}
              </SideLink>
              <Typography variant="caption" component="p" color="text.secondary">
                Home
              </Typography>
            </Box>
            {started ? (
              <Box aria-hidden="true">
                <ScoreBox home={shownScore.home} away={shownScore.away} testId="match-score" />
              </Box>
            ) : (
              <Typography aria-hidden="true" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                v
              </Typography>
            )}
            <Box sx={{ minWidth: 0 }}>
              <SideLink
                teamId={match.awayTeamId}
                playerIds={facts.awayPlayerIds}
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '1rem', sm: '1.25rem' },
                  overflowWrap: 'anywhere',
                }}
              >
                {facts.away}
              </SideLink>
              <Typography variant="caption" component="p" color="text.secondary">
                Away
              </Typography>
            </Box>
          </Box>
          {raceTo !== null && (
            <RaceLine raceTo={raceTo} racks={started ? racks : null} singles={singles} />
          )}
          <Box role="status" sx={visuallyHidden}>
            {started
              ? `${scoreWords} ${statusLabel}.`
              : raceTo === null
                ? `${statusLabel}.`
                : `${statusLabel}. ${singles ? 'A' : 'Each pairing a'} race to ${raceTo}.`}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
              gap: 1.5,
              mt: 2.5,
              mb: 0,
            }}
          >
            <Fact term="When" value={facts.when} />
            <Fact term="Venue" value={facts.venue ?? 'To be confirmed'} />
            <Fact term="Season" value={facts.season} />
            <Fact term="Division" value={facts.division} />
            <Fact term="Format" value={match.format.name} />
          </Box>
        </Paper>
        <MatchScorecard rounds={rounds} people={people} home={facts.home} away={facts.away} />
      </Page>
      <DeferredPrintSheet
        match={match}
        rounds={rounds}
        facts={facts}
        people={people}
        status={statusLabel}
      />
    </Box>
  );
};
