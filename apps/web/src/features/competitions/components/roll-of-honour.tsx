// The roll of honour on /competitions: every finished cup, season by season (newest first), with
// its winner and runner-up (and its plate's winner), each a link to the team's page, or in a
// singles knockout to the player's (the entry names its player), in a doubles knockout to each of
// the pair's.
import type { Honour } from '@cueleague/domain/competitions/records';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { honoursQuery } from '../../../entities/competitions/api/honours-api.ts';
import { SideLink } from '../../../entities/competitions/components/side-link.tsx';

/** The honours of each season, in the answer's order (newest season first). */
const bySeason = (items: readonly Honour[]) => {
  const seasons: { seasonId: string; seasonName: string; cups: Honour[] }[] = [];
  for (const item of items) {
    const last = seasons.at(-1);
    if (last?.seasonId === item.seasonId) last.cups.push(item);
    else seasons.push({ seasonId: item.seasonId, seasonName: item.seasonName, cups: [item] });
  }
  return seasons;
};

type Placed = Honour['winner'];

const HonourRow = ({ honour }: { honour: Honour }) => {
  const name = (side: Placed) => (
    <SideLink teamId={side.teamId} playerIds={side.playerIds}>
      {side.name}
    </SideLink>
  );
  return (
    <Box component="li" aria-label={honour.name} sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{honour.name}</Typography>
      <Typography variant="body2">
        Winner: {name(honour.winner)}
        {honour.runnerUp && (
          <>
            {' · Runner-up: '}
            {name(honour.runnerUp)}
          </>
        )}
        {honour.plateWinner && (
          <>
            {' · Plate: '}
            {name(honour.plateWinner)}
          </>
        )}
      </Typography>
    </Box>
  );
};

export const RollOfHonour = () => {
  const headingId = useId();
  const honours = useQuery(honoursQuery());

  const body = () => {
    if (honours.isPending)
      return <LoadingRows rows={2} height={96} label="Loading the roll of honour" />;
    if (honours.isError)
      return <ErrorState error={honours.error} onRetry={() => void honours.refetch()} />;
    if (honours.data.length === 0)
      return (
        <EmptyState icon={<EmojiEventsIcon />} title="No cup has been won yet">
          Each cup's winner and runner-up are listed here once its final is decided.
        </EmptyState>
      );
    return (
      <Stack spacing={1.5}>
        {bySeason(honours.data).map((season) => (
          <Paper
            key={season.seasonId}
            variant="outlined"
            component="section"
            aria-label={season.seasonName}
            sx={{ px: 2, py: 1 }}
          >
            <Typography variant="h3" component="h3" sx={{ pt: 1 }}>
              {season.seasonName}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {season.cups.map((honour) => (
                <HonourRow key={honour.competitionId} honour={honour} />
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Roll of honour
      </Typography>
      {body()}
    </Box>
  );
};
