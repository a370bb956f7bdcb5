// A team's roster and captain, for admins: add existing players, make them active or inactive,
// and choose the captain from the roster's players with an account (or any account by e-mail).
// Captaincy needs a player record linked to the account; the server's 'No player record found
// for this user' shows on the e-mail field. A player active on another team this season is
// transferred here (one step on the server: his old membership ends), not added; the server's
// refusals (409 "already plays for ...") show on the player field.
import type { Player, Team, TeamPlayer, UserRecord } from '@cueleague/domain/entities';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { rosterMembers } from '../../../entities/teams/roster-members.ts';
import { LoadingRows, ErrorState } from '../../../components/states.tsx';
import {
  useAssignCaptain,
  useRemoveCaptain,
  useSetRosterActive,
} from '../../../entities/teams/hooks/use-team-actions.ts';
import { AddPlayerForm, CaptainByEmailForm, type Elsewhere } from './team-roster-forms.tsx';

export const TeamRosterDialog = ({
  team,
  memberships,
  seasonMemberships,
  seasonTeams,
  membershipsLoading,
  membershipsError,
  players,
  users,
  onClose,
}: {
  team: Team;
  memberships: readonly TeamPlayer[];
  /** Every membership of the team's season, and its teams: who plays for another team. */
  seasonMemberships: readonly TeamPlayer[];
  seasonTeams: readonly Team[];
  membershipsLoading: boolean;
  membershipsError: unknown;
  players: readonly Player[];
  users: readonly UserRecord[];
  onClose: () => void;
}) => {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const setActive = useSetRosterActive();
  const assign = useAssignCaptain();
  const removeCaptain = useRemoveCaptain();

  const entries = useMemo(
    () => rosterMembers(team, memberships, players),
    [team, memberships, players],
  );
  const onRoster = new Set(memberships.map((membership) => membership.playerId));
  const candidates = players.filter((player) => !onRoster.has(player.id));
  const elsewhere: Elsewhere = useMemo(() => {
    const teamName = new Map(seasonTeams.map((other) => [other.id, other.name]));
    return new Map(
      seasonMemberships
        .filter((membership) => membership.isActive && membership.teamId !== team.id)
        .map((membership) => [
          membership.playerId,
          {
            membershipId: membership.id,
            teamName: teamName.get(membership.teamId) ?? 'another team',
          },
        ]),
    );
  }, [seasonMemberships, seasonTeams, team.id]);
  const captainPlayer = players.find(
    (player) => team.captainUserId && player.userId === team.captainUserId,
  );
  const captainEmail = users.find((user) => user.id === team.captainUserId)?.email;
  const captainName = captainPlayer
    ? playerFullName(captainPlayer)
    : (captainEmail ?? (team.captainUserId ? 'An account with no player record' : null));

  const rosterBody = () => {
    if (membershipsLoading) return <LoadingRows rows={4} height={48} label="Loading the roster" />;
    if (membershipsError) return <ErrorState error={membershipsError} />;
    if (entries.length === 0)
      return <Alert severity="info">No players on {team.name} yet. Add the first one above.</Alert>;
    return (
      <Box component="ul" aria-label={`${team.name} roster`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map(({ membership, player, name, isCaptain }) => (
          <Box
            component="li"
            key={membership.id}
            aria-label={name}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              py: 1,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  sx={{
                    fontWeight: 500,
                    color: membership.isActive ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {name}
                </Typography>
                {isCaptain && (
                  <Chip size="small" color="secondary" icon={<StarIcon />} label="Captain" />
                )}
                {player && !player.userId && (
                  <Chip size="small" variant="outlined" label="No account" />
                )}
              </Stack>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              {!isCaptain && player?.userId && (
                <Button
                  size="small"
                  startIcon={<StarBorderIcon />}
                  aria-label={`Make ${name} captain`}
                  loading={assign.isPending && assign.variables.userId === player.userId}
                  onClick={() => assign.mutate({ teamId: team.id, userId: player.userId ?? '' })}
                >
                  Make captain
                </Button>
              )}
              <FormControlLabel
                sx={{ mr: 0 }}
                label="Active"
                control={
                  <Switch
                    checked={membership.isActive}
                    disabled={setActive.isPending && setActive.variables.id === membership.id}
                    onChange={(event) =>
                      setActive.mutate({ id: membership.id, isActive: event.target.checked })
                    }
                    slotProps={{ input: { 'aria-label': `${name} active` } }}
                  />
                }
              />
            </Stack>
          </Box>
        ))}
      </Box>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{team.name}: roster and captain</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box component="section" aria-label="Captain">
            <Typography variant="h3" component="h3" gutterBottom>
              Captain
            </Typography>
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                mb: 1.5,
                flexWrap: 'wrap',
              }}
            >
              <Typography color={captainName ? 'text.primary' : 'text.secondary'}>
                {captainName ?? 'No captain yet'}
              </Typography>
              {team.captainUserId && (
                <Button
                  size="small"
                  color="error"
                  loading={removeCaptain.isPending}
                  onClick={() =>
                    removeCaptain.mutate({ teamId: team.id, userId: team.captainUserId ?? '' })
                  }
                >
                  Remove captain
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Use “Make captain” on a roster player with an account, or give the e-mail of the
              account to make captain. The captain keeps the roster and scores the team's matches.
            </Typography>
            <CaptainByEmailForm team={team} />
          </Box>
          <Divider />
          <Box component="section" aria-label="Roster">
            <Typography variant="h3" component="h3" gutterBottom>
              Roster
            </Typography>
            <Box sx={{ mb: 1.5 }}>
              <AddPlayerForm team={team} candidates={candidates} elsewhere={elsewhere} />
            </Box>
            {rosterBody()}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
};
