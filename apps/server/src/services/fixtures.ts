// Creating and deleting fixtures: the match rows, their live event and (for an admin's change)
// their audit entry, in the caller's transaction.
import type { Match, MatchFormat } from '@cueleague/domain/entities';
import { PLAYED_STATES } from '@cueleague/domain/match-state';
import { createMatch } from '@cueleague/domain/new-match';
import { liveTopics } from '@cueleague/domain/live-protocol';
import {
  deleteMatchRows,
  findMatches,
  insertMatchRows,
  replaceMatchRows,
  unplayedMatchesWhere,
  type MatchFilter,
} from '../repositories/matches.ts';
import type { Trx } from '../repositories/executor.ts';
import { insertAudit } from '../repositories/match-audit.ts';
import { fixtureView, type FixtureAudit } from './match-audit.ts';
import { NO_EVENTS, recordMatchChange, type MatchEvents } from './match-events.ts';

export const insertMatch = async (
  db: Trx,
  match: Match,
  now: Date,
  events: MatchEvents = NO_EVENTS,
  audit?: FixtureAudit,
): Promise<void> => {
  await insertMatchRows(db, match, now);
  await recordMatchChange(db, events, match);
  if (audit) {
    await insertAudit(db, {
      matchId: match.id,
      reason: 'match_created',
      ...audit,
      at: now,
      before: null,
      after: fixtureView(match),
    });
  }
};

/** Deletes the unplayed matches a filter selects (never a played one), with their frames. */
export const deleteMatchesWhere = async (
  db: Trx,
  filter: MatchFilter,
  events: MatchEvents = NO_EVENTS,
  audit?: FixtureAudit & { at: Date },
): Promise<number> => {
  const rows = await unplayedMatchesWhere(db, filter);
  await deleteMatchRows(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    await events.record(db, {
      topics: [liveTopics.match(row.id), liveTopics.season(row.seasonId)],
      event: 'match.deleted',
      version: row.version + 1,
      data: { id: row.id, seasonId: row.seasonId },
    });
    // The audit log outlives the match: a deleted fixture can still be accounted for.
    if (audit) {
      await insertAudit(db, {
        matchId: row.id,
        reason: 'match_deleted',
        ...audit,
        before: fixtureView({ ...row, state: row.state as Match['state'] }),
        after: null,
      });
    }
  }
  return rows.length;
};

/**
 * A season's new format, before any of its matches started: each unplayed fixture is laid out
 * again in it (new frames, nothing locked), keeping its teams, venue, date, state and the
 * players the captains marked available; spectators are told.
 */
export const reformatFixtures = async (
  trx: Trx,
  seasonId: string,
  format: MatchFormat,
  now: Date,
  events: MatchEvents = NO_EVENTS,
): Promise<void> => {
  // A cup plays in a format of its own: its ties keep it.
  const fixtures = await findMatches(trx, {
    seasonId,
    notStates: PLAYED_STATES,
    competitionId: null,
  });
  for (const fixture of fixtures) {
    const next: Match = {
      ...createMatch({ ...fixture, format, frames: null }),
      state: fixture.state,
      preMatchState: fixture.preMatchState,
      version: fixture.version + 1,
    };
    await replaceMatchRows(trx, next, now);
    await recordMatchChange(trx, events, next, fixture);
  }
};
