// Add or edit a venue: name, address and number of tables (the schedule's conflict check counts
// matches per venue night against the tables).
import type { Venue } from '@cueleague/domain/entities';
import { venueCreateSchema } from '@cueleague/domain/requests';
import TextField from '@mui/material/TextField';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { blankAsNull, numberInput } from '../../../lib/form-inputs.ts';
import {
  useCreateVenue,
  useUpdateVenue,
} from '../../../entities/venues/hooks/use-venue-actions.ts';
import { addOrEditDialog, FormDialog } from '../../../components/form-dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const venueFormSchema = venueCreateSchema.extend({
  address: blankAsNull(venueCreateSchema.shape.address),
  // Required in the form: the create schema's default of 1 is the field's starting value.
  tables: numberInput(venueCreateSchema.shape.tables.unwrap()),
});

export const VenueFormDialog = ({
  venue,
  onClose,
}: {
  /** The venue to edit; none to add one. */
  venue?: Venue;
  onClose: () => void;
}) => {
  const { register, handleSubmit, setError, errors } = useSchemaForm(venueFormSchema, {
    name: venue?.name ?? '',
    address: venue?.address ?? '',
    tables: String(venue?.tables ?? 1),
  });
  const dialog = addOrEditDialog(venue, ['venue', 'Add a venue'], {
    create: useCreateVenue(),
    update: useUpdateVenue(),
    onClose,
    onError: (error) => applyFieldErrors(error, setError, ['name', 'address', 'tables']),
  });

  return (
    <FormDialog {...dialog.props} onSubmit={handleSubmit((body) => dialog.save(body, body))}>
      <TextField
        label="Name"
        required
        autoFocus
        {...textFieldProps(register, errors, 'name', 'The pub or club, as players know it')}
      />
      <TextField
        label="Address"
        multiline
        minRows={2}
        {...textFieldProps(register, errors, 'address')}
      />
      <TextField
        label="Number of tables"
        type="number"
        required
        {...textFieldProps(register, errors, 'tables', 'How many matches it can host on one night')}
        slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
};
