// Deleting a named row (a season, a team, a venue) after asking: "Delete <name>?" and
// "Delete <noun>", with what goes with it, or, once the server refuses, why the row stays.
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ConfirmAction } from '../hooks/use-confirm-action.ts';

export const ConfirmDeleteDialog = <T extends { id: string; name: string }>({
  deleting,
  noun,
  refused,
  children,
}: {
  deleting: ConfirmAction<T>;
  noun: string;
  /** Said instead of `children` once the server refuses (the row is in use). */
  refused?: ReactNode;
  children: ReactNode;
}) => (
  <ConfirmDialog
    {...deleting.dialogProps}
    title={`Delete ${deleting.target?.name ?? `the ${noun}`}?`}
    confirmLabel={`Delete ${noun}`}
  >
    {deleting.refused && refused !== undefined ? refused : children}
  </ConfirmDialog>
);
