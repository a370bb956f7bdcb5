import { WIRE_HEADER } from '@cueleague/domain/constants';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiError, offContract, reply, stubApi } from '../test/api-stub.ts';
import { leagueTeam, leagueTeams } from '../test/fixtures.ts';
import {
  ApiError,
  apiFetch,
  apiSend,
  BAD_RESPONSE_MESSAGE,
  NEW_VERSION_MESSAGE,
} from './api-client.ts';
import { notify } from './notifications.tsx';

vi.mock('./notifications.tsx', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.mocked(notify).mockClear();
});

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('apiFetch', () => {
  it('answers the parsed, typed answer when it fits the schema', async () => {
    stubApi({ '/api/teams': { items: leagueTeams({ count: 1 }) } });
    const answer = await apiFetch('teams', '/api/teams');
    expectTypeOf(answer.items[0]!.name).toEqualTypeOf<string>();
    expect(answer).toEqual({ items: leagueTeams({ count: 1 }) });
  });

  it('drops a field it does not know (a newer server), rather than refusing the answer', async () => {
    stubApi({
      '/api/teams': offContract({ items: [{ ...leagueTeam('t1'), colour: 'red' }] }),
    });
    const answer = await apiFetch('teams', '/api/teams');
    expect(answer.items[0]).toEqual(leagueTeam('t1'));
  });

  it("turns an answer that doesn't fit into an ApiError 'bad_response'", async () => {
    stubApi({ '/api/teams': offContract({ items: [{ id: 't1' }] }) });
    const error = await failure(apiFetch('teams', '/api/teams'));
    expect(error.status).toBe(200);
    expect(error.code).toBe('bad_response');
    expect(error.message).toBe(BAD_RESPONSE_MESSAGE);
    expect(error.details.path).toBe('/api/teams');
    expect(error.details.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['items', 0, 'seasonId'] })]),
    );
  });

  it("turns an empty or non-JSON answer into 'bad_response' too", async () => {
    stubApi({ '/api/teams': reply(200) });
    expect((await failure(apiFetch('teams', '/api/teams'))).code).toBe('bad_response');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy</html>', { status: 200 })),
    );
    expect((await failure(apiFetch('teams', '/api/teams'))).code).toBe('bad_response');
  });

  it("still answers the server's own error as it came", async () => {
    stubApi({ '/api/teams': apiError(404, 'not_found', 'No such season') });
    const error = await failure(apiFetch('teams', '/api/teams'));
    expect([error.status, error.code, error.message]).toEqual([404, 'not_found', 'No such season']);
  });
});

describe('apiFetch in a production build', () => {
  it('takes the answer as the server sent it: the server serialized it through its schema', async () => {
    vi.stubEnv('PROD', true);
    const sent = { items: [{ ...leagueTeam('t1'), colour: 'red' }] };
    stubApi({ '/api/teams': sent });
    expect(await apiFetch('teams', '/api/teams')).toEqual(sent);
  });

  it('still refuses an answer that is not JSON (a proxy or captive portal page)', async () => {
    vi.stubEnv('PROD', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 })),
    );
    expect((await failure(apiFetch('teams', '/api/teams'))).code).toBe('bad_response');
  });
});

describe('a server built from another contract', () => {
  const answering = (fingerprint: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json', [WIRE_HEADER]: fingerprint },
          }),
      ),
    );

  it('is said once, with a way to reload, and its answers still come through', async () => {
    vi.stubEnv('VITE_WIRE_FINGERPRINT', 'built-from-this');
    answering('built-from-this');
    await apiFetch('teams', '/api/teams');
    expect(notify).not.toHaveBeenCalled();
    answering('built-from-another');
    expect(await apiFetch('teams', '/api/teams')).toEqual({ items: [] });
    await apiFetch('teams', '/api/teams');
    expect(notify).toHaveBeenCalledTimes(1);
    const [message, variant, action] = vi.mocked(notify).mock.calls[0]!;
    expect([message, variant, action?.label]).toEqual([NEW_VERSION_MESSAGE, 'info', 'Reload']);
  });
});

describe('apiSend', () => {
  it('resolves on a no-content answer and throws on an error', async () => {
    stubApi({
      'POST /api/auth/logout': reply(204),
      'DELETE /api/teams/t1': apiError(409, 'conflict', 'The team has played matches.'),
    });
    await expect(apiSend('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    const error = await failure(apiSend('/api/teams/t1', { method: 'DELETE' }));
    expect(error.code).toBe('conflict');
  });
});
