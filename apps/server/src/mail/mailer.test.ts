// Without SMTP_URL the server still "sends" mail: each message lands in DATA_DIR/outbox as an
// .eml file a self-hoster can open, with the recipient, subject and link in it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { createMailer, outboxDir } from './mailer.ts';

describe('mailer without SMTP_URL', () => {
  let dataDir: string;
  let config: Config;
  const log = Fastify({ logger: false }).log;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-mail-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret!',
    });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const emlFiles = () => readdirSync(outboxDir(config)).filter((name) => name.endsWith('.eml'));

  it('writes an .eml file into DATA_DIR/outbox with the recipient, subject and link', async () => {
    expect(config.smtpUrl).toBeNull();
    const link = 'https://league.example/reset-password?token=abc123_-XYZ';
    await createMailer(config, log).send({
      to: 'player@example.test',
      subject: 'Reset your CueLeague password',
      text: `Open this link within one hour:\n${link}\n`,
      link,
    });
    expect(outboxDir(config)).toBe(join(dataDir, 'outbox'));
    const files = emlFiles();
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxDir(config), files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: player@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your CueLeague password$/m);
    expect(eml).toMatch(/^From: CueLeague <no-reply@cueleague\.local>$/m);
    expect(eml).toContain(link);
  });

  it('keeps one file per message and uses MAIL_FROM', async () => {
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret!',
      MAIL_FROM: 'Pool League <league@example.test>',
    });
    const mailer = createMailer(config, log);
    await mailer.send({ to: 'a@example.test', subject: 'First', text: 'one' });
    await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two' });
    const files = emlFiles();
    expect(files).toHaveLength(2);
    const contents = files.map((file) => readFileSync(join(outboxDir(config), file), 'utf8'));
    expect(contents.every((eml) => /^From: Pool League <league@example\.test>$/m.test(eml))).toBe(
      true,
    );
    expect(contents.some((eml) => /^Subject: First$/m.test(eml))).toBe(true);
    expect(contents.some((eml) => /^Subject: Second$/m.test(eml))).toBe(true);
  });
});

describe('the log of a mail written to the outbox', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-mail-log-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Sends a reset mail through a real logger and answers every line it wrote. */
  const logOf = async (env: 'production' | 'development') => {
    const config = loadConfig({
      NODE_ENV: env,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret!',
      PUBLIC_URL: 'https://league.example',
    });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = Fastify({ logger: { level: 'trace', stream } }).log;
    const link = 'https://league.example/reset-password?token=SECRET-TOKEN-abc123';
    await createMailer(config, log).send({
      to: 'admin@example.test',
      subject: 'Reset your CueLeague password',
      text: `Open this link within one hour:\n${link}\n`,
      link,
    });
    return { text: lines.join(''), outbox: outboxDir(config) };
  };

  it('never holds a reset link in production: it says mail is not configured and where the file is', async () => {
    const { text, outbox } = await logOf('production');
    expect(text).not.toContain('SECRET-TOKEN');
    expect(text).not.toContain('reset-password');
    expect(text).toContain('Mail is not configured');
    expect(text).toContain(outbox);
    // The mail itself is in the private outbox.
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outbox, files[0] ?? ''), 'utf8')).toContain('SECRET-TOKEN');
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    expect(statSync(join(outbox, files[0] ?? '')).mode & 0o777).toBe(0o600);
  });

  it('logs the link outside production, for a developer without a mail server', async () => {
    const { text } = await logOf('development');
    expect(text).toContain('SECRET-TOKEN');
  });
});
