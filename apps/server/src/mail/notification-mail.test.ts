// Notification e-mails through a real SMTP server (the smtp-server package, listening in the
// test): what arrives has the notification as its subject, the one-click unsubscribe link in its
// text and the List-Unsubscribe headers mail apps show as a button; a kind switched off sends
// nothing, and a mail server that is down never fails the action.
import { afterEach, describe, expect, it } from 'vitest';
import { call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import { freePort } from '../test/processes.ts';
import { startSmtp, type SmtpServer } from '../test/smtp-server.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';

describe('notification e-mail over SMTP', () => {
  let t: TestApp | undefined;
  let smtp: SmtpServer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  const playedMatch = async (app: TestApp, world: World) => {
    const match = await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' });
    return playMatch(app, world, match.id, 'home', { confirm: false });
  };

  it('arrives with its subject, its unsubscribe link and the List-Unsubscribe headers; a kind switched off sends nothing', async () => {
    smtp = await startSmtp();
    t = await buildTestApp(
      'sqlite',
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://league.example.test' },
      { realMail: true },
    );
    const world = await seedWorld(t.db);
    // Team 1's captain wants no e-mail when the other side confirms.
    await call(t, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: await cookieFor(t, world, 'captain1'),
      payload: { email: { 'result-confirmed': false } },
    });
    const match = await playedMatch(t, world);
    await smtp.until(1);
    const [entered] = smtp.received;
    expect(entered?.to).toEqual([world.emails.captain2]);
    expect(entered?.headers.get('subject')).toBe(
      'Team 1 16-0 Team 2: the result awaits your confirmation',
    );
    const header = entered?.headers.get('list-unsubscribe') ?? '';
    expect(header).toMatch(
      /^<https:\/\/league\.example\.test\/api\/notifications\/unsubscribe\?token=[\w%-]+>$/,
    );
    expect(entered?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
    expect(entered?.text).toContain(
      `https://league.example.test/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(entered?.text).toContain(`https://league.example.test/team/match/${match.id}/score`);

    // Team 2 confirms: team 1's captain switched that kind off, so no mail; the bell still has it.
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { side: 'away' },
    });
    // Team 1 confirms: team 2's captain gets that one, after anything mailed for the first.
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain1'),
      payload: { side: 'home' },
    });
    await smtp.until(2);
    // Drained: every mail the two confirmations sent has arrived (the server records a mail
    // before it acknowledges it), so a third would be in the list by now.
    await t.app.ctx.mailQueue.idle();
    expect(smtp.received.map((mail) => [mail.to[0], mail.headers.get('subject')])).toEqual([
      [world.emails.captain2, 'Team 1 16-0 Team 2: the result awaits your confirmation'],
      [world.emails.captain2, 'Team 1 16-0 Team 2: Team 1 confirmed; the match is completed'],
    ]);
    const bell = await call(t, {
      method: 'GET',
      url: '/api/notifications',
      cookie: await cookieFor(t, world, 'captain1'),
    });
    expect(bell.json<{ unread: number }>().unread).toBe(1);
  });

  it('never fails the action when the mail server is down', async () => {
    const nobody = await freePort();
    t = await buildTestApp(
      'sqlite',
      { SMTP_URL: `smtp://127.0.0.1:${nobody}` },
      { realMail: true },
    );
    const world = await seedWorld(t.db);
    const match = await playedMatch(t, world);
    expect(match.progress.roundsLocked).toBe(match.format.roundsPerMatch);
    const bell = await call(t, {
      method: 'GET',
      url: '/api/notifications',
      cookie: await cookieFor(t, world, 'captain2'),
    });
    expect(bell.json<{ unread: number }>().unread).toBe(1);
  });
});
