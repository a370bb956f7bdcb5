import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, seedWorld, type TestApp } from './test/test-app.ts';
import { TEST_DATABASES } from './test/test-db.ts';

describe.each(TEST_DATABASES)('health and sign-in (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers /api/health with the database kind', async () => {
    t = await buildTestApp(kind);
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, db: kind });
  });

  it('signs a captain in and resolves the role', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const cookie = await t.login(world.emails.captain1);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.json()).toMatchObject({
      user: { email: world.emails.captain1 },
      role: 'captain',
      isAdmin: false,
      team: { id: 't1' },
    });
  });
});
