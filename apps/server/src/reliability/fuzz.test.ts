// Property-based fuzzing (fast-check) of every endpoint `app.printRoutes()` lists, through
// app.inject on each test database: bodies shaped like the route's own request schema (read from
// the OpenAPI document the zod schemas produce) with one field mutated (wrong type, huge or unicode
// string, negative or NaN-like number, deep nesting, extra or missing keys), arbitrary JSON values,
// cut-off JSON, odd content types, random query strings and random path ids (real ones and not),
// sent signed out, as the admin, as a captain (match routes) and with forged cookies. The property:
// no 5xx, ever; every refusal is docs/api.md's `{error: {code, message}}` (Conventions: Errors)
// with a known code that fits its status; /api/health still answers afterwards.
//
// Beside it, the abuse cases not already covered elsewhere:
// - login brute force against the DEFAULT limits (10 failures a minute per e-mail from one
//   address, 30 from all, after which only addresses that have not failed are let through; 30
//   attempts per IP), which
//   e-mail case and spacing, other IPs or a forged X-Forwarded-For don't get around (the limiter
//   with small custom limits, and register/forgot-password, are in routes/auth-routes.test.ts);
// - a body over 1 MB answers 413 on every write route (POST /api/venues alone is in
//   bad-input.test.ts);
// - a cross-origin write answers 403 on every write route and changes nothing (login and one
//   write are in routes/auth-routes.test.ts);
// - session fixation with generated cookie values, including correctly signed tokens the server
//   never issued (fixed values are in routes/auth-routes.test.ts).
// Hand-picked malformed input per route (malformed JSON, content types, deep nesting, NUL, SQL-
// looking strings) is bad-input.test.ts's sweep; the permission matrix is permissions-matrix.test.ts.
//
// FUZZ_SEED (fixed by default), FUZZ_RUNS (10,000 cases per database, split across endpoints by
// weight, plus a fifth as many interleaved) and FUZZ_SHRINK=1 (shrink a counterexample; off by
// default to keep the time bounded) are for longer local runs. A failure names the seed.
import { ERROR_STATUS } from '@cueleague/domain/errors';
import type { Frame, Match } from '@cueleague/domain/entities';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { listRoutes, type Route } from '../test/routes.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { stageWorldMatch } from '../test/staged-world.ts';
import type { Stage } from './staged-match.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_917);
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SHRINK = process.env.FUZZ_SHRINK === '1';
/** Beside the cases per endpoint, a fifth as many with all endpoints interleaved. */
const MIXED_RUNS = Math.ceil(TOTAL_RUNS / 5);
const REPLAY = `FUZZ_SEED=${SEED} FUZZ_RUNS=${TOTAL_RUNS}`;

// ---- the routes, from printRoutes, and their request schemas, from the OpenAPI document ----

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface Endpoint extends Route {
  body: JsonSchema | null;
  query: Parameter[];
  weight: number;
}

const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** Routes that hash a password (argon2, ~20 ms) get fewer cases, static docs files fewer too. */
const weightOf = ({ method, path }: Route): number => {
  if (path.startsWith('/api/docs')) return 0.15;
  if (
    method === 'POST' &&
    /^\/api\/(auth\/(login|register|reset-password|change-password)|setup)$/.test(path)
  )
    return 0.4;
  return method === 'GET' ? 1 : 1.4;
};

// ---- the world the cases aim at ----

const MATCH_STAGES: [string, Stage][] = [
  ['fz-pre', 'pre-match'],
  ['fz-ready', 'ready'],
  ['fz-started', 'in-progress'],
  ['fz-live', 'round1-lineups'],
  ['fz-locked', 'all-locked'],
  ['fz-done', 'completed'],
  ['fz-postponed', 'postponed'],
];

interface Pools {
  seasons: string[];
  teams: string[];
  players: string[];
  users: string[];
  venues: string[];
  leagues: string[];
  memberships: string[];
  matches: string[];
  frames: string[];
  emails: string[];
  all: string[];
  matchFrames: Frame[][];
}

const stageWorld = async (db: Db): Promise<{ world: World; matches: Match[] }> => {
  const world = await seedWorld(db);
  const matches: Match[] = [];
  for (const [id, stage] of MATCH_STAGES) {
    matches.push(await stageWorldMatch(db, world, id, stage, { venueId: world.venueId }));
  }
  return { world, matches };
};

const poolsOf = (world: World, matches: Match[]): Pools => {
  const pools = {
    seasons: [world.seasonId],
    teams: [...world.teams],
    players: world.players.flat(),
    users: Object.values(world.users),
    venues: [world.venueId],
    leagues: [world.leagueId],
    memberships: world.teams.flatMap((team) => [1, 2, 3, 4, 5].map((n) => `${team}-m${n}`)),
    matches: matches.map((match) => match.id),
    frames: matches.flatMap((match) => match.frames.map((frame) => frame.frameId)),
    emails: Object.values(world.emails),
    matchFrames: matches.map((match) => match.frames),
  };
  return {
    ...pools,
    all: [
      ...pools.seasons,
      ...pools.teams,
      ...pools.players,
      ...pools.users,
      ...pools.venues,
      ...pools.leagues,
      ...pools.memberships,
      ...pools.matches,
      ...pools.frames.slice(0, 8),
    ],
  };
};

type PoolName = Exclude<keyof Pools, 'all' | 'matchFrames'>;

/** Which real ids a body or query field takes. */
const FIELD_POOLS: [RegExp, PoolName][] = [
  [/^seasonId$/, 'seasons'],
  [/^(homeTeamId|awayTeamId|teamId)$/, 'teams'],
  [/^(homeVenueId|venueId)$/, 'venues'],
  [/^(userId|captainUserId|adminId|uid|actorUserId|scoredBy)$/, 'users'],
  [
    /^(playerId|winnerPlayerId|homePlayerId|awayPlayerId|availablePlayers|positions|ids)$/,
    'players',
  ],
  [/^leagueId$/, 'leagues'],
  [/^matchId$/, 'matches'],
  [/^frameId$/, 'frames'],
  [/^email$/, 'emails'],
];

/** Which real ids a path's `:id` takes, by the route's area. */
const pathPool = (path: string): PoolName => {
  const area = /^\/api\/([a-z-]+)/.exec(path)?.[1] ?? '';
  const byArea: Record<string, PoolName> = {
    seasons: 'seasons',
    venues: 'venues',
    teams: 'teams',
    players: 'players',
    'team-players': 'memberships',
    users: 'users',
    leagues: 'leagues',
    matches: 'matches',
  };
  return byArea[area] ?? 'matches';
};

// ---- arbitraries ----

/** encodeURIComponent that never throws (a lone surrogate becomes invalid UTF-8 escapes). */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const idLike = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

/** A value nested `depth` times: {"a":[{"a":[...]}]}. */
const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '1_000',
  '+1',
  '-0',
  '00',
  '١٢',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '24:00',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
  '+275760-09-13T00:00:00.001Z',
];

const NASTY_TEXT = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
  'İ',
  'ß',
  '🎱🎱',
  'e\u0301',
  '\u00A0',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'vacant',
  'live',
  'match:fz-live',
  ' ',
];

/** What one field is swapped for. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    '',
    [],
    {},
    [[]],
    { '': '' },
  ),
  fc.constantFrom(...NAN_LIKE),
  fc.constantFrom(...NASTY_TEXT),
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  { arbitrary: fc.integer({ min: 201, max: 300_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 2, max: 3_000 }).map(deep), weight: 1 },
  fc.jsonValue({ maxDepth: 3 }),
);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NAN_LIKE, ...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: 201, max: 2_000 }).map((n) => 'x'.repeat(n)),
);

const dateArb = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dateTimeArb = fc
  .tuple(
    fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
    fc.constantFrom('Z', '+01:00', '-05:30', '+14:00'),
  )
  .map(([date, zone]) => date.toISOString().replace('Z', zone));

/** Valid-looking values for a schema (and real ids where a field names one). */
const fromSchema = (
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth = 0,
): fc.Arbitrary<unknown> => {
  const base = baseFromSchema(schema, name, pools, depth);
  return schema.nullable
    ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : base;
};

const baseFromSchema = (
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth: number,
): fc.Arbitrary<unknown> => {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => fromSchema(choice, name, pools, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (name === 'frames' && schema.type === 'array' && schema.minItems === 16) {
    // A real match's frames with other winners: the shape that gets past validation.
    return fc.oneof(
      fc.constantFrom(...pools.matchFrames).chain((frames) =>
        fc
          .tuple(
            ...frames.map((frame) =>
              fc.constantFrom(frame.winnerPlayerId, frame.homePlayerId, frame.awayPlayerId, null),
            ),
          )
          .map((winners) =>
            frames.map((frame, index) => ({
              ...frame,
              winnerPlayerId: winners[index] ?? null,
              isComplete: (winners[index] ?? null) !== null,
            })),
          ),
      ),
      fc.array(fromSchema(schema.items ?? {}, name, pools, depth + 1), {
        minLength: 16,
        maxLength: 16,
      }),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0 || depth > 4) {
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 4,
        });
      }
      return fc.record(
        Object.fromEntries(
          properties.map(([key, child]) => [key, fromSchema(child, key, pools, depth + 1)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 5, min + 5);
      return fc.array(fromSchema(schema.items ?? {}, name, pools, depth + 1), {
        minLength: min,
        maxLength: max,
      });
    }
    case 'string':
      return stringFor(schema, name, pools);
    case 'integer': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000;
      return fc.oneof(
        { arbitrary: fc.integer({ min, max: Math.min(max, min + 12) }), weight: 3 },
        { arbitrary: fc.integer({ min, max }), weight: 1 },
      );
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
};

const stringFor = (schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> => {
  const pool = FIELD_POOLS.find(([pattern]) => pattern.test(name))?.[1];
  if (pool) {
    const ids = pools[pool];
    return fc.oneof(
      { arbitrary: fc.constantFrom(...ids), weight: 5 },
      { arbitrary: fc.constantFrom(...pools.all), weight: 1 },
      { arbitrary: name === 'positions' ? fc.constant('vacant') : idLike, weight: 1 },
      ...(name === 'ids'
        ? [
            {
              arbitrary: fc
                .array(fc.constantFrom(...ids), { maxLength: 12 })
                .map((list) => list.join(',')),
              weight: 3,
            },
          ]
        : []),
      ...(name === 'email'
        ? [
            {
              arbitrary: fc
                .tuple(fc.constantFrom(...ids), fc.boolean())
                .map(([email, upper]) => (upper ? ` ${email.toUpperCase()} ` : email)),
              weight: 2,
            },
            { arbitrary: fc.emailAddress(), weight: 2 },
          ]
        : []),
    );
  }
  if (schema.format === 'date' || schema.format === 'date-time') {
    // Mostly near now; sometimes any date the pattern allows (years 0000 to 9999).
    const near = schema.format === 'date' ? dateArb : dateTimeArb;
    return schema.pattern
      ? fc.oneof(
          { arbitrary: near, weight: 3 },
          { arbitrary: fc.stringMatching(new RegExp(schema.pattern)), weight: 1 },
        )
      : near;
  }
  if (name === 'timezone')
    return fc.constantFrom('Europe/London', 'America/New_York', 'UTC', 'Not/A_Zone', 'Etc/GMT+13');
  if (name === 'topics') {
    return fc
      .array(
        fc.oneof(
          fc.constantFrom('live', 'season:s1', ...pools.matches.map((id) => `match:${id}`)),
          idLike.map((id) => `match:${id}`),
          hostileText,
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((topics) => topics.join(','));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // an expression fast-check cannot invert: fall through to plain strings
    }
  }
  const min = schema.minLength ?? 0;
  const length = { minLength: min, maxLength: Math.min(schema.maxLength ?? min + 30, min + 30) };
  // Valid text is not only ASCII: any unicode, lone surrogates and control characters too.
  return fc.oneof(
    { arbitrary: fc.string(length), weight: 3 },
    { arbitrary: fc.string({ ...length, unit: 'grapheme' }), weight: 1 },
    { arbitrary: fc.string({ ...length, unit: 'binary' }), weight: 1 },
  );
};

/** A JSON value with one thing changed: a field replaced, dropped or added (at any depth). */
interface Mutation {
  kind: 'replace' | 'drop' | 'add';
  at: number;
  key: string;
  value: unknown;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'add'),
  at: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'version'),
    fc.constantFrom('state', 'mutationId', '', ' ', 'a'.repeat(300), '🎱'),
    fc.string({ maxLength: 12 }),
  ),
  value: hostileValue,
});

const mutate = (value: unknown, mutation: Mutation): unknown => {
  const copy = structuredClone(value);
  const spots: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const holders: Record<string, unknown>[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 4 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        spots.push({ holder: node, key: index });
        walk(child, depth + 1);
      });
      return;
    }
    const record = node as Record<string, unknown>;
    holders.push(record);
    for (const [key, child] of Object.entries(record)) {
      spots.push({ holder: record, key });
      walk(child, depth + 1);
    }
  };
  walk(copy, 0);
  if (mutation.kind === 'add') {
    const holder = holders[mutation.at % Math.max(holders.length, 1)];
    if (!holder) return mutation.value;
    // defineProperty, so even `__proto__` becomes an own key that JSON carries.
    Object.defineProperty(holder, mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const spot = spots[mutation.at % Math.max(spots.length, 1)];
  if (!spot) return mutation.value;
  if (mutation.kind === 'drop') {
    if (Array.isArray(spot.holder)) spot.holder.splice(Number(spot.key), 1);
    else delete spot.holder[spot.key as string];
  } else if (Array.isArray(spot.holder)) {
    spot.holder[Number(spot.key)] = mutation.value;
  } else {
    spot.holder[spot.key as string] = mutation.value;
  }
  return copy;
};

const toJson = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
};

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
];

/** Mostly JSON, so most bodies reach the schemas; now and then another type. */
const contentTypeArb = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
);

interface Body {
  payload?: string;
  contentType?: string;
}

const bodyArb = (endpoint: Endpoint, pools: Pools): fc.Arbitrary<Body> => {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.tuple(arbitrary, contentTypeArb).map(([value, contentType]): Body => {
      const payload = toJson(value);
      return payload === undefined ? {} : { payload, contentType };
    });
  const shaped = endpoint.body ? fromSchema(endpoint.body, '', pools) : null;
  return fc.oneof(
    ...(shaped
      ? [
          { arbitrary: json(shaped), weight: 3 },
          {
            arbitrary: json(
              fc.tuple(shaped, mutationArb).map(([value, mutation]) => mutate(value, mutation)),
            ),
            weight: 6,
          },
          {
            // Cut-off JSON of a well-shaped body.
            arbitrary: shaped.chain((value) => {
              const text = toJson(value) ?? '';
              return fc.nat({ max: Math.max(text.length - 1, 0) }).map((end): Body => ({
                payload: text.slice(0, end),
                contentType: 'application/json',
              }));
            }),
            weight: 1,
          },
        ]
      : []),
    { arbitrary: json(fc.jsonValue()), weight: 2 },
    { arbitrary: json(fc.anything({ maxDepth: 3 })), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.string({ unit: 'binary', maxLength: 60 }), contentTypeArb)
        .map(([payload, contentType]): Body => ({ payload, contentType })),
      weight: 1,
    },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
  );
};

/** A URL-safe alphabet, with stray `%` for broken escapes. */
const rawText = (max: number) =>
  fc.string({
    unit: fc.constantFrom(..."abcXYZ019-_.~%=&+,:;!*()[]@$'".split('')),
    minLength: 1,
    maxLength: max,
  });

const queryValue = (parameter: Parameter, pools: Pools): fc.Arbitrary<string> =>
  fromSchema(parameter.schema, parameter.name, pools).map((value) =>
    typeof value === 'string' ? value : (toJson(value) ?? ''),
  );

const queryArb = (endpoint: Endpoint, pools: Pools): fc.Arbitrary<string> => {
  const names = endpoint.query.map((parameter) => parameter.name);
  const known = fc.record(
    Object.fromEntries(endpoint.query.map((p) => [p.name, queryValue(p, pools)])),
    { requiredKeys: endpoint.query.filter((p) => p.required).map((p) => p.name) },
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        ...(names.length > 0 ? [fc.constantFrom(...names)] : []),
        fc.constantFrom('a', 'seasonId[]', 'ids[0]', '__proto__', 'constructor', 'cursor'),
        fc.string({ maxLength: 10 }),
      ),
      fc.oneof(hostileText, fc.constantFrom(...pools.all)),
    ),
    { maxLength: 4 },
  );
  const asText = (entries: [string, string][]) =>
    entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return fc.oneof(
    { arbitrary: known.map((record) => asText(Object.entries(record))), weight: 4 },
    {
      arbitrary: fc.tuple(known, fc.nat(), hostileText).map(([record, at, value]) => {
        // One known parameter with a hostile value.
        const entries = Object.entries(record);
        const name = names[at % Math.max(names.length, 1)];
        if (name) entries.push([name, value]);
        return asText(entries);
      }),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(known, extra)
        .map(([record, more]) => asText([...Object.entries(record), ...more])),
      weight: 2,
    },
    { arbitrary: rawText(80), weight: 1 },
    { arbitrary: fc.constant(''), weight: 2 },
  );
};

const segmentArb = (name: string, path: string, pools: Pools): fc.Arbitrary<string> => {
  if (name === '*') {
    return fc.oneof(
      fc.constantFrom('index.html', 'swagger-ui.css', '../package.json', '..%2F..%2Fpackage.json'),
      fc.array(rawText(20), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
    );
  }
  const real =
    name === 'frameId'
      ? pools.frames
      : name === 'file'
        ? pools.teams.map((team) => `${team}.ics`)
        : pools[pathPool(path)];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real).map(encode), weight: 6 },
    { arbitrary: fc.constantFrom(...pools.all).map(encode), weight: 1 },
    { arbitrary: idLike.map((id) => (name === 'file' ? `${id}.ics` : id)), weight: 2 },
    { arbitrary: hostileText.map(encode), weight: 2 },
    { arbitrary: rawText(30), weight: 1 },
    { arbitrary: fc.integer({ min: 201, max: 400 }).map((n) => 'i'.repeat(n)), weight: 1 },
  );
};

type ActorKey = 'anon' | 'admin' | 'captain' | 'forged';

interface Case {
  method: string;
  url: string;
  actor: ActorKey;
  forged: string;
  body: Body;
  headers: Record<string, string>;
}

const forgedCookie = fc.oneof(
  rawText(60),
  fc.tuple(idLike, idLike).map(([token, signature]) => `${token}.${signature}`),
  fc.constant(''),
);

const caseArb = (endpoint: Endpoint, pools: Pools): fc.Arbitrary<Case> => {
  const params = [...endpoint.path.matchAll(/:(\w+)|\*/g)].map((found) => found[1] ?? '*');
  const actors: ActorKey[] = endpoint.path.startsWith('/api/matches')
    ? ['anon', 'admin', 'admin', 'captain', 'captain', 'forged']
    : ['anon', 'admin', 'admin', 'forged'];
  const reads = endpoint.method === 'GET';
  return fc
    .record({
      segments: fc.tuple(...params.map((name) => segmentArb(name, endpoint.path, pools))),
      query: queryArb(endpoint, pools),
      actor: fc.constantFrom(...actors),
      forged: forgedCookie,
      body: reads ? fc.constant<Body>({}) : bodyArb(endpoint, pools),
      head: reads ? fc.boolean() : fc.constant(false),
      forwarded: fc.option(fc.constantFrom('203.0.113.9', 'garbage', '::1, 10.0.0.1', ''), {
        freq: 6,
      }),
    })
    .map(({ segments, query, actor, forged, body, head, forwarded }): Case => {
      let index = 0;
      const path = endpoint.path.replace(/:(\w+)|\*/g, () => segments[index++] ?? 'x');
      return {
        method: head ? 'HEAD' : endpoint.method,
        url: query ? `${path}?${query}` : path,
        actor,
        forged,
        body,
        headers: forwarded === null ? {} : { 'x-forwarded-for': String(forwarded) },
      };
    });
};

// ---- the property ----

/**
 * A valid long poll at the head of the log waits its timeout (5-30 s, 25 unless given) for an
 * event: its timeout is set to the shortest, so the run stays bounded. Invalid ones stay as made.
 */
const shortPoll = (url: string): string => {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  const timeouts = [...query.matchAll(/(?:^|&)timeout=([^&]*)/g)].map((found) => found[1]);
  if (timeouts.length === 0) return `${path}?${query}${query ? '&' : ''}timeout=5`;
  if (timeouts.length > 1 || !/^(?:[5-9]|[12]\d|30)$/.test(timeouts[0] ?? '')) return url;
  return `${path}?${query.replace(/(^|&)timeout=[^&]*/, '$1timeout=5')}`;
};

const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS));

/**
 * What is wrong with an answer, or null: no 5xx; a refusal in the error shape of docs/api.md
 * (Conventions: Errors) with its code.
 */
const answerProblem = (path: string, method: string, response: LightMyRequestResponse) => {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 300)}`;
  if (status < 400 || method === 'HEAD') return null;
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = (JSON.parse(response.body) as { error?: typeof error }).error;
  } catch {
    return `${status} whose body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `${status} not in api.md's error shape: ${response.body.slice(0, 200)}`;
  if (!KNOWN_CODES.has(error.code)) return `${status} with an unknown code ${error.code}`;
  const expected = ERROR_STATUS[error.code as keyof typeof ERROR_STATUS];
  // GET /api/live without an upgrade answers 426 Upgrade Required with code bad_request.
  const upgrade = status === 426 && path === '/api/live' && error.code === 'bad_request';
  if (expected !== status && !upgrade) return `${status} with code ${error.code} (${expected})`;
  return null;
};

const label = (c: Case): string =>
  `${c.actor} ${c.method} ${c.url.slice(0, 160)} ${(c.body.payload ?? '').slice(0, 160)} [${c.body.contentType ?? 'no type'}]`;

describe.each(TEST_DATABASES)('fuzzing every endpoint (%s)', (kind) => {
  let t: TestApp;
  let pools: Pools;
  let endpoints: Endpoint[];
  let fingerprint = '';
  const cookies: Record<'admin' | 'captain', string> = { admin: '', captain: '' };

  /** A signed session cookie made without signing in (no password hashing, no rate limit). */
  const mint = async (userId: string): Promise<string> =>
    `${SESSION_COOKIE}=${encode(t.app.signCookie(await createSession(t.db, userId)))}`;

  /** What the cases rely on: the admin, the captains, the memberships and the staged matches. */
  const worldFingerprint = async (): Promise<string> => {
    const { db } = t;
    const [users, admins, teams, members, matches, seasons] = await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', 'in', pools.users)
        .orderBy('id')
        .execute(),
      db.selectFrom('leagueAdmins').select(['leagueId', 'userId']).orderBy('userId').execute(),
      db.selectFrom('teams').select(['id', 'captainUserId', 'seasonId']).orderBy('id').execute(),
      db
        .selectFrom('teamPlayers')
        .select(['id', 'teamId', 'playerId', 'role', 'isActive'])
        .where('id', 'in', pools.memberships)
        .orderBy('id')
        .execute(),
      db.selectFrom('matches').select(['id', 'state']).orderBy('id').execute(),
      db.selectFrom('seasons').select(['id', 'isCurrent']).orderBy('id').execute(),
    ]);
    const staged = matches.filter((match) => pools.matches.includes(match.id));
    // Many created matches would slow every list read down: they count too.
    return JSON.stringify({
      users,
      admins,
      teams: teams.filter((team) => pools.teams.includes(team.id)),
      members,
      staged,
      crowded: matches.length > 60,
      seasons: seasons.filter((season) => pools.seasons.includes(season.id)),
    });
  };

  let reseeds = 0;
  /** Puts the world back when cases changed what later ones rely on (writes that succeed). */
  const ensureWorld = async (): Promise<void> => {
    if ((await worldFingerprint()) === fingerprint) return;
    reseeds++;
    const { db } = t;
    await db.transaction().execute(async (trx) => {
      for (const table of [
        'auditLog',
        'mutationReceipts',
        'frames',
        'penaltyProposals',
        'pointsAdjustments',
        'ledgerEntries',
        'treasurers',
        'matches',
        'teamPlayers',
        'teams',
        'players',
        'seasons',
        'venues',
        'leagueAdmins',
        'leagues',
        'passwordResets',
        'sessions',
        'users',
      ] as const) {
        await trx.deleteFrom(table).execute();
      }
    });
    const { world, matches } = await stageWorld(db);
    pools = poolsOf(world, matches);
    cookies.admin = await mint(world.users.admin);
    cookies.captain = await mint(world.users.captain1);
    fingerprint = await worldFingerprint();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const { world, matches } = await stageWorld(t.db);
    pools = poolsOf(world, matches);
    cookies.admin = await mint(world.users.admin);
    cookies.captain = await mint(world.users.captain1);
    fingerprint = await worldFingerprint();

    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.path.startsWith('/api') && route.method !== 'HEAD',
    );
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    endpoints = routes.map((route) => {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      return {
        ...route,
        body: operation?.requestBody?.content?.['application/json']?.schema ?? null,
        query: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        weight: weightOf(route),
      };
    });
    // Long polls that wait are left running while the rest goes on: they go first.
    endpoints.sort(
      (a, b) => Number(b.path === '/api/live/poll') - Number(a.path === '/api/live/poll'),
    );
  });
  afterAll(async () => t.close());

  it('lists every route in the OpenAPI document, and documents every API route', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(documented.filter((operation) => !listed.includes(operation))).toEqual([]);
    // Only the docs pages and the WebSocket (hidden) are served without an OpenAPI entry.
    expect(
      listed.filter(
        (route) => !documented.includes(route) && !/^GET \/api\/(docs|live$)/.test(route),
      ),
    ).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('documents the success answer of every route: a JSON schema, or no body (docs/api.md)', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    // Downloads answer files (iCalendar, CSV, the league's JSON file), not API records; opening
    // a mail's unsubscribe link redirects to the web page.
    const downloads =
      /^GET \/api\/(calendar\/|seasons\/\{id\}\/export\/|export\/league$|notifications\/unsubscribe$)/;
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!path.startsWith('/api/') || downloads.test(name)) continue;
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        const described = success.some(
          ([status, answer]) =>
            status === '204' ||
            status === '202' ||
            answer.content?.['application/json']?.schema !== undefined,
        );
        if (!described) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });

  it(`answers ${TOTAL_RUNS} generated requests (and ${MIXED_RUNS} interleaved) with no 5xx, in api.md's error shape`, async () => {
    const started = Date.now();
    const totalWeight = endpoints.reduce((sum, endpoint) => sum + endpoint.weight, 0);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const background: Promise<void>[] = [];
    let cases = 0;

    const send = async (endpoint: Endpoint, c: Case): Promise<string | null> => {
      const cookie =
        c.actor === 'anon'
          ? undefined
          : c.actor === 'forged'
            ? `${SESSION_COOKIE}=${c.forged}`
            : cookies[c.actor];
      let response: LightMyRequestResponse;
      try {
        response = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: {
            ...c.headers,
            ...(cookie === undefined ? {} : { cookie }),
            ...(c.body.contentType ? { 'content-type': c.body.contentType } : {}),
          },
          ...(c.body.payload === undefined ? {} : { payload: c.body.payload }),
        });
      } catch (error) {
        return `inject threw: ${String(error)}`;
      }
      cases++;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      // Signing out (or any account change) may end a session the next cases use.
      if (endpoint.path.startsWith('/api/auth/') && c.method !== 'GET' && c.actor !== 'anon') {
        cookies.admin = await mint('u-admin');
        cookies.captain = await mint('u-captain1');
      }
      return answerProblem(endpoint.path, c.method, response);
    };

    for (const [index, endpoint] of endpoints.entries()) {
      const numRuns = Math.max(10, Math.ceil((TOTAL_RUNS * endpoint.weight) / totalWeight));
      const seed = SEED + index;
      const poll = endpoint.path === '/api/live/poll';
      const property = fc.asyncProperty(caseArb(endpoint, pools), async (c) => {
        if (poll) {
          // A valid poll at the head of the log waits (5 s) for an event: checked at the end.
          background.push(
            send(endpoint, { ...c, url: shortPoll(c.url) }).then((problem) => {
              if (problem)
                failures.push(`${endpoint.method} ${endpoint.path}: ${label(c)} -> ${problem}`);
            }),
          );
          return true;
        }
        const problem = await send(endpoint, c);
        if (problem) throw new Error(`${label(c)} -> ${problem}`);
        return true;
      });
      const details = await fc.check(property, { numRuns, seed, endOnFailure: !SHRINK });
      if (details.failed) {
        failures.push(
          `${endpoint.method} ${endpoint.path} (${REPLAY}, endpoint seed ${seed}):\n${fc.defaultReportMessage(details) ?? ''}`,
        );
      }
      await ensureWorld();
    }

    // Then all endpoints interleaved, without re-seeding in between: what the writes stored
    // (odd names, scores, states, deleted rows) is read back by standings, stats, calendars,
    // audits and the live snapshots.
    const mixed = endpoints.filter(
      (endpoint) => endpoint.path !== '/api/live/poll' && !endpoint.path.startsWith('/api/docs'),
    );
    const details = await fc.check(
      fc.asyncProperty(
        fc.oneof(
          ...mixed.map((endpoint) => caseArb(endpoint, pools).map((c) => ({ endpoint, c }))),
        ),
        async ({ endpoint, c }) => {
          const problem = await send(endpoint, c);
          if (problem) throw new Error(`${label(c)} -> ${problem}`);
          return true;
        },
      ),
      { numRuns: MIXED_RUNS, seed: SEED + endpoints.length, endOnFailure: !SHRINK },
    );
    if (details.failed) {
      failures.push(
        `all endpoints interleaved (${REPLAY}, seed ${SEED + endpoints.length}):\n${fc.defaultReportMessage(details) ?? ''}`,
      );
    }
    const foreground = Date.now() - started;
    await Promise.all(background);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ ok: true, db: kind });
    expect(failures, REPLAY).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(TOTAL_RUNS + MIXED_RUNS);
    console.info(
      `fuzz (${kind}): ${cases} cases over ${endpoints.length} endpoints (${MIXED_RUNS} of them interleaved) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (${(foreground / 1000).toFixed(1)} s before the last long poll), world re-seeded ${reseeds} times; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; ${REPLAY}`,
    );
  }, 240_000);
});

// ---- abuse ----

const limited = (response: LightMyRequestResponse): void => {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
};

describe.each(TEST_DATABASES)('login brute force with the default limits (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, ip: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { email, password },
    });

  it('are 10 a minute per e-mail and 30 per IP', () => {
    expect(t.config.authRateLimit).toEqual({ perEmail: 10, perIp: 30 });
  });

  it('limits an e-mail to 10 attempts a minute from one address, however it is spelled', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // From 198.18.0.0/16 only: the per-IP property below uses 198.19.0.0/16.
        fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.18.${a}.${b}`),
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '  ', '\t')), {
          minLength: 10,
          maxLength: 10,
        }),
        async (ip, spellings) => {
          // Each run targets its own account, so the runs don't share a window.
          const keys = Object.keys(world.emails) as (keyof World['emails'])[];
          const email = world.emails[keys[run++ % keys.length] ?? 'plain'];
          for (const [upper, pad] of spellings) {
            const spelled = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
            expect((await attempt(spelled, 'wrong password', ip)).statusCode).toBe(401);
          }
          // The 11th from that address is refused, even with the right password...
          limited(await attempt(email, PASSWORD, ip));
          // ...while the owner, from another address, still signs in.
          expect((await attempt(email, PASSWORD, '198.18.255.255')).statusCode).toBe(200);
        },
      ),
      { numRuns: 3, seed: SEED, endOnFailure: true },
    );
  });

  it('past 30 failures of an e-mail from all addresses, holds back each that failed, never a fresh one', async () => {
    const ips = Array.from({ length: 31 }, (_, i) => `198.18.254.${i + 1}`);
    const email = world.emails.captain3;
    for (const ip of ips.slice(0, 30)) {
      expect((await attempt(email, 'wrong password', ip)).statusCode).toBe(401);
    }
    // Failures are throttled, not the owner: an address that has not failed signs in.
    limited(await attempt(email, PASSWORD, ips[0] ?? ''));
    expect((await attempt(email, PASSWORD, ips[30] ?? '')).statusCode).toBe(200);
  });

  it('limits an IP to 30 attempts a minute, whatever X-Forwarded-For claims', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(255),
        fc.array(fc.option(fc.ipV4(), { nil: undefined }), { minLength: 31, maxLength: 31 }),
        async (host, forwarded) => {
          // Each run from its own address in 198.19.0.0/16, which nothing else here uses.
          const ip = `198.19.${run}.${host}`;
          const other = `198.19.${run++}.${(host + 1) % 256}`;
          for (let i = 0; i < 30; i++) {
            // Different e-mails (never 10 of one), so only the IP's count can stop them.
            const response = await attempt(`brute${i}@example.test`, 'guess', ip, forwarded[i]);
            expect(response.statusCode).toBe(401);
          }
          limited(await attempt(world.emails.plain, PASSWORD, ip, forwarded[30]));
          // Another IP is not held back by this one's count.
          expect((await attempt('fresh@example.test', 'guess', other)).statusCode).toBe(401);
        },
      ),
      { numRuns: 2, seed: SEED, endOnFailure: true },
    );
  });
});

describe.each(TEST_DATABASES)(
  'oversized bodies, cross-origin writes, session fixation (%s)',
  (kind) => {
    let t: TestApp;
    let world: World;
    let writes: Route[];
    let admin: string;
    beforeAll(async () => {
      // Fixation signs in many times: the limits are not what this block tests.
      t = await buildTestApp(kind, {
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        AUTH_RATE_LIMIT_PER_IP: '1000',
      });
      world = (await stageWorld(t.db)).world;
      admin = `${SESSION_COOKIE}=${encode(t.app.signCookie(await createSession(t.db, world.users.admin)))}`;
      writes = listRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
        (route) =>
          route.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
      );
    });
    afterAll(async () => t.close());

    /** Real ids: a request that got past the checks under test would really write. */
    const filled = (path: string) =>
      path.replace(/:(\w+)/g, (_whole, name: string) =>
        name === 'frameId' ? 'fz-live-R1-F1' : pathPool(path) === 'matches' ? 'fz-live' : 't1',
      );

    /** Row counts and versions of everything a write could touch. */
    const snapshot = async (): Promise<string> => {
      const counts: Record<string, unknown> = {};
      for (const table of [
        'users',
        'sessions',
        'passwordResets',
        'leagues',
        'seasons',
        'venues',
        'teams',
        'players',
        'teamPlayers',
        'matches',
        'auditLog',
        'mutationReceipts',
      ] as const) {
        counts[table] = (await t.db.selectFrom(table).selectAll().execute()).length;
      }
      counts.matchVersions = await t.db
        .selectFrom('matches')
        .select(['id', 'version', 'state'])
        .orderBy('id')
        .execute();
      counts.names = await t.db
        .selectFrom('teams')
        .select(['id', 'name', 'captainUserId'])
        .orderBy('id')
        .execute();
      return JSON.stringify(counts);
    };

    it('answers 413 to a body over 1 MB on every write route, signed in or not', async () => {
      expect(writes.length).toBeGreaterThan(30);
      for (const route of writes) {
        await fc.assert(
          fc.asyncProperty(
            fc.boolean(),
            fc.nat({ max: 64 * 1024 }),
            fc.constantFrom('string', 'array', 'object'),
            fc.constantFrom('application/json', 'application/json; charset=utf-8'),
            async (signedIn, over, shape, contentType) => {
              const size = BODY_LIMIT_BYTES + 1 + over;
              const payload =
                shape === 'string'
                  ? JSON.stringify({ name: 'x'.repeat(size) })
                  : shape === 'array'
                    ? `[${'1,'.repeat(Math.ceil(size / 2))}1]`
                    : `{${Array.from({ length: Math.ceil(size / 6) }, (_, i) => `"k${i}":1`).join(',')}}`;
              expect(payload.length).toBeGreaterThan(BODY_LIMIT_BYTES);
              const response = await t.app.inject({
                method: route.method as 'POST',
                url: filled(route.path),
                headers: { 'content-type': contentType, ...(signedIn ? { cookie: admin } : {}) },
                payload,
              });
              expect(response.statusCode, `${route.method} ${route.path}`).toBe(413);
              expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
            },
          ),
          { numRuns: 3, seed: SEED, endOnFailure: true },
        );
      }
    });

    it('refuses a write from another origin with 403 on every write route, and changes nothing', async () => {
      const before = await snapshot();
      const host = 'league.example';
      const foreign = fc
        .oneof(
          fc.constantFrom(
            'https://evil.example',
            'null',
            'https://league.example.evil.example',
            'https://league.example@evil.example',
            'http://league.example:8080',
            'file://',
            'not a url',
            'https://xn--lgue-bpa.example',
          ),
          fc.webUrl().map((url) => new URL(url).origin),
        )
        .filter((origin) => {
          try {
            return new URL(origin).host !== host;
          } catch {
            return true;
          }
        });
      for (const route of writes) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom<'anon' | 'admin'>('anon', 'admin'),
            fc.oneof(
              foreign.map((origin) => ({ origin })),
              fc.constant({ 'sec-fetch-site': 'cross-site' }),
            ),
            async (actor, headers) => {
              const body = route.path.startsWith('/api/auth/login')
                ? { email: world.emails.admin, password: PASSWORD }
                : { name: 'Planted', reason: 'cross-site', side: 'home', round: 1 };
              const response = await t.app.inject({
                method: route.method as 'POST',
                url: filled(route.path),
                headers: { host, ...headers, ...(actor === 'admin' ? { cookie: admin } : {}) },
                payload: body,
              });
              expect(
                response.statusCode,
                `${route.method} ${route.path} ${JSON.stringify(headers)}`,
              ).toBe(403);
              expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
              expect(response.headers['set-cookie']).toBeUndefined();
            },
          ),
          { numRuns: 4, seed: SEED, endOnFailure: true },
        );
      }
      expect(await snapshot()).toBe(before);
    });

    it('never takes a cookie value it did not issue for a session, and signs in with a fresh one', async () => {
      const planted = fc.oneof(
        forgedCookie,
        // Correctly signed with the server's secret, but never issued: still nobody.
        fc
          .uint8Array({ minLength: 32, maxLength: 32 })
          .map((bytes) => t.app.signCookie(Buffer.from(bytes).toString('base64url'))),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      );
      await fc.assert(
        fc.asyncProperty(planted, async (value) => {
          const cookie = `${SESSION_COOKIE}=${encode(value)}`;
          const me = await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { cookie },
          });
          expect(me.json()).toMatchObject({ user: null });
          const write = await t.app.inject({
            method: 'POST',
            url: '/api/venues',
            headers: { cookie },
            payload: { name: 'Planted venue' },
          });
          expect(write.statusCode).toBe(401);
          const login = await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { cookie },
            payload: { email: world.emails.plain, password: PASSWORD },
          });
          expect(login.statusCode).toBe(200);
          const issued = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
          expect(issued).not.toBe('');
          expect(issued).not.toBe(value);
          const fresh = `${SESSION_COOKIE}=${encode(issued)}`;
          const meAfter = await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { cookie: fresh },
          });
          expect(meAfter.json()).toMatchObject({ user: { id: world.users.plain } });
          const stillNobody = await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { cookie },
          });
          expect(stillNobody.json()).toMatchObject({ user: null });
        }),
        { numRuns: 25, seed: SEED, endOnFailure: true },
      );
    });
  },
);
