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

const capitalised = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

/** Adds a record of kind `noun`: "<its name> added", or "Could not add the <noun>". */
export const useAddMutation = <TData, TBody>(
  keys: readonly QueryKey[],
  noun: string,
  create: (body: TBody) => Promise<TData>,
  nameOf: (created: TData) => string,
) =>
  useRefreshingMutation(keys, {
    mutationFn: create,
    meta: {
      successMessage: (created) => `${nameOf(created as TData)} added`,
      errorPrefix: `Could not add the ${noun}`,
    },
  });

/** Saves changes to a record by id: "<Noun> saved", or "Could not save the <noun>". */
export const useSaveMutation = <TBody>(
  keys: readonly QueryKey[],
  noun: string,
  update: (id: string, body: TBody) => Promise<unknown>,
) =>
  useRefreshingMutation(keys, {
    mutationFn: ({ id, body }: { id: string; body: TBody }) => update(id, body),
    meta: {
      successMessage: `${capitalised(noun)} saved`,
      errorPrefix: `Could not save the ${noun}`,
    },
  });

/** Deletes a record by id: "<Noun> deleted", or "Could not delete the <noun>". */
export const useDeleteMutation = (
  keys: readonly QueryKey[],
  noun: string,
  remove: (id: string) => Promise<unknown>,
) =>
  useRefreshingMutation(keys, {
    mutationFn: remove,
    meta: {
      successMessage: `${capitalised(noun)} deleted`,
      errorPrefix: `Could not delete the ${noun}`,
    },
  });
