// The durable mail queue against a real SMTP server: a mail whose process died between the
// commit and the send goes out on a later sweep (once its claim is stale), a mail server that
// is down is retried with backoff until it is back (and given up, counted in /metrics, after the
// last attempt), and two processes sweeping the same queue never send a mail twice.
//
// "Nothing was sent" is read once the queue is drained (`idle`), never after a wait: the SMTP
// server records a message before it acknowledges it, and a send ends only on that
// acknowledgement, so every send a drained queue started is already in `smtp.received`.
import type { NotificationDraft } from '@cueleague/domain/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import { freePort } from '../test/processes.ts';
import { startSmtp, type SmtpServer } from '../test/smtp-server.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { MAIL_CLAIM_STALE_MS, MAIL_RETRY_DELAYS_MS } from './mail-queue.ts';
import { writer } from './write-transaction.ts';

const METRICS_TOKEN = 'mail-queue-metrics-token';

const MINUTE_MS = 60_000;

describe.each(TEST_DATABASES)('the mail queue (%s)', (kind) => {
  const apps: TestApp[] = [];
  let smtp: SmtpServer | undefined;
  afterEach(async () => {
    // The first app owns the database: the others are only more connections to it.
    for (const app of apps.splice(0).reverse()) await app.close();
    await smtp?.close();
    smtp = undefined;
  });

  /** A server process on `first`'s database (or the first one), with its own clock. */
  const serverProcess = async (
    smtpUrl: string,
    clock: () => Date,
    first?: TestApp,
  ): Promise<TestApp> => {
    let database: TestDatabase | undefined;
    if (first) {
      const handle = openDatabase(first.database.url);
      database = { ...handle, url: first.database.url, dispose: () => handle.close() };
    }
    const app = await buildTestApp(
      kind,
      {
        SMTP_URL: smtpUrl,
        PUBLIC_URL: 'https://league.example.test',
        METRICS_TOKEN: METRICS_TOKEN,
      },
      { realMail: true, now: clock, ...(database ? { database } : {}) },
    );
    apps.push(app);
    return app;
  };

  /**
   * Notifications written and committed, their mails queued, and then nothing: the process
   * "crashes" before `deliver` would have sent them.
   */
  const commitThenCrash = async (app: TestApp, world: World, titles: readonly string[]) => {
    const drafts: NotificationDraft[] = titles.map((title) => ({
      userId: world.users.captain1,
      kind: 'result-entered',
      title,
      link: '/matches/none',
      matchId: null,
    }));
    const outbox = await writer(app.app.ctx)((trx) =>
      app.app.ctx.notifications.notify(trx, drafts),
    );
    expect(outbox.mails).toHaveLength(titles.length);
  };

  const rows = (app: TestApp) =>
    app.db
      .selectFrom('mailQueue')
      .select(['subject', 'attempts', 'sentAt', 'failedAt', 'claimedAt', 'lastError'])
      .orderBy('createdAt')
      .execute();

  it('sends a mail whose process crashed after the commit on a later sweep, once its claim is stale, and only once', async () => {
    smtp = await startSmtp();
    const start = Date.now();
    const first = await serverProcess(smtp.url, () => new Date(start));
    const world = await seedWorld(first.db);
    await commitThenCrash(first, world, ['Team 1 16-0 Team 2: the result awaits you']);
    // Drained: every send this process started has reached the mail server or failed.
    await first.app.ctx.mailQueue.idle();
    expect(smtp.received).toEqual([]);
    // The notification is there; its mail waits in the queue, claimed by the dead process.
    expect((await rows(first))[0]).toMatchObject({ sentAt: null, attempts: 0 });

    // A process started a minute later cannot tell the claim from a send under way: it waits.
    const soon = await serverProcess(smtp.url, () => new Date(start + MINUTE_MS), first);
    expect(await soon.app.ctx.mailQueue.sweep()).toBe(0);
    await soon.app.ctx.mailQueue.idle();
    expect(smtp.received).toEqual([]);
    expect((await rows(first))[0]).toMatchObject({ sentAt: null, attempts: 0 });

    // Once the claim is stale, the next process's start-up sweep sends it.
    const later = await serverProcess(
      smtp.url,
      () => new Date(start + MAIL_CLAIM_STALE_MS + MINUTE_MS),
      first,
    );
    await smtp.until(1);
    await later.app.ctx.mailQueue.idle();
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([world.emails.captain1]);
    expect(mail?.headers.get('subject')).toBe('Team 1 16-0 Team 2: the result awaits you');
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/league\.example\.test\/api\/notifications\/unsubscribe\?token=/,
    );
    expect((await rows(first))[0]?.sentAt).not.toBeNull();

    // Sent is sent: no process sends it again.
    expect(await later.app.ctx.mailQueue.sweep()).toBe(0);
    expect(await soon.app.ctx.mailQueue.sweep()).toBe(0);
    await Promise.all([later.app.ctx.mailQueue.idle(), soon.app.ctx.mailQueue.idle()]);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a mail the mail server refused, after its backoff, and delivers it once the server is back', async () => {
    const port = await freePort();
    let now = Date.now();
    const t = await serverProcess(`smtp://127.0.0.1:${port}`, () => new Date(now));
    const world = await seedWorld(t.db);
    // Team 1's captain locks the last round: team 2's captain is told, and mailed.
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, 'home', { confirm: false });
    await t.app.ctx.mailQueue.idle();
    const [failed] = await rows(t);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back; the mail waits out its backoff first.
    smtp = await startSmtp({ port });
    expect(await t.app.ctx.mailQueue.sweep()).toBe(0);
    now += (MAIL_RETRY_DELAYS_MS[0] ?? 0) + 1000;
    expect(await t.app.ctx.mailQueue.sweep()).toBe(1);
    await smtp.until(1);
    expect(smtp.received.map((mail) => [mail.to[0], mail.headers.get('subject')])).toEqual([
      [world.emails.captain2, 'Team 1 16-0 Team 2: the result awaits your confirmation'],
    ]);
    expect((await rows(t))[0]).toMatchObject({ attempts: 1, lastError: null });
    expect((await rows(t))[0]?.sentAt).not.toBeNull();
    expect(await t.app.ctx.mailQueue.sweep()).toBe(0);

    // The action itself never waited for the mail: the bell had it all along.
    const bell = await t.request({
      method: 'GET',
      url: '/api/notifications',
      cookie: await cookieFor(t, world, 'captain2'),
    });
    expect(bell.json<{ unread: number }>().unread).toBe(1);
  });

  it('gives a mail up after its last attempt, leaves it failed, and counts it in /metrics', async () => {
    const port = await freePort();
    let now = Date.now();
    const t = await serverProcess(`smtp://127.0.0.1:${port}`, () => new Date(now));
    const world = await seedWorld(t.db);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, 'home', { confirm: false });
    await t.app.ctx.mailQueue.idle();
    const metric = async (state: string) => {
      const body = (
        await t.request({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).body;
      const line = body
        .split('\n')
        .find((candidate) => candidate.startsWith(`cueleague_mail_queue{state="${state}"}`));
      return Number(line?.split(' ').pop());
    };
    expect(await metric('pending')).toBe(1);
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      now += delay + 1000;
      expect(await t.app.ctx.mailQueue.sweep()).toBe(0);
    }
    const [given] = await rows(t);
    expect(given).toMatchObject({ attempts: MAIL_RETRY_DELAYS_MS.length + 1, sentAt: null });
    expect(given?.failedAt).not.toBeNull();
    expect(await metric('pending')).toBe(0);
    expect(await metric('failed')).toBe(1);

    // A mail server back a day later is too late for it: a given-up mail stays given up.
    smtp = await startSmtp({ port });
    now += 24 * 60 * MINUTE_MS;
    expect(await t.app.ctx.mailQueue.sweep()).toBe(0);
    await t.app.ctx.mailQueue.idle();
    expect(smtp.received).toEqual([]);
    expect((await rows(t))[0]).toMatchObject({ attempts: MAIL_RETRY_DELAYS_MS.length + 1 });
  });

  it('never sends a mail twice when two processes sweep the same queue at once', async () => {
    smtp = await startSmtp();
    const start = Date.now();
    const first = await serverProcess(smtp.url, () => new Date(start));
    const world = await seedWorld(first.db);
    const titles = Array.from({ length: 12 }, (_, index) => `Queued mail ${index + 1}`);
    await commitThenCrash(first, world, titles);

    // Two processes start together after the claims went stale: their start-up sweeps race, and
    // so do the sweeps asked of them after.
    const stale = () => new Date(start + MAIL_CLAIM_STALE_MS + MINUTE_MS);
    const [one, two] = await Promise.all([
      serverProcess(smtp.url, stale, first),
      serverProcess(smtp.url, stale, first),
    ]);
    await Promise.all([one.app.ctx.mailQueue.sweep(), two.app.ctx.mailQueue.sweep()]);
    await Promise.all([one.app.ctx.mailQueue.idle(), two.app.ctx.mailQueue.idle()]);
    await smtp.until(titles.length);
    expect(smtp.received.map((mail) => mail.headers.get('subject')).sort()).toEqual(
      [...titles].sort(),
    );
    expect((await rows(first)).every((row) => row.sentAt !== null)).toBe(true);
  });
});
