// Where a frame stands, in a word and an icon, at the top right of its card (announced as it
// changes).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { FrameStatus } from '../scoring-view.ts';

export const FrameStatusBadge = ({ status }: { status: FrameStatus }) => (
  <Box
    role="status"
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.75,
      color: status.color,
      fontSize: '0.85rem',
      fontWeight: 600,
      whiteSpace: 'nowrap',
    }}
  >
    {status.icon === 'spinner' && <CircularProgress size={14} thickness={5} aria-hidden="true" />}
    {status.icon === 'check' && <CheckCircleIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
    {status.icon === 'warn' && <WarningAmberIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
    {status.icon === 'lock' && <LockIcon sx={{ fontSize: 16 }} aria-hidden="true" />}
    {status.text}
  </Box>
);
