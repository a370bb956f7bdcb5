// Start-up configuration: sensible defaults, a development secret that survives restarts, and
// one clear refusal naming everything that is missing or wrong.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-production-secret-of-32-characters-or-more';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const refusal = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('loadConfig accepted the configuration');
  };

  it('has defaults: port 3000 on 127.0.0.1, ./data resolved, SQLite under it', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.databaseUrl).toBe(`sqlite:${join(resolve('./data'), 'cueleague.sqlite')}`);
    expect(config.publicUrl).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(config.smtpUrl).toBeNull();
    expect(config.bootstrapAdmin).toBeNull();
    expect(config.authRateLimit).toEqual({ perIp: 30, perEmail: 10 });
    expect(config.sessionSecret).toBe(SECRET);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '', HOST: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toMatch(/^sqlite:/);
  });

  it('puts the SQLite database under DATA_DIR and takes PORT, HOST and DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).databaseUrl).toBe(
      `sqlite:${join(dataDir, 'cueleague.sqlite')}`,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://league@db.example/league',
      PUBLIC_URL: 'https://league.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://league@db.example/league',
      publicUrl: 'https://league.example',
      secureCookies: true,
    });
  });

  it.each([
    [undefined, false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8 ,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s as %j, and PUBLIC_URL alone trusts no proxy', (value, expected) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://league.example',
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    });
    expect(config.trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'everyone please' })).toThrow(
      /TRUST_PROXY must be a number of hops or a comma-separated list of proxy addresses/,
    );
  });

  it('sends match-day reminders at 10:00 unless MATCH_DAY_REMINDER_TIME says another HH:MM', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).matchDayReminderTime).toBe('10:00');
    expect(
      loadConfig({ DATA_DIR: dataDir, MATCH_DAY_REMINDER_TIME: '08:30' }).matchDayReminderTime,
    ).toBe('08:30');
    for (const bad of ['24:00', '9:00', '10:60', 'noon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MATCH_DAY_REMINDER_TIME: bad })).toThrow(
        /MATCH_DAY_REMINDER_TIME must be a time of day as 'HH:MM'/,
      );
    }
  });

  it('generates the development SESSION_SECRET once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);

    const elsewhere = mkdtempSync(join(tmpdir(), 'cueleague-config-'));
    try {
      expect(loadConfig({ DATA_DIR: elsewhere }).sessionSecret).not.toBe(first.sessionSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses production without SESSION_SECRET, with the exact message', () => {
    const error = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe('Server configuration is missing required fields: SESSION_SECRET');
  });

  it('starts in production with a SESSION_SECRET', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
    });
    expect(config.env).toBe('production');
    expect(config.sessionSecret).toBe(SECRET);
  });

  it('refuses production on a non-loopback address without PUBLIC_URL: links need an origin', () => {
    for (const host of ['0.0.0.0', '192.0.2.10', '::']) {
      const error = refusal({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
        HOST: host,
      });
      expect(error.message).toBe('Server configuration is missing required fields: PUBLIC_URL');
    }
    // On loopback (behind a proxy on the same box) the server has an address of its own.
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const env = { NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: SECRET, HOST: host };
      expect(loadConfig(env).host).toBe(host);
    }
    const withUrl = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://league.example',
    });
    expect(withUrl.publicUrl).toBe('https://league.example');
  });

  it('lists several missing names together', () => {
    const error = refusal({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN_EMAIL: 'admin@example.test',
    });
    expect(error.message).toBe(
      'Server configuration is missing required fields: SESSION_SECRET, BOOTSTRAP_ADMIN_PASSWORD',
    );
  });

  it('asks for BOOTSTRAP_ADMIN_PASSWORD when only the e-mail is given, and the other way round', () => {
    expect(
      refusal({
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
        BOOTSTRAP_ADMIN_EMAIL: 'a@example.test',
      }).message,
    ).toBe('Server configuration is missing required fields: BOOTSTRAP_ADMIN_PASSWORD');
    expect(
      refusal({
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
        BOOTSTRAP_ADMIN_PASSWORD: 'long enough',
      }).message,
    ).toBe('Server configuration is missing required fields: BOOTSTRAP_ADMIN_EMAIL');
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
        BOOTSTRAP_ADMIN_EMAIL: 'Admin@Example.TEST',
        BOOTSTRAP_ADMIN_PASSWORD: 'long enough',
      }).bootstrapAdmin,
    ).toEqual({ email: 'admin@example.test', password: 'long enough' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['SMTP_URL', 'http://mail.example'],
    ['SESSION_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['SETUP_CODE', 'ABCD-1234'],
    ['SETUP_CODE', 'abcd_1234_efgh'],
  ])('refuses an invalid %s (%s) with an error naming it', (name, value) => {
    const error = refusal({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, [name]: value });
    expect(error.message).toMatch(/^Server configuration is invalid: /);
    expect(error.message).toContain(name);
  });

  it('takes SETUP_CODE as the setup page compares it: case, spaces and dashes do not count', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).setupCode).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, SETUP_CODE: 'our-install code-2026' }).setupCode).toBe(
      'OURINSTALLCODE2026',
    );
  });

  it('names every invalid variable in one message', () => {
    const error = refusal({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'ftp://x',
    });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/^Server configuration is invalid: /);
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL'])
      expect(error.message).toContain(name);
    expect(error.message).toContain('must start with postgres://, sqlite: or file:');
    // One clause per variable.
    expect(error.message.split('; ')).toHaveLength(3);
  });

  it('names what is missing and what is invalid together', () => {
    const error = refusal({ DATA_DIR: dataDir, NODE_ENV: 'production', PORT: 'abc' });
    expect(error.message).toMatch(
      /^Server configuration is missing required fields: SESSION_SECRET\. Server configuration is invalid: PORT /,
    );
  });
});

// The README's "Configuration" table is the self-hoster's list of every setting: a variable the
// server reads but the table misses is a setting nobody can find.
describe("the README's settings table", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  // The backticked names in each row's first cell (one row may list two related variables).
  const listed = new Set(
    [...section.matchAll(/^\|([^|\n]*)\|/gm)].flatMap(([, cell = '']) =>
      [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name = '']) => name),
    ),
  );
  // What config.ts reads: its schema's variables, and any it reads beside them.
  const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
  const read = new Set([
    ...CONFIG_VARIABLES,
    ...[...source.matchAll(/\b(?:values|env)\.([A-Z][A-Z0-9_]*)\b/g)].map(([, name = '']) => name),
  ]);

  it('lists every variable config.ts reads', () => {
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
