// An app a test on a fresh database, closed after each test, for suites that start each test
// from nothing: `setup` also seeds the small league world in it.
import { afterEach } from 'vitest';
import type { DbKind } from '../db/database.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from './test-app.ts';

/**
 * Registers the closing `afterEach` and answers `fresh` (a new empty app) and `setup` (a new app
 * with the world seeded). Each app is handed to `use` as it is built, so a suite can keep it in
 * its own variable for the helpers it shares between tests.
 */
export const appPerTest = (kind: DbKind, use: (app: TestApp) => void) => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const fresh = async (): Promise<TestApp> => {
    current = await buildTestApp(kind);
    use(current);
    return current;
  };
  const setup = async (): Promise<World> => seedWorld((await fresh()).db);
  return { fresh, setup };
};
