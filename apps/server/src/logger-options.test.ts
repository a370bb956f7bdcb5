// LOG_FORMAT=pretty on an installation without the dev dependencies: the server still starts,
// with JSON lines and a warning that says why, instead of failing on a missing pino-pretty.
import { describe, expect, it } from 'vitest';
import { loggerOptions, PRETTY_LOGS_MISSING } from './logger-options.ts';

const config = { logFormat: 'pretty', logLevel: 'info', env: 'production' } as const;

describe('the logger options', () => {
  it('write pretty lines through pino-pretty when it is installed (as `npm ci` installs it)', () => {
    expect(loggerOptions(config)).toEqual({
      options: {
        level: 'info',
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      },
      warning: null,
    });
  });

  it('fall back to JSON lines, with a warning, when pino-pretty is not installed', () => {
    const asked: string[] = [];
    const without = (name: string) => {
      asked.push(name);
      return false;
    };
    expect(loggerOptions(config, without)).toEqual({
      options: { level: 'info' },
      warning: PRETTY_LOGS_MISSING,
    });
    expect(asked).toEqual(['pino-pretty']);
    expect(PRETTY_LOGS_MISSING).toContain('LOG_FORMAT=pretty');
  });

  it('write JSON lines when asked, and in tests, without looking for pino-pretty', () => {
    const never = (): boolean => {
      throw new Error('not asked');
    };
    for (const asked of [
      { ...config, logFormat: 'json' },
      { ...config, env: 'test' },
    ] as const)
      expect(loggerOptions(asked, never)).toEqual({ options: { level: 'info' }, warning: null });
  });
});
