// Invite a player with no account by e-mail: the mailed link creates their account already linked
// to this player record, and, when ticked, makes them captain of their current team. Sending
// again replaces the earlier link.
import type { PendingInvite, Player } from '@cueleague/domain/entities';
import { emailSchema } from '@cueleague/domain/requests';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { applyRefusal, textFieldProps } from '../../../components/form-fields.tsx';
import { useSendInvite } from '../../../entities/invites/hooks/use-invite-actions.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const inviteFormSchema = z.object({ email: emailSchema, makeCaptain: z.boolean() });

export const InvitePlayerDialog = ({
  player,
  team,
  pending,
  onClose,
}: {
  player: Player;
  /** The player's team this season, the one they may be made captain of. */
  team: { id: string; name: string } | null;
  /** The invite already sent, when this is "Send again". */
  pending?: PendingInvite | undefined;
  onClose: () => void;
}) => {
  const send = useSendInvite();
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(inviteFormSchema, {
    email: pending?.email ?? '',
    makeCaptain: Boolean(team && pending?.captainOfTeamId === team.id),
  });
  const onSubmit = handleSubmit(({ email, makeCaptain }) =>
    send.mutate(
      {
        playerId: player.id,
        body: { email, ...(makeCaptain && team ? { captainOfTeamId: team.id } : {}) },
      },
      {
        onSuccess: onClose,
        // "Already has an account", "e-mail in use: link it instead": shown where it is typed.
        onError: (error) => applyRefusal(error, setError, 'email'),
      },
    ),
  );
  const name = `${player.firstName} ${player.lastName}`;

  return (
    <FormDialog
      open
      title={pending ? `Send ${name} a new invite` : `Invite ${name}`}
      submitLabel={pending ? 'Send again' : 'Send invite'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={send.isPending}
    >
      <Typography color="text.secondary">
        {player.firstName} gets an e-mail with a link to choose a password: the account it makes is
        already linked to this player. The link works once, for 14 days.
        {pending ? ' The link sent before stops working.' : ''}
      </Typography>
      <TextField
        label="E-mail"
        type="email"
        required
        autoFocus
        autoComplete="off"
        {...textFieldProps(register, errors, 'email')}
      />
      {team ? (
        <Controller
          control={control}
          name="makeCaptain"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={`Make captain of ${team.name}`}
            />
          )}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          To invite {player.firstName} as a captain, put them on their team's roster first.
        </Typography>
      )}
    </FormDialog>
  );
};
