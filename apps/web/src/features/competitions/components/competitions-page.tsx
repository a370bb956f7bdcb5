// /competitions: the chosen season's cups (the current one unless ?season=), each with its kind
// (a team, a singles or a doubles knockout) and where it stands (a cup taking entries: until
// when, how full, and a captain's or a player's Enter or Withdraw button) and, once it is over,
// its winner and runner-up (and its plate's winner); below them, every season's roll of honour. A
// singles knockout's winner is a player's entry, linked to the player's page (a doubles
// knockout's, a pair's, each name to its player's).
import type { CompetitionSummary } from '@cueleague/domain/competitions/records';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../../components/page.tsx';
import { RouteLink } from '../../../components/route-link.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingRows,
  NameLoading,
  SelectsLoading,
} from '../../../components/states.tsx';
import { competitionsQuery } from '../../../entities/competitions/api/competitions-api.ts';
import {
  bracketWords,
  entrantWords,
  KIND_LABELS,
} from '../../../entities/competitions/bracket-view.ts';
import { SideLink } from '../../../entities/competitions/components/side-link.tsx';
import {
  SeasonSelect,
  useSeasonChoice,
} from '../../../entities/seasons/components/season-select.tsx';
import { CupRowEntries } from './cup-entries.tsx';
import { RollOfHonour } from './roll-of-honour.tsx';

const STATE_LABELS: Record<CompetitionSummary['state'], string> = {
  entries: 'Taking entries',
  drawn: 'Drawn',
  published: 'In progress',
  finished: 'Finished',
};

export const competitionPath = (id: string) => `/competitions/${encodeURIComponent(id)}`;

const NoCups = () => (
  <EmptyState icon={<EmojiEventsIcon />} title="No cups this season yet">
    A cup shows here once the league draws one: its bracket, its ties and its winner.
  </EmptyState>
);

/** A cup's winner (or runner-up): a team's page, or a players' knockout's player's (or pair's). */
const Placed = ({ side }: { side: NonNullable<CompetitionSummary['winner']> }) => (
  <SideLink teamId={side.teamId} playerIds={side.playerIds}>
    {side.name}
  </SideLink>
);

const CupRow = ({ cup }: { cup: CompetitionSummary }) => (
  <Paper variant="outlined" component="li" aria-label={cup.name} sx={{ p: 2 }}>
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="h3" component="h2">
        <RouteLink to={competitionPath(cup.id)}>{cup.name}</RouteLink>
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={KIND_LABELS[cup.kind]} />
        <Chip
          size="small"
          label={STATE_LABELS[cup.state]}
          color={cup.state === 'published' ? 'primary' : 'default'}
        />
      </Stack>
    </Stack>
    {cup.state === 'entries' && cup.entriesCloseAt !== null ? (
      <CupRowEntries cup={cup} />
    ) : (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {entrantWords(cup.entrantCount, cup)}, {bracketWords(cup)}
      </Typography>
    )}
    {cup.winner && (
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Winner: <Placed side={cup.winner} />
        {cup.runnerUp && (
          <>
            {' · Runner-up: '}
            <Placed side={cup.runnerUp} />
          </>
        )}
        {cup.plateWinner && (
          <>
            {' · Plate: '}
            <Placed side={cup.plateWinner} />
          </>
        )}
      </Typography>
    )}
  </Paper>
);

export const CompetitionsPage = () => {
  const choice = useSeasonChoice();
  const cups = useQuery({
    ...competitionsQuery(choice.seasonId),
    enabled: !choice.loading && !choice.empty,
  });

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (choice.empty) return <NoCups />;
    if (choice.loading || cups.isPending)
      return <LoadingRows rows={3} height={88} label="Loading the cups" page />;
    if (cups.isError) return <ErrorState error={cups.error} onRetry={() => void cups.refetch()} />;
    if (cups.data.length === 0) return <NoCups />;
    return (
      <Stack component="ul" aria-label="Cups" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cups.data.map((cup) => (
          <CupRow key={cup.id} cup={cup} />
        ))}
      </Stack>
    );
  };

  return (
    <Page
      title="Cups"
      description={
        choice.season ? (
          `${choice.season.name}: the knockout cups beside the league.`
        ) : choice.loading ? (
          <>
            <NameLoading width="10em" />
            {': the knockout cups beside the league.'}
          </>
        ) : (
          'The knockout cups beside the league.'
        )
      }
      actions={choice.loading ? <SelectsLoading count={1} /> : <SeasonSelect choice={choice} />}
    >
      {body()}
      <RollOfHonour />
    </Page>
  );
};
