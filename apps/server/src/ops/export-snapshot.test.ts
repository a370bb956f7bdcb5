// An export taken while people score is one snapshot: a frame scored after the export read the
// matches, and before it read the frames and the audit log, is in none of them. The writer goes
// through HTTP on the app's own connections while the export reads on a connection of its own,
// as `npm run export` or a second process would; the export is paused at that point by a query
// plugin (no timing involved). Before one repeatable-read transaction, PostgreSQL's export held
// the match at one version and the audit rows of the next.
import type { Match } from '@cueleague/domain/entities';
import {
  SelectQueryNode,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createMatch, lockLineups, scoreFrame, startMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { exportLeague, type LeagueExport } from './league-export.ts';

/** Runs `during` once, after the first select from `table` has answered and before the next. */
const pauseAfterReading = (table: string, during: () => Promise<void>): KyselyPlugin => {
  const reads = new Set<string>();
  let done = false;
  return {
    transformQuery(args: PluginTransformQueryArgs) {
      const { node } = args;
      if (
        SelectQueryNode.is(node) &&
        node.from?.froms.some((from) => TableNode.is(from) && from.table.identifier.name === table)
      )
        reads.add(args.queryId.queryId);
      return node;
    },
    async transformResult(args: PluginTransformResultArgs) {
      if (!done && reads.has(args.queryId.queryId)) {
        done = true;
        await during();
      }
      return args.result;
    },
  };
};

/** Per match: its version less its audit rows (each scoring action adds one of each). */
const driftOf = (file: LeagueExport): Map<string, number> => {
  const audits = new Map<string, number>();
  for (const row of file.tables.auditLog)
    audits.set(String(row.matchId), (audits.get(String(row.matchId)) ?? 0) + 1);
  return new Map(
    file.tables.matches.map((row) => [
      String(row.id),
      Number(row.version) - (audits.get(String(row.id)) ?? 0),
    ]),
  );
};

describe.each(TEST_DATABASES)('an export while people score (%s)', (kind) => {
  let t: TestApp | undefined;
  let reader: DatabaseHandle | undefined;
  afterEach(async () => {
    await reader?.close();
    await t?.close();
    reader = undefined;
    t = undefined;
  });

  it('is one snapshot: every match at the version its frames and audit rows have', async () => {
    t = await buildTestApp(kind);
    const app = t;
    const world = await seedWorld(app.db);
    const created = await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(app, world, created.id);
    const inPlay: Match = await lockLineups(app, world, created.id, 1);
    const frameId = `${inPlay.id}-R1-F1`;
    // The export's own connection, as the CLI or another process has.
    reader = openDatabase(app.database.url);

    const quiet = await exportLeague(reader.db, {});
    const expected = driftOf(quiet);
    expect(quiet.tables.matches.find((row) => row.id === inPlay.id)?.version).toBe(inPlay.version);

    let scored: Match | undefined;
    const during = await exportLeague(
      reader.db.withPlugin(
        pauseAfterReading('matches', async () => {
          scored = await scoreFrame(app, world, inPlay.id, frameId, 'home');
        }),
      ),
      {},
    );
    // The frame was scored while the export was under way, and committed.
    expect(scored?.version).toBe(inPlay.version + 1);
    // The file holds the match as it was before, with its frames and audit rows as they were.
    expect(driftOf(during)).toEqual(expected);
    expect(during.tables.matches.find((row) => row.id === inPlay.id)?.version).toBe(inPlay.version);
    expect(during.tables.frames.find((row) => row.frameId === frameId)?.state).toBe('unplayed');
    expect(during.tables.auditLog.length).toBe(quiet.tables.auditLog.length);

    // The next export has the frame, with the version and audit row that go with it.
    const after = await exportLeague(reader.db, {});
    expect(driftOf(after)).toEqual(expected);
    expect(after.tables.matches.find((row) => row.id === inPlay.id)?.version).toBe(
      inPlay.version + 1,
    );
    expect(after.tables.frames.find((row) => row.frameId === frameId)?.state).not.toBe('unplayed');
  });
});
