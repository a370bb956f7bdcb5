// A signed-in captain's Enter and Withdraw buttons for a cup taking entries (cup-entries.tsx
// loads them for captains only): "Enter <Team>" for each of their teams of the cup's season not
// yet entered, "Withdraw <Team>" for one entered, until the draw. The server decides (403, 409).
import { canWithdrawEntry, entriesOpen } from '@cueleague/domain/competitions/entries';
import type { Competition } from '@cueleague/domain/competitions/records';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  useEnterCompetition,
  useWithdrawEntry,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useOnline } from '../../../lib/use-online.ts';

/** The signed-in captain's Enter and Withdraw buttons for a cup taking entries. */
export const EntryButtons = ({ cup }: { cup: Competition }) => {
  const auth = useAuth();
  const online = useOnline();
  const teams = useQuery({
    ...teamsQuery({ seasonId: cup.seasonId }),
    enabled: auth.captainOf.length > 0,
  });
  const enter = useEnterCompetition();
  const withdraw = useWithdrawEntry();
  const mine = (teams.data ?? []).filter((team) => auth.captainOf.includes(team.id));
  if (mine.length === 0) return null;
  const entered = new Map(cup.entries.map((entry) => [entry.teamId, entry]));
  const open = entriesOpen(cup, new Date());
  const busy = enter.isPending || withdraw.isPending;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      {mine.map((team) => {
        const entry = entered.get(team.id);
        if (entry)
          return canWithdrawEntry(cup) ? (
            <Button
              key={team.id}
              variant="outlined"
              disabled={busy || !online}
              onClick={() => withdraw.mutate({ id: cup.id, teamId: team.id })}
            >
              Withdraw {team.name}
              {entry.reserve ? ' (reserve)' : ''}
            </Button>
          ) : null;
        return open ? (
          <Button
            key={team.id}
            variant="contained"
            disabled={busy || !online}
            onClick={() => enter.mutate({ id: cup.id, teamId: team.id })}
          >
            Enter {team.name}
          </Button>
        ) : null;
      })}
      {!online && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          Entering a cup needs a connection.
        </Typography>
      )}
    </Stack>
  );
};
