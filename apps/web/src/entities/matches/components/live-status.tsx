// How live the live list is (a socket, or polling every 15 s), and the empty state when nothing is
// being played. Their own module, so the home page shows them without loading the live page.
import SportsBarIcon from '@mui/icons-material/SportsBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/states.tsx';
import type { LiveStatus } from '../../../lib/live-client.ts';
import { useOnline } from '../../../lib/use-online.ts';

/**
 * `unreachable`: the last fetch never got an answer. With no network, or no answer from the
 * server, the page says it is showing what it last saw rather than promising updates.
 */
export const LiveIndicator = ({
  status,
  unreachable = false,
}: {
  status: LiveStatus;
  unreachable?: boolean;
}) => {
  const online = useOnline();
  // With no network, a socket that has not noticed yet is no promise of updates: offline wins, so
  // the page never says "Updating live" under the shell's "Offline" line.
  const state = !online
    ? 'offline'
    : status === 'open'
      ? 'live'
      : unreachable
        ? 'offline'
        : 'polling';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <Box
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor:
            state === 'live' ? 'success.main' : state === 'polling' ? 'warning.main' : 'grey.500',
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {state === 'live'
          ? 'Updating live'
          : state === 'polling'
            ? 'Updating every 15 seconds'
            : 'Offline: showing the scores last seen'}
      </Typography>
    </Stack>
  );
};

export const NoLiveMatches = () => (
  <EmptyState
    icon={<SportsBarIcon />}
    title="No matches are being played right now"
    link={{ to: '/fixtures', label: 'See the fixtures' }}
  >
    Scores appear here, frame by frame, as soon as a match starts. The fixtures say who plays next.
  </EmptyState>
);
