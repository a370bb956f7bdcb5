// pino's options: pretty lines for a person at a terminal, JSON lines for anything else. Pretty
// lines need pino-pretty, a development dependency: an installation without the dev
// dependencies (`npm ci --omit=dev`) logs JSON lines instead and says why, rather than failing
// to start.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

const require = createRequire(import.meta.url);

/** Whether `name` can be loaded from here (pino loads a transport by its name). */
const installed = (name: string): boolean => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
};

export const PRETTY_LOGS_MISSING =
  'LOG_FORMAT=pretty needs pino-pretty, a development dependency, which is not installed: logging JSON lines instead';

/** The logger's options, and a warning to log once it exists when pretty lines were asked for in vain. */
export const loggerOptions = (
  config: Pick<Config, 'logFormat' | 'logLevel' | 'env'>,
  canLoad: (name: string) => boolean = installed,
): { options: FastifyServerOptions['logger']; warning: string | null } => {
  if (config.logFormat !== 'pretty' || config.env === 'test')
    return { options: { level: config.logLevel }, warning: null };
  if (!canLoad('pino-pretty'))
    return { options: { level: config.logLevel }, warning: PRETTY_LOGS_MISSING };
  return {
    options: {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    },
    warning: null,
  };
};
