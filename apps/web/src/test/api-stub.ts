// A stand-in for the server: vi.stubGlobal('fetch') answering by "METHOD /path" (or "/path" for
// GET). A handler is a body (answered 200 as JSON), an ApiReply, or a function of the request.
import { DEFAULT_EMAIL_PREFERENCES } from '@cueleague/domain/notifications';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import { vi } from 'vitest';

export interface ApiReply {
  status: number;
  body?: unknown;
}

/** A body (answered 200 as JSON), a reply(), or a function of the request returning either. */
export type ApiHandler = unknown;
type HandlerFn = (request: { url: URL; body: unknown }) => unknown;

const requestUrl = (input: RequestInfo | URL): URL =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );

export const reply = (status: number, body?: unknown): ApiReply & { __reply: true } => ({
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

/** What a server with nothing in it answers, so a test names only what it cares about. */
export const DEFAULT_ROUTES: Record<string, ApiHandler> = {
  '/api/auth/me': SIGNED_OUT,
  '/api/setup': { needed: false },
  '/api/leagues': {
    items: [{ id: 'l1', name: 'Test League', adminIds: [], timezone: 'Europe/London' }],
  },
  '/api/venues': { items: [] },
  '/api/seasons': { items: [] },
  '/api/seasons/current': apiError(404, 'not_found', 'No current season'),
  '/api/teams': { items: [] },
  '/api/matches': { items: [] },
  '/api/matches/months': { items: [] },
  '/api/notifications': { items: [], unread: 0 },
  '/api/notifications/preferences': { email: DEFAULT_EMAIL_PREFERENCES },
};

export interface ApiStub {
  fetch: ReturnType<typeof vi.fn>;
  /** Requests made so far, as "METHOD /path?query". */
  calls: () => string[];
}

export const stubApi = (routes: Record<string, ApiHandler> = {}): ApiStub => {
  const table = { ...DEFAULT_ROUTES, ...routes };
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
export const recordBody = (answer: unknown) => {
  const record = {
    body: undefined as unknown,
    handler: (request: { body: unknown }) => {
      record.body = request.body;
      return answer;
    },
  };
  return record;
};
