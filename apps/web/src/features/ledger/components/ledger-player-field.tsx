// The charge and payment dialog's "Player" select: the team's own entry (the default), or one of
// the team's players this season, for a player's own fee, fine or payment.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { rosterMembers } from '../../../entities/teams/roster-members.ts';

/** The select's value for the team's own entry: no player. */
export const THE_TEAM = '';

interface PlayerChoice {
  playerId: string;
  label: string;
}

/** The team's players (captain first, then those still playing, then by name), each once. */
const useTeamPlayerChoices = (teamId: string) => {
  const roster = useQuery(teamPlayersQuery({ teamId }));
  const ids = (roster.data ?? []).map((membership) => membership.playerId);
  const players = useQuery(playersByIdsQuery(ids));
  const choices = useMemo(() => {
    const seen = new Set<string>();
    const list: PlayerChoice[] = [];
    const members = rosterMembers({ captainUserId: null }, roster.data ?? [], players.data ?? []);
    for (const { membership, name } of members) {
      if (seen.has(membership.playerId)) continue;
      seen.add(membership.playerId);
      const label = membership.isActive ? name : `${name} (left the team)`;
      list.push({ playerId: membership.playerId, label });
    }
    return list;
  }, [roster.data, players.data]);
  return {
    choices,
    loading: roster.isPending || (ids.length > 0 && players.isPending),
    failed: roster.isError || players.isError,
  };
};

export const LedgerPlayerField = <T extends FieldValues, Output = T>({
  control,
  teamId,
  name = 'playerId' as Path<T>,
}: {
  /** The dialog's form's control, whatever its schema makes of the values on submit. */
  control: Control<T, unknown, Output>;
  teamId: string;
  name?: Path<T>;
}) => {
  const { choices, loading, failed } = useTeamPlayerChoices(teamId);
  const hint = loading
    ? "Loading the team's players…"
    : failed
      ? "The team's players didn't load: this line is the team's"
      : "For a player's own fee, fine or payment";
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Player"
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={THE_TEAM}>The team</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.playerId} value={choice.playerId}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};
