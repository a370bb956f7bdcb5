// A private answer (the admin's list of users) is gone from memory and from the offline cache as
// soon as the user who saw it is: signing out (even with no signal), the session ending (a 401),
// or /api/auth/me answering for someone else. Public answers survive someone signing in.
import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys, meQuery } from '../entities/auth/api/auth-api.ts';
import { useLogout } from '../entities/auth/hooks/use-auth-actions.ts';
import { usersQuery } from '../entities/players/api/players-admin-api.ts';
import {
  createMemoryQueryStore,
  createQueryPersistence,
  type QueryStore,
} from '../lib/query-persistence.ts';
import type { Me } from '../entities/auth/api/auth-api.ts';
import { apiError, reply, stubApi } from '../test/api-stub.ts';
import { signedIn } from '../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';

const USERS = {
  items: [
    { id: 'u9', email: 'someone@example.com', role: null, playerId: null, emailVerified: true },
  ],
};
const USERS_KEY = usersQuery().queryKey;

interface Device {
  client: QueryClient;
  store: QueryStore;
  /** Whether the users list is anywhere: in memory or in the offline cache. */
  usersKept: () => Promise<boolean>;
}

/** An admin signed in on a device whose offline cache holds the users list. */
const adminWithUsers = async (api: Record<string, unknown> = {}): Promise<Device> => {
  let me: Me = signedIn('admin');
  stubApi({
    '/api/auth/me': () => me,
    '/api/users': USERS,
    ...api,
    // Lets a test say who the server thinks this is from now on.
    'POST /test/me': ({ body }: { body: unknown }) => {
      me = body as Me;
      return reply(204);
    },
  });
  const store = createMemoryQueryStore();
  const persistence = createQueryPersistence({ store, channel: null, writeDelayMs: 0 });
  const client = createQueryClient({ forTests: true, persistence });
  await client.fetchQuery(meQuery());
  await client.fetchQuery(usersQuery());
  await persistence.flush();
  const usersKept = async () =>
    client.getQueryData(USERS_KEY) !== undefined ||
    (await store.get(hashKey(USERS_KEY))) !== undefined;
  expect(await usersKept()).toBe(true);
  return { client, store, usersKept };
};

const answerMeWith = (body: unknown) =>
  fetch('/test/me', { method: 'POST', body: JSON.stringify(body) });

const wrapper =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('private answers leave with their user', () => {
  it('on signing out', async () => {
    const device = await adminWithUsers({ 'POST /api/auth/logout': reply(204) });
    const { result } = renderHook(() => useLogout(), { wrapper: wrapper(device.client) });
    await act(() => result.current.mutateAsync());
    await vi.waitFor(async () => expect(await device.usersKept()).toBe(false));
    expect(device.client.getQueryData(authKeys.me)).toMatchObject({ user: null });
  });

  it('on signing out with no signal (the server could not be told)', async () => {
    const device = await adminWithUsers({
      'POST /api/auth/logout': () => new TypeError('Failed to fetch'),
    });
    const { result } = renderHook(() => useLogout(), { wrapper: wrapper(device.client) });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await vi.waitFor(async () =>
      expect(await device.store.get(hashKey(USERS_KEY))).toBeUndefined(),
    );
  });

  it('when the session ends: a 401 on a request made while signed in', async () => {
    let asked = 0;
    const device = await adminWithUsers({
      // The session expires between the first answer and the next.
      '/api/users': () => (asked++ === 0 ? USERS : apiError(401, 'unauthorized', 'Sign in first.')),
    });
    await answerMeWith(signedIn(null, { user: null }));
    await device.client.refetchQueries({ queryKey: USERS_KEY });
    await vi.waitFor(async () => expect(await device.usersKept()).toBe(false));
    // /auth/me was asked again, and says who this is now.
    await vi.waitFor(() =>
      expect(device.client.getQueryData(authKeys.me)).toMatchObject({ user: null }),
    );
  });

  it('when /api/auth/me answers for another user', async () => {
    const device = await adminWithUsers();
    await answerMeWith(signedIn('player', { user: { id: 'u2', email: 'other@example.com' } }));
    await device.client.refetchQueries({ queryKey: authKeys.me });
    await vi.waitFor(async () => expect(await device.usersKept()).toBe(false));
  });

  it('but not when the same user is confirmed, nor when someone signs in', async () => {
    const device = await adminWithUsers();
    await device.client.refetchQueries({ queryKey: authKeys.me });
    expect(await device.usersKept()).toBe(true);

    // Signed out first (nothing private kept), a public answer then survives a sign-in.
    device.client.setQueryData(authKeys.me, signedIn(null, { user: null }));
    await vi.waitFor(async () => expect(await device.usersKept()).toBe(false));
    device.client.setQueryData(['public'], 'standings');
    device.client.setQueryData(authKeys.me, signedIn('admin'));
    await Promise.resolve();
    expect(device.client.getQueryData(['public'])).toBe('standings');
  });
});
