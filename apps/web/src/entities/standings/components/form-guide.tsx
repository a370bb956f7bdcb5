import type { FormResult } from '@cueleague/domain/compute-standings';
import Box from '@mui/material/Box';

const COLORS: Record<FormResult, string> = { W: 'success.main', D: 'grey.600', L: 'error.main' };
const WORDS: Record<FormResult, string> = { W: 'won', D: 'drawn', L: 'lost' };

/** The last results, newest first, as coloured letters. */
export const FormGuide = ({ form }: { form: readonly FormResult[] }) => {
  if (form.length === 0)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        –
      </Box>
    );
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Last ${form.length}, newest first: ${form.map((result) => WORDS[result]).join(', ')}`}
      sx={{ display: 'inline-flex', gap: 0.5 }}
    >
      {form.map((result, index) => (
        <Box
          key={index}
          component="span"
          aria-hidden="true"
          sx={{
            width: 20,
            height: 20,
            borderRadius: 0.75,
            bgcolor: COLORS[result],
            color: 'common.white',
            fontSize: '0.7rem',
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {result}
        </Box>
      ))}
    </Box>
  );
};
