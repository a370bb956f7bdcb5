import { WIRE_HEADER } from '@cueleague/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { serverWireFingerprint } from './wire-fingerprint.ts';

describe.each(TEST_DATABASES)('the wire fingerprint (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('comes with every API answer, cached, fresh or refused, and never with a page', async () => {
    t = await buildTestApp(kind);
    await seedWorld(t.db);
    const fingerprint = serverWireFingerprint();
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    const fresh = await t.request({ method: 'GET', url: '/api/teams?seasonId=s1' });
    const cached = await t.request({ method: 'GET', url: '/api/teams?seasonId=s1' });
    const refused = await t.request({ method: 'GET', url: '/api/teams/no-such-team' });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(refused.statusCode).toBe(404);
    for (const answer of [fresh, cached, refused])
      expect(answer.headers[WIRE_HEADER]).toBe(fingerprint);
    const page = await t.request({ method: 'GET', url: '/standings' });
    expect(page.headers[WIRE_HEADER]).toBeUndefined();
  });
});
