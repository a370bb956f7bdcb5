// A match's score from one team's side, our frames first with W/D/L ('[W] 9–7', read 'Won 9–7'),
// and its home-or-away chip: the team pages' match rows and cards.
import type { FormResult } from '@cueleague/domain/compute-standings';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { ResultLetter } from '../../standings/components/result-letter.tsx';
import type { TeamSideView } from '../team-side.ts';

const RESULT_WORDS: Record<FormResult, string> = { W: 'Won', D: 'Drawn', L: 'Lost' };

export const HomeAwayChip = ({ side }: { side: TeamSideView['side'] }) => (
  <Chip
    size="small"
    variant="outlined"
    label={side === 'home' ? 'Home' : 'Away'}
    sx={{ height: 22, fontSize: '0.72rem', fontWeight: 600 }}
  />
);

/** Our frames first: '[W] 9–7', read as 'Won 9–7'. */
export const TeamScore = ({
  view,
  live = false,
  large = false,
}: {
  view: TeamSideView;
  live?: boolean;
  /** The next-match card's scoreboard size. */
  large?: boolean;
}) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
    {view.result && <ResultLetter result={view.result} large />}
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        fontWeight: 700,
        fontSize: large ? { xs: '1.75rem', sm: '2.25rem' } : '1.1rem',
        lineHeight: 1.1,
        ...(large && {
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }),
      }}
    >
      {view.us}–{view.them}
    </Box>
    <Box component="span" sx={visuallyHidden}>
      {view.result ? `${RESULT_WORDS[view.result]} ` : live ? 'So far ' : ''}
      {view.us}–{view.them}
    </Box>
  </Box>
);
