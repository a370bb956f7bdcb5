// Hostile and careless input: malformed JSON, oversized bodies, unknown and invalid fields, wrong
// content types, odd JSON values, strings that look like SQL, repeated query parameters, and a
// sweep of every route with malformed requests. None may get a 5xx; errors keep the shape of
// docs/api.md (Conventions: Errors); helmet's headers are on every answer; an internal error hides
// its internals.
import type { Match } from '@cueleague/domain/entities';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app.ts';
import type { DbKind } from './db/database.ts';
import { MAX_ERROR_FIELDS } from './http/http-error.ts';
import { MAX_JSON_DEPTH } from './http/json-body.ts';
import { listRoutes } from './test/routes.ts';
import { insertNewWorldMatch } from './test/staged-world.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from './test/test-app.ts';
import { TEST_DATABASES } from './test/test-db.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>()
    .error;

const insertTestMatch = (t: TestApp, world: World): Promise<Match> =>
  insertNewWorldMatch(t.db, world);

/** A refusal with this status and api.md's error code. */
const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(errorOf(response)).toMatchObject({ code });
};

/** A refusal that is the client's fault: a 4xx, never a 5xx. */
const expectClientError = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
};

/**
 * A describe block's app: built with the world, a signed-in admin and a match before its tests,
 * closed after them. The fields are set once beforeAll has run.
 */
const appWithMatch = (kind: DbKind) => {
  const app = {} as { t: TestApp; world: World; admin: string; match: Match };
  beforeAll(async () => {
    app.t = await buildTestApp(kind);
    app.world = await seedWorld(app.t.db);
    app.admin = await app.t.login(app.world.emails.admin);
    app.match = await insertTestMatch(app.t, app.world);
  });
  afterAll(async () => app.t.close());
  return app;
};

/** `{"a":{"a":...}}` nested `depth` times around `leaf`. */
const nested = (depth: number, leaf = '1'): string =>
  `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

describe.each(TEST_DATABASES)('bad input (%s)', (kind) => {
  const app = appWithMatch(kind);

  const asAdmin = (options: InjectOptions) => app.t.request({ ...options, cookie: app.admin });
  /** A raw JSON body, as the admin, to the route that creates a venue. */
  const postVenue = (payload: string) =>
    asAdmin({ method: 'POST', url: '/api/venues', headers: JSON_TYPE, payload });

  describe('malformed requests answer 400 bad_request', () => {
    it.each([
      ['a cut-off object', '{"name": "The Crown", "tables":'],
      ['unquoted keys', '{name: "The Crown"}'],
      ['a trailing comma', '{"name": "The Crown",}'],
      ['single quotes', "{'name': 'The Crown'}"],
      ['an empty body', ''],
      ['not JSON at all', 'name=The Crown'],
    ])('malformed JSON: %s', async (_what, payload) => {
      const response = await postVenue(payload);
      expectRefusal(response, 400, 'bad_request');
    });

    it.each([
      ['text/plain', 'name=The Crown'],
      ['text/plain', '{"name":"The Crown"}'],
      ['application/x-www-form-urlencoded', 'name=The+Crown&tables=2'],
      ['application/xml', '<venue><name>The Crown</name></venue>'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nThe Crown\r\n--x--',
      ],
    ])('a body sent as %s', async (type, payload) => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        headers: { 'content-type': type },
        payload,
      });
      expectRefusal(response, 400, 'bad_request');
    });

    it('a badly encoded query string is taken literally, not a 5xx', async () => {
      const response = await app.t.request({ method: 'GET', url: '/api/teams?seasonId=%E0%A4%A' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [] });
    });
  });

  describe('bodies over 1 MB answer 413 payload_too_large', () => {
    it.each([
      ['signed in as admin', true],
      ['signed out', false],
    ])('%s', async (_who, signedIn) => {
      const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), tables: 1 });
      const response = await app.t.request({
        method: 'POST',
        url: '/api/venues',
        headers: JSON_TYPE,
        payload,
        ...(signedIn ? { cookie: app.admin } : {}),
      });
      expectRefusal(response, 413, 'payload_too_large');
    });

    it('a body just under the limit is read (and refused for its content, not its size)', async () => {
      const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES - 100) });
      const response = await postVenue(payload);
      expectRefusal(response, 422, 'validation_failed');
    });
  });

  describe('unknown fields answer 422 naming the field', () => {
    it('in a body', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        payload: { name: 'The Crown', tables: 2, colour: 'red' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: { colour: 'Unknown field' },
      });
    });

    it('several at once, beside a valid body', async () => {
      const response = await asAdmin({
        method: 'PATCH',
        url: '/api/teams/t1',
        payload: { name: 'Team One', isAdmin: true, captainUserId: 'u-plain' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toMatchObject({
        isAdmin: 'Unknown field',
        captainUserId: 'Unknown field',
      });
      const team = await app.t.request({ method: 'GET', url: '/api/teams/t1' });
      expect(team.json()).toMatchObject({ name: 'Team 1', captainUserId: 'u-captain1' });
    });

    it('in a query string', async () => {
      const response = await app.t.request({ method: 'GET', url: '/api/teams?colour=red' });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: { colour: 'Unknown field' },
      });
    });

    it('a lifecycle action with an extra field', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: `/api/matches/${app.match.id}/lock-round`,
        payload: { round: 1, force: true },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toMatchObject({ force: 'Unknown field' });
    });
  });

  describe('missing and invalid fields answer 422 validation_failed with fields', () => {
    it('POST /api/venues with tables: 0', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        payload: { name: 'The Crown', tables: 0 },
      });
      expect(response.statusCode).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual(['tables']);
    });

    it('POST /api/seasons without a name', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/seasons',
        payload: { leagueId: app.world.leagueId, isCurrent: false },
      });
      expect(response.statusCode).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toHaveProperty('name');
    });

    it('GET /api/players?ids= with 11 ids', async () => {
      const ids = Array.from({ length: 11 }, (_, index) => `p${index}`).join(',');
      const response = await app.t.request({ method: 'GET', url: `/api/players?ids=${ids}` });
      expectRefusal(response, 422, 'validation_failed');
      expect(errorOf(response).fields).toHaveProperty('ids');
      const ten = Array.from({ length: 10 }, (_, index) => `t1-p${index}`).join(',');
      expect(
        (await app.t.request({ method: 'GET', url: `/api/players?ids=${ten}` })).statusCode,
      ).toBe(200);
    });

    it('POST /api/schedule/round-robin with weekday 9', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/schedule/round-robin?dryRun=true',
        payload: {
          seasonId: app.world.seasonId,
          weekday: 9,
          time: '19:30',
          startDate: '2026-09-01',
        },
      });
      expectRefusal(response, 422, 'validation_failed');
      expect(errorOf(response).fields).toHaveProperty('weekday');
    });

    it('POST /api/schedule/round-robin with a bad time and date', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/schedule/round-robin?dryRun=true',
        payload: {
          seasonId: app.world.seasonId,
          weekday: 2,
          time: '25:00',
          startDate: '2026-02-30',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toMatchObject({
        time: expect.any(String) as unknown,
        startDate: expect.any(String) as unknown,
      });
    });

    it('PUT /api/matches/:id/frames with 15 frames', async () => {
      const response = await asAdmin({
        method: 'PUT',
        url: `/api/matches/${app.match.id}/frames`,
        payload: { frames: app.match.frames.slice(0, 15), reason: 'Typed in from the scoresheet' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        message: 'Frames array must contain exactly 16 frames.',
        fields: { frames: 'Frames array must contain exactly 16 frames.' },
      });
    });

    it('PUT /api/matches/:id/frames with 17 frames', async () => {
      const frames = [...app.match.frames, app.match.frames[0]];
      const response = await asAdmin({
        method: 'PUT',
        url: `/api/matches/${app.match.id}/frames`,
        payload: { frames, reason: 'Typed in from the scoresheet' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).message).toBe('Frames array must contain exactly 16 frames.');
    });

    it('a wrong type in a field', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        payload: { name: 42, tables: '2' },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual(['name', 'tables']);
    });
  });

  describe('unknown paths and ids answer 404', () => {
    it.each([
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/teams/t1/nope'],
      ['DELETE', '/api/health'],
      ['GET', '/api/matches/x/y/z/w'],
    ] as const)('%s %s is no endpoint', async (method, url) => {
      const response = await app.t.request({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response)).toMatchObject({ code: 'not_found' });
    });

    it.each([
      ['GET', '/api/leagues/nope'],
      ['GET', '/api/seasons/nope'],
      ['GET', '/api/venues/nope'],
      ['GET', '/api/teams/nope'],
      ['GET', '/api/players/nope'],
      ['GET', '/api/matches/nope'],
      ['GET', '/api/matches/nope/audit'],
      ['GET', '/api/users/nope'],
      ['GET', '/api/calendar/nope.ics'],
      ['GET', '/api/standings?seasonId=nope'],
      ['GET', '/api/stats/players?seasonId=nope'],
      ['PATCH', '/api/venues/nope'],
      ['DELETE', '/api/seasons/nope'],
      ['DELETE', '/api/teams/nope'],
      ['DELETE', '/api/players/nope'],
      ['DELETE', '/api/venues/nope'],
      ['DELETE', '/api/matches/nope'],
      ['POST', '/api/matches/nope/start'],
      ['POST', '/api/matches/nope/cancel'],
    ] as const)('%s %s (as admin)', async (method, url) => {
      const response = await asAdmin({
        method,
        url,
        ...(method === 'PATCH' ? { payload: { name: 'Renamed' } } : {}),
      });
      expectRefusal(response, 404, 'not_found');
    });

    it('an unknown frame of a real match', async () => {
      const response = await asAdmin({
        method: 'PATCH',
        url: `/api/matches/${app.match.id}/frames/${app.match.id}-R9-F9`,
        payload: { winnerPlayerId: 't1-p1', baseVersion: 0, reason: 'frame_scored' },
      });
      // The match is not in progress: the state refuses before the frame is looked for.
      expect([404, 409]).toContain(response.statusCode);
    });
  });

  describe('odd JSON values never give a 5xx', () => {
    it.each([
      ['null', 'null'],
      ['an array', '[{"name":"The Crown"}]'],
      ['a number', '42'],
      ['a string', '"The Crown"'],
      ['true', 'true'],
      ['an empty object', '{}'],
    ])('POST /api/venues with %s answers 422', async (_what, payload) => {
      const response = await postVenue(payload);
      expectRefusal(response, 422, 'validation_failed');
    });

    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a number', '7'],
    ])('POST /api/matches/:id/start with %s answers 4xx', async (_what, payload) => {
      const response = await asAdmin({
        method: 'POST',
        url: `/api/matches/${app.match.id}/start`,
        headers: JSON_TYPE,
        payload,
      });
      expectClientError(response);
    });

    it('a huge string field (900 KB) answers 422 on the field', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/players',
        payload: { firstName: 'é'.repeat(450_000), lastName: 'Long' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toHaveProperty('firstName');
    });

    it('a huge reason on a lifecycle action answers 422', async () => {
      const response = await asAdmin({
        method: 'POST',
        url: `/api/matches/${app.match.id}/reopen`,
        payload: { reason: 'x'.repeat(500_000) },
      });
      expect(response.statusCode).toBe(422);
    });

    it.each([
      ['5,000 levels in a field', () => `{"name":"The Crown","address":${nested(5_000)}}`],
      ['50,000 levels in a field', () => `{"name":"The Crown","address":${nested(50_000)}}`],
      ['100,000 nested arrays', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ])('deeply nested JSON: %s', async (_what, payload) => {
      const response = await postVenue(payload());
      expectClientError(response);
      expect(response.json()).toHaveProperty('error.code');
    });

    it('a deeply nested object where anything is accepted (frames `extra`)', async () => {
      const frames = JSON.stringify(app.match.frames);
      const response = await asAdmin({
        method: 'PUT',
        url: `/api/matches/${app.match.id}/frames`,
        headers: JSON_TYPE,
        payload: `{"frames":${frames},"reason":"Typed in","extra":${nested(20_000)}}`,
      });
      expect(response.statusCode).toBeLessThan(500);
    });

    it('prototype pollution keys are refused and pollute nothing', async () => {
      for (const payload of [
        '{"name":"The Crown","__proto__":{"isAdmin":true}}',
        '{"name":"The Crown","constructor":{"prototype":{"isAdmin":true}}}',
      ]) {
        const response = await postVenue(payload);
        expectClientError(response);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  });

  describe('expensive bodies are refused before any work, with a small answer', () => {
    const manyKeys = (count: number) =>
      `{${Array.from({ length: count }, (_, index) => `"k${index}":1`).join(',')}}`;

    it.each([
      ['~800 KB of nested arrays', `${'['.repeat(400_000)}${']'.repeat(400_000)}`],
      ['nested objects past 32 levels', nested(MAX_JSON_DEPTH + 1)],
    ])('%s: 400, signed out, before the rate limits', async (_what, payload) => {
      const response = await app.t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: JSON_TYPE,
        payload,
      });
      expectRefusal(response, 400, 'bad_request');
      expect(errorOf(response).message).toMatch(/nested too deeply/);
      expect(response.body.length).toBeLessThan(300);
    });

    it('an object of 80,000 unknown keys: 413 in a small answer', async () => {
      const response = await postVenue(manyKeys(80_000));
      expectRefusal(response, 413, 'payload_too_large');
      expect(errorOf(response).message).toMatch(/too many fields/);
      expect(response.body.length).toBeLessThan(300);
    });

    it('a body of 2,000 unknown keys: 422 naming at most 20 of them, counting the rest', async () => {
      const response = await postVenue(manyKeys(2_000));
      expectRefusal(response, 422, 'validation_failed');
      const error = errorOf(response);
      expect(Object.keys(error.fields ?? {})).toHaveLength(MAX_ERROR_FIELDS);
      expect(error.message).toMatch(/\(198\d more than those named\)/);
      expect(response.body.length).toBeLessThan(2_000);
    });

    it('the server still answers normal requests, and bodies within the bounds are read', async () => {
      const refused = await Promise.all(
        Array.from({ length: 4 }, () => postVenue(`${'['.repeat(400_000)}${']'.repeat(400_000)}`)),
      );
      for (const response of refused) expectRefusal(response, 400, 'bad_request');
      expect((await app.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const venue = await postVenue(JSON.stringify({ name: 'The Bounded Arms', tables: 2 }));
      expect(venue.statusCode).toBe(201);
    });
  });

  describe('names with control characters answer 422 naming the field', () => {
    // A TAB, CR or LF in a name splits a spreadsheet's cell when a season is exported as CSV.
    const bad = ['Bob\tTAB', 'Line\nbreak', 'Carriage\rreturn', 'Escape\u001b[31m', 'Bell\u0007'];
    const cases = (name: string): [string, InjectOptions, string][] => [
      ['a venue', { method: 'POST', url: '/api/venues', payload: { name } }, 'name'],
      [
        'a team',
        { method: 'POST', url: '/api/teams', payload: { seasonId: app.world.seasonId, name } },
        'name',
      ],
      ['a renamed team', { method: 'PATCH', url: '/api/teams/t1', payload: { name } }, 'name'],
      [
        'a player',
        { method: 'POST', url: '/api/players', payload: { firstName: 'Ann', lastName: name } },
        'lastName',
      ],
      [
        'a season',
        {
          method: 'POST',
          url: '/api/seasons',
          payload: { leagueId: app.world.leagueId, name, isCurrent: false },
        },
        'name',
      ],
      [
        'a division',
        { method: 'POST', url: '/api/divisions', payload: { seasonId: app.world.seasonId, name } },
        'name',
      ],
    ];

    it.each(bad)('%j', async (name) => {
      for (const [what, request, field] of cases(name)) {
        const response = await asAdmin(request);
        expect(response.statusCode, what).toBe(422);
        expect(errorOf(response).fields, what).toHaveProperty(field);
      }
      const teams = await app.t.request({ method: 'GET', url: '/api/teams' });
      expect(teams.body).not.toContain(JSON.stringify(name).slice(1, -1));
    });

    it('a TAB or line break at either end is trimmed away, as spaces are', async () => {
      const created = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        payload: { name: '\tThe Crown\n' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'The Crown' });
    });
  });

  describe('strange strings are stored and returned verbatim', () => {
    const strings = [
      "'; DROP TABLE teams; --",
      'Robert"); DELETE FROM players WHERE ("1"="1',
      "' OR '1'='1",
      'Zoë 🎱 Ó’Brien',
      '李小龍 👩‍👩‍👧‍👦 ñ',
      'مرحبا שלום',
      '<script>alert(1)</script>',
      '%s %d ${name} {{name}}',
      'back\\slash "quotes" / slash',
    ];

    it.each(strings)('team name %j', async (name) => {
      const created = await asAdmin({
        method: 'POST',
        url: '/api/teams',
        payload: { seasonId: app.world.seasonId, name },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string; name: string }>();
      expect(created.json()).toMatchObject({ name });
      const read = await app.t.request({ method: 'GET', url: `/api/teams/${id}` });
      expect(read.json()).toMatchObject({ id, name });
      const list = await app.t.request({
        method: 'GET',
        url: `/api/teams?seasonId=${app.world.seasonId}`,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ items: { name: string }[] }>().items.map((team) => team.name)).toContain(
        name,
      );
    });

    it.each(strings)('player name and venue address %j', async (text) => {
      const player = await asAdmin({
        method: 'POST',
        url: '/api/players',
        payload: { firstName: text, lastName: text },
      });
      expect(player.statusCode).toBe(201);
      const read = await app.t.request({
        method: 'GET',
        url: `/api/players/${player.json<{ id: string }>().id}`,
      });
      expect(read.json()).toMatchObject({ firstName: text, lastName: text });
      const venue = await asAdmin({
        method: 'POST',
        url: '/api/venues',
        payload: { name: text, address: text },
      });
      expect(venue.statusCode).toBe(201);
      expect(venue.json()).toMatchObject({ name: text, address: text });
    });

    it('a reason with SQL in it lands in the audit trail verbatim', async () => {
      const own = await insertTestMatch(app.t, app.world);
      const reason = "'); DELETE FROM audit_log; --";
      const dispute = await asAdmin({
        method: 'PUT',
        url: `/api/matches/${own.id}/pre-match`,
        payload: {
          side: 'home',
          availablePlayers: app.world.players[0],
          rosterConfirmed: true,
          reason,
        },
      });
      expect(dispute.statusCode).toBe(200);
      const audit = await asAdmin({ method: 'GET', url: `/api/matches/${own.id}/audit` });
      expect(audit.json<{ items: { note: string | null }[] }>().items.map((e) => e.note)).toContain(
        reason,
      );
    });

    it('SQL in query parameters and ids matches nothing and breaks nothing', async () => {
      for (const url of [
        `/api/teams?seasonId=${encodeURIComponent("s1' OR '1'='1")}`,
        `/api/matches?teamId=${encodeURIComponent("t1' OR 1=1 --")}`,
        `/api/players?ids=${encodeURIComponent("t1-p1') OR ('1'='1")}`,
        `/api/team-players?teamId=${encodeURIComponent('t1"; DROP TABLE team_players; --')}`,
      ]) {
        const response = await app.t.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json<{ items: unknown[] }>().items, url).toEqual([]);
      }
      const team = await app.t.request({
        method: 'GET',
        url: `/api/teams/${encodeURIComponent("t1' OR '1'='1")}`,
      });
      expect(team.statusCode).toBe(404);
      expect((await app.t.request({ method: 'GET', url: '/api/teams/t1' })).statusCode).toBe(200);
    });

    it.each([
      [
        'a body',
        { method: 'POST', url: '/api/teams', payload: { seasonId: 's1', name: 'Nul\u0000' } },
      ],
      ['a path', { method: 'GET', url: '/api/teams/t1%00' }],
      ['a query', { method: 'GET', url: '/api/teams?seasonId=s1%00' }],
      ['a file name', { method: 'GET', url: '/api/calendar/t1%00.ics' }],
    ] as const)(
      'a NUL character in %s is refused as malformed on every database',
      async (_w, options) => {
        const response = await asAdmin(options);
        expectRefusal(response, 400, 'bad_request');
      },
    );

    it.each([
      ['a lone surrogate', 'Half\ud83dTeam'],
      ['control characters', 'Bell\u0007\u001bTeam'],
    ])('a name with %s never gives a 5xx', async (_what, name) => {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/teams',
        payload: { seasonId: app.world.seasonId, name },
      });
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe('repeated and odd query parameters never give a 5xx', () => {
    it.each([
      '/api/matches?seasonId=a&seasonId=b',
      '/api/matches?state=pre-match&state=completed',
      '/api/teams?seasonId=s1&seasonId=s2',
      '/api/players?ids=t1-p1&ids=t1-p2',
      '/api/players?userId=a&userId=b',
      '/api/seasons?leagueId=l1&leagueId=l1',
      '/api/team-players?isActive=true&isActive=false',
      '/api/stats/players?minFrames=1&minFrames=2',
      '/api/standings?seasonId=s1&seasonId=s1',
      '/api/leagues?adminId[]=u-admin',
      '/api/teams?seasonId[a]=s1',
      '/api/matches?state=nonsense',
      '/api/stats/players?minFrames=-1',
      '/api/stats/players?minFrames=1e400',
      '/api/team-players?isActive=yes',
      '/api/live/poll?topics=live&topics=live',
      '/api/live/poll?topics=nope',
      '/api/live/poll?topics=live&cursor=-1',
      '/api/live/poll?topics=live&timeout=1',
    ])('GET %s', async (url) => {
      const response = await app.t.request({ method: 'GET', url });
      expectClientError(response);
      expect(errorOf(response).code).toMatch(/^(bad_request|validation_failed)$/);
    });

    it('DELETE /api/matches with a repeated seasonId refuses without deleting', async () => {
      const response = await asAdmin({
        method: 'DELETE',
        url: '/api/matches?seasonId=s1&seasonId=s2&state=pre-match',
      });
      expect(response.statusCode).toBe(422);
      expect(
        (await app.t.request({ method: 'GET', url: `/api/matches/${app.match.id}` })).statusCode,
      ).toBe(200);
    });

    it('POST /api/schedule/round-robin?dryRun=true&dryRun=false saves nothing', async () => {
      const before = (await app.t.request({ method: 'GET', url: '/api/matches' })).json<{
        items: unknown[];
      }>().items.length;
      const response = await asAdmin({
        method: 'POST',
        url: '/api/schedule/round-robin?dryRun=true&dryRun=false',
        payload: {
          seasonId: app.world.seasonId,
          weekday: 2,
          time: '19:30',
          startDate: '2026-09-01',
        },
      });
      expect(response.statusCode).toBe(422);
      const after = (await app.t.request({ method: 'GET', url: '/api/matches' })).json<{
        items: unknown[];
      }>().items.length;
      expect(after).toBe(before);
    });
  });

  describe('helmet', () => {
    it.each([
      ['an answer', '/api/health'],
      ['an error', '/api/teams/nope'],
      ['an unknown path', '/api/nope'],
    ])('sets the security headers on %s', async (_what, url) => {
      const response = await app.t.request({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      // HSTS only when PUBLIC_URL is https (auth-hardening.test.ts); this app runs on http.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });
});

describe.each(TEST_DATABASES)('every route, malformed (%s)', (kind) => {
  const app = appWithMatch(kind);

  /** Real ids, so a request gets past "no such thing" to the parts that read its input. */
  const realParams = (path: string): Record<string, string> => {
    const { world, match } = app;
    const id = path.startsWith('/api/seasons')
      ? world.seasonId
      : path.startsWith('/api/venues')
        ? world.venueId
        : path.startsWith('/api/teams')
          ? world.teams[0]
          : path.startsWith('/api/players')
            ? (world.players[0][1] ?? 'none')
            : path.startsWith('/api/team-players')
              ? 't1-m2'
              : path.startsWith('/api/users')
                ? world.users.player1
                : path.startsWith('/api/leagues')
                  ? world.leagueId
                  : match.id;
    return { id, frameId: `${match.id}-R1-F1`, file: `${world.teams[0]}.ics` };
  };

  const odd = [
    'nope',
    'x'.repeat(300),
    '%20',
    '%00',
    '%E0%A4%A',
    '..%2F..%2Fetc%2Fpasswd',
    "'%20OR%20'1'%3D'1",
    '%F0%9F%8E%B1',
  ];

  const BODIES: [string, string | undefined, Record<string, string>][] = [
    ['no body', undefined, {}],
    ['null', 'null', JSON_TYPE],
    ['an array', '[1,2,3]', JSON_TYPE],
    ['a number', '-1e999', JSON_TYPE],
    ['a string', '"x"', JSON_TYPE],
    ['malformed JSON', '{"a":', JSON_TYPE],
    ['an empty JSON body', '', JSON_TYPE],
    [
      'wrong types',
      '{"name":[],"id":{},"seasonId":1,"frames":"x","side":null,"round":"1"}',
      JSON_TYPE,
    ],
    ['an unknown field', '{"unknownField":true}', JSON_TYPE],
    ['deep nesting', nested(2_000), JSON_TYPE],
    ['form data', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text', 'hello', { 'content-type': 'text/plain' }],
  ];

  const QUERIES = [
    '?a=1&a=2',
    '?seasonId=s1&seasonId=s2',
    '?seasonId[]=s1',
    '?ids=&userId=',
    '?dryRun=maybe',
    '?%E0%A4%A=1',
    `?seasonId=${'x'.repeat(500)}`,
  ];

  const fill = (path: string, params: Record<string, string>, raw = false): string =>
    path.replace(/:(\w+)/g, (_whole, name: string) => {
      const value = params[name] ?? 'none';
      return raw ? value : encodeURIComponent(value);
    });

  interface Answer {
    label: string;
    status: number;
    body: string;
    headers: Record<string, unknown>;
  }
  const answers: Answer[] = [];

  /** Every route, signed out and as admin: odd bodies, odd query strings and odd path values. */
  const sweep = async (): Promise<void> => {
    const { t, admin } = app;
    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      // Deletes go last: their real targets vanish, which would hide the checks of later routes.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(40);
    const send = async (method: string, url: string, body?: string, headers = {}) => {
      for (const cookie of [undefined, admin]) {
        // Signing the admin out would turn the rest of the sweep into signed-out requests.
        if (cookie && url.startsWith('/api/auth/logout')) continue;
        const response = await t.request({
          method,
          url,
          headers,
          ...(body === undefined ? {} : { payload: body }),
          ...(cookie ? { cookie } : {}),
        });
        answers.push({
          label: `${cookie ? 'admin' : 'anon'} ${method} ${url.slice(0, 100)} ${(body ?? '').slice(0, 30)}`,
          status: response.statusCode,
          body: response.body,
          headers: response.headers,
        });
      }
    };
    for (const { method, path } of routes) {
      const real = fill(path, realParams(path));
      for (const [, body, headers] of BODIES) {
        if (method === 'GET' && body !== undefined) continue;
        await send(method, real, body, headers);
      }
      for (const query of QUERIES) await send(method, `${real}${query}`);
      if (path.includes(':')) {
        for (const value of odd) {
          const url = fill(path, { id: value, frameId: value, file: `${value}.ics` }, true);
          const withBody = method !== 'GET' && method !== 'DELETE';
          await send(method, url, withBody ? '{}' : undefined, withBody ? JSON_TYPE : {});
        }
      }
    }
  };

  it('answers no malformed request with a 5xx', async () => {
    await sweep();
    expect(answers.length).toBeGreaterThan(1000);
    expect(
      answers
        .filter((answer) => answer.status >= 500)
        .map((answer) => `${answer.label} -> ${answer.status} ${answer.body.slice(0, 200)}`),
    ).toEqual([]);
  });

  it("answers every refusal in api.md's error shape", () => {
    expect(answers.length).toBeGreaterThan(1000);
    const shapeless = answers.filter((answer) => {
      if (answer.status < 400) return false;
      const parsed = safeJson(answer.body) as { error?: { code?: unknown; message?: unknown } };
      return typeof parsed?.error?.code !== 'string' || typeof parsed.error.message !== 'string';
    });
    expect(
      shapeless.map((answer) => `${answer.label} -> ${answer.status} ${answer.body.slice(0, 120)}`),
    ).toEqual([]);
  });

  it("sends helmet's headers with every answer", () => {
    expect(answers.length).toBeGreaterThan(1000);
    expect(
      answers
        .filter(
          (answer) =>
            answer.headers['x-content-type-options'] !== 'nosniff' ||
            typeof answer.headers['content-security-policy'] !== 'string',
        )
        .map((answer) => `${answer.label} -> ${answer.status}`),
    ).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('an internal error (%s)', (kind) => {
  it('answers 500 internal with the request id and nothing of its internals', async () => {
    const t = await buildTestApp(kind);
    try {
      const world = await seedWorld(t.db);
      const cookie = await t.login(world.emails.admin);
      await t.database.close();
      for (const options of [
        { method: 'GET', url: '/api/health' },
        { method: 'GET', url: '/api/teams' },
        { method: 'POST', url: '/api/venues', payload: { name: 'The Crown' }, cookie },
        { method: 'GET', url: '/api/auth/me', cookie },
      ] satisfies (InjectOptions & { url: string; cookie?: string })[]) {
        const response = await t.request(options);
        expect(response.statusCode, options.url).toBe(500);
        const error = errorOf(response);
        expect(error.code).toBe('internal');
        expect(error.message).toMatch(
          /^Something went wrong on our side \(request [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\)\.$/,
        );
        expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(['error']);
        expect(Object.keys(error).sort()).toEqual(['code', 'message']);
        expect(response.body).not.toMatch(
          /stack|\bat \S+ \(|node_modules|\.ts:\d+|sqlite|postgres|pool|select |insert /i,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      // Each answer names its own request.
      const ids = await Promise.all(
        [1, 2].map(
          async () => errorOf(await t.request({ method: 'GET', url: '/api/health' })).message,
        ),
      );
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await t.close();
    }
  });
});

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
