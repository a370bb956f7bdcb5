// The new season's divisions: by default none named (one division, the league not split); "Split
// into divisions" asks for their names, top first, a row each.
import { MAX_DIVISIONS } from '@cueleague/domain/constants';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { textFieldProps } from '../../../components/form-fields.tsx';
import type { SeasonFormApi } from './season-form-schema.ts';
import { FieldGroup } from './season-scheme-fields.tsx';

export const SeasonDivisionNames = ({ form }: { form: SeasonFormApi }) => {
  const { control, register, formState } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'divisions' });
  const split = fields.length > 0;

  if (!split)
    return (
      <FieldGroup legend="Divisions">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            One division: the league isn't split. Every team plays every other.
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            sx={{ flexShrink: 0 }}
            onClick={() => replace([{ name: '' }, { name: '' }])}
          >
            Add divisions
          </Button>
        </Stack>
      </FieldGroup>
    );

  return (
    <FieldGroup
      legend="Divisions"
      note="Top first. Teams meet only within their division; each has its own table."
    >
      <Stack component="ol" spacing={1.5} aria-label="Divisions" sx={{ m: 0, p: 0 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', listStyle: 'none' }}
          >
            <TextField
              label={`Division ${String(index + 1)} name`}
              required
              fullWidth
              size="small"
              autoFocus={index === 0 && fields.length === 2}
              autoComplete="off"
              {...textFieldProps(
                register,
                formState.errors,
                `divisions.${index}.name` as const,
                index === 0 ? 'e.g. Premier' : index === 1 ? 'e.g. Division One' : undefined,
              )}
            />
            {/* Two is the fewest a split league has: "Don't split" undoes it altogether. */}
            {fields.length > 2 && (
              <Tooltip title={`Remove division ${String(index + 1)}`}>
                <IconButton
                  aria-label={`Remove division ${String(index + 1)}`}
                  onClick={() => remove(index)}
                >
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_DIVISIONS}
          onClick={() => append({ name: '' })}
        >
          Add a division
        </Button>
        <Button size="small" color="inherit" onClick={() => replace([])}>
          Don't split the league
        </Button>
      </Stack>
    </FieldGroup>
  );
};
