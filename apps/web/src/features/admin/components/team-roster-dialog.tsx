// A team's roster and captain, for admins: add existing players, make them active or inactive,
// and choose the captain from the roster's players with an account (or any account by e-mail).
// Captaincy needs a player record linked to the account; the server's 'No player record found
// for this user' shows on the e-mail field. A player active on another team this season is
// transferred here (one step on the server: his old membership ends), not added; the server's
// refusals (409 "already plays for ...") show on the player field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player, Team, TeamPlayer, UserRecord } from '@cueleague/domain/entities';
import { emailSchema, teamPlayerCreateSchema } from '@cueleague/domain/requests';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, muiField } from '../../../components/form-fields.tsx';
import { LoadingRows, ErrorState } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { FORM_ERRORS } from '../form-inputs.ts';
import {
  useAddRosterPlayer,
  useAssignCaptain,
  useAssignCaptainByEmail,
  useRemoveCaptain,
  useSetRosterActive,
  useTransferPlayer,
} from '../hooks/use-team-actions.ts';

const fullName = (player: Pick<Player, 'firstName' | 'lastName'>) =>
  `${player.firstName} ${player.lastName}`;

const addFormSchema = teamPlayerCreateSchema.pick({ playerId: true });
const captainFormSchema = z.object({ email: emailSchema });

interface RosterEntry {
  membership: TeamPlayer;
  player: Player | undefined;
  name: string;
  isCaptain: boolean;
}

/** Where a player is active this season on another team: his membership there and its name. */
type Elsewhere = ReadonlyMap<string, { membershipId: string; teamName: string }>;

const AddPlayerForm = ({
  team,
  candidates,
  elsewhere,
}: {
  team: Team;
  candidates: readonly Player[];
  elsewhere: Elsewhere;
}) => {
  const add = useAddRosterPlayer();
  const transfer = useTransferPlayer();
  const { control, handleSubmit, reset, setError } = useForm<
    z.input<typeof addFormSchema>,
    unknown,
    z.output<typeof addFormSchema>
  >({
    resolver: zodResolver(addFormSchema, {
      error: (issue) => FORM_ERRORS.error(issue) ?? 'Pick a player',
    }),
    defaultValues: { playerId: '' },
  });
  const pickedId = useWatch({ control, name: 'playerId' });
  const from = elsewhere.get(pickedId);
  const handlers = {
    onSuccess: () => reset({ playerId: '' }),
    onError: (error: unknown) => {
      if (!applyFieldErrors(error, setError, ['playerId']) && error instanceof ApiError)
        setError('playerId', { type: 'server', message: error.message });
    },
  };
  const onSubmit = handleSubmit(({ playerId }) => {
    const current = elsewhere.get(playerId);
    if (current) transfer.mutate({ membershipId: current.membershipId, teamId: team.id }, handlers);
    else add.mutate({ teamId: team.id, seasonId: team.seasonId, playerId }, handlers);
  });
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Controller
        control={control}
        name="playerId"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={candidates}
            getOptionLabel={fullName}
            value={candidates.find((player) => player.id === field.value) ?? null}
            onChange={(_event, player) => field.onChange(player?.id ?? '')}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText="No other players: add them on the Players page"
            sx={{ flexGrow: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Add a player"
                size="small"
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (from &&
                    `Plays for ${from.teamName} this season: a transfer ends that membership.`)
                }
              />
            )}
          />
        )}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<PersonAddAlt1Icon />}
        loading={add.isPending || transfer.isPending}
      >
        {from ? `Transfer from ${from.teamName}` : 'Add to roster'}
      </Button>
    </Stack>
  );
};

const CaptainByEmailForm = ({ team }: { team: Team }) => {
  const assign = useAssignCaptainByEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof captainFormSchema>, unknown, z.output<typeof captainFormSchema>>({
    resolver: zodResolver(captainFormSchema, FORM_ERRORS),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) =>
    assign.mutate(
      { teamId: team.id, email },
      {
        onSuccess: () => reset({ email: '' }),
        onError: (error) => {
          if (applyFieldErrors(error, setError, ['email'])) return;
          // 'No player record found for this user' comes back on userId: it is about this e-mail.
          if (error instanceof ApiError && error.status < 500)
            setError('email', { type: 'server', message: error.fields?.userId ?? error.message });
        },
      },
    ),
  );
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Captain's account e-mail"
        type="email"
        size="small"
        autoComplete="off"
        sx={{ flexGrow: 1 }}
        {...muiField(register, 'email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message ?? 'The account must be linked to a player record'}
      />
      <Button type="submit" variant="outlined" loading={assign.isPending}>
        Make captain
      </Button>
    </Stack>
  );
};

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

  const playersById = useMemo(
    () => new Map(players.map((player) => [player.id, player])),
    [players],
  );
  const entries: RosterEntry[] = useMemo(
    () =>
      memberships
        .map((membership) => {
          const player = playersById.get(membership.playerId);
          return {
            membership,
            player,
            name: player ? fullName(player) : 'Unknown player',
            isCaptain:
              membership.role === 'captain' ||
              Boolean(player?.userId && player.userId === team.captainUserId),
          };
        })
        .sort(
          (a, b) =>
            Number(b.isCaptain) - Number(a.isCaptain) ||
            Number(b.membership.isActive) - Number(a.membership.isActive) ||
            a.name.localeCompare(b.name),
        ),
    [memberships, playersById, team.captainUserId],
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
    ? fullName(captainPlayer)
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
