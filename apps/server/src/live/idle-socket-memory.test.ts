// What an idle spectator costs the server: at 10,000 of them every kilobyte is 10 MB. Once its
// socket is handed over, the upgrade's HTTP request and response (with their headers, logger and
// hooks, about half of what a socket cost) must be let go, and the socket must still work.
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSpectator } from '../test/live-client.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Collects garbage until `ref` is gone, for up to 2 s: a busy machine can leave work that
 * briefly holds it pending; a leak holds it for good. */
const collectedWithin2s = async (ref: WeakRef<object> | undefined) => {
  for (let tries = 0; tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
    if (ref?.deref() === undefined) return true;
  }
  return false;
};

// Memory held per socket does not depend on the database: SQLite is enough.
describe('an idle live socket', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('lets go of its upgrade request once subscribed, and still answers', async () => {
    t = await buildTestApp('sqlite');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upgrades: WeakRef<IncomingMessage>[] = [];
    t.app.server.on('upgrade', (request: IncomingMessage) => upgrades.push(new WeakRef(request)));

    const spectator = await connectSpectator(base);
    spectator.subscribe('live');
    await spectator.waitFor((message) => message.type === 'snapshot');
    expect(upgrades).toHaveLength(1);
    expect(await collectedWithin2s(upgrades[0])).toBe(true);
    expect(t.app.ctx.live.stats.sockets).toBe(1);
    spectator.subscribe('season:none');
    await spectator.waitFor(
      (message) => message.type === 'snapshot' && message.topic === 'season:none',
    );
    await spectator.close();
  });
});
