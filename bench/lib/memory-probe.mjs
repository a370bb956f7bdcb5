// Loaded into a server under test (`--import`, through NODE_OPTIONS) so the benchmark can read its
// memory after a full garbage collection: on SIGUSR2 it collects twice and writes
// process.memoryUsage() to $MEMORY_PROBE_DIR/<pid>.json. The RSS alone keeps whatever garbage the
// last burst of work left, which made the idle-spectator figure noisy.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const dir = process.env.MEMORY_PROBE_DIR;

process.on('SIGUSR2', () => {
  gc();
  gc();
  if (!dir) return;
  // Written beside and renamed, so the reader never sees half a file.
  const file = join(dir, `${process.pid}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
  renameSync(`${file}.tmp`, file);
});
