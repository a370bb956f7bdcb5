// Venues through the API, checked against the database.
import { afterEach, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('venues through the API (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const setup = async (): Promise<World> => {
    t = await buildTestApp(kind);
    return seedWorld(t.db);
  };

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
