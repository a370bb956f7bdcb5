// Errors in the shape of docs/api.md (Conventions: Errors): status plus {"error": {code, message,
// fields?}}.
import { ERROR_STATUS, type ErrorCode, type Refusal } from '@cueleague/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { wordErrorsForPeople } from './people-errors.ts';

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra members of the error body, e.g. the current frame on a stale write. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const fromRefusal = (refusal: Refusal, details?: Record<string, unknown>): HttpError =>
  new HttpError(refusal.code, refusal.message, refusal.fields, details);

export const notFound = (what: string): HttpError => new HttpError('not_found', `No such ${what}.`);
/** A repository's answer, or 404 naming what was missing. */
export const orNotFound = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw notFound(what);
  return value;
};
export const forbidden = (message = 'You are not allowed to do that.'): HttpError =>
  new HttpError('forbidden', message);
export const conflict = (message: string): HttpError => new HttpError('conflict', message);
export const invalid = (message: string, fields?: Record<string, string>): HttpError =>
  new HttpError('validation_failed', message, fields);

export const errorBody = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: object,
) => ({
  error: { code, message, ...(fields ? { fields } : {}), ...details },
});

/** How many fields an error names at most: the rest are only counted in its message. */
export const MAX_ERROR_FIELDS = 20;

/** `/frames/0/winnerPlayerId` -> `frames.0.winnerPlayerId`; the root is '_'. */
const fieldName = (instancePath: string): string =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Whether a string anywhere in a parsed request part holds NUL (walked without recursion, so
 * deeply nested JSON cannot overflow the stack). */
const hasNul = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
};

export const installErrorHandler = (app: FastifyInstance): void => {
  wordErrorsForPeople();
  // NUL never belongs in text, and PostgreSQL refuses it in any query (which answered 500):
  // refused up front, the same on both databases.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw new HttpError('bad_request', 'Text may not contain NUL characters.');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send(errorBody(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      // Named one by one up to a cap: a body of 80,000 unknown keys once answered 2 MB.
      let more = 0;
      const name = (field: string, message: string) => {
        if (Object.hasOwn(fields, field)) return;
        if (Object.keys(fields).length < MAX_ERROR_FIELDS) fields[field] = message;
        else more += 1;
      };
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        // fastify-type-provider-zod puts the zod issue's code in `keyword`, its keys in `params`.
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : null;
        if (Array.isArray(unknownKeys)) {
          for (const key of unknownKeys as string[])
            name(field === '_' ? key : `${field}.${key}`, 'Unknown field');
        } else {
          name(field, issue.message ?? 'Invalid value');
        }
      }
      const where =
        error.validationContext === 'querystring'
          ? 'query'
          : (error.validationContext ?? 'request');
      const first = Object.values(fields)[0];
      const message =
        more > 0
          ? `The ${where} has invalid fields (${more} more than those named).`
          : Object.keys(fields).length === 1 && first
            ? first
            : `The ${where} has invalid fields.`;
      return reply.status(422).send(errorBody('validation_failed', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send(errorBody('payload_too_large', 'The request body is too large.'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send(errorBody('bad_request', 'Send the body as JSON.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('rate_limited', 'Too many attempts. Try again later.'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty body where one is needed, a bad URL encoding...
      return reply.status(400).send(errorBody('bad_request', 'The request is malformed.'));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('internal', `Something went wrong on our side (request ${request.id}).`));
  });
};
