// The shape every background timer of a server process shares (housekeeping, match-day
// reminders, the result timer): run now and then every so often; one run at a time (a look still
// running when the next is due is not doubled: on a slow database they would pile up); a failed
// run is logged and the next one tried; unref'd, so it never keeps a process alive; and the
// returned function stops it and waits for a run in progress, so a shutdown closes the database
// after it.
import type { FastifyBaseLogger } from 'fastify';

export const repeat = (
  everyMs: number,
  work: () => Promise<unknown>,
  options: { log: FastifyBaseLogger; failure: string },
): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = work()
      .catch((error: unknown) => {
        options.log.warn({ err: error }, options.failure);
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
