// How live the live list is (a socket, or polling every 15 s), and the empty state when nothing is
// being played. Their own module, so the home page shows them without loading the live page.
import SportsBarIcon from '@mui/icons-material/SportsBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/states.tsx';
import type { LiveStatus } from '../../../lib/live-client.ts';

export const LiveIndicator = ({ status }: { status: LiveStatus }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
    <Box
      aria-hidden="true"
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: status === 'open' ? 'success.main' : 'warning.main',
      }}
    />
    <Typography variant="body2" color="text.secondary">
      {status === 'open' ? 'Updating live' : 'Updating every 15 seconds'}
    </Typography>
  </Stack>
);

export const NoLiveMatches = () => (
  <EmptyState
    icon={<SportsBarIcon />}
    title="No matches are being played right now"
    action={
      <Button component={RouterLink} to="/fixtures" variant="outlined">
        See the fixtures
      </Button>
    }
  >
    Scores appear here, frame by frame, as soon as a match starts. The fixtures say who plays next.
  </EmptyState>
);
