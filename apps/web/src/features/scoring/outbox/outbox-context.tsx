// The app's one scoring outbox, for React: the provider starts it and tells it who is signed in
// (an entry is only ever sent with its author's session); hooks read it.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { isPending, type OutboxEntry } from './outbox-entry.ts';
import type { ScoringOutbox } from './outbox-api.ts';

const OutboxContext = createContext<ScoringOutbox | null>(null);

export const OutboxProvider = ({
  outbox,
  children,
}: {
  outbox: ScoringOutbox;
  children: ReactNode;
}) => {
  useEffect(() => {
    outbox.start();
    return () => outbox.stop();
  }, [outbox]);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
};

/** Inside the auth provider: the outbox follows the signed-in user. */
export const OutboxUser = () => {
  const outbox = useOutbox();
  const { user, loading } = useAuth();
  const userId = loading ? null : (user?.id ?? null);
  useEffect(() => outbox.setUser(userId), [outbox, userId]);
  return null;
};

export const useOutbox = (): ScoringOutbox => {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox must be used within an OutboxProvider');
  return outbox;
};

/**
 * Every entry of the signed-in user, by id, in the order they are sent. It follows the outbox a
 * render later, as a transition: a change (a tap's entry, its answer, its store write) never
 * renders the component reading this in the task that made it, so a tap draws its own card first
 * (useLatestEntry reads the outbox at once) and the page that reads this waits for the paint and
 * yields to the next tap. Not even the page's own hooks run in the tap's task.
 */
export const useOutboxEntries = (): ReadonlyMap<string, OutboxEntry> => {
  const outbox = useOutbox();
  const [entries, setEntries] = useState(outbox.getSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setEntries(outbox.getSnapshot()));
    // A change between the first render and this subscription.
    follow();
    return outbox.subscribe(follow);
  }, [outbox]);
  return entries;
};

export interface OutboxSummary {
  /** Entries the server does not have yet. */
  waiting: number;
  /** Entries the captain must look at (a conflict, a refusal), with their match. */
  attention: { matchId: string; label: string; status: 'conflict' | 'refused' }[];
}

export const useOutboxSummary = (): OutboxSummary => {
  const entries = useOutboxEntries();
  return useMemo(() => {
    const all = [...entries.values()];
    return {
      waiting: all.filter((entry) => isPending(entry)).length,
      attention: all.flatMap((entry) =>
        entry.status === 'conflict' || entry.status === 'refused'
          ? [{ matchId: entry.matchId, label: entry.label, status: entry.status }]
          : [],
      ),
    };
  }, [entries]);
};
