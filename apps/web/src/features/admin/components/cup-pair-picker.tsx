// A doubles knockout's entries as the admin makes them (new-cup-dialog.tsx, docs/decisions/0049):
// two of the league's players, each found by typing a name, then "Add pair"; the pairs made are
// listed, each with a button to take it off again. A player in a pair (or picked in the other
// field) is not offered again: a player is in one pair of a knockout at most.
import type { Player } from '@cueleague/domain/entities';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/** Two players entered as one side, in the order picked. */
export type Pair = readonly [Player, Player];

/** "Ann Archer & Bob Brown": a pair as the server will name its side. */
export const pairName = ([first, second]: Pair): string =>
  `${playerFullName(first)} & ${playerFullName(second)}`;

/** One of the two fields: a player of the league not in a pair yet. */
const PlayerField = ({
  label,
  options,
  value,
  onChange,
  loading,
}: {
  label: string;
  options: readonly Player[];
  value: Player | null;
  onChange: (player: Player | null) => void;
  loading: boolean;
}) => (
  <Autocomplete
    options={options}
    value={value}
    onChange={(_event, player) => onChange(player)}
    loading={loading}
    loadingText="Loading the league's players…"
    noOptionsText="No player by that name not in a pair"
    getOptionLabel={(player: Player) => playerFullName(player)}
    getOptionKey={(player) => player.id}
    isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
    renderInput={(params) => <TextField {...params} label={label} placeholder="Type a name" />}
    sx={{ flex: 1, minWidth: 0 }}
  />
);

export const CupPairPicker = ({
  pairs,
  onChange,
  openEntries,
  error,
}: {
  /** The pairs entered so far, in the order made. */
  pairs: readonly Pair[];
  onChange: (pairs: Pair[]) => void;
  /** Entries are open: players enter with a partner as well. */
  openEntries: boolean;
  error?: string | undefined;
}) => {
  const players = useQuery(allPlayersQuery());
  const [first, setFirst] = useState<Player | null>(null);
  const [second, setSecond] = useState<Player | null>(null);
  const labelId = useId();
  const paired = new Set(pairs.flatMap((pair) => pair.map((player) => player.id)));
  const free = (players.data ?? []).filter((player) => !paired.has(player.id));
  const count = `${String(pairs.length)} ${pairs.length === 1 ? 'pair' : 'pairs'} entered`;
  const add = () => {
    if (!first || !second) return;
    onChange([...pairs, [first, second]]);
    setFirst(null);
    setSecond(null);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error) || players.isError}>
      <FormLabel component="legend" id={labelId}>
        Pairs
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <PlayerField
          label="First player"
          options={free.filter((player) => player.id !== second?.id)}
          value={first}
          onChange={setFirst}
          loading={players.isPending}
        />
        <PlayerField
          label="Second player"
          options={free.filter((player) => player.id !== first?.id)}
          value={second}
          onChange={setSecond}
          loading={players.isPending}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={!first || !second}
          sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}
        >
          Add pair
        </Button>
      </Stack>
      {pairs.length > 0 && (
        <List dense aria-labelledby={labelId}>
          {pairs.map((pair) => (
            <ListItem
              key={`${pair[0].id} ${pair[1].id}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${pairName(pair)}`}
                  onClick={() => onChange(pairs.filter((other) => other !== pair))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={pairName(pair)} />
            </ListItem>
          ))}
        </List>
      )}
      <FormHelperText>
        {error ??
          (players.isError
            ? `The league's players didn't load: ${errorMessage(players.error)}`
            : `${count}${openEntries ? '; players enter with a partner too' : ''}`)}
      </FormHelperText>
      {players.isError && (
        <Button
          size="small"
          onClick={() => void players.refetch()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Load the players again
        </Button>
      )}
    </FormControl>
  );
};
