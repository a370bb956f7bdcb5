// Outgoing mail: through SMTP_URL when set; otherwise each message is written to
// DATA_DIR/outbox/ as an .eml file (0600, in a 0700 folder), so a self-hoster can still reset a
// password without a mail server. A reset or invite link is a key to an account: in production
// it is never logged (whoever reads the journal could use it), only that mail is not configured
// and where the file is; in development and tests the link is logged for the developer.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about, logged when mail goes to the outbox. */
  link?: string;
  /** Extra headers (a notification's List-Unsubscribe pair); invites and resets have none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const outboxDir = (config: Pick<Config, 'dataDir'>): string =>
  join(config.dataDir, 'outbox');

export const createMailer = (config: Config, log: FastifyBaseLogger): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(
        dir,
        `${new Date().toISOString().replaceAll(':', '-')}-${crypto.randomUUID()}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      if (config.env === 'production')
        log.warn(
          { file },
          `Mail is not configured (no SMTP_URL): "${mail.subject}" was written to ${file}; set SMTP_URL to send mail`,
        );
      else
        log.info(
          { to: mail.to, file, link: mail.link },
          `Mail written to the outbox (no SMTP_URL set): ${mail.subject}`,
        );
    },
  };
};
