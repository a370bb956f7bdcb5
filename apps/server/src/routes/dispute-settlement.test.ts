// A disputed result settled by an admin: one frame fixed with a reason (audited, live), the rounds
// left locked and the dispute settled, then the match completed; the frames a dispute points at;
// and who locked each round, for the other captain.
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { stageWorldMatch } from '../test/staged-world.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('settling a dispute (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const allLocked = (world: World) => stageWorldMatch(t.db, world, 'm-disputed', 'all-locked');
  const post = (url: string, payload: object, cookie: string) =>
    t.request({ method: 'POST', url, payload, cookie });

  it('an admin fixes one frame with a reason and completes, without reopening the rounds', async () => {
    const world = await setup();
    const staged = await allLocked(world);
    const away = await t.login(world.emails.captain2);
    const home = await t.login(world.emails.captain1);
    const admin = await t.login(world.emails.admin);
    await post('/api/matches/m-disputed/confirm', { side: 'home' }, home);
    const disputed = await post(
      '/api/matches/m-disputed/dispute',
      { side: 'away', reason: 'Frame 5 was ours' },
      away,
    );
    expect(disputed.statusCode).toBe(200);

    const frame = staged.frames.find((f) => f.round === 2 && f.frameNumber === 1);
    if (!frame) throw new Error('no frame 5');
    const loser =
      frame.winnerPlayerId === frame.homePlayerId ? frame.awayPlayerId : frame.homePlayerId;
    const correct = (cookie: string, baseVersion = frame.version) =>
      post(
        `/api/matches/m-disputed/frames/${frame.frameId}/correct`,
        { winnerPlayerId: loser, baseVersion, reason: 'The score sheet gives frame 5 to Anchor' },
        cookie,
      );
    // A captain can't settle their own dispute this way.
    expect((await correct(away)).statusCode).toBe(403);
    const fixed = await correct(admin);
    expect(fixed.statusCode).toBe(200);
    const match = fixed.json<Match>();
    const after = match.frames.find((f) => f.frameId === frame.frameId);
    expect(after).toMatchObject({ winnerPlayerId: loser, state: 'locked' });
    expect(match.frames.every((f) => f.state === 'locked')).toBe(true);
    expect(match.homeScore + match.awayScore).toBe(staged.homeScore + staged.awayScore);
    expect(match.progress.confirmed).toEqual({ home: false, away: false });
    // The fix settles the dispute: nobody is shown it any more.
    expect(match.progress.dispute).toBeNull();
    // Sent again with the version it saw: someone (itself) changed the frame meanwhile.
    expect((await correct(admin)).statusCode).toBe(409);

    const audit = await t.request({
      method: 'GET',
      url: '/api/matches/m-disputed/audit',
      cookie: admin,
    });
    const entry = audit
      .json<{ items: { reason: string; note: string | null; actorUserId: string }[] }>()
      .items.find((item) => item.reason === 'frame_corrected');
    expect(entry).toMatchObject({
      note: 'The score sheet gives frame 5 to Anchor',
      actorUserId: world.users.admin,
    });

    const completed = await post('/api/matches/m-disputed/complete', {}, admin);
    expect(completed.json<Match>()).toMatchObject({
      state: 'completed',
      progress: { dispute: null },
    });
  });

  it('keeps the frames a dispute points at, and refuses a frame that is not the match’s', async () => {
    const world = await setup();
    const staged = await allLocked(world);
    const away = await t.login(world.emails.captain2);
    const frameOf = (round: number, frameNumber: number) => {
      const frame = staged.frames.find((f) => f.round === round && f.frameNumber === frameNumber);
      if (!frame) throw new Error(`no frame ${round}-${frameNumber}`);
      return frame.frameId;
    };
    const url = '/api/matches/m-disputed/dispute';
    const wrong = await post(
      url,
      { side: 'away', reason: 'Frame 5 was ours', frameIds: [frameOf(2, 1), 'm-other-R1-F1'] },
      away,
    );
    expect(wrong.statusCode).toBe(422);
    expect(
      wrong.json<{ error: { fields: Record<string, string> } }>().error.fields.frameIds,
    ).toMatch(/m-other-R1-F1/);
    const disputed = await post(
      url,
      {
        side: 'away',
        reason: 'Frames 5 and 3 were ours',
        frameIds: [frameOf(2, 1), frameOf(1, 3)],
      },
      away,
    );
    expect(disputed.statusCode).toBe(200);
    // Stored with the dispute, in the match's order, and read back by anyone.
    const seen = await t.request({ method: 'GET', url: '/api/matches/m-disputed' });
    expect(seen.json<Match>().progress.dispute).toMatchObject({
      side: 'away',
      reason: 'Frames 5 and 3 were ours',
      frameIds: [frameOf(1, 3), frameOf(2, 1)],
    });
  });

  it('keeps who locked each round for the other captain to see', async () => {
    const world = await setup();
    const match = await stageWorldMatch(t.db, world, 'm-lock', 'round1-lineups');
    const away = await t.login(world.emails.captain2);
    for (const frame of match.frames.filter((f) => f.round === 1)) {
      const scored = await t.request({
        method: 'PATCH',
        url: `/api/matches/m-lock/frames/${frame.frameId}`,
        cookie: away,
        payload: {
          winnerPlayerId: frame.homePlayerId,
          baseVersion: frame.version,
          reason: 'frame_scored',
        },
      });
      expect(scored.statusCode).toBe(200);
    }
    await post('/api/matches/m-lock/lock-round', { round: 1 }, away);
    const home = await t.login(world.emails.captain1);
    const seen = await t.request({ method: 'GET', url: '/api/matches/m-lock', cookie: home });
    expect(seen.json<Match>().progress.roundLocks).toEqual([
      expect.objectContaining({ round: 1, side: 'away', userId: world.users.captain2 }),
    ]);
  });
});
