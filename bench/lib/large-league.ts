// A large league for benchmarks: by default 50 teams of 6, 1,000 fixtures of a round robin, the
// first 600 completed through the real lifecycle rules, one in progress; or several divisions
// (4 x 12, home and away: 528 fixtures). Written straight to the database.
import type { Match } from '@cueleague/domain/entities';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import { flattenSchedule, generateRoundRobin } from '@cueleague/domain/round-robin';
import type { Db } from '../../apps/server/src/db/database.ts';
import { insertMatch } from '../../apps/server/src/services/fixtures.ts';
import { insertLeagueRow, insertSeasonRow } from '../../apps/server/src/test/world.ts';

const ADMIN: Actor = {
  userId: 'bench-admin',
  role: 'admin',
  isAdmin: true,
  captainOf: [],
  memberOf: [],
};

const play = (
  match: Match,
  players: { home: string[]; away: string[] },
  rounds: number,
  random: () => number,
): Match => {
  let current = match;
  const apply = (action: MatchAction) => {
    const result = applyMatchAction(current, action, { actor: ADMIN, now: current.scheduledDate });
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    current = result.value.match;
  };
  apply({
    type: 'updatePreMatch',
    side: 'home',
    availablePlayers: players.home,
    rosterConfirmed: true,
  });
  apply({
    type: 'updatePreMatch',
    side: 'away',
    availablePlayers: players.away,
    rosterConfirmed: true,
  });
  apply({ type: 'start' });
  for (let round = 1; round <= rounds; round++) {
    apply({
      type: 'setLineup',
      side: 'home',
      round,
      positions: players.home.slice(0, 4),
      locked: true,
    });
    apply({
      type: 'setLineup',
      side: 'away',
      round,
      positions: players.away.slice(0, 4),
      locked: true,
    });
    for (const frame of current.frames.filter((f) => f.round === round)) {
      const latest = current.frames.find((f) => f.frameId === frame.frameId) ?? frame;
      apply({
        type: 'scoreFrame',
        frameId: frame.frameId,
        winnerPlayerId: random() < 0.5 ? latest.homePlayerId : latest.awayPlayerId,
        baseVersion: latest.version,
      });
    }
    apply({ type: 'lockRound', round });
  }
  if (rounds === 4) {
    apply({ type: 'confirm', side: 'home' });
    apply({ type: 'confirm', side: 'away' });
  }
  return current;
};

/** The league's shape: by default one division of 50 teams, 1,000 fixtures (issue 9's). */
export interface LargeLeagueShape {
  divisions?: number;
  teamsPerDivision?: number;
  /** Home and away. */
  double?: boolean;
  /** At most this many fixtures, by date. */
  maxMatches?: number;
}

export const seedLargeLeague = async (
  db: Db,
  shape: LargeLeagueShape = {},
): Promise<{ seasonId: string; matchIds: string[]; divisionIds: string[] }> => {
  const { divisions = 1, teamsPerDivision = 50, double = false, maxMatches = 1000 } = shape;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const now = new Date().toISOString();
  await insertLeagueRow(db, { id: 'big', name: 'Big League', createdAt: now });
  await insertSeasonRow(db, {
    id: 'big-s',
    leagueId: 'big',
    name: 'Big Season',
    startDate: '2025-01-07',
  });
  const divisionIds = Array.from({ length: divisions }, (_, d) => `big-d${d + 1}`);
  const teams = Array.from({ length: divisions * teamsPerDivision }, (_, i) => ({
    id: `team-${i + 1}`,
    name: `Team ${i + 1}`,
    homeVenueId: `venue-${i + 1}`,
    divisionId: divisionIds[Math.floor(i / teamsPerDivision)] ?? 'big-d1',
  }));
  const players = new Map<string, string[]>();
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of divisionIds.entries()) {
      await trx
        .insertInto('divisions')
        .values({
          id,
          seasonId: 'big-s',
          name: divisions > 1 ? `Division ${position + 1}` : null,
          position,
        })
        .execute();
    }
    for (const team of teams) {
      await trx
        .insertInto('venues')
        .values({ id: team.homeVenueId, name: `${team.name} Arms`, address: null, tables: 2 })
        .execute();
      await trx
        .insertInto('teams')
        .values({
          id: team.id,
          seasonId: 'big-s',
          name: team.name,
          homeVenueId: team.homeVenueId,
          captainUserId: null,
          divisionId: team.divisionId,
        })
        .execute();
      const ids = Array.from({ length: 6 }, (_, n) => `${team.id}-p${n + 1}`);
      players.set(team.id, ids);
      for (const [n, id] of ids.entries()) {
        await trx
          .insertInto('players')
          .values({ id, userId: null, firstName: `P${n + 1}`, lastName: team.name })
          .execute();
        await trx
          .insertInto('teamPlayers')
          .values({
            id: `${id}-m`,
            teamId: team.id,
            playerId: id,
            seasonId: 'big-s',
            role: 'player',
            isActive: 1,
          })
          .execute();
      }
    }
  });
  // One round robin per division, on the same nights; all of them in one list by date.
  const fixtures = divisionIds
    .flatMap((divisionId) =>
      flattenSchedule(
        generateRoundRobin({
          teams: teams.filter((team) => team.divisionId === divisionId),
          double,
          weekday: 2,
          time: '19:30',
          startDate: '2025-01-07',
          timezone: 'Europe/London',
        }),
      ),
    )
    .sort((a, b) => Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate))
    .slice(0, maxMatches);
  // The first 60% completed, the next one in progress.
  const completed = Math.round(fixtures.length * 0.6);
  const matchIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const [index, fixture] of fixtures.entries()) {
      let match = createMatch({ id: `big-m${index + 1}`, seasonId: 'big-s', ...fixture });
      const squads = {
        home: players.get(fixture.homeTeamId) ?? [],
        away: players.get(fixture.awayTeamId) ?? [],
      };
      if (index < completed) match = play(match, squads, 4, random);
      else if (index === completed) match = play(match, squads, 2, random);
      await insertMatch(trx, match, new Date());
      matchIds.push(match.id);
    }
  });
  return { seasonId: 'big-s', matchIds, divisionIds };
};
