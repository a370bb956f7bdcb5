// After a write: every query under the given key prefixes goes stale (the ones on screen fetch
// again), all at once; the returned function settles when they have.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

export const useInvalidate = (...keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
