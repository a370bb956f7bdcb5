// A cup tie's label where league matches are shown too: "Winter Cup · Semi-finals", a small chip
// that opens the cup's bracket. A league match has none.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { cupLabelText, type CupLabel } from '../hooks/use-cup-labels.ts';

export const CupChip = ({ cup }: { cup: CupLabel }) => (
  <Chip
    component={RouterLink}
    to={cup.href}
    clickable
    size="small"
    variant="outlined"
    icon={<EmojiEventsIcon aria-hidden="true" />}
    label={cupLabelText(cup)}
    // At least WCAG 2.2's smallest target (2.5.8), and never wider than the line it is on.
    sx={{ minHeight: 24, minWidth: 24, maxWidth: '100%' }}
  />
);
