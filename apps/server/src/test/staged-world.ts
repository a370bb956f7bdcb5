// A match between two of the test world's teams, stored already advanced to a stage by the
// domain rules (or just created): the starting point of the live, reliability, dispute, bad-input
// and permissions tests.
import { randomUUID } from 'node:crypto';
import type { Match } from '@cueleague/domain/entities';
import { createMatch } from '@cueleague/domain/new-match';
import type { Db } from '../db/database.ts';
import { insertStagedMatch, type Stage } from '../reliability/staged-match.ts';
import { insertMatch } from '../services/fixtures.ts';
import type { World } from './world.ts';

/** A team of the world, by its index in `world.teams`. */
export type TeamIndex = 0 | 1 | 2;

/** Team 1 at home to team 2 unless `home`/`away` say otherwise, each side with its whole roster. */
export const stageWorldMatch = (
  db: Db,
  world: World,
  id: string,
  stage: Stage,
  options: { home?: TeamIndex; away?: TeamIndex; venueId?: string } = {},
): Promise<Match> => {
  const { home = 0, away = 1, venueId } = options;
  return insertStagedMatch(db, {
    id,
    seasonId: world.seasonId,
    homeTeamId: world.teams[home],
    awayTeamId: world.teams[away],
    homePlayers: world.players[home],
    awayPlayers: world.players[away],
    ...(venueId !== undefined && { venueId }),
    stage,
  });
};

/** A new match, team 1 at home to team 2 at the world's venue, stored just as it was created. */
export const insertNewWorldMatch = async (db: Db, world: World): Promise<Match> => {
  const match = createMatch({
    id: randomUUID(),
    seasonId: world.seasonId,
    homeTeamId: world.teams[0],
    awayTeamId: world.teams[1],
    venueId: world.venueId,
    scheduledDate: '2026-09-15T18:30:00.000Z',
  });
  await db.transaction().execute((trx) => insertMatch(trx, match, new Date()));
  return match;
};
