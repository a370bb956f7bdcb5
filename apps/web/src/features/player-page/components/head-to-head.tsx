// Head-to-head: pick anyone the player has met and see every frame between them, across all
// seasons, and who won how many. Read from the all-time rating history (one frame per entry of
// the player's), so it counts exactly the frames the stats count.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { ratingHistoryQuery } from '../../../entities/players/api/players-api.ts';
import { PlayerFrames } from './player-frames.tsx';

interface Opponent {
  id: string;
  name: string;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Everyone met, once each, by name. */
export const opponentsOf = (items: readonly RatingHistoryItem[]): Opponent[] => {
  const byId = new Map<string, Opponent>();
  for (const item of items)
    byId.set(item.opponentId, { id: item.opponentId, name: item.opponentName ?? 'A player' });
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name));
};

export const HeadToHead = ({ playerId, playerName }: { playerId: string; playerName: string }) => {
  const history = useQuery(ratingHistoryQuery(playerId, 'all'));
  const [opponent, setOpponent] = useState<Opponent | null>(null);
  const opponents = useMemo(() => opponentsOf(history.data?.items ?? []), [history.data]);
  const frames = useMemo(
    () =>
      opponent
        ? (history.data?.items ?? []).filter((item) => item.opponentId === opponent.id).reverse()
        : [],
    [history.data, opponent],
  );

  // The opponent picker's place (its field and the line under it).
  if (history.isPending) return <LoadingRows rows={1} height={79} label="Loading head-to-head" />;
  if (history.isError)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (opponents.length === 0) {
    return (
      <Typography color="text.secondary">
        {playerName} has not played a frame against anyone yet.
      </Typography>
    );
  }
  const won = frames.filter((item) => item.won).length;
  return (
    <>
      <Autocomplete
        options={opponents}
        value={opponent}
        onChange={(_, value) => setOpponent(value)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            {option.name}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Opponent"
            helperText={`Anyone ${playerName} has played, in any season`}
          />
        )}
        sx={{ maxWidth: 360, mb: 2 }}
      />
      {opponent && (
        <Box role="region" aria-label={`${playerName} against ${opponent.name}`}>
          <Typography role="status" sx={{ mb: 1, fontWeight: 600 }}>
            {playerName} {won}–{frames.length - won} {opponent.name}, in {frames.length}{' '}
            {frames.length === 1 ? 'frame' : 'frames'}
          </Typography>
          <PlayerFrames
            key={opponent.id}
            items={frames}
            showChange={false}
            label={`Frames between ${playerName} and ${opponent.name}, newest first`}
          />
        </Box>
      )}
    </>
  );
};
