// The keepers' two forms: the season's entry fee charged to every team (only those not yet
// charged it, so it can be run again after a team joins), and one charge or payment for a team,
// or for one of its players (their own fee, fine or payment; the team's own unless one is picked).
// Amounts are typed as people write them ("45.00") and sent in minor units (pence); the domain's
// request schemas check what is sent, and the server's 422 lands on the field it is about.
import {
  CHARGE_CATEGORY_LABELS,
  entryFeesSchema,
  ledgerEntryCreateSchema,
  PAYMENT_METHOD_LABELS,
  type ChargeCategory,
  type PaymentMethod,
} from '@cueleague/domain/ledger';
import { localDateInZone } from '@cueleague/domain/zoned-time';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { MoneyField, moneyInput } from '../../../entities/ledger/components/money-field.tsx';
import {
  useChargeEntryFees,
  useCreateLedgerEntry,
} from '../../../entities/ledger/hooks/use-ledger-actions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { LedgerPlayerField, THE_TEAM } from './ledger-player-field.tsx';

/** Today in the league's zone: the day a charge or payment is usually recorded on. */
const useLeagueToday = (): string => localDateInZone(new Date(), useLeagueTimezone() ?? 'UTC');

const DayAndNote = <T extends FieldValues>({
  register,
  errors,
  noteHint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  noteHint: string;
}) => (
  <>
    <TextField
      label="Date"
      type="date"
      required
      {...textFieldProps(register, errors, 'on' as Path<T>)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <TextField
      label="Note"
      {...textFieldProps(register, errors, 'note' as Path<T>, noteHint)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  </>
);

const entryFeesFormSchema = z
  .object({ amount: moneyInput, on: z.string(), note: z.string().optional() })
  .pipe(entryFeesSchema);

export const EntryFeesDialog = ({
  seasonId,
  seasonName,
  currency,
  onClose,
}: {
  seasonId: string;
  seasonName: string;
  currency: string;
  onClose: () => void;
}) => {
  const today = useLeagueToday();
  const { register, handleSubmit, setError, errors } = useSchemaForm(entryFeesFormSchema, {
    amount: '',
    on: today,
    note: '',
  });
  const charge = useChargeEntryFees();
  return (
    <FormDialog
      open
      title="Charge entry fees"
      submitLabel="Charge entry fees"
      pending={charge.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((body) =>
        charge.mutate(
          { seasonId, body },
          {
            onSuccess: onClose,
            onError: (error) => applyFieldErrors(error, setError, ['amount', 'on', 'note']),
          },
        ),
      )}
    >
      <Typography color="text.secondary">
        Every team of {seasonName} not yet charged the entry fee is charged it now. A team that
        joins later is charged when you do this again.
      </Typography>
      <MoneyField register={register} errors={errors} currency={currency} />
      <DayAndNote register={register} errors={errors} noteHint="Optional, on every team's line" />
    </FormDialog>
  );
};

const entryFormSchema = z
  .object({
    kind: z.enum(['charge', 'payment']),
    teamId: z.string(),
    playerId: z.string(),
    category: z.string(),
    method: z.string(),
    amount: moneyInput,
    on: z.string(),
    note: z.string().optional(),
  })
  // A charge has a category and a payment a method, never both (the request is one or the other);
  // a player is sent only when one is picked (none: the team's own line).
  .transform(({ kind, category, method, playerId, ...rest }) => {
    const player: { playerId?: string | null } = playerId === THE_TEAM ? {} : { playerId };
    return kind === 'charge'
      ? { ...rest, ...player, kind, category: category as ChargeCategory }
      : { ...rest, ...player, kind, method: method as PaymentMethod };
  })
  .pipe(ledgerEntryCreateSchema);

const ENTRY_FIELDS = ['playerId', 'category', 'method', 'amount', 'on', 'note'] as const;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  ));

export const LedgerEntryDialog = ({
  kind,
  teamId,
  teamName,
  currency,
  onClose,
}: {
  kind: 'charge' | 'payment';
  teamId: string;
  teamName: string;
  currency: string;
  onClose: () => void;
}) => {
  const today = useLeagueToday();
  const { register, handleSubmit, setError, control, errors } = useSchemaForm(entryFormSchema, {
    kind,
    teamId,
    playerId: THE_TEAM,
    category: 'fine' satisfies ChargeCategory,
    method: 'bank-transfer' satisfies PaymentMethod,
    amount: '',
    on: today,
    note: '',
  });
  const create = useCreateLedgerEntry();
  const charge = kind === 'charge';
  const choice = charge ? 'category' : 'method';
  return (
    <FormDialog
      open
      title={charge ? `Add a charge: ${teamName}` : `Record a payment: ${teamName}`}
      submitLabel={charge ? 'Add charge' : 'Record payment'}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, {
          onSuccess: onClose,
          onError: (error) => applyFieldErrors(error, setError, ENTRY_FIELDS),
        }),
      )}
    >
      <Controller
        control={control}
        name={choice}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={charge ? 'What for' : 'Paid by'}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (charge ? undefined : 'A payment made outside the app: the app takes no money')
            }
          >
            {charge ? options(CHARGE_CATEGORY_LABELS) : options(PAYMENT_METHOD_LABELS)}
          </TextField>
        )}
      />
      <LedgerPlayerField control={control} teamId={teamId} />
      <MoneyField register={register} errors={errors} currency={currency} />
      <DayAndNote
        register={register}
        errors={errors}
        noteHint={charge ? 'Optional: what it was for' : 'Optional: a reference, who paid'}
      />
    </FormDialog>
  );
};
