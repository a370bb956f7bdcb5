// A singles knockout's entries as the admin makes them (new-cup-dialog.tsx): the league's
// players, found by typing a name and picked one by one, each picked player a chip that can be
// taken off again. Searching one field suits a phone better than ticking down a long list.
import type { Player } from '@cueleague/domain/entities';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export const CupPlayerPicker = ({
  picked,
  onChange,
  openEntries,
  error,
}: {
  /** The players entered so far, in the order picked. */
  picked: readonly Player[];
  onChange: (players: Player[]) => void;
  /** Entries are open: players enter themselves as well. */
  openEntries: boolean;
  error?: string | undefined;
}) => {
  const players = useQuery(allPlayersQuery());
  const count = `${String(picked.length)} ${picked.length === 1 ? 'player' : 'players'} entered`;
  return (
    <>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={players.data ?? []}
        value={[...picked]}
        onChange={(_event, value) => onChange(value)}
        loading={players.isPending}
        loadingText="Loading the league's players…"
        noOptionsText="No player by that name"
        getOptionLabel={(player: Player) => playerFullName(player)}
        getOptionKey={(player) => player.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Players"
            placeholder={picked.length === 0 ? 'Type a name' : undefined}
            error={Boolean(error) || players.isError}
            helperText={
              error ??
              (players.isError
                ? `The league's players didn't load: ${errorMessage(players.error)}`
                : `${count}${openEntries ? '; players enter themselves too' : ''}`)
            }
          />
        )}
      />
      {players.isError && (
        <Button
          size="small"
          onClick={() => void players.refetch()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Load the players again
        </Button>
      )}
    </>
  );
};
