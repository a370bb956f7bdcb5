// The JSON body parser, with the shape bounded before anything is parsed: a body nested thousands
// deep, or holding tens of thousands of keys, cost over a second to parse, walk (the NUL check) and
// validate, and its error named every unknown key (megabytes). One pass over the text, counting
// brackets and members outside strings, refuses such a body in about a millisecond; what passes is
// parsed by Fastify's own parser (prototype poisoning refused, as before).
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** The deepest legitimate body is a few levels deep (a frame in a list in a body). */
export const MAX_JSON_DEPTH = 32;
/** Object members in a whole body: the largest legitimate one (next season's 500 teams, two
 * fields each) holds about a thousand. */
export const MAX_JSON_MEMBERS = 5_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;

/**
 * Refuses a body nested deeper than `MAX_JSON_DEPTH` or with more than `MAX_JSON_MEMBERS` object
 * members, reading the text once (malformed JSON is left for the parser to refuse).
 */
export const assertJsonShape = (text: string): void => {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH)
        throw new HttpError(
          'bad_request',
          `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
        );
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
    else if (code === COLON) {
      members += 1;
      if (members > MAX_JSON_MEMBERS)
        throw new HttpError(
          'payload_too_large',
          `The request body has too many fields (at most ${MAX_JSON_MEMBERS}).`,
        );
    }
  }
};

/** Replaces Fastify's JSON parser with one that bounds the body's shape first. */
export const installJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the type also admits a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    try {
      assertJsonShape(text);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
};
