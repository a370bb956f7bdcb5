// A form in a dialog: title, fields, Cancel and a submit button that shows progress. Full screen
// on a phone, where a long form in a floating box leaves no room for the keyboard.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Given the submit event; a promise it returns (react-hook-form's handleSubmit) runs on. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  pending?: boolean;
  children: ReactNode;
  /** Room for wider content (a fixture's teams side by side). */
  maxWidth?: 'xs' | 'sm' | 'md';
}

export const FormDialog = ({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  pending = false,
  children,
  maxWidth = 'xs',
}: FormDialogProps) => {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** A create or an update call (a TanStack Query mutation), told to close or show field errors. */
interface SaveCall<Variables> {
  mutate: (
    variables: Variables,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A dialog that adds a record, or edits `editing`: "Edit <name>" and "Save <noun>", else
 * `addTitle` and "Add <noun>"; busy while either call runs. `save` sends the form's values as an
 * update of the record edited, else creates `createBody`, and closes once the server has it.
 */
export const addOrEditDialog = <Body, CreateBody>(
  editing: { id: string; name: string } | undefined,
  [noun, addTitle]: readonly [noun: string, addTitle: string],
  calls: {
    create: SaveCall<CreateBody>;
    update: SaveCall<{ id: string; body: Body }>;
    onClose: () => void;
    onError: (error: unknown) => void;
  },
) => {
  const { create, update, onClose, onError } = calls;
  const options = { onSuccess: onClose, onError };
  return {
    props: {
      open: true,
      title: editing ? `Edit ${editing.name}` : addTitle,
      submitLabel: `${editing ? 'Save' : 'Add'} ${noun}`,
      onClose,
      pending: create.isPending || update.isPending,
    },
    save: (body: Body, createBody: CreateBody) => {
      if (editing) update.mutate({ id: editing.id, body }, options);
      else create.mutate(createBody, options);
    },
  };
};
