// React access to the shared live client: a provider (tests pass a fake client) and a hook that
// listens to one topic for as long as the component is mounted.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createLiveClient,
  type LiveClient,
  type LiveListener,
  type LiveStatus,
} from './live-client.ts';

/** While the live channel (socket or long poll) is not open, live pages refetch on this timer. */
export const LIVE_FALLBACK_REFETCH_MS = 15_000;

let sharedClient: LiveClient | null = null;
const defaultClient = (): LiveClient => (sharedClient ??= createLiveClient());

const LiveClientContext = createContext<LiveClient | null>(null);

export const LiveClientProvider = ({
  client,
  children,
}: {
  client?: LiveClient;
  children: ReactNode;
}) => (
  <LiveClientContext.Provider value={client ?? defaultClient()}>
    {children}
  </LiveClientContext.Provider>
);

export const useLiveClient = (): LiveClient => useContext(LiveClientContext) ?? defaultClient();

/**
 * Listens to `topic` (none when null) and returns the socket's status, so the caller can poll
 * while it is not 'open'. The listener may change between renders without re-subscribing.
 */
export const useLiveTopic = (topic: string | null, listener: LiveListener): LiveStatus => {
  const client = useLiveClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return client.subscribe(topic, (message) => latest.current(message));
  }, [client, topic]);
  // The status as state, changed in a transition: a page that shows it (a whole team page, the
  // live page) is rendered again in short tasks, never in one long one, as the socket connects
  // just after the app takes a server-rendered page over (and on every reconnect). A server
  // render says 'closed', and so does the app's first render, before anything has subscribed.
  const [status, setStatus] = useState<LiveStatus>(() =>
    typeof window === 'undefined' ? 'closed' : client.status(),
  );
  useEffect(() => {
    const update = () => startTransition(() => setStatus(client.status()));
    update();
    return client.onStatus(update);
  }, [client]);
  return status;
};
