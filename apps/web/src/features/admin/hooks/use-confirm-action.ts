// An admin action that asks first (delete a season, unlink an account): which row the dialog is
// about, and the ConfirmDialog props that run the mutation on that row and close once it worked.
// A refusal stays in the dialog (the ConfirmDialog shows it), so the admin reads why.
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

/** The part of a TanStack mutation taking an id that the dialog drives. */
interface IdMutation {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

export const useConfirmAction = <T extends { id: string }>(mutation: IdMutation) => {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  return {
    /** The row being confirmed, or null while the dialog is closed. */
    target,
    /** Opens the dialog for a row, clearing a refusal left from an earlier one. */
    ask: (row: T) => {
      mutation.reset();
      setTarget(row);
    },
    close,
    /** The server refused because the row is in use (a conflict). */
    refused: mutation.error instanceof ApiError && mutation.error.status === 409,
    dialogProps: {
      open: target !== null,
      onConfirm: () => {
        if (target) mutation.mutate(target.id, { onSuccess: close });
      },
      onClose: close,
      pending: mutation.isPending,
      error: mutation.error,
    },
  };
};

/** What useConfirmAction gives for rows of type T. */
export type ConfirmAction<T extends { id: string }> = ReturnType<typeof useConfirmAction<T>>;
