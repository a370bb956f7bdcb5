// The server's mail outbox: with no SMTP_URL, each mail is an .eml file in DATA_DIR/outbox. The
// password-reset and invite journeys read their links from there, as a self-hoster without a mail server would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Undoes quoted-printable: soft line breaks and =XX escapes (long links get both). */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = (dataDir: string, email: string): string[] => {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
};

/**
 * A mail as a person reads it: its headers unfolded (a long one continues on lines that start
 * with a space), and its body decoded if it is quoted-printable (in a 7bit mail, 'token=4F…' is
 * the token itself, so nothing else is decoded).
 */
const readable = (raw: string): string => {
  const end = raw.search(/\r?\n\r?\n/);
  const [head, body] = end === -1 ? [raw, ''] : [raw.slice(0, end), raw.slice(end)];
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  return /^Content-Transfer-Encoding: quoted-printable$/im.test(headers)
    ? `${headers}${decodeQuotedPrintable(body)}`
    : `${headers}${body}`;
};

/** Every mail to `email` so far, oldest first, as a person reads it. */
export const readableMailsTo = (dataDir: string, email: string): string[] =>
  mailsTo(dataDir, email).map(readable);

/** Waits for the newest mail to `email` beyond the first `seen`, and returns its link to `path`. */
const linkInMailTo = async (
  dataDir: string,
  email: string,
  path: string,
  seen: number,
): Promise<URL> => {
  await expect
    .poll(() => mailsTo(dataDir, email).length, { message: `a ${path} mail to ${email}` })
    .toBeGreaterThan(seen);
  const mail = readable(mailsTo(dataDir, email).at(-1) ?? '');
  const link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail)?.[0];
  expect(link, `the ${path} link in the mail to ${email}`).toBeTruthy();
  return new URL(link ?? '');
};

/** Waits for the newest reset mail to `email` beyond the first `seen`, and returns its link. */
export const resetLinkFor = (dataDir: string, email: string, seen = 0): Promise<URL> =>
  linkInMailTo(dataDir, email, '/reset-password', seen);

/** Waits for the newest e-mail confirmation mail beyond the first `seen`, and returns its link. */
export const confirmLinkFor = (dataDir: string, email: string, seen = 0): Promise<URL> =>
  linkInMailTo(dataDir, email, '/verify-email', seen);

/** Waits for the newest invite mail to `email` beyond the first `seen`, and returns its link. */
export const inviteLinkFor = (dataDir: string, email: string, seen = 0): Promise<URL> =>
  linkInMailTo(dataDir, email, '/join', seen);
