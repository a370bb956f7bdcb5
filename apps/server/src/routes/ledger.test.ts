// Fees and fines through the API, on both databases (docs/rules.md, Fees and fines): an admin
// names a treasurer, who charges the season's entry fee to every team once, records fines and
// payments and reads who owes what; a captain reads their own team's statement and nothing else;
// nobody else sees money. Every write is audited; money is never deleted with a team or a season.
import type { AuthState } from '@cueleague/domain/entities';
import type {
  LedgerEntry,
  LedgerSummary,
  TeamStatement,
  Treasurer,
} from '@cueleague/domain/ledger';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, cookieFor } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

type Who = 'admin' | 'captain1' | 'captain2' | 'player1' | 'plain' | 'visitor';

describe.each(TEST_DATABASES)('fees and fines (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const as = async (world: World, who: Who) =>
    who === 'visitor'
      ? undefined
      : who === 'admin'
        ? adminCookie(t, world)
        : cookieFor(t, world, who);

  const send = async (
    world: World,
    who: Who,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const cookie = await as(world, who);
    return t.request({
      method,
      url,
      ...(cookie ? { cookie } : {}),
      ...(payload ? { payload } : {}),
    });
  };

  /** The admin names captain2's account treasurer (an account may be both). */
  const nameTreasurer = async (world: World) => {
    const named = await send(world, 'admin', 'POST', '/api/treasurers', {
      email: 'Captain2@Example.test',
    });
    expect(named.statusCode, named.body).toBe(201);
    return named.json<Treasurer>();
  };

  it('names and removes a treasurer, who then keeps the ledger and nothing else', async () => {
    const world = await setup();
    const named = await nameTreasurer(world);
    expect(named).toMatchObject({ userId: 'u-captain2', email: 'captain2@example.test' });
    const me = (await send(world, 'captain2', 'GET', '/api/auth/me')).json<AuthState>();
    expect(me.isTreasurer).toBe(true);
    expect(
      (await send(world, 'captain1', 'GET', '/api/auth/me')).json<AuthState>().isTreasurer,
    ).toBeUndefined();

    const again = await send(world, 'admin', 'POST', '/api/treasurers', {
      email: 'captain2@example.test',
    });
    expect(again.statusCode).toBe(409);
    const nobody = await send(world, 'admin', 'POST', '/api/treasurers', {
      email: 'nobody@example.test',
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json<{ error: { fields: object } }>().error.fields).toEqual({
      email: 'No account has this e-mail address',
    });
    // Naming treasurers is an admin's: a treasurer cannot name another, nor do an admin's work.
    expect(
      (await send(world, 'captain2', 'POST', '/api/treasurers', { email: 'plain@example.test' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(world, 'captain2', 'PATCH', '/api/leagues/l1', { currency: 'EUR' })).statusCode,
    ).toBe(403);
    const list = (await send(world, 'admin', 'GET', '/api/treasurers')).json<{
      items: Treasurer[];
    }>();
    expect(list.items.map((row) => row.userId)).toEqual(['u-captain2']);

    expect((await send(world, 'admin', 'DELETE', '/api/treasurers/u-captain2')).statusCode).toBe(
      204,
    );
    expect((await send(world, 'admin', 'DELETE', '/api/treasurers/u-captain2')).statusCode).toBe(
      404,
    );
    expect(
      (await send(world, 'captain2', 'GET', `/api/ledger/seasons/${world.seasonId}`)).statusCode,
    ).toBe(403);
    const audit = await t.db
      .selectFrom('leagueAudit')
      .select(['reason', 'note'])
      .where('subjectType', '=', 'league')
      .execute();
    expect(audit).toEqual([
      { reason: 'treasurer_named', note: 'captain2@example.test' },
      { reason: 'treasurer_removed', note: 'captain2@example.test' },
    ]);
  });

  it('charges the entry fee to every team once, records fines and payments, and sums who owes what', async () => {
    const world = await setup();
    await nameTreasurer(world);
    const fees = await send(
      world,
      'captain2',
      'POST',
      `/api/ledger/seasons/${world.seasonId}/entry-fees`,
      {
        amount: 4500,
        on: '2026-09-01',
      },
    );
    expect(fees.statusCode, fees.body).toBe(200);
    expect(fees.json()).toEqual({ charged: 3 });
    // Again: every team has been charged, so nobody twice.
    const twice = await send(
      world,
      'admin',
      'POST',
      `/api/ledger/seasons/${world.seasonId}/entry-fees`,
      {
        amount: 4500,
        on: '2026-09-02',
      },
    );
    expect(twice.json()).toEqual({ charged: 0 });

    const add = async (payload: object) => {
      const added = await send(world, 'captain2', 'POST', '/api/ledger/entries', payload);
      expect(added.statusCode, added.body).toBe(201);
      return added.json<LedgerEntry>();
    };
    await add({
      kind: 'payment',
      teamId: 't1',
      method: 'bank-transfer',
      amount: 4500,
      on: '2026-09-10',
    });
    await add({
      kind: 'charge',
      teamId: 't1',
      category: 'fine',
      amount: 1000,
      on: '2026-09-20',
      note: 'Late result card',
    });
    const cash = await add({
      kind: 'payment',
      teamId: 't2',
      method: 'cash',
      amount: 2000,
      on: '2026-09-05',
    });
    expect(cash).toMatchObject({ kind: 'payment', method: 'cash', category: null, amount: 2000 });

    const statement = (
      await send(world, 'captain1', 'GET', '/api/ledger/teams/t1')
    ).json<TeamStatement>();
    expect(statement).toMatchObject({
      teamId: 't1',
      currency: 'GBP',
      charged: 5500,
      paid: 4500,
      balance: 1000,
    });
    expect(
      statement.lines.map((line) => [line.on, line.kind, line.amount, line.balance, line.note]),
    ).toEqual([
      ['2026-09-01', 'charge', 4500, 4500, ''],
      ['2026-09-10', 'payment', 4500, 0, ''],
      ['2026-09-20', 'charge', 1000, 1000, 'Late result card'],
    ]);

    const summary = (
      await send(world, 'captain2', 'GET', `/api/ledger/seasons/${world.seasonId}`)
    ).json<LedgerSummary>();
    expect(summary).toMatchObject({ charged: 14500, paid: 6500, balance: 8000 });
    // Owing most first.
    expect(summary.teams.map((row) => [row.teamId, row.balance])).toEqual([
      ['t3', 4500],
      ['t2', 2500],
      ['t1', 1000],
    ]);

    // A mistake removed: audited with what it was.
    expect(
      (await send(world, 'captain2', 'DELETE', `/api/ledger/entries/${cash.id}`)).statusCode,
    ).toBe(204);
    const notes = await t.db
      .selectFrom('leagueAudit')
      .select(['reason', 'note'])
      .where('subjectType', '=', 'season')
      .execute();
    expect(notes).toHaveLength(5);
    expect(notes).toEqual(
      expect.arrayContaining([
        { reason: 'entry_fees_charged', note: 'Entry fee £45.00 charged to 3 teams' },
        { reason: 'ledger_entry_added', note: 'Payment £45.00 (Team 1)' },
        { reason: 'ledger_entry_added', note: 'Fine £10.00 (Team 1)' },
        { reason: 'ledger_entry_added', note: 'Payment £20.00 (Team 2)' },
        { reason: 'ledger_entry_removed', note: 'Payment £20.00 (Team 2)' },
      ]),
    );

    // Money is never deleted with its team.
    const deleted = await send(world, 'admin', 'DELETE', '/api/teams/t3');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body).toContain('ledger');
  });

  it('shows money to its keepers and a team its own statement, and to nobody else', async () => {
    const world = await setup();
    await nameTreasurer(world);
    const summaryUrl = `/api/ledger/seasons/${world.seasonId}`;
    const expectations: [Who, string, number][] = [
      ['visitor', summaryUrl, 401],
      ['plain', summaryUrl, 403],
      ['player1', summaryUrl, 403],
      ['captain1', summaryUrl, 403],
      ['captain2', summaryUrl, 200],
      ['admin', summaryUrl, 200],
      ['visitor', '/api/ledger/teams/t1', 401],
      ['player1', '/api/ledger/teams/t1', 403],
      ['captain1', '/api/ledger/teams/t1', 200],
      ['captain1', '/api/ledger/teams/t3', 403],
      ['captain2', '/api/ledger/teams/t3', 200],
      ['admin', '/api/ledger/teams/t3', 200],
      ['captain1', '/api/treasurers', 403],
    ];
    for (const [who, url, status] of expectations) {
      expect((await send(world, who, 'GET', url)).statusCode, `${who} GET ${url}`).toBe(status);
    }
    const payment = {
      kind: 'payment',
      teamId: 't1',
      method: 'cash',
      amount: 100,
      on: '2026-09-01',
    };
    for (const [who, status] of [
      ['visitor', 401],
      ['captain1', 403],
      ['player1', 403],
    ] as const) {
      expect((await send(world, who, 'POST', '/api/ledger/entries', payment)).statusCode, who).toBe(
        status,
      );
      expect(
        (
          await send(world, who, 'POST', `/api/ledger/seasons/${world.seasonId}/entry-fees`, {
            amount: 1,
            on: '2026-09-01',
          })
        ).statusCode,
        who,
      ).toBe(status);
    }
    expect(await t.db.selectFrom('ledgerEntries').selectAll().execute()).toEqual([]);
  });

  it('refuses bad entries with the field named, and keeps what was saved', async () => {
    const world = await setup();
    const base = { kind: 'charge', teamId: 't1', category: 'fine', amount: 500, on: '2026-09-01' };
    const saved = await send(world, 'admin', 'POST', '/api/ledger/entries', base);
    expect(saved.statusCode).toBe(201);
    for (const [payload, field] of [
      [{ ...base, amount: 0 }, 'amount'],
      [{ ...base, amount: 12.5 }, 'amount'],
      [{ ...base, amount: 10_000_001 }, 'amount'],
      [{ ...base, on: '2026-02-30' }, 'on'],
      [{ ...base, category: 'bribe' }, 'category'],
      [{ ...base, note: 'x'.repeat(201) }, 'note'],
      [{ ...base, note: 'two\nlines' }, 'note'],
      [{ ...base, teamId: 'no-such-team' }, 'teamId'],
      [{ kind: 'payment', teamId: 't1', amount: 500, on: '2026-09-01' }, 'method'],
    ] as const) {
      const refused = await send(world, 'admin', 'POST', '/api/ledger/entries', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(
        Object.keys(refused.json<{ error: { fields: object } }>().error.fields),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const currency = await send(world, 'admin', 'PATCH', '/api/leagues/l1', { currency: 'XYZ1' });
    expect(currency.statusCode).toBe(422);
    const euro = await send(world, 'admin', 'PATCH', '/api/leagues/l1', { currency: 'EUR' });
    expect(euro.statusCode, euro.body).toBe(200);
    const statement = (
      await send(world, 'admin', 'GET', '/api/ledger/teams/t1')
    ).json<TeamStatement>();
    expect(statement).toMatchObject({ currency: 'EUR', balance: 500 });
    expect(statement.lines).toHaveLength(1);
    expect((await send(world, 'admin', 'DELETE', '/api/ledger/entries/nope')).statusCode).toBe(404);
  });

  it('charges a fine with a penalty in the same write, or neither when either is wrong', async () => {
    const world = await setup();
    const adjustments = async () =>
      (await send(world, 'admin', 'GET', `/api/adjustments?seasonId=${world.seasonId}`)).json<{
        items: unknown[];
      }>().items;
    const statement = async () =>
      (await send(world, 'admin', 'GET', '/api/ledger/teams/t1')).json<TeamStatement>();

    const fined = await send(world, 'admin', 'POST', '/api/adjustments', {
      teamId: 't1',
      points: -3,
      reason: 'Unregistered player',
      fine: 1000,
    });
    expect(fined.statusCode, fined.body).toBe(201);
    const { lines, balance } = await statement();
    expect(balance).toBe(1000);
    expect(lines.map(({ kind, category, amount, note }) => [kind, category, amount, note])).toEqual(
      [['charge', 'fine', 1000, 'Unregistered player']],
    );
    // The captain reads it on their statement, dated the day it was recorded.
    const own = (
      await send(world, 'captain1', 'GET', '/api/ledger/teams/t1')
    ).json<TeamStatement>();
    expect(own.lines[0]?.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const audit = await t.db
      .selectFrom('leagueAudit')
      .select(['reason', 'note'])
      .where('reason', 'in', ['ledger_entry_added', 'points_adjustment_added'])
      .execute();
    expect(audit.map((row) => row.reason).sort()).toEqual([
      'ledger_entry_added',
      'points_adjustment_added',
    ]);
    expect(audit.find((row) => row.reason === 'ledger_entry_added')?.note).toBe(
      'Fine £10.00 (Team 1)',
    );

    // A bad fine is refused with its field named, and the penalty is not recorded without it.
    for (const fine of [0, 12.5, '10', 10_000_001]) {
      const bad = await send(world, 'admin', 'POST', '/api/adjustments', {
        teamId: 't1',
        points: -3,
        reason: 'Unregistered player',
        fine,
      });
      expect(bad.statusCode, JSON.stringify(fine)).toBe(422);
      expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual(['fine']);
    }
    expect(await adjustments()).toHaveLength(1);
    expect((await statement()).lines).toHaveLength(1);
    // A fine goes with a penalty as it is recorded: a change of one charges none.
    const [first] = (await adjustments()) as { id: string }[];
    const change = await send(world, 'admin', 'PATCH', `/api/adjustments/${first?.id ?? ''}`, {
      fine: 500,
    });
    expect(change.statusCode).toBe(422);
    // Fining is the admin's, with the penalty: a treasurer keeps the ledger, not the table.
    await nameTreasurer(world);
    const treasurer = await send(world, 'captain2', 'POST', '/api/adjustments', {
      teamId: 't1',
      points: -1,
      reason: 'Late result',
      fine: 500,
    });
    expect(treasurer.statusCode).toBe(403);
    expect((await statement()).lines).toHaveLength(1);
  });

  it("keeps a player's own money in their team's ledger, and shows it to that player alone", async () => {
    const world = await setup();
    const entry = async (who: Who, payload: object) =>
      send(world, who, 'POST', '/api/ledger/entries', {
        teamId: 't1',
        on: '2026-09-03',
        ...payload,
      });
    const fee = await entry('admin', {
      kind: 'charge',
      category: 'other',
      amount: 1500,
      playerId: 't1-p2',
      note: 'Registration',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect(fee.json<LedgerEntry>().playerId).toBe('t1-p2');
    expect(
      (await entry('admin', { kind: 'payment', method: 'cash', amount: 500, playerId: 't1-p2' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await entry('admin', { kind: 'charge', category: 'fine', amount: 2000 })).statusCode,
    ).toBe(201);
    // Another team's player, or no player at all: refused on the field, nothing saved.
    for (const playerId of ['t2-p1', 'nobody']) {
      const wrong = await entry('admin', {
        kind: 'charge',
        category: 'fine',
        amount: 100,
        playerId,
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<{ error: { fields: object } }>().error.fields).toEqual({
        playerId: 'Not a player of this team',
      });
    }

    // The team's statement: every line, the team's balance, and the player's own totals.
    const statement = (await send(world, 'captain1', 'GET', '/api/ledger/teams/t1')).json<
      TeamStatement & { players: { playerId: string; balance: number }[] }
    >();
    expect(statement.balance).toBe(3000);
    expect(statement.lines.map((line) => line.playerId)).toEqual(['t1-p2', 't1-p2', null]);
    expect(statement.players).toEqual([
      { playerId: 't1-p2', charged: 1500, paid: 500, balance: 1000 },
    ]);

    // The player reads their own lines, and nobody else's money; others have none of their own.
    const mine = await send(world, 'player1', 'GET', '/api/ledger/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      playerId: 't1-p2',
      currency: 'GBP',
      items: [
        {
          teamId: 't1',
          seasonId: world.seasonId,
          charged: 1500,
          paid: 500,
          balance: 1000,
          lines: [
            expect.objectContaining({ amount: 1500, balance: 1500, note: 'Registration' }),
            expect.objectContaining({ amount: 500, balance: 1000 }),
          ],
        },
      ],
    });
    expect((await send(world, 'captain2', 'GET', '/api/ledger/mine')).json()).toEqual({
      playerId: 't2-p1',
      currency: 'GBP',
      items: [],
    });
    expect((await send(world, 'plain', 'GET', '/api/ledger/mine')).json()).toEqual({
      playerId: null,
      currency: 'GBP',
      items: [],
    });
    expect((await send(world, 'visitor', 'GET', '/api/ledger/mine')).statusCode).toBe(401);
    expect((await send(world, 'player1', 'GET', '/api/ledger/teams/t1')).statusCode).toBe(403);

    // Money is never deleted with the player it names.
    const gone = await send(world, 'admin', 'DELETE', '/api/players/t1-p2');
    expect(gone.statusCode).toBe(409);
    expect(
      (await send(world, 'admin', 'GET', '/api/ledger/teams/t1')).json<TeamStatement>().lines,
    ).toHaveLength(3);
  });
});
