// The one way the web app talks to the JSON API (docs/api.md, Conventions): same-origin cookies,
// JSON bodies, answers parsed with the route's response schema, and every failure turned into an
// ApiError carrying the server's `{error: {code, message, fields}}`.
import { MESSAGES } from '@cueleague/domain/errors';
import type { Answer, AnswerSchema } from '@cueleague/domain/responses';

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

/** Sends a request; answers the successful response, or throws the ApiError it stands for. */
const send = async (path: string, request: ApiRequest): Promise<Response> => {
  const { method = 'GET', body, signal } = request;
  let response: Response;
  try {
    response = await fetch(path, {
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

const badResponse = (status: number, path: string, issues: unknown): ApiError =>
  new ApiError(status, 'bad_response', BAD_RESPONSE_MESSAGE, undefined, { path, issues });

/**
 * A request whose answer is a JSON record: the answer is parsed with `schema` (the route's own,
 * from @cueleague/domain/responses; docs/api.md) and comes back typed. An answer that does not
 * fit is an ApiError 'bad_response'. The schemas drop keys they do not know, so a newer server
 * adding a field does not break an older page.
 */
export const apiFetch = async <S extends AnswerSchema>(
  schema: S,
  path: string,
  request: ApiRequest = {},
): Promise<Answer<S>> => {
  const response = await send(path, request);
  const text = await response.text();
  let body: unknown;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch (error) {
    throw badResponse(response.status, path, String(error));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badResponse(response.status, path, parsed.error.issues);
  return parsed.data;
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

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** A record asked for by an id from a link that the server does not know (404), or that could not
 * be an id at all (422: too long, say): the page says it does not exist, with no retry. */
export const isUnknownId = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);
