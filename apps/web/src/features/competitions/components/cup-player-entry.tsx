// A signed-in player's own Enter and Withdraw buttons for a players' knockout taking entries
// (cup-entries.tsx loads them for a signed-in user only). In a singles knockout: "Enter Kate Hill"
// while entries are open and they are not entered, "Withdraw Kate Hill" once they are, until the
// draw. In a doubles knockout (docs/decisions/0049): "Enter with a partner", which opens a dialog
// to pick one (cup-partner-dialog.tsx), then "Withdraw Kate Hill & Tom Lee", the pair's entry,
// which either of the two may withdraw. An account linked to no player record has no one to
// enter: no button. The server decides (403, 409), and its answer's message is shown when it
// refuses.
import { canWithdrawEntry, entriesOpen } from '@cueleague/domain/competitions/entries';
import type { Competition } from '@cueleague/domain/competitions/records';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { playerOfUserQuery } from '../../../entities/players/api/players-api.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { playersPerEntry } from '../../../entities/competitions/bracket-view.ts';
import {
  useEnterAsPlayer,
  useWithdrawAsPlayer,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { PartnerDialog } from './cup-partner-dialog.tsx';

export const PlayerEntryButtons = ({ cup }: { cup: Competition }) => {
  const auth = useAuth();
  const online = useOnline();
  const me = useQuery(playerOfUserQuery(auth.user?.id ?? ''));
  const enter = useEnterAsPlayer();
  const withdraw = useWithdrawAsPlayer();
  const [choosing, setChoosing] = useState(false);
  const player = me.data;
  if (!player) return null;
  const doubles = playersPerEntry(cup) === 2;
  const name = playerFullName(player);
  // Their own entry: the player's, or the pair they are one of.
  const entry = cup.entries.find((candidate) => candidate.playerIds?.includes(player.id));
  const busy = enter.isPending || withdraw.isPending;
  const button = entry ? (
    canWithdrawEntry(cup) ? (
      <Button
        variant="outlined"
        disabled={busy || !online}
        onClick={() => withdraw.mutate({ id: cup.id, entrantId: entry.teamId })}
      >
        Withdraw {doubles ? entry.name : name}
        {entry.reserve ? ' (reserve)' : ''}
      </Button>
    ) : null
  ) : entriesOpen(cup, new Date()) ? (
    doubles ? (
      <Button variant="contained" disabled={busy || !online} onClick={() => setChoosing(true)}>
        Enter with a partner
      </Button>
    ) : (
      <Button
        variant="contained"
        disabled={busy || !online}
        onClick={() => enter.mutate({ id: cup.id, playerId: player.id })}
      >
        Enter {name}
      </Button>
    )
  ) : null;
  // Kept open until the entry's answer closes it, though the buttons change under it.
  const dialog = choosing ? (
    <PartnerDialog cup={cup} me={player} onClose={() => setChoosing(false)} />
  ) : null;
  if (!button) return dialog;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      {button}
      {!online && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          Entering needs a connection.
        </Typography>
      )}
      {dialog}
    </Stack>
  );
};
