// Automatic SQLite backups every BACKUP_INTERVAL_HOURS, the oldest beyond BACKUP_KEEP removed.
// The first is due one interval after the newest backup in the folder, so restarts neither skip
// nor pile them up. A failed backup (a full or unwritable disk) is retried after a minute, then
// after twice as long each time up to an hour: a broken disk costs a log line an hour, not ten a
// second. /metrics tells the last success and the failures (BackupStatus).
// PostgreSQL is backed up by the CLI from a systemd timer (docs/deploy/cueleague-backup.timer):
// with several server processes, none of them is the one to do it.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import {
  describeBackup,
  listBackups,
  pruneBackups,
  removePartialBackups,
  takeBackup,
} from './backups.ts';

const HOUR_MS = 3_600_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = HOUR_MS;

/** What /metrics says of the scheduled backups of this process. */
export interface BackupStatus {
  /** When the last backup this process took (scheduled or at start) was written. */
  lastSuccessAt: Date | null;
  /** Backups that failed since the process started. */
  failures: number;
  /** Failures since the last success: 0 when all is well. */
  consecutiveFailures: number;
}

export const createBackupStatus = (): BackupStatus => ({
  lastSuccessAt: null,
  failures: 0,
  consecutiveFailures: 0,
});

/** The wait before retrying after `failures` failures in a row: 1 min, 2, 4, … up to 1 hour. */
export const retryDelayMs = (failures: number, intervalMs: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS, intervalMs);

export const startBackupSchedule = (
  handle: Pick<DatabaseHandle, 'kind' | 'sqlite'>,
  config: Pick<Config, 'backups' | 'dataDir' | 'databaseUrl'>,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
  status: BackupStatus = createBackupStatus(),
): (() => void) => {
  const intervalMs = config.backups.intervalHours * HOUR_MS;
  if (!handle.sqlite || intervalMs <= 0) return () => {};
  // Left by a process that died while writing one: never mistaken for a backup, but taking room.
  for (const file of removePartialBackups(config.dataDir))
    log.info(`Removed a partial backup left by an earlier run: ${file}`);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let retryAt = 0;
  const schedule = () => {
    if (stopped) return;
    const newest = listBackups(config.dataDir)[0]?.at.getTime() ?? 0;
    const due = Math.max(newest + intervalMs, retryAt);
    const delay = Math.max(0, due - now());
    // setTimeout's limit is about 24.8 days; a longer wait is taken in steps.
    timer = setTimeout(tick, Math.min(delay, 2 ** 31 - 1));
    timer.unref();
  };
  const tick = () => {
    const newest = listBackups(config.dataDir)[0]?.at.getTime() ?? 0;
    if (now() - newest < intervalMs || now() < retryAt) return schedule();
    takeBackup(handle, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      kind: 'scheduled',
    })
      .then((backup) => {
        status.lastSuccessAt = backup.at;
        status.consecutiveFailures = 0;
        retryAt = 0;
        log.info(`Scheduled backup written: ${describeBackup(backup)}`);
        pruneBackups(config.dataDir, config.backups.keep);
      })
      .catch((error: unknown) => {
        status.failures += 1;
        status.consecutiveFailures += 1;
        const wait = retryDelayMs(status.consecutiveFailures, intervalMs);
        retryAt = now() + wait;
        log.error(
          { err: error },
          `The scheduled backup failed (${status.consecutiveFailures} in a row); next try in ${Math.round(wait / 60_000)} min`,
        );
      })
      .finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
};
