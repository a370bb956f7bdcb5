// Where one entry stands, in words and an icon: sending, saved, not sent yet (kept on the device,
// with a retry), or refused (with the server's reason). Announced to screen readers as it changes.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isNotSent, type OutboxEntry } from '../outbox/scoring-outbox.ts';
import { useScoringSession } from '../hooks/scoring-context.tsx';

export const SendingIndicator = ({ label = 'Sending…' }: { label?: string }) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    <CircularProgress size={16} thickness={5} aria-hidden="true" />
    <span>{label}</span>
  </Box>
);

export const SavedIndicator = ({ label = 'Saved' }: { label?: string }) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'success.light' }}>
    <CheckCircleIcon sx={{ fontSize: 18 }} aria-hidden="true" />
    <span>{label}</span>
  </Box>
);

/** Why an entry is not sent yet, and that it is not lost. */
export const notSentWords = (entry: OutboxEntry): string => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return 'Not sent yet: no signal. It is kept on this device and sent when the signal is back.';
  if (entry.status === 'queued')
    return 'Not sent yet: waiting for the entry before it. It is kept on this device.';
  return `Not sent yet: ${entry.message ?? ''} It stays pending and is sent again by itself.`;
};

/**
 * The state line of an entry. `saved` says what to show when there is no entry of this session
 * but the server has the thing saved (a frame scored earlier or by the other captain).
 */
export const EntryStatus = ({
  entry,
  saved,
  savedLabel,
  discardable = true,
}: {
  entry: OutboxEntry | undefined;
  saved?: boolean;
  savedLabel?: string;
  /** Whether a failed entry may be dropped (a frame result may; a line-up lock goes on trying). */
  discardable?: boolean;
}) => {
  const { outbox } = useScoringSession();
  const status = entry?.status ?? (saved ? 'saved' : null);
  return (
    <Box role="status" sx={{ minHeight: 24, fontSize: '0.875rem' }}>
      {status === 'sending' && <SendingIndicator />}
      {status === 'saved' && <SavedIndicator label={savedLabel} />}
      {isNotSent(entry) && entry && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'warning.light' }}
          >
            <CloudOffIcon sx={{ fontSize: 18 }} aria-hidden="true" />
            <Typography component="span" variant="body2">
              {notSentWords(entry)}
            </Typography>
          </Box>
          {navigator.onLine !== false && (
            <Button size="small" variant="outlined" onClick={() => outbox.retry(entry.key)}>
              Retry now
            </Button>
          )}
          {discardable && (
            <Button size="small" color="inherit" onClick={() => outbox.discard(entry.key)}>
              Discard
            </Button>
          )}
        </Box>
      )}
      {status === 'refused' && entry && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'error.light' }}
          >
            <ErrorOutlineIcon sx={{ fontSize: 18 }} aria-hidden="true" />
            <Typography component="span" variant="body2">
              Not saved: {entry.message}
            </Typography>
          </Box>
          <Button size="small" color="inherit" onClick={() => outbox.discard(entry.key)}>
            Dismiss
          </Button>
        </Box>
      )}
    </Box>
  );
};
