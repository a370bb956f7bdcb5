// Without SMTP_URL the server still "sends" mail: each message lands in DATA_DIR/outbox as an
// .eml file a self-hoster can open, with the recipient, subject and link in it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
