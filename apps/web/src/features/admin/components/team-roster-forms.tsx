// The two small forms in the admin's roster dialog, each a field and a button on one line: add
// (or transfer in) a player, and make an account captain by its e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player, Team } from '@cueleague/domain/entities';
import { emailSchema, teamPlayerCreateSchema } from '@cueleague/domain/requests';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { FORM_ERRORS } from '../../../lib/form-inputs.ts';
import {
  useAddRosterPlayer,
  useAssignCaptainByEmail,
  useTransferPlayer,
} from '../../../entities/teams/hooks/use-team-actions.ts';
import { playerFullName } from '../../../entities/players/player-name.ts';
import { applyEmailRefusal } from './email-refusal.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const addFormSchema = teamPlayerCreateSchema.pick({ playerId: true });
const captainFormSchema = z.object({ email: emailSchema });

/** Where a player is active this season on another team: his membership there and its name. */
export type Elsewhere = ReadonlyMap<string, { membershipId: string; teamName: string }>;

/** A field and its button side by side (stacked on a phone). */
const InlineForm = ({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) => (
  <Stack
    component="form"
    noValidate
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1.5}
    onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
    sx={{ alignItems: { sm: 'flex-start' } }}
  >
    {children}
  </Stack>
);

export const AddPlayerForm = ({
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
    <InlineForm onSubmit={onSubmit}>
      <Controller
        control={control}
        name="playerId"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={candidates}
            getOptionLabel={playerFullName}
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
    </InlineForm>
  );
};

export const CaptainByEmailForm = ({ team }: { team: Team }) => {
  const assign = useAssignCaptainByEmail();
  const { register, handleSubmit, setError, reset, errors } = useSchemaForm(captainFormSchema, {
    email: '',
  });
  const onSubmit = handleSubmit(({ email }) =>
    assign.mutate(
      { teamId: team.id, email },
      {
        onSuccess: () => reset({ email: '' }),
        onError: (error) => applyEmailRefusal(error, setError),
      },
    ),
  );
  return (
    <InlineForm onSubmit={onSubmit}>
      <TextField
        label="Captain's account e-mail"
        type="email"
        size="small"
        autoComplete="off"
        sx={{ flexGrow: 1 }}
        {...textFieldProps(
          register,
          errors,
          'email',
          'The account must be linked to a player record',
        )}
      />
      <Button type="submit" variant="outlined" loading={assign.isPending}>
        Make captain
      </Button>
    </InlineForm>
  );
};
