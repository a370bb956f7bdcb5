// Venues through the API, checked against the database.
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('venues through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  it("editing a venue's name keeps its number of tables", async () => {
    const world = await setup();
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/venues/${world.venueId}`,
      cookie: await adminCookie(t, world),
      payload: { name: 'The Red Lion (upstairs)' },
    });
    expect(response.json()).toMatchObject({ name: 'The Red Lion (upstairs)', tables: 2 });
    expect(
      await t.db
        .selectFrom('venues')
        .select(['name', 'tables'])
        .where('id', '=', world.venueId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: 'The Red Lion (upstairs)', tables: 2 });
  });
});
