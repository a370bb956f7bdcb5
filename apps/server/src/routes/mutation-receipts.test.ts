// A mutationId names one request. Sent again with the same request it is answered from its
// receipt (a client resending a write whose answer it lost); reused for another endpoint or body
// it answers 409 mutation_id_reused and the new write is not silently dropped as "done".
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { cookieFor, createMatch, getMatch, lockLineups, startMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const MUTATION = '5f0c2a8e-7d1b-4e55-9a0b-222222222222';

describe.each(TEST_DATABASES)('mutation receipts (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let captain: string;
  const { setup } = appPerTest(kind, (app) => (t = app));

  /** A match in progress with round 1's line-ups locked: its four frames can be scored. */
  const scoringMatch = async (): Promise<Match> => {
    world = await setup();
    captain = await cookieFor(t, world, 'captain1');
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    return lockLineups(t, world, match.id, 1);
  };

  const frameOf = (match: Match, n: number) => {
    const frame = match.frames[n];
    if (!frame) throw new Error(`no frame ${n}`);
    return frame;
  };

  const score = (
    match: Match,
    n: number,
    side: 'home' | 'away',
    extra: Record<string, unknown> = {},
  ) => {
    const frame = frameOf(match, n);
    return t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}/frames/${frame.frameId}`,
      cookie: captain,
      payload: {
        winnerPlayerId: side === 'home' ? frame.homePlayerId : frame.awayPlayerId,
        baseVersion: frame.version,
        reason: 'Frame won',
        mutationId: MUTATION,
        ...extra,
      },
    });
  };

  const expectReused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'mutation_id_reused',
        message: expect.stringContaining('already used for a different request') as string,
      },
    });
  };

  it('refuses a mutationId reused for another frame, body or endpoint, and changes nothing', async () => {
    const match = await scoringMatch();
    const first = await score(match, 0, 'home');
    expect(first.statusCode).toBe(200);
    const after = first.json<Match>();

    // Another frame (another path), the same frame with another winner (another body), and
    // another endpoint altogether.
    expectReused(await score(match, 1, 'home'));
    expectReused(await score(match, 0, 'away'));
    expectReused(
      await t.request({
        method: 'POST',
        url: `/api/matches/${match.id}/lock-round`,
        cookie: captain,
        payload: { round: 1, mutationId: MUTATION },
      }),
    );

    const stored = await getMatch(t, match.id);
    expect(stored.version).toBe(after.version);
    expect(frameOf(stored, 0)).toMatchObject({ winnerPlayerId: frameOf(match, 0).homePlayerId });
    expect(frameOf(stored, 1)).toMatchObject({ state: 'unplayed', winnerPlayerId: null });
    const receipts = await t.db.selectFrom('mutationReceipts').select('mutationId').execute();
    expect(receipts).toEqual([{ mutationId: MUTATION }]);
  });

  it('answers the same request sent again from its receipt, whatever its key order or spacing', async () => {
    const match = await scoringMatch();
    const frame = frameOf(match, 0);
    const first = await score(match, 0, 'home');
    expect(first.statusCode).toBe(200);
    // The same write, as another client might serialise it: keys reordered, the reason padded.
    const again = await t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}/frames/${frame.frameId}`,
      cookie: captain,
      payload: {
        mutationId: MUTATION,
        reason: '  Frame won ',
        baseVersion: frame.version,
        winnerPlayerId: frame.homePlayerId,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await getMatch(t, match.id)).version).toBe(match.version + 1);
  });

  it('a refused write keeps its refusal for the same request and 409s another one', async () => {
    const match = await scoringMatch();
    // A stale base version: refused 409 conflict, and that answer is the receipt.
    const stale = await score(match, 0, 'home', { baseVersion: frameOf(match, 0).version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'conflict' } });
    const repeat = await score(match, 0, 'home', { baseVersion: frameOf(match, 0).version + 5 });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual(stale.json());
    // The corrected write under the same mutationId is another request, not "already refused".
    expectReused(await score(match, 0, 'home'));
  });

  it('honours a receipt kept before fingerprints were (no fingerprint stored)', async () => {
    const match = await scoringMatch();
    const first = await score(match, 0, 'home');
    expect(first.statusCode).toBe(200);
    await t.db
      .updateTable('mutationReceipts')
      .set({ fingerprint: null })
      .where('mutationId', '=', MUTATION)
      .execute();
    const again = await score(match, 0, 'home');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await getMatch(t, match.id)).version).toBe(match.version + 1);
  });
});
