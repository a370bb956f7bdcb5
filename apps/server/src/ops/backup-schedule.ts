// Automatic SQLite backups every BACKUP_INTERVAL_HOURS, the oldest beyond BACKUP_KEEP removed.
// The first is due one interval after the newest backup in the folder, so restarts neither skip
// nor pile them up. PostgreSQL is backed up by `npm run backup` from cron or a systemd timer
// (docs/deploy.md): with several server processes, none of them is the one to do it.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { describeBackup, listBackups, pruneBackups, takeBackup } from './backups.ts';

const HOUR_MS = 3_600_000;

export const startBackupSchedule = (
  handle: Pick<DatabaseHandle, 'kind' | 'sqlite'>,
  config: Pick<Config, 'backups' | 'dataDir' | 'databaseUrl'>,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): (() => void) => {
  const intervalMs = config.backups.intervalHours * HOUR_MS;
  if (!handle.sqlite || intervalMs <= 0) return () => {};
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const newest = listBackups(config.dataDir)[0]?.at.getTime() ?? 0;
    const delay = Math.max(0, newest + intervalMs - now());
    // setTimeout's limit is about 24.8 days; a longer wait is taken in steps.
    timer = setTimeout(tick, Math.min(delay, 2 ** 31 - 1));
    timer.unref();
  };
  const tick = () => {
    const newest = listBackups(config.dataDir)[0]?.at.getTime() ?? 0;
    if (now() - newest < intervalMs) return schedule();
    takeBackup(handle, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      kind: 'scheduled',
    })
      .then((backup) => {
        log.info(`Scheduled backup written: ${describeBackup(backup)}`);
        pruneBackups(config.dataDir, config.backups.keep);
      })
      .catch((error: unknown) => log.error({ err: error }, 'The scheduled backup failed'))
      .finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
};
