import type { FormResult } from '@cueleague/domain/compute-standings';
import Box from '@mui/material/Box';
import { ResultLetter } from './result-letter.tsx';

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
        <ResultLetter key={index} result={result} />
      ))}
    </Box>
  );
};
