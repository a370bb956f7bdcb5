// The roster page's list of players: one row each with its active switch (for whoever may
// manage the roster). Switching a player off keeps them and their results; it is not a delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Fragment } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import { updateTeamPlayer } from '../../../entities/teams/api/team-players-api.ts';
import type { MyTeamOk } from '../../../entities/teams/hooks/use-my-team.ts';
import { useRosterCache } from '../hooks/use-roster-cache.ts';
import type { RosterMember } from '../../../entities/teams/roster-members.ts';

const RosterRow = ({
  member,
  editable,
  pending,
  shownActive,
  onToggle,
}: {
  member: RosterMember;
  editable: boolean;
  pending: boolean;
  shownActive: boolean;
  onToggle: (isActive: boolean) => void;
}) => {
  const labelId = `roster-${member.membership.id}`;
  const note = member.isCaptain
    ? 'Captain · changed by the league admin'
    : shownActive
      ? 'Active: can be picked for matches'
      : 'Inactive: off the active roster, results kept';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        minHeight: 56,
        opacity: shownActive ? 1 : 0.7,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={labelId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <PlayerLink playerId={member.membership.playerId}>{member.name}</PlayerLink>
          </Typography>
          {member.isCaptain && <Chip size="small" color="secondary" label="Captain" />}
          {!shownActive && <Chip size="small" variant="outlined" label="Inactive" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
      {editable && (
        <Switch
          checked={shownActive}
          disabled={pending || member.isCaptain}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Active: ${member.name}` } }}
          // A bigger hit area for a thumb.
          sx={{ m: -0.5 }}
        />
      )}
    </Box>
  );
};

export const RosterList = ({ my, members }: { my: MyTeamOk; members: readonly RosterMember[] }) => {
  const notify = useNotify();
  const update = useRosterCache(my.team.id);
  const toggle = useMutation({
    mutationFn: ({ member, isActive }: { member: RosterMember; isActive: boolean }) =>
      updateTeamPlayer(member.membership.id, { isActive }),
    meta: { errorPrefix: "Couldn't change the roster" },
    onSuccess: (membership, { member, isActive }) => {
      update(membership);
      notify.success(
        isActive
          ? `${member.name} is back on the active roster`
          : `${member.name} is off the active roster (inactive, not deleted)`,
      );
    },
  });
  const pending = toggle.isPending ? toggle.variables : undefined;
  return (
    <>
      {toggle.isError && (
        <Alert severity="error" onClose={() => toggle.reset()} sx={{ mb: 1.5 }}>
          {errorMessage(toggle.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
        <Box
          component="ul"
          aria-label="Players on the roster"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {members.map((member, index) => {
            const isPending = pending?.member.membership.id === member.membership.id;
            return (
              <Fragment key={member.membership.id}>
                {index > 0 && <Divider component="li" aria-hidden="true" />}
                <RosterRow
                  member={member}
                  editable={my.canManageRoster}
                  pending={isPending}
                  shownActive={isPending && pending ? pending.isActive : member.membership.isActive}
                  onToggle={(isActive) => toggle.mutate({ member, isActive })}
                />
              </Fragment>
            );
          })}
        </Box>
      </Paper>
    </>
  );
};
