// A stand-in for the server: vi.stubGlobal('fetch') answering by "METHOD /path" (or "/path" for
// GET). A handler is a body (answered 200 as JSON), an ApiReply, or a function of the request.
// Each is typed by its route's answer (api-answers.ts): a stub of the wrong shape does not compile.
import { DEFAULT_EMAIL_PREFERENCES } from '@cueleague/domain/notifications';
import type { errorAnswerSchema } from '@cueleague/domain/responses';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import { vi } from 'vitest';
import type { z } from 'zod';
import type { AnswerAt } from './api-answers.ts';
import { league } from './fixtures.ts';

export interface ApiReply<B = unknown> {
  status: number;
  body?: B;
}

/** An error answer (docs/api.md, Conventions: Errors). */
export type ErrorAnswer = z.output<typeof errorAnswerSchema>;

export interface StubRequest {
  url: URL;
  body: unknown;
}

/** What a route can be answered with: its answer, a reply (its answer, an error, no body), or an
 * Error (the request never gets an answer, as when the network is down). */
type Answered<A> = A | (ApiReply<A | ErrorAnswer | undefined> & { __reply: true }) | Error;

/** A body (answered 200 as JSON), a reply(), or a function of the request returning either. */
export type ApiHandler<A> =
  Answered<A> | ((request: StubRequest) => Answered<A> | Promise<Answered<A>>);

/** Stubs by key, each typed by what its route answers. */
export type ApiRoutes<R> = { [K in keyof R]: ApiHandler<AnswerAt<K>> };

/** The handler of any route: for a table whose keys the compiler cannot see (built in a loop). */
export type AnyHandler = ApiHandler<unknown>;
type HandlerFn = (request: StubRequest) => unknown;

const requestUrl = (input: RequestInfo | URL): URL =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );

export const reply = <B = undefined>(
  status: number,
  body?: B,
): ApiReply<B> & { __reply: true } => ({
  status,
  body,
  __reply: true,
});

export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => reply(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** The server refusing because the thing is in use (or already done): 409 'conflict'. */
export const conflict = (message: string) => apiError(409, 'conflict', message);

const isReply = (value: unknown): value is ApiReply =>
  typeof value === 'object' && value !== null && '__reply' in value;

/**
 * A table of stubs, checked route by route where it is written (its keys kept, so it can be
 * spread into another table and passed to stubApi or renderApp).
 */
export const apiRoutes = <R extends object>(routes: ApiRoutes<R>): ApiRoutes<R> => routes;

/** What a server with nothing in it answers, so a test names only what it cares about. */
export const DEFAULT_ROUTES = apiRoutes({
  '/api/auth/me': SIGNED_OUT,
  '/api/setup': { needed: false },
  '/api/leagues': { items: [league()] },
  '/api/venues': { items: [] },
  '/api/seasons': { items: [] },
  '/api/seasons/current': apiError(404, 'not_found', 'No current season'),
  '/api/teams': { items: [] },
  '/api/matches': { items: [] },
  '/api/matches/months': { items: [] },
  '/api/competitions': { items: [] },
  '/api/competitions/honours': { items: [] },
  '/api/adjustments': { items: [] },
  '/api/penalty-proposals': { items: [] },
  '/api/treasurers': { items: [] },
  '/api/ledger/mine': { playerId: null, currency: 'GBP', items: [] },
  '/api/notifications': { items: [], unread: 0 },
  '/api/notifications/preferences': { email: DEFAULT_EMAIL_PREFERENCES },
});

export interface ApiStub {
  fetch: ReturnType<typeof vi.fn>;
  /** Requests made so far, as "METHOD /path?query". */
  calls: () => string[];
}

export const stubApi = <R extends object = object>(routes?: ApiRoutes<R>): ApiStub => {
  const table: Record<string, unknown> = { ...DEFAULT_ROUTES, ...routes };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler =
      table[`${method} ${url.pathname}`] ?? (method === 'GET' ? table[url.pathname] : undefined);
    if (handler === undefined) {
      return new Response(
        JSON.stringify({
          error: { code: 'not_found', message: `No stub for ${method} ${url.pathname}` },
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      );
    }
    const result: unknown =
      typeof handler === 'function' ? await (handler as HandlerFn)({ url, body }) : handler;
    if (result instanceof Error) throw result;
    const answer = isReply(result) ? result : { status: 200, body: result };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: () =>
      fetch.mock.calls.map(([input, init]) => {
        const url = requestUrl(input);
        return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
      }),
  };
};

/** A handler that answers `answer` and keeps the body of the last request it was sent. */
export const recordBody = <A>(answer: A) => {
  const record = {
    body: undefined as unknown,
    handler: (request: StubRequest): A => {
      record.body = request.body;
      return answer;
    },
  };
  return record;
};

/**
 * An answer the contract does not describe, on purpose: a newer server's extra field, a broken
 * server's wrong shape. It fits any route, so a test can send what no real route would.
 */
export const offContract = (body: unknown): never => body as never;
