// A match that was not played (docs/rules.md, Walkovers and void matches): the admin records a
// walkover for the side that turned up, under the league's rule, and may take points off the side
// that did not (a "Walkover conceded" adjustment, recorded once the walkover is); or voids a match
// neither side played. Both ask for a reason, which goes in the audit trail.
import { MAX_ADJUSTMENT_POINTS } from '@cueleague/domain/constants';
import { reasonBodySchema, walkoverBodySchema } from '@cueleague/domain/requests';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors, ReasonField, textFieldProps } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateAdjustment } from '../../../entities/adjustments/hooks/use-adjustment-actions.ts';
import { useLeague } from '../../../entities/league/hooks/use-league.ts';
import {
  useRecordWalkover,
  useVoidMatch,
} from '../../../entities/matches/hooks/use-match-actions.ts';
import { numberInput } from '../../../lib/form-inputs.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { MatchDialogProps } from './match-dialog-props.ts';
import { WalkoverRuleField } from './walkover-rule-field.tsx';

/** The reason a walkover's penalty is recorded with (one of the league's defaults). */
export const WALKOVER_PENALTY_REASON = 'Walkover conceded';

const walkoverFormSchema = walkoverBodySchema
  .pick({ winner: true, rule: true, reason: true })
  .extend({
    /** Points taken off the side that did not turn up; none when left empty. */
    penalty: numberInput(z.number().int().min(1).max(MAX_ADJUSTMENT_POINTS).optional()),
  });

export const WalkoverDialog = ({
  match,
  label,
  names,
  onClose,
}: MatchDialogProps & { names: { home: string; away: string } }) => {
  const walkover = useRecordWalkover();
  const penalise = useCreateAdjustment();
  // The league's own rule to start from (the admin may choose the other for this match).
  const leagueRule = useLeague().data?.walkoverRule;
  const { register, control, handleSubmit, setError, errors } = useSchemaForm(walkoverFormSchema, {
    ...(leagueRule ? { rule: leagueRule } : {}),
    reason: '',
    penalty: '',
  });
  const onSubmit = handleSubmit(({ penalty, ...body }) =>
    walkover.mutate(
      { id: match.id, body },
      {
        onSuccess: () => {
          // The walkover stands whatever happens to the penalty: a refused one is told, and can
          // be recorded on the points adjustments page.
          if (penalty)
            penalise.mutate({
              teamId: body.winner === 'home' ? match.awayTeamId : match.homeTeamId,
              points: -penalty,
              reason: WALKOVER_PENALTY_REASON,
              matchId: match.id,
            });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, ['winner', 'rule', 'reason']),
      },
    ),
  );

  return (
    <FormDialog
      open
      title={`Walkover: ${label}`}
      submitLabel="Record walkover"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={walkover.isPending}
    >
      <Typography color="text.secondary">
        The match is completed for the side that turned up. Both teams are told, with your reason.
        Reopen it if it was a mistake.
      </Typography>
      <Controller
        control={control}
        name="winner"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(errors.winner)}>
            <FormLabel component="legend">Which side turned up?</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {(['home', 'away'] as const).map((side) => (
                <FormControlLabel
                  key={side}
                  value={side}
                  control={<Radio />}
                  label={`${names[side]} (${side})`}
                />
              ))}
            </RadioGroup>
            {errors.winner && <FormHelperText>{errors.winner.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <WalkoverRuleField
        control={control}
        name="rule"
        legend="Walkover rule"
        error={errors.rule?.message}
      />
      <ReasonField
        {...textFieldProps(register, errors, 'reason', 'e.g. The away team did not turn up')}
      />
      <TextField
        label="Penalty for the side absent (points)"
        type="number"
        {...textFieldProps(
          register,
          errors,
          'penalty',
          `Optional: taken off their points as "${WALKOVER_PENALTY_REASON}"`,
        )}
        slotProps={{ htmlInput: { min: 1, max: MAX_ADJUSTMENT_POINTS, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
};

const voidFormSchema = reasonBodySchema.pick({ reason: true });

export const VoidMatchDialog = ({ match, label, onClose }: MatchDialogProps) => {
  const voidMatch = useVoidMatch();
  const { register, handleSubmit, setError, errors } = useSchemaForm(voidFormSchema, {
    reason: '',
  });
  const onSubmit = handleSubmit(({ reason }) =>
    voidMatch.mutate(
      { id: match.id, reason },
      {
        onSuccess: onClose,
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    ),
  );

  return (
    <FormDialog
      open
      title={`Void ${label}?`}
      submitLabel="Void match"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={voidMatch.isPending}
    >
      <Typography color="text.secondary">
        Neither side played it: the match is cancelled and shown as void. It counts for nothing in
        the standings, and cannot be undone. Both teams are told, with your reason.
      </Typography>
      <ReasonField
        autoFocus
        {...textFieldProps(register, errors, 'reason', 'e.g. Neither team could raise a side')}
      />
    </FormDialog>
  );
};
