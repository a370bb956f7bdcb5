// Profiles the process it is loaded into and writes a .cpuprofile when it exits (open it in
// Chrome's DevTools, Performance tab). Node 20 refuses --cpu-prof in NODE_OPTIONS, so the
// benchmarks' server gets this instead:
//   SERVER_NODE_OPTIONS="--import ./bench/lib/cpu-profile.mjs" PROFILE_DIR=/tmp/prof npm run bench:live --workspace bench
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.PROFILE_DIR ?? 'cpu-profiles');
mkdirSync(dir, { recursive: true });
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // Same-thread inspector sessions answer synchronously, so this runs before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
