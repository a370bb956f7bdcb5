// A throwaway PostgreSQL cluster for the test run: initdb into a temp folder and start it on a
// spare loopback port. As root, PostgreSQL must run as another user: we use `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

export interface Cluster {
  url: string;
  stop(): void;
}

const findBinary = (name: string): string | null => {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const version of readdirSync(base).sort().reverse()) {
    const candidate = join(base, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
};

export const postgresAvailable = (): boolean =>
  findBinary('initdb') !== null && findBinary('pg_ctl') !== null;

export const startCluster = async (): Promise<Cluster> => {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl)
    throw new Error('initdb/pg_ctl not found: install PostgreSQL (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'cueleague-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
      chmodSync(dir, 0o700);
      return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], {
        stdio: 'pipe',
        cwd: dir,
      });
    }
    return execFileSync(command, args, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // Durability is not the point of a throwaway test cluster: fsync off makes it fast.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
