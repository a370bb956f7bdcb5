// `npm run test:e2e`: the browser journeys. Without Chromium they are skipped locally (with a
// note on how to get it); with CI=true a missing browser is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser journeys need Chromium at ${chromium} (Debian: apt-get install chromium).`;
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message} Skipping them.`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url),
});
process.exit(result.status ?? 1);
