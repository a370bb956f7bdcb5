// Link a player record to the account a player registered with, found by its e-mail. The link
// gives the account the 'player' role and, through the player's teams, the team area.
import type { Player } from '@cueleague/domain/entities';
import { emailSchema } from '@cueleague/domain/requests';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { textFieldProps } from '../../../components/form-fields.tsx';
import { useLinkAccount } from '../../../entities/players/hooks/use-player-actions.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { applyEmailRefusal } from './email-refusal.ts';

const linkFormSchema = z.object({ email: emailSchema });

export const LinkAccountDialog = ({ player, onClose }: { player: Player; onClose: () => void }) => {
  const link = useLinkAccount();
  const { register, handleSubmit, setError, errors } = useSchemaForm(linkFormSchema, { email: '' });
  const onSubmit = handleSubmit(({ email }) =>
    link.mutate(
      { playerId: player.id, email },
      {
        onSuccess: onClose,
        onError: (error) => applyEmailRefusal(error, setError),
      },
    ),
  );
  const name = `${player.firstName} ${player.lastName}`;

  return (
    <FormDialog
      open
      title={`Link ${name} to an account`}
      submitLabel="Link account"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={link.isPending}
    >
      <Typography color="text.secondary">
        The e-mail {player.firstName} registered with, once they have confirmed it through the link
        mailed to them (an unconfirmed account can't be linked: invite them instead). Once linked,
        they see their team's area, and can be made captain.
      </Typography>
      <TextField
        label="Account e-mail"
        type="email"
        required
        autoFocus
        autoComplete="off"
        {...textFieldProps(register, errors, 'email')}
      />
    </FormDialog>
  );
};
