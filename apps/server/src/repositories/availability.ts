// The availability table: players' answers for coming matches (one per player and match).
import type { Availability } from '@cueleague/domain/entities';
import { AVAILABILITY_STATES } from '@cueleague/domain/match-state';
import type { Insertable } from 'kysely';
import { availabilityFromRow } from '../db/rows.ts';
import type { AvailabilityTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

/** A team's answers for matches still to be played (older ones no longer matter to anyone). */
export const availabilityOfTeam = async (
  db: Executor,
  teamId: string,
  matchId?: string,
): Promise<Availability[]> => {
  let query = db
    .selectFrom('availability')
    .innerJoin('matches', 'matches.id', 'availability.matchId')
    .selectAll('availability')
    .where('availability.teamId', '=', teamId)
    .where('matches.state', 'in', AVAILABILITY_STATES)
    .orderBy('availability.matchId')
    .orderBy('availability.playerId');
  if (matchId) query = query.where('availability.matchId', '=', matchId);
  return (await query.execute()).map(availabilityFromRow);
};

/** Saves a player's answer for a match, replacing an earlier one. */
export const saveAvailability = (db: Executor, row: Insertable<AvailabilityTable>) =>
  db
    .insertInto('availability')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['matchId', 'playerId']).doUpdateSet({
        teamId: row.teamId,
        available: row.available,
        updatedAt: row.updatedAt,
        updatedByUserId: row.updatedByUserId,
      }),
    )
    .execute();
