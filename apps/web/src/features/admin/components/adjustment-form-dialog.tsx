// Record or change a points adjustment (docs/rules.md, Points adjustments): the team, a penalty or
// an award of 1 to 99 points, the reason (the league's own offered first, or anything typed) and,
// optionally, the team's match it is for, and a new penalty's fine (charged to the team's ledger
// with it; docs/rules.md, Fees and fines). The form gives the size and its direction apart; the
// request schema checks what is sent (a penalty goes as minus points, a fine in pence).
import { MAX_ADJUSTMENT_POINTS } from '@cueleague/domain/constants';
import type { PointsAdjustment, Team } from '@cueleague/domain/entities';
import { pointsAdjustmentCreateSchema } from '@cueleague/domain/requests';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { addOrEditDialog, FormDialog } from '../../../components/form-dialog.tsx';
import { adjustmentReasonsQuery } from '../../../entities/adjustments/api/adjustments-api.ts';
import {
  useCreateAdjustment,
  useUpdateAdjustment,
} from '../../../entities/adjustments/hooks/use-adjustment-actions.ts';
import { adjustmentMatchLabel } from '../../../entities/adjustments/match-label.ts';
import { useLeague, useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import {
  MoneyField,
  optionalMoneyInput,
} from '../../../entities/ledger/components/money-field.tsx';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { blankAsNull, numberInput } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SelectField } from './select-field.tsx';

const adjustmentFormSchema = z
  .object({
    teamId: z.string().min(1, 'Pick a team'),
    kind: z.enum(['penalty', 'award']),
    points: numberInput(z.number().int().min(1).max(MAX_ADJUSTMENT_POINTS)),
    reason: pointsAdjustmentCreateSchema.shape.reason,
    matchId: blankAsNull(pointsAdjustmentCreateSchema.shape.matchId),
    fine: optionalMoneyInput,
  })
  .transform(({ kind, points, fine, ...rest }) => ({
    ...rest,
    points: kind === 'penalty' ? -points : points,
    // An award is never fined (the field is hidden, whatever it held).
    ...(kind === 'penalty' && fine !== undefined && { fine }),
  }))
  .pipe(pointsAdjustmentCreateSchema);

const FIELDS = ['teamId', 'points', 'reason', 'matchId', 'fine'] as const;

export const AdjustmentFormDialog = ({
  adjustment,
  teams,
  teamName,
  onClose,
}: {
  /** The adjustment to change; none to record one. */
  adjustment?: PointsAdjustment;
  teams: readonly Team[];
  teamName: TeamName;
  onClose: () => void;
}) => {
  const timeZone = useLeagueTimezone();
  const kindId = useId();
  const { register, handleSubmit, setError, setValue, control, errors } = useSchemaForm(
    adjustmentFormSchema,
    {
      teamId: adjustment?.teamId ?? '',
      kind: adjustment && adjustment.points > 0 ? 'award' : 'penalty',
      points: adjustment ? String(Math.abs(adjustment.points)) : '',
      reason: adjustment?.reason ?? '',
      matchId: adjustment?.matchId ?? '',
      fine: '',
    },
  );
  const kind = useWatch({ control, name: 'kind' });
  const currency = useLeague().data?.currency ?? 'GBP';
  const teamId = useWatch({ control, name: 'teamId' });
  // Another team: the match picked was the last team's.
  const shownTeam = useRef(teamId);
  useEffect(() => {
    if (shownTeam.current === teamId) return;
    shownTeam.current = teamId;
    setValue('matchId', '');
  }, [teamId, setValue]);
  const team = teams.find((candidate) => candidate.id === teamId);
  const matches = useQuery({
    ...matchSummariesQuery({ seasonId: team?.seasonId, teamId }),
    enabled: Boolean(team),
  });
  const reasons = useQuery(adjustmentReasonsQuery());

  const dialog = addOrEditDialog(
    adjustment && { id: adjustment.id, name: 'adjustment' },
    ['adjustment', 'Add a points adjustment'],
    {
      create: useCreateAdjustment(),
      update: useUpdateAdjustment(),
      onClose,
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    },
  );

  return (
    <FormDialog
      {...dialog.props}
      onSubmit={handleSubmit((body) => {
        // A change leaves the team alone, and fines nobody (the update schema has neither).
        const { teamId: _unchanged, fine: _fine, ...change } = body;
        dialog.save(change, body);
      })}
    >
      <SelectField
        control={control}
        name="teamId"
        label="Team"
        required
        disabled={Boolean(adjustment)}
        options={teams.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        {...(adjustment && { helperText: 'An adjustment stays with its team' })}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={kindId}>Penalty or award</FormLabel>
            <RadioGroup
              row
              aria-labelledby={kindId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="penalty" control={<Radio />} label="Penalty (minus)" />
              <FormControlLabel value="award" control={<Radio />} label="Award (plus)" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <TextField
        label="Points"
        type="number"
        required
        {...textFieldProps(register, errors, 'points', `1 to ${MAX_ADJUSTMENT_POINTS}`)}
        slotProps={{ htmlInput: { min: 1, max: MAX_ADJUSTMENT_POINTS, inputMode: 'numeric' } }}
      />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={reasons.data ?? []}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Reason"
                required
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? "Pick one of the league's reasons, or type your own"
                }
              />
            )}
          />
        )}
      />
      <SelectField
        control={control}
        name="matchId"
        label="Match"
        emptyLabel="No match"
        disabled={!team}
        options={(matches.data ?? []).map((match) => ({
          value: match.id,
          label: adjustmentMatchLabel(match, teamId, teamName, timeZone),
        }))}
        helperText={team ? 'Optional: the match it is for' : 'Pick the team first'}
      />
      {!adjustment && kind === 'penalty' && (
        <MoneyField
          register={register}
          errors={errors}
          currency={currency}
          name="fine"
          label="Fine"
          required={false}
          hint="Optional: charged to the team's fees with the penalty, like 10.00"
        />
      )}
    </FormDialog>
  );
};
