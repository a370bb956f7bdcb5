// The league settings' treasurers (docs/rules.md, Fees and fines): the accounts that keep the
// ledger besides the admins. The admin names one by the e-mail of an account that already exists
// (the server says when none has it, or when it is one already), and removes one after asking.
import type { Treasurer } from '@cueleague/domain/ledger';
import { treasurerCreateSchema } from '@cueleague/domain/ledger';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  applyFieldErrors,
  FormCard,
  FormStack,
  textFieldProps,
} from '../../../components/form-fields.tsx';
import { Section } from '../../../components/page.tsx';
import { EmptyState, QueryList } from '../../../components/states.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { treasurersQuery } from '../../../entities/treasurers/api/treasurers-api.ts';
import {
  treasurerName,
  useNameTreasurer,
  useRemoveTreasurer,
} from '../../../entities/treasurers/hooks/use-treasurer-actions.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import { AdminList, AdminListRow } from './admin-list.tsx';

/** A treasurer as the confirm dialog takes a row: by id (their account's). */
type TreasurerRow = Treasurer & { id: string };

const NameTreasurerForm = () => {
  const name = useNameTreasurer();
  // Anything the server refuses that is not about the e-mail's field (409: one already).
  const [refusal, setRefusal] = useState<unknown>(null);
  const { register, handleSubmit, setError, reset, errors } = useSchemaForm(treasurerCreateSchema, {
    email: '',
  });
  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    name.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['email'])) setRefusal(error);
      },
    });
  });
  const already = refusal instanceof ApiError && refusal.status === 409;
  return (
    <FormCard>
      <FormStack onSubmit={onSubmit} label="Name a treasurer">
        <Typography variant="h3">Name a treasurer</Typography>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          {...textFieldProps(
            register,
            errors,
            'email',
            'The address of an account already made (they register first, or you invite their player)',
          )}
        />
        {refusal !== null && (
          <Alert severity={already ? 'warning' : 'error'}>{errorMessage(refusal)}</Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={name.isPending}>
            Name treasurer
          </Button>
        </Stack>
      </FormStack>
    </FormCard>
  );
};

export const TreasurersSection = () => {
  const treasurers = useQuery({
    ...treasurersQuery(),
    select: (items): TreasurerRow[] => items.map((item) => ({ ...item, id: item.userId })),
  });
  const timeZone = useLeagueTimezone();
  const remove = useRemoveTreasurer();
  const removing = useConfirmAction<TreasurerRow>(remove);
  return (
    <Section title="Treasurers">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          A treasurer keeps the league&apos;s fees and fines (charges, payments, statements) and can
          do nothing else. Admins keep them too.
        </Typography>
        <QueryList
          query={treasurers}
          loading={{ rows: 2, height: 64, label: 'Loading the treasurers' }}
          empty={
            <EmptyState icon={<AccountBalanceWalletOutlinedIcon />} title="No treasurer yet">
              Until you name one, only the admins keep the fees and fines.
            </EmptyState>
          }
        >
          {(items) => (
            <AdminList label="Treasurers">
              {items.map((treasurer) => {
                const who = treasurerName(treasurer);
                const named = `named ${formatDate(treasurer.namedAt, timeZone)}`;
                return (
                  <AdminListRow
                    key={treasurer.userId}
                    label={who}
                    secondary={treasurer.name ? `${treasurer.email} · ${named}` : named}
                    actions={
                      <Button
                        color="error"
                        aria-label={`Remove ${who} as treasurer`}
                        onClick={() => removing.ask(treasurer)}
                      >
                        Remove
                      </Button>
                    }
                  />
                );
              })}
            </AdminList>
          )}
        </QueryList>
        <NameTreasurerForm />
      </Stack>
      <ConfirmDialog
        {...removing.dialogProps}
        title={`Remove ${removing.target ? treasurerName(removing.target) : 'the treasurer'} as treasurer?`}
        confirmLabel="Remove treasurer"
      >
        They can no longer keep the fees and fines. Their account stays, and so does every entry in
        the ledger.
      </ConfirmDialog>
    </Section>
  );
};
