// /admin/league: the league's own settings (docs/rules.md, The web app: Pages): its name (the top
// bar, previews and e-mails), the time zone every date is shown and reminded in, the walkover rule
// the walkover form starts from, results on time (when a result is due, and when one left
// unconfirmed is completed automatically), and the penalties proposed for a late or unconfirmed
// result (docs/rules.md, Proposed penalties), the currency the ledger counts in, and who keeps
// that ledger (docs/rules.md, Fees and fines). Each change is audited by the server.
import type { League } from '@cueleague/domain/entities';
import { leagueSettingsUpdateSchema } from '@cueleague/domain/requests';
import {
  MAX_AUTO_COMPLETE_HOURS,
  MAX_RESULT_DUE_HOURS,
  RESULT_REMINDER_LEAD_HOURS,
} from '@cueleague/domain/result-deadlines';
import { MAX_ADJUSTMENT_POINTS } from '@cueleague/domain/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { z } from 'zod';
import {
  applyFieldErrors,
  FormCard,
  FormStack,
  textFieldProps,
} from '../../../components/form-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { ErrorState, Spinner } from '../../../components/states.tsx';
import { useLeague, useUpdateLeague } from '../../../entities/league/hooks/use-league.ts';
import { numberInput } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { TreasurersSection } from './treasurers-section.tsx';
import { WalkoverRuleField } from './walkover-rule-field.tsx';

const { resultDueHours, autoCompleteHours, lateResultPenalty, unconfirmedPenalty, currency } =
  leagueSettingsUpdateSchema.shape;
const settingsFormSchema = leagueSettingsUpdateSchema.required().extend({
  resultDueHours: numberInput(resultDueHours.unwrap()),
  autoCompleteHours: numberInput(autoCompleteHours.unwrap()),
  lateResultPenalty: numberInput(lateResultPenalty.unwrap()),
  unconfirmedPenalty: numberInput(unconfirmedPenalty.unwrap()),
  // Typed in any case (the input shows capitals); the code is sent as ISO 4217 writes it.
  currency: z.string().toUpperCase().pipe(currency.unwrap()),
});
const SETTINGS_FIELDS = [
  'name',
  'timezone',
  'walkoverRule',
  'resultDueHours',
  'autoCompleteHours',
  'lateResultPenalty',
  'unconfirmedPenalty',
  'currency',
] as const;
const PENALTY_INPUT = { min: 0, max: MAX_ADJUSTMENT_POINTS, inputMode: 'numeric' } as const;

/** The zones the browser knows, offered as the admin types (the server checks the one saved). */
const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

const SettingsForm = ({ league }: { league: League }) => {
  const update = useUpdateLeague();
  const zonesId = useId();
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(settingsFormSchema, {
    name: league.name,
    timezone: league.timezone,
    walkoverRule: league.walkoverRule,
    resultDueHours: String(league.resultDueHours),
    autoCompleteHours: String(league.autoCompleteHours),
    lateResultPenalty: String(league.lateResultPenalty),
    unconfirmedPenalty: String(league.unconfirmedPenalty),
    currency: league.currency,
  });
  const onSubmit = handleSubmit((body) =>
    update.mutate(
      { id: league.id, body },
      {
        onError: (error) => applyFieldErrors(error, setError, SETTINGS_FIELDS),
      },
    ),
  );
  return (
    <FormCard>
      <FormStack onSubmit={onSubmit} label="League settings">
        <TextField
          label="League name"
          required
          {...textFieldProps(
            register,
            errors,
            'name',
            'Shown in the top bar, link previews and e-mails',
          )}
        />
        <TextField
          label="Time zone"
          required
          {...textFieldProps(
            register,
            errors,
            'timezone',
            'Fixtures, reminders and results are in this zone, e.g. Europe/London',
          )}
          slotProps={{ htmlInput: { list: zonesId, autoComplete: 'off', spellCheck: false } }}
        />
        <datalist id={zonesId}>
          {timeZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <WalkoverRuleField
          control={control}
          name="walkoverRule"
          legend="Walkover rule (the walkover form starts from it)"
          error={errors.walkoverRule?.message}
        />
        <TextField
          label="Results due (hours after the start)"
          type="number"
          required
          {...textFieldProps(
            register,
            errors,
            'resultDueHours',
            `Captains are reminded ${String(RESULT_REMINDER_LEAD_HOURS)} hours before; later results are marked late.`,
          )}
          slotProps={{ htmlInput: { min: 1, max: MAX_RESULT_DUE_HOURS, inputMode: 'numeric' } }}
        />
        <TextField
          label="Complete unconfirmed results after (hours)"
          type="number"
          required
          {...textFieldProps(
            register,
            errors,
            'autoCompleteHours',
            'Hours after the last round is locked. 0: never. A disputed result is never completed automatically.',
          )}
          slotProps={{ htmlInput: { min: 0, max: MAX_AUTO_COMPLETE_HOURS, inputMode: 'numeric' } }}
        />
        <Typography variant="body2" color="text.secondary">
          A penalty is only proposed: it waits on the dashboard, and you apply it (a points
          adjustment in the table) or waive it with a reason.
        </Typography>
        <TextField
          label="Late result penalty"
          type="number"
          required
          {...textFieldProps(
            register,
            errors,
            'lateResultPenalty',
            'Points proposed against a team whose result is late; 0 proposes none',
          )}
          slotProps={{ htmlInput: PENALTY_INPUT }}
        />
        <TextField
          label="Unconfirmed result penalty"
          type="number"
          required
          {...textFieldProps(
            register,
            errors,
            'unconfirmedPenalty',
            'Points proposed against a side that never confirmed a result completed automatically; 0 proposes none',
          )}
          slotProps={{ htmlInput: PENALTY_INPUT }}
        />
        <TextField
          label="Currency"
          required
          {...textFieldProps(
            register,
            errors,
            'currency',
            'The currency the ledger counts in, e.g. GBP, EUR, USD',
          )}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { textTransform: 'uppercase' },
            },
          }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save settings
          </Button>
        </Stack>
      </FormStack>
    </FormCard>
  );
};

export const AdminLeaguePage = () => {
  const league = useLeague();
  const body = () => {
    if (league.isPending) return <Spinner label="Loading the league" />;
    if (league.isError)
      return <ErrorState error={league.error} onRetry={() => void league.refetch()} />;
    if (!league.data)
      return (
        <ErrorState
          title="No league yet"
          error={new Error('Set the league up first, on the setup page.')}
        />
      );
    return (
      <>
        <SettingsForm key={league.data.id} league={league.data} />
        <Box sx={{ mt: 4 }}>
          <TreasurersSection />
        </Box>
      </>
    );
  };
  return (
    <Page
      title="League settings"
      description="The league's name, its time zone, its walkover rule, when results are due, the penalties proposed when they are not, its currency and its treasurers."
      narrow
    >
      {body()}
    </Page>
  );
};
