// A signed-in player's own Enter and Withdraw buttons for a singles knockout taking entries
// (cup-entries.tsx loads them for a signed-in user only): "Enter Kate Hill" while entries are open
// and they are not entered, "Withdraw Kate Hill" once they are, until the draw. An account linked
// to no player record has no one to enter: no button. The server decides (403, 409), and its
// answer's message is shown when it refuses.
import { canWithdrawEntry, entriesOpen } from '@cueleague/domain/competitions/entries';
import type { Competition } from '@cueleague/domain/competitions/records';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { playerOfUserQuery } from '../../../entities/players/api/players-api.ts';
import { useOnline } from '../../../lib/use-online.ts';
import {
  useEnterAsPlayer,
  useWithdrawAsPlayer,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';

export const PlayerEntryButtons = ({ cup }: { cup: Competition }) => {
  const auth = useAuth();
  const online = useOnline();
  const me = useQuery(playerOfUserQuery(auth.user?.id ?? ''));
  const enter = useEnterAsPlayer();
  const withdraw = useWithdrawAsPlayer();
  const player = me.data;
  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`;
  const entry = cup.entries.find((candidate) => candidate.playerIds?.includes(player.id));
  const busy = enter.isPending || withdraw.isPending;
  const button = entry ? (
    canWithdrawEntry(cup) ? (
      <Button
        variant="outlined"
        disabled={busy || !online}
        onClick={() => withdraw.mutate({ id: cup.id, entrantId: entry.teamId })}
      >
        Withdraw {name}
        {entry.reserve ? ' (reserve)' : ''}
      </Button>
    ) : null
  ) : entriesOpen(cup, new Date()) ? (
    <Button
      variant="contained"
      disabled={busy || !online}
      onClick={() => enter.mutate({ id: cup.id, playerId: player.id })}
    >
      Enter {name}
    </Button>
  ) : null;
  if (!button) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      {button}
      {!online && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          Entering needs a connection.
        </Typography>
      )}
    </Stack>
  );
};
