// Proposed penalties through the API and the result timer, on both databases (docs/rules.md,
// Proposed penalties): the admin sets the league's penalty for a late and for an unconfirmed
// result; the timer proposes each once for the sides at fault (never for matches played before a
// rule was switched on); the admin applies one (an adjustment in the table, audited) or waives
// it with a reason (audited); a decided proposal is not decided again; nobody else sees them.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { League, PointsAdjustment } from '@cueleague/domain/entities';
import type { PenaltyProposal } from '@cueleague/domain/penalty-proposals';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { patchLeague, resultTimerAt } from '../test/league-api.ts';
import { adminCookie, call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const HOUR = 3_600_000;
/** The matches' start (match-driver's default) and a time before it the rules were switched on. */
const START = Date.parse('2026-10-07T18:30:00.000Z');
const RULES_FROM = '2026-10-01T00:00:00.000Z';

describe.each(TEST_DATABASES)('proposed penalties (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const timerAt = (at: number) => resultTimerAt(t, at);

  const penaltiesFrom = async () =>
    (
      await t.db
        .selectFrom('leagues')
        .select('penaltiesFrom')
        .where('id', '=', 'l1')
        .executeTakeFirstOrThrow()
    ).penaltiesFrom;

  /** The league's rules, switched on as of before the test's matches were played. */
  const rulesOn = async (world: World) => {
    const saved = await patchLeague(t, world, { lateResultPenalty: 4, unconfirmedPenalty: 6 });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.updateTable('leagues').set({ penaltiesFrom: RULES_FROM }).execute();
  };

  const proposals = async (world: World, query = 'state=proposed') =>
    (
      await call(t, {
        method: 'GET',
        url: `/api/penalty-proposals?${query}`,
        cookie: await adminCookie(t, world),
      })
    ).json<{ items: PenaltyProposal[] }>().items;

  const decide = async (world: World, id: string, action: 'apply' | 'waive', payload = {}) =>
    t.request({
      method: 'POST',
      url: `/api/penalty-proposals/${id}/${action}`,
      cookie: await adminCookie(t, world),
      payload,
    });

  const standings = async (world: World) =>
    (await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })).json<{
      items: StandingsRow[];
    }>().items;

  /** Team 1 beat team 2, rounds locked; only the home captain confirmed. */
  const confirmedByHomeOnly = async (world: World) => {
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const locked = await playMatch(t, world, match.id, 'home', { confirm: false });
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain1'),
      payload: { side: 'home' },
    });
    const lastLock = Math.max(
      ...(locked.progress.roundLocks ?? []).map((lock) => Date.parse(lock.at)),
      START,
    );
    return { match, lastLock };
  };

  it('keeps the league’s penalties, audited, and applies a rule from when it is switched on', async () => {
    const world = await setup();
    const before = (await call(t, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(before).toMatchObject({ lateResultPenalty: 0, unconfirmedPenalty: 0 });
    expect(await penaltiesFrom()).toBeNull();

    const switchedOn = Date.now();
    const saved = await patchLeague(t, world, { lateResultPenalty: 4, unconfirmedPenalty: 6 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<League>()).toMatchObject({ lateResultPenalty: 4, unconfirmedPenalty: 6 });
    const from = await penaltiesFrom();
    expect(Date.parse(from ?? '')).toBeGreaterThanOrEqual(switchedOn - 1000);
    const notes = await t.db.selectFrom('leagueAudit').select('note').execute();
    expect(notes.map((row) => row.note)).toEqual([
      'Late result penalty: 0 → 4; Unconfirmed penalty: 0 → 6',
    ]);
    // Changing the points of a rule already on does not move when the rules apply.
    expect((await patchLeague(t, world, { lateResultPenalty: 3 })).statusCode).toBe(200);
    expect(await penaltiesFrom()).toBe(from);

    for (const payload of [
      { lateResultPenalty: -1 },
      { lateResultPenalty: 100 },
      { unconfirmedPenalty: 2.5 },
      { unconfirmedPenalty: '6' },
    ]) {
      const refused = await patchLeague(t, world, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(refused.json<{ error: { fields: object } }>().error.fields)).toEqual(
        Object.keys(payload),
      );
    }
    const captain = await cookieFor(t, world, 'captain1');
    const forbidden = await t.request({
      method: 'PATCH',
      url: '/api/leagues/l1',
      cookie: captain,
      payload: { lateResultPenalty: 0 },
    });
    expect(forbidden.statusCode).toBe(403);

    // Both off: no rules, none from any time.
    expect(
      (await patchLeague(t, world, { lateResultPenalty: 0, unconfirmedPenalty: 0 })).statusCode,
    ).toBe(200);
    expect(await penaltiesFrom()).toBeNull();

    // A match played before the rules were switched on proposes nothing, however late.
    await patchLeague(t, world, { lateResultPenalty: 4 });
    const { lastLock } = await confirmedByHomeOnly(world);
    const run = await timerAt(Math.max(lastLock, Date.now()) + 200 * HOUR);
    expect(run.proposed).toBe(0);
    expect(await proposals(world)).toEqual([]);
  });

  it('proposes a late result once for the side that is late, and an unconfirmed one with the completion', async () => {
    const world = await setup();
    await rulesOn(world);
    const { match, lastLock } = await confirmedByHomeOnly(world);
    // A match whose rounds are still open: both sides are late.
    const open = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    await playMatch(t, world, open.id, 'home', { confirm: false, rounds: 1 });

    expect((await timerAt(START + 47 * HOUR)).proposed).toBe(0);
    expect((await timerAt(START + 49 * HOUR)).proposed).toBe(3);
    expect((await timerAt(START + 50 * HOUR)).proposed).toBe(0);
    const late = await proposals(world);
    expect(
      late.map(({ matchId, teamId, kind, points, reason }) => [
        matchId === match.id ? 'confirmedByHome' : 'open',
        teamId,
        kind,
        points,
        reason,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['confirmedByHome', 't2', 'late-result', -4, 'Late result'],
        ['open', 't2', 'late-result', -4, 'Late result'],
        ['open', 't3', 'late-result', -4, 'Late result'],
      ]),
    );
    expect(late).toHaveLength(3);

    // Completed automatically: the away side never confirmed.
    const completion = await timerAt(Math.max(lastLock + 73 * HOUR, START + 73 * HOUR));
    expect(completion.completed).toContain(match.id);
    expect(completion.proposed).toBe(1);
    const unconfirmed = (await proposals(world)).filter((p) => p.kind === 'unconfirmed');
    expect(unconfirmed.map(({ teamId, points, reason }) => [teamId, points, reason])).toEqual([
      ['t2', -6, 'Result not confirmed'],
    ]);

    // Nobody but an admin lists them.
    const captain = await t.request({
      method: 'GET',
      url: '/api/penalty-proposals',
      cookie: await cookieFor(t, world, 'captain1'),
    });
    expect(captain.statusCode).toBe(403);
    const visitor = await t.request({ method: 'GET', url: '/api/penalty-proposals' });
    expect(visitor.statusCode).toBe(401);
  });

  it('applies a proposal as an adjustment in the table, waives another with a reason, each once', async () => {
    const world = await setup();
    await rulesOn(world);
    const { match, lastLock } = await confirmedByHomeOnly(world);
    await timerAt(START + 49 * HOUR);
    const [late] = await proposals(world);
    if (!late) throw new Error('No proposal');
    const pointsBefore = (await standings(world)).find((row) => row.teamId === 't2')?.points ?? 0;

    // A bad fine with it: refused, and the proposal still waits.
    const badFine = await decide(world, late.id, 'apply', { fine: -5 });
    expect(badFine.statusCode).toBe(422);
    expect(Object.keys(badFine.json<{ error: { fields: object } }>().error.fields)).toEqual([
      'fine',
    ]);
    expect((await proposals(world)).map((p) => p.id)).toContain(late.id);

    // Applied with a fine: the team's ledger is charged it, the penalty's reason its note.
    const applied = await decide(world, late.id, 'apply', { fine: 750 });
    expect(applied.statusCode, applied.body).toBe(200);
    const ledger = await t.db
      .selectFrom('ledgerEntries')
      .select(['teamId', 'kind', 'category', 'amount', 'note'])
      .execute();
    expect(ledger).toEqual([
      { teamId: 't2', kind: 'charge', category: 'fine', amount: 750, note: 'Late result' },
    ]);
    const decided = applied.json<PenaltyProposal>();
    expect(decided).toMatchObject({ state: 'applied', teamId: 't2', points: -4 });
    const adjustments = (
      await call(t, { method: 'GET', url: `/api/adjustments?seasonId=${world.seasonId}` })
    ).json<{ items: PointsAdjustment[] }>().items;
    expect(
      adjustments.map(({ id, teamId, points, reason, matchId }) => ({
        id,
        teamId,
        points,
        reason,
        matchId,
      })),
    ).toEqual([
      {
        id: decided.adjustmentId,
        teamId: 't2',
        points: -4,
        reason: 'Late result',
        matchId: match.id,
      },
    ]);
    const row = (await standings(world)).find((entry) => entry.teamId === 't2');
    expect(row?.points).toBe(pointsBefore - 4);
    expect(row?.adjustment).toBe(-4);
    expect(await proposals(world)).toEqual([]);
    expect((await proposals(world, 'state=applied')).map((p) => p.id)).toEqual([late.id]);

    // Decided: not applied twice, nor waived after.
    expect((await decide(world, late.id, 'apply')).statusCode).toBe(409);
    expect((await decide(world, late.id, 'waive', { reason: 'Changed my mind' })).statusCode).toBe(
      409,
    );

    // Completed automatically: the unconfirmed penalty is waived, with why.
    expect((await timerAt(lastLock + 73 * HOUR)).completed).toEqual([match.id]);
    const [unconfirmed] = await proposals(world);
    if (!unconfirmed) throw new Error('No unconfirmed proposal');
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(201) }]) {
      const refused = await decide(world, unconfirmed.id, 'waive', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(refused.json<{ error: { fields: object } }>().error.fields)).toEqual([
        'reason',
      ]);
    }
    const waived = await decide(world, unconfirmed.id, 'waive', {
      reason: 'Their captain was in hospital',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json<PenaltyProposal>()).toMatchObject({
      state: 'waived',
      waiveReason: 'Their captain was in hospital',
      adjustmentId: null,
    });
    // The table took only the applied one.
    expect((await standings(world)).find((entry) => entry.teamId === 't2')?.adjustment).toBe(-4);

    const audit = await t.db
      .selectFrom('leagueAudit')
      .select(['reason', 'note', 'subjectId'])
      .where('subjectType', '=', 'season')
      .execute();
    expect(audit.every((entry) => entry.subjectId === world.seasonId)).toBe(true);
    expect(audit.map((entry) => [entry.reason, entry.note])).toEqual(
      expect.arrayContaining([
        ['points_adjustment_added', '−4 Late result (Team 2)'],
        [
          'penalty_waived',
          '−6 Result not confirmed (Team 2) waived: Their captain was in hospital',
        ],
      ]),
    );

    // Only an admin decides; an unknown proposal is a 404.
    const byCaptain = await t.request({
      method: 'POST',
      url: `/api/penalty-proposals/${unconfirmed.id}/apply`,
      cookie: await cookieFor(t, world, 'captain2'),
      payload: {},
    });
    expect(byCaptain.statusCode).toBe(403);
    expect((await decide(world, 'no-such-proposal', 'apply')).statusCode).toBe(404);
  });
});
