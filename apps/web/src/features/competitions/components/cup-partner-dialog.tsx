// "Enter with a partner" on a doubles knockout taking entries (docs/decisions/0049): the signed-in
// player picks their partner from the league's players, found by typing a name (not themself, nor
// anyone entered already), and their pair is entered, themself first. Either of the two may
// withdraw it until the draw, so the partner is not asked first. The server decides (403, 409):
// its refusal shows as the other entry buttons' does, and the dialog stays open to pick again.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Player } from '@cueleague/domain/entities';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useEnterAsPair } from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export const PartnerDialog = ({
  cup,
  me,
  onClose,
}: {
  cup: Competition;
  /** The signed-in user's own player record. */
  me: Player;
  onClose: () => void;
}) => {
  const players = useQuery(allPlayersQuery());
  const enter = useEnterAsPair();
  const [partner, setPartner] = useState<Player | null>(null);
  const [missing, setMissing] = useState(false);
  const entered = new Set(cup.entries.flatMap((entry) => entry.playerIds ?? []));
  const options = (players.data ?? []).filter(
    (player) => player.id !== me.id && !entered.has(player.id),
  );
  return (
    <FormDialog
      open
      title="Enter with a partner"
      submitLabel="Enter the pair"
      pending={enter.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!partner) {
          setMissing(true);
          return;
        }
        enter.mutate({ id: cup.id, playerIds: [me.id, partner.id] }, { onSuccess: onClose });
      }}
    >
      <Typography>
        {partner
          ? `${playerFullName(me)} & ${playerFullName(partner)} enter ${cup.name}. Either of you can withdraw the pair until the draw.`
          : `Who plays ${cup.name} with you? Either of you can withdraw the pair until the draw.`}
      </Typography>
      <Autocomplete
        options={options}
        value={partner}
        onChange={(_event, value) => {
          setPartner(value);
          setMissing(false);
        }}
        loading={players.isPending}
        loadingText="Loading the league's players…"
        noOptionsText="No player by that name not entered yet"
        getOptionLabel={(player: Player) => playerFullName(player)}
        getOptionKey={(player) => player.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Partner"
            placeholder="Type a name"
            required
            error={missing || players.isError}
            helperText={
              players.isError
                ? `The league's players didn't load: ${errorMessage(players.error)}`
                : missing
                  ? 'Pick your partner'
                  : "One of the league's players not entered yet"
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
    </FormDialog>
  );
};
