// What the season pages under /admin/seasons show when the season didn't load: gone, or an error.
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';

export const SeasonNotLoaded = ({ error, onRetry }: { error: unknown; onRetry: () => void }) =>
  isNotFound(error) ? (
    <EmptyState
      icon={<EventBusyIcon />}
      title="No such season"
      link={{ to: '/admin/seasons', label: 'Back to seasons' }}
    >
      It may have been deleted.
    </EmptyState>
  ) : (
    <ErrorState error={error} onRetry={onRetry} />
  );
