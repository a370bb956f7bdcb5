// A real SMTP server for the tests of notification mail (the smtp-server package, listening on
// loopback): what the mailer sends arrives here as it would at a mail server, headers and all.
import { SMTPServer } from 'smtp-server';
import { freePort } from './processes.ts';

export interface Received {
  to: string[];
  headers: Map<string, string>;
  text: string;
}

/** Headers unfolded (RFC 5322) and named in lower case; the body quoted-printable decoded. */
const parse = (raw: string, to: string[]): Received => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')) {
    text = text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { to, headers, text };
};

export type SmtpServer = Awaited<ReturnType<typeof startSmtp>>;

/**
 * An SMTP server on a loopback port (a free one, or `port`: a mail server coming back where it
 * was) that keeps every message it is given.
 */
export const startSmtp = async (options: { port?: number } = {}) => {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived (or fails after a few seconds). */
    async until(count: number): Promise<void> {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
