// The shell's word on the connection (docs/rules.md, The web app: Offline and multi-tab): with no
// signal it says so, and how many scoring entries wait on this device to be sent; once back online
// it counts them down as they go. An entry the captain must settle (a conflict with the other
// captain, a refusal) links to its match from any page. Nothing shows while all is well.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useOutboxSummary } from '../../features/scoring/outbox/outbox-context.tsx';
import { useOnline } from '../../lib/use-online.ts';

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

export const OfflineIndicator = () => {
  const online = useOnline();
  const { waiting, attention } = useOutboxSummary();
  const location = useLocation();
  const first = attention[0];
  const firstPath = first ? `/team/match/${first.matchId}/score` : null;
  if (online && waiting === 0 && !first) return null;
  const text = !online
    ? waiting > 0
      ? `Offline · ${entries(waiting)} waiting to be sent`
      : 'Offline · showing what this device has saved'
    : waiting > 0
      ? `Sending ${entries(waiting)} saved on this device…`
      : null;
  return (
    <Box
      role="status"
      aria-label="Connection"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, sm: 3 },
        py: 0.75,
        bgcolor: online ? 'background.paper' : 'rgba(255, 167, 38, 0.12)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {text && (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {online ? (
            <CloudUploadIcon fontSize="small" sx={{ color: 'info.light' }} aria-hidden="true" />
          ) : (
            <CloudOffIcon fontSize="small" sx={{ color: 'warning.light' }} aria-hidden="true" />
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {text}
          </Typography>
        </Box>
      )}
      {first && (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberIcon fontSize="small" sx={{ color: 'warning.light' }} aria-hidden="true" />
          <Typography variant="body2">
            {first.label}: {first.status === 'conflict' ? 'a conflict to settle' : 'not saved'}
            {attention.length > 1 ? ` (and ${attention.length - 1} more)` : ''}.{' '}
            {firstPath && location.pathname !== firstPath && (
              <Link component={RouterLink} to={firstPath} color="inherit">
                Open the match
              </Link>
            )}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
