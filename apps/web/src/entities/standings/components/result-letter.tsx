// A result as its coloured letter, W, D or L: the form guide's squares and a team's match score.
// Only a picture: whoever shows one says the result in words beside it.
import type { FormResult } from '@cueleague/domain/compute-standings';
import Box from '@mui/material/Box';

const COLORS: Record<FormResult, string> = { W: 'success.main', D: 'grey.600', L: 'error.main' };

export const ResultLetter = ({
  result,
  large = false,
}: {
  result: FormResult;
  /** A match score's letter, a little larger than the form guide's. */
  large?: boolean;
}) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{
      width: large ? 24 : 20,
      height: large ? 24 : 20,
      borderRadius: 0.75,
      bgcolor: COLORS[result],
      color: 'common.white',
      fontSize: large ? '0.8rem' : '0.7rem',
      fontWeight: 700,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    }}
  >
    {result}
  </Box>
);
