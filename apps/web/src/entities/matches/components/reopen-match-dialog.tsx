// Reopen a match with a reason: every round unlocks (results kept) so the captains can correct
// it, then they lock the rounds and confirm again. A disputed match (in progress, rounds locked)
// is completed and reopened in one go; a walkover is undone. Offered on the admin's fixture list
// and on the match's scoring page.
import { reasonBodySchema } from '@cueleague/domain/requests';
import Typography from '@mui/material/Typography';
import type { Match } from '@cueleague/domain/entities';
import { applyFieldErrors, ReasonField, textFieldProps } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useReopenDisputedMatch, useReopenMatch } from '../hooks/use-match-actions.ts';

interface ReopenMatchDialogProps {
  match: Pick<Match, 'id' | 'state' | 'progress'>;
  /** 'Home v Away', for the title. */
  label: string;
  onClose: () => void;
}

const reopenFormSchema = reasonBodySchema.pick({ reason: true });

export const ReopenMatchDialog = ({ match, label, onClose }: ReopenMatchDialogProps) => {
  const disputed = match.state === 'in-progress';
  const reopen = useReopenMatch();
  const reopenDisputed = useReopenDisputedMatch();
  const { register, handleSubmit, setError, errors } = useSchemaForm(reopenFormSchema, {
    reason: match.progress.dispute ? `Dispute: ${match.progress.dispute.reason}` : '',
  });
  const onSubmit = handleSubmit(({ reason }) => {
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) => applyFieldErrors(error, setError, ['reason']),
    };
    if (disputed) reopenDisputed.mutate({ id: match.id, reason }, options);
    else reopen.mutate({ id: match.id, reason }, options);
  });

  return (
    <FormDialog
      open
      title={`Reopen ${label}`}
      submitLabel="Reopen match"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={reopen.isPending || reopenDisputed.isPending}
    >
      <Typography color="text.secondary">
        {match.progress.walkover
          ? 'The walkover is undone: the match is not started again, with no frames played, to record afresh or play. The reason goes in the audit trail.'
          : 'Every round unlocks with its results kept, so the captains can correct the frames; then they lock the rounds and confirm the result again. The reason goes in the audit trail.'}
      </Typography>
      <ReasonField
        autoFocus
        {...textFieldProps(
          register,
          errors,
          'reason',
          'e.g. Frame 7 was scored to the wrong player',
        )}
      />
    </FormDialog>
  );
};
