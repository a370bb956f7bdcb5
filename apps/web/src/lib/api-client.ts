// The one way the web app talks to the JSON API (docs/api.md, Conventions): same-origin cookies,
// JSON bodies, answers typed by the route's answer name (checked against its schema in development
// and tests, docs/decisions/0024), and every failure turned into an ApiError carrying the server's
// `{error: {code, message, fields}}`.
import type { AnswerName, AnswerOf } from '@cueleague/domain/answers';
import { WIRE_HEADER } from '@cueleague/domain/constants';
import { MESSAGES } from '@cueleague/domain/errors';
import { notify } from './notifications.tsx';

export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your connection and try again.";

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Anything else the error body carried (a stale frame write's current `frame`, say). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown; [extra: string]: unknown };
}

const readError = async (response: Response): Promise<ApiError> => {
  let body: ErrorBody | null = null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, say): fall back to the status line.
  }
  const error = body?.error;
  const message =
    typeof error?.message === 'string' && error.message.length > 0
      ? error.message
      : `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string>)
      : undefined;
  const {
    code: _code,
    message: _message,
    fields: _fields,
    ...details
  } = error && typeof error === 'object' ? error : {};
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    message,
    fields,
    details,
  );
};

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** How a request reaches the server: the browser's fetch, or the server itself when it renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Server rendering (ssr/render-page.tsx) answers a page's reads inside the server. */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};

/** Sends a request; answers the successful response, or throws the ApiError it stands for. */
const send = async (path: string, request: ApiRequest): Promise<Response> => {
  const { method = 'GET', body, signal } = request;
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline with nothing cached: 'Failed to get document because the client is offline.'
    // (docs/rules.md, The web app: Offline and multi-tab).
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(0, 'network', offline ? MESSAGES.clientOffline : NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  return response;
};

export const BAD_RESPONSE_MESSAGE =
  'The server answered in a way this page does not understand. Reload the page and try again.';

export const NEW_VERSION_MESSAGE =
  'CueLeague has been updated on the server. Reload to use the new version.';

const badResponse = (status: number, path: string, issues: unknown): ApiError =>
  new ApiError(status, 'bad_response', BAD_RESPONSE_MESSAGE, undefined, { path, issues });

let toldOfNewVersion = false;

/**
 * A server whose answers follow another contract than this page's (it was upgraded while the
 * page stayed open) is said once, with a way to reload: the page itself carries no schema to
 * check answers with.
 */
const checkWire = (response: Response): void => {
  // The contract this build was made from (vite.config.ts); unset in tests.
  const built = import.meta.env.VITE_WIRE_FINGERPRINT;
  const served = response.headers.get(WIRE_HEADER);
  if (toldOfNewVersion || !built || !served || served === built) return;
  toldOfNewVersion = true;
  notify(NEW_VERSION_MESSAGE, 'info', { label: 'Reload', onClick: () => location.reload() });
};

/** In development and tests, the answer checked against its schema (loaded on first use). */
const checked = async (answer: AnswerName, status: number, path: string, body: unknown) => {
  if (import.meta.env.PROD) return body;
  const { answerSchemas } = await import('@cueleague/domain/answers');
  const parsed = answerSchemas[answer].safeParse(body);
  if (!parsed.success) throw badResponse(status, path, parsed.error.issues);
  return parsed.data;
};

/**
 * A request whose answer is a JSON record, typed as the route's answer `answer` (a name from
 * @cueleague/domain/answers; docs/api.md). An answer that is not JSON is an ApiError
 * 'bad_response'; in development and tests, so is one that does not fit its schema. The server
 * serializes every answer through that schema, so a production build trusts it.
 */
export const apiFetch = async <N extends AnswerName>(
  answer: N,
  path: string,
  request: ApiRequest = {},
): Promise<AnswerOf<N>> => {
  const response = await send(path, request);
  checkWire(response);
  const text = await response.text();
  let body: unknown;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch (error) {
    throw badResponse(response.status, path, String(error));
  }
  if (body === undefined) throw badResponse(response.status, path, 'An empty answer');
  return (await checked(answer, response.status, path, body)) as AnswerOf<N>;
};

/** A request answered with no body (204, or 202 for a mail on its way): nothing to parse. */
export const apiSend = async (path: string, request: ApiRequest = {}): Promise<void> => {
  const response = await send(path, request);
  // Read to the end, so the connection is free for the next request.
  await response.text();
};

/** `?a=1&b=x` from the defined values only ('' when there are none). */
export const queryString = (
  params: Record<string, string | number | boolean | null | undefined>,
): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A readable sentence for any thrown value, for snackbars and error states. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
};

/** The server refused a mailed link's token (used, expired or never issued): its error names the
 * `token` field. Any other failure (offline, busy) is not the link's fault. */
export const isLinkRefused = (error: unknown): boolean =>
  error instanceof ApiError && Boolean(error.fields?.token);

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** A record asked for by an id from a link that the server does not know (404), or that could not
 * be an id at all (422: too long, say): the page says it does not exist, with no retry. */
export const isUnknownId = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);
