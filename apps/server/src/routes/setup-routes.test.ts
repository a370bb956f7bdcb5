// First-run setup through the API: creating the league and its admin, once.
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { me } from '../test/league-api.ts';
import { call } from '../test/match-driver.ts';
import { PASSWORD, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('first-run setup through the API (%s)', (kind) => {
  let t: TestApp;
  const { fresh, setup } = appPerTest(kind, (app) => (t = app));

  describe('first-run setup', () => {
    const setupBody = {
      leagueName: 'Founders League',
      timezone: 'Europe/Dublin',
      email: 'Founder@Example.test',
      password: PASSWORD,
    };

    it('is needed on an empty database; creating the league signs its admin in; a second try is 409', async () => {
      t = await fresh();
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: true,
      });
      const response = await t.request({ method: 'POST', url: '/api/setup', payload: setupBody });
      expect(response.statusCode).toBe(201);
      const created = response.json<{ leagueId: string; user: { id: string; email: string } }>();
      expect(created.user.email).toBe('founder@example.test');
      const cookie = response.cookies.find((entry) => entry.name === 'cueleague_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(await me(t, `cueleague_session=${cookie?.value ?? ''}`)).toMatchObject({
        user: { id: created.user.id, email: 'founder@example.test' },
        role: 'admin',
        isAdmin: true,
      });
      const leagues = await t.db.selectFrom('leagues').selectAll().execute();
      expect(leagues).toEqual([
        expect.objectContaining({
          id: created.leagueId,
          name: 'Founders League',
          timezone: 'Europe/Dublin',
        }),
      ]);
      expect(await t.db.selectFrom('leagueAdmins').selectAll().execute()).toEqual([
        { leagueId: created.leagueId, userId: created.user.id },
      ]);
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });

      const again = await t.request({
        method: 'POST',
        url: '/api/setup',
        payload: { ...setupBody, email: 'intruder@example.test' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.cookies.find((entry) => entry.name === 'cueleague_session')).toBeUndefined();
      expect(await t.db.selectFrom('leagues').select('id').execute()).toHaveLength(1);
      expect(
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'intruder@example.test')
          .execute(),
      ).toEqual([]);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'founder@example.test', password: PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('is not needed once a league exists', async () => {
      await setup();
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });
      expect(
        (await t.request({ method: 'POST', url: '/api/setup', payload: setupBody })).statusCode,
      ).toBe(409);
    });
  });
});
