// The dialogs of a season's divisions: name a new one or rename one, and split an undivided
// season (its one division named, a second added under it).
import type { Division } from '@cueleague/domain/entities';
import { nameSchema } from '@cueleague/domain/entities';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import {
  useCreateDivision,
  useUpdateDivision,
} from '../../../entities/seasons/hooks/use-division-actions.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const ALREADY = 'Already a division of this name';

/** A name none of `others` has (case aside), as the server insists. */
const newNameSchema = (others: readonly Division[]) =>
  nameSchema.refine(
    (name) => !others.some((other) => other.name?.toLowerCase() === name.toLowerCase()),
    ALREADY,
  );

/** Adds a division at the bottom of the season, or renames `division`. */
export const DivisionNameDialog = ({
  seasonId,
  division,
  divisions,
  onClose,
}: {
  seasonId: string;
  division?: Division;
  divisions: readonly Division[];
  onClose: () => void;
}) => {
  const create = useCreateDivision();
  const update = useUpdateDivision();
  const others = divisions.filter((other) => other.id !== division?.id);
  const { register, handleSubmit, setError, errors } = useSchemaForm(
    z.object({ name: newNameSchema(others) }),
    { name: division?.name ?? '' },
  );
  const onError = (error: unknown) => applyFieldErrors(error, setError, ['name']);
  const onSubmit = handleSubmit(({ name }) => {
    if (division)
      update.mutate({ id: division.id, body: { name } }, { onSuccess: onClose, onError });
    else create.mutate({ seasonId, name }, { onSuccess: onClose, onError });
  });
  return (
    <FormDialog
      open
      title={division ? `Rename ${division.name ?? 'the division'}` : 'Add a division'}
      submitLabel={division ? 'Save' : 'Add division'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
    >
      <TextField
        label="Division name"
        required
        autoFocus
        autoComplete="off"
        {...textFieldProps(
          register,
          errors,
          'name',
          division ? undefined : 'It goes at the bottom; move it up after.',
        )}
      />
    </FormDialog>
  );
};

const splitSchema = z
  .object({ top: nameSchema, second: nameSchema })
  .refine((names) => names.top.toLowerCase() !== names.second.toLowerCase(), {
    path: ['second'],
    message: ALREADY,
  });

/** An undivided season split in two: its one division named (it keeps its teams), one added. */
export const SplitDivisionsDialog = ({
  seasonId,
  division,
  onClose,
}: {
  seasonId: string;
  /** The season's one division, unnamed. */
  division: Division;
  onClose: () => void;
}) => {
  const create = useCreateDivision();
  const update = useUpdateDivision();
  const { register, handleSubmit, setError, errors } = useSchemaForm(splitSchema, {
    top: '',
    second: '',
  });
  const onSubmit = handleSubmit(async ({ top, second }) => {
    // The server files a refused name under 'name': it goes on the field it was typed in.
    let field: 'top' | 'second' = 'top';
    try {
      if (division.name !== top) await update.mutateAsync({ id: division.id, body: { name: top } });
      field = 'second';
      await create.mutateAsync({ seasonId, name: second });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.name)
        setError(field, { type: 'server', message: error.fields.name });
    }
  });
  return (
    <FormDialog
      open
      title="Split into divisions"
      submitLabel="Split"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
    >
      <Typography variant="body2" color="text.secondary">
        Name both, top first. The season's teams stay in the top division until you move them (on
        the Teams page); teams then meet only within their division.
      </Typography>
      <TextField
        label="Top division name"
        required
        autoFocus
        autoComplete="off"
        {...textFieldProps(register, errors, 'top', 'e.g. Premier')}
      />
      <TextField
        label="Second division name"
        required
        autoComplete="off"
        {...textFieldProps(register, errors, 'second', 'e.g. Division One')}
      />
    </FormDialog>
  );
};
