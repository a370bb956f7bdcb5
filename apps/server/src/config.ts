// Configuration from the environment, validated once at start-up with one schema: anything
// missing or invalid stops the server with one message naming every bad variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configMissingMessage } from '@cueleague/domain/errors';
import { z } from 'zod';
import { normalizeSetupCode } from './services/setup-code.ts';

const DEFAULT_HOST = '127.0.0.1';

/** localhost, 127.0.0.0/8 and ::1: addresses only this machine can reach. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' ||
  host === '::1' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
  /^::ffff:127\./i.test(host);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default(DEFAULT_HOST),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, sqlite: or file:')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CueLeague <no-reply@cueleague.local>'),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /**
   * The first-run setup code, for installs that script the setup page: otherwise the server
   * makes one and prints it. Case, spaces and dashes do not count, so at least 12 of the rest.
   */
  SETUP_CODE: z
    .string()
    .regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or dashes')
    .refine(
      (code) => normalizeSetupCode(code).length >= 12,
      'must have at least 12 letters or digits',
    )
    .max(100)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Account attempts allowed per minute (sign-in, register, forgot, reset and change password):
   * per client address, and per e-mail (or account) from one address; an e-mail's total from all
   * addresses is three times the per-e-mail limit. Counted in the database, shared by processes.
   */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Open live sockets one client address may hold; past it a new one is closed (1008). */
  LIVE_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  /** How often live connections are pinged; one that misses a ping is dropped. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  /**
   * Whose X-Forwarded-For to believe for the client's address (rate limits, logs): unset, nobody;
   * a number of proxy hops; or a comma-separated list of proxy addresses or CIDR ranges. Never
   * implied by PUBLIC_URL: a client could then pick a fresh "address" for every login attempt.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be a number of hops or a comma-separated list of proxy addresses',
    )
    .optional(),
  /** Hours between automatic SQLite backups into DATA_DIR/backups (0: none), and how many to keep. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /** Lets /metrics answer on the main port: callers send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A listener of its own on 127.0.0.1 answering /metrics without a token (off when unset). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Log lines: `pretty` for people, `json` for log collectors, `auto` (pretty on a terminal). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Where the built web app is; the server serves it with an SPA fallback when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** When match-day reminders go out: 'HH:MM', wall-clock time in the league's time zone. */
  MATCH_DAY_REMINDER_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day as 'HH:MM' (00:00-23:59)")
    .default('10:00'),
});

/** Every variable the schema reads (the README's settings table lists each: config.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  publicUrl: string | null;
  secureCookies: boolean;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  smtpUrl: string | null;
  mailFrom: string;
  bootstrapAdmin: { email: string; password: string } | null;
  /** SETUP_CODE, normalized (services/setup-code.ts); null: the server makes one. */
  setupCode: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  authRateLimit: { perIp: number; perEmail: number };
  webDistDir: string | null;
  liveHeartbeatMs: number;
  liveMaxSocketsPerIp: number;
  backups: { intervalHours: number; keep: number };
  metricsToken: string | null;
  /** The loopback port of the metrics listener, or null: none. */
  metricsPort: number | null;
  logFormat: 'pretty' | 'json';
  /** 'HH:MM' in the league's time zone (docs/rules.md, Notifications). */
  matchDayReminderTime: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as they do in most .env files. */
const present = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** In development the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
const developmentSecret = (dataDir: string): string => {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const parseTrustProxy = (value: string | undefined): Config['trustProxy'] => {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const values = present(env);
  const parsed = envSchema.safeParse(values);
  const missing: string[] = [];
  const invalid: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      (values[name] === undefined ? missing : invalid).push(`${name} ${issue.message}`);
    }
  }
  // Rules across variables are read off the raw values, so one message names every problem.
  const production = (values.NODE_ENV ?? 'development') === 'production';
  if (production && !values.SESSION_SECRET) missing.push('SESSION_SECRET');
  // Links in mails are built on PUBLIC_URL, never on a request's Host header; without it only a
  // server listening on loopback has an address of its own to put in them (public-origin.ts).
  if (production && !values.PUBLIC_URL && !isLoopbackHost(values.HOST ?? DEFAULT_HOST)) {
    missing.push('PUBLIC_URL');
  }
  if (Boolean(values.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(values.BOOTSTRAP_ADMIN_PASSWORD)) {
    missing.push(
      values.BOOTSTRAP_ADMIN_EMAIL ? 'BOOTSTRAP_ADMIN_PASSWORD' : 'BOOTSTRAP_ADMIN_EMAIL',
    );
  }
  const problems = [
    ...(missing.length > 0 ? [configMissingMessage(missing)] : []),
    ...(invalid.length > 0 ? [`Server configuration is invalid: ${invalid.join('; ')}`] : []),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems.join('. '));
  const data = parsed.data;

  const dataDir = resolve(data.DATA_DIR);
  return {
    env: data.NODE_ENV,
    port: data.PORT,
    host: data.HOST,
    dataDir,
    databaseUrl: data.DATABASE_URL ?? `sqlite:${join(dataDir, 'cueleague.sqlite')}`,
    sessionSecret: data.SESSION_SECRET ?? developmentSecret(dataDir),
    publicUrl: data.PUBLIC_URL ?? null,
    secureCookies: data.PUBLIC_URL?.startsWith('https:') ?? false,
    trustProxy: parseTrustProxy(data.TRUST_PROXY),
    smtpUrl: data.SMTP_URL ?? null,
    mailFrom: data.MAIL_FROM,
    bootstrapAdmin:
      data.BOOTSTRAP_ADMIN_EMAIL && data.BOOTSTRAP_ADMIN_PASSWORD
        ? {
            email: data.BOOTSTRAP_ADMIN_EMAIL.toLowerCase(),
            password: data.BOOTSTRAP_ADMIN_PASSWORD,
          }
        : null,
    setupCode: data.SETUP_CODE ? normalizeSetupCode(data.SETUP_CODE) : null,
    logLevel: data.LOG_LEVEL,
    authRateLimit: { perIp: data.AUTH_RATE_LIMIT_PER_IP, perEmail: data.AUTH_RATE_LIMIT_PER_EMAIL },
    webDistDir: data.WEB_DIST_DIR ? resolve(data.WEB_DIST_DIR) : null,
    liveHeartbeatMs: data.LIVE_HEARTBEAT_MS,
    liveMaxSocketsPerIp: data.LIVE_MAX_SOCKETS_PER_IP,
    backups: { intervalHours: data.BACKUP_INTERVAL_HOURS, keep: data.BACKUP_KEEP },
    metricsToken: data.METRICS_TOKEN ?? null,
    metricsPort: data.METRICS_PORT ?? null,
    logFormat:
      data.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : data.LOG_FORMAT,
    matchDayReminderTime: data.MATCH_DAY_REMINDER_TIME,
  };
};
