// A player has at most one active membership per season (docs/rules.md, Rosters): the check every
// roster write makes before it activates one, and the same answer when the database's partial
// unique index (team_players_one_active) catches a write that raced past the check.
import { isUniqueViolation, type Db } from '../db/database.ts';
import { conflict } from '../http/http-error.ts';
import type { Executor } from '../repositories/executor.ts';
import { activeOnOtherTeam } from '../repositories/team-players.ts';
import type { Work, Write } from '../repositories/executor.ts';

/** The membership a write would make active. */
export interface MembershipTarget {
  playerId: string;
  seasonId: string;
  teamId: string;
}

/** Refuses (409) when the player is active on another team this season, naming both. */
export const assertFreeToJoin = async (db: Executor, target: MembershipTarget): Promise<void> => {
  const other = await activeOnOtherTeam(db, target);
  if (other) {
    throw conflict(
      `${other.firstName} ${other.lastName} already plays for ${other.name} this season; an admin can transfer them.`,
    );
  }
};

/**
 * Runs a roster write in one transaction. A unique index refusing it (a concurrent write got
 * there first) answers 409 like the check would, never 500.
 */
export const rosterWrite = async <T>(
  db: Db,
  work: Work<T>,
  target?: MembershipTarget,
  write: Write = (bare) => db.transaction().execute(bare),
): Promise<T> => {
  try {
    return await write(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (target) await assertFreeToJoin(db, target);
    throw conflict('The roster changed meanwhile; reload it and try again.');
  }
};
