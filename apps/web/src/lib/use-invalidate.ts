// After a write: every query under the given key prefixes goes stale (the ones on screen fetch
// again), all at once; the returned function settles when they have.
import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

export const useInvalidate = (...keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

/** A write that, once it succeeds, refreshes every query under `keys` (and settles after them). */
export const useRefreshingMutation = <TData, TVariables>(
  keys: readonly QueryKey[],
  options: Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'onSuccess'>,
) => {
  const invalidate = useInvalidate(...keys);
  return useMutation({ ...options, onSuccess: invalidate });
};
