// Waive a proposed penalty: the team keeps its points, and the admin says why (the reason is kept
// with the proposal and in the audit trail). A refusal that is not about the reason (decided
// already, by another admin or in another tab) is shown in the dialog, in the server's words.
import { penaltyWaiveSchema } from '@cueleague/domain/penalty-proposals';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { applyFieldErrors, ReasonField, textFieldProps } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { PenaltyProposal } from '../../../entities/penalties/api/penalty-proposals-api.ts';
import { useWaivePenalty } from '../../../entities/penalties/hooks/use-penalty-actions.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

export const WaivePenaltyDialog = ({
  proposal,
  description,
  onClose,
}: {
  proposal: PenaltyProposal;
  /** What is waived: "−4 for Cue Tips (Late result)". */
  description: string;
  onClose: () => void;
}) => {
  const waive = useWaivePenalty();
  const { register, handleSubmit, setError, errors } = useSchemaForm(penaltyWaiveSchema, {
    reason: '',
  });
  const onSubmit = handleSubmit(({ reason }) =>
    waive.mutate(
      { id: proposal.id, reason },
      {
        onSuccess: onClose,
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    ),
  );
  const fieldRefusal = waive.error instanceof ApiError && Boolean(waive.error.fields?.reason);
  return (
    <FormDialog
      open
      title="Waive this penalty?"
      submitLabel="Waive"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={waive.isPending}
    >
      <Typography color="text.secondary">
        {description}: the team keeps its points and no adjustment is made. The reason is kept with
        it.
      </Typography>
      <ReasonField
        autoFocus
        {...textFieldProps(register, errors, 'reason', 'e.g. The venue lost power on the night')}
      />
      {waive.error && !fieldRefusal && (
        <Alert severity="error">Could not waive the penalty: {errorMessage(waive.error)}</Alert>
      )}
    </FormDialog>
  );
};
