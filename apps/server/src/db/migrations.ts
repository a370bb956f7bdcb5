// One set of migrations for SQLite and PostgreSQL, run at start-up. Column types are the common
// ground of both (text, integer); see schema.ts for why. Each migration is a file of its own in
// migrations/, named as it is recorded in the database; the list below is the one place that
// says which exist and in what order (a file left out of it is refused by migrations.test.ts).
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import { migration as m0001Initial } from './migrations/0001-initial.ts';
import { migration as m0002LiveEvents } from './migrations/0002-live-events.ts';
import { migration as m0003MutationFingerprints } from './migrations/0003-mutation-fingerprints.ts';
import { migration as m0004OneActiveMembership } from './migrations/0004-one-active-membership.ts';
import { migration as m0005RateLimits } from './migrations/0005-rate-limits.ts';
import { migration as m0006Availability } from './migrations/0006-availability.ts';
import { migration as m0007PlayersToReview } from './migrations/0007-players-to-review.ts';
import { migration as m0008Invites } from './migrations/0008-invites.ts';
import { migration as m0009DivisionsFormatsPoints } from './migrations/0009-divisions-formats-points.ts';
import { migration as m0010Notifications } from './migrations/0010-notifications.ts';
import { migration as m0011MailQueue } from './migrations/0011-mail-queue.ts';
import { migration as m0012SetupCode } from './migrations/0012-setup-code.ts';
import { migration as m0014InviteCaptaincyEmailVerification } from './migrations/0014-invite-captaincy-email-verification.ts';
import { migration as m0015UnsubscribeTokenHashes } from './migrations/0015-unsubscribe-token-hashes.ts';
import { migration as m0016Competitions } from './migrations/0016-competitions.ts';
import { migration as m0017CompetitionBrackets } from './migrations/0017-competition-brackets.ts';
import { migration as m0018TieDateProposals } from './migrations/0018-tie-date-proposals.ts';
import { migration as m0019CompetitionEntryWindow } from './migrations/0019-competition-entry-window.ts';
import { migration as m0020CompetitionGroups } from './migrations/0020-competition-groups.ts';
import { migration as m0021PointsAdjustments } from './migrations/0021-points-adjustments.ts';
import { migration as m0022LeagueWalkoverRule } from './migrations/0022-league-walkover-rule.ts';
import { migration as m0023SeasonPointsPerRack } from './migrations/0023-season-points-per-rack.ts';
import { migration as m0024SinglesKnockouts } from './migrations/0024-singles-knockouts.ts';
import { migration as m0025SeasonPlayersOnly } from './migrations/0025-season-players-only.ts';
import { migration as m0026ResultDeadlines } from './migrations/0026-result-deadlines.ts';
import { migration as m0027PenaltyProposals } from './migrations/0027-penalty-proposals.ts';
import { migration as m0028Ledger } from './migrations/0028-ledger.ts';
import { migration as m0029LedgerPlayers } from './migrations/0029-ledger-players.ts';

// What an import of an older export runs after loading (ops/league-export.ts), as 0009 did.
export { divideUndividedSeasons } from './migrations/0009-divisions-formats-points.ts';

/** Every migration by the name a database records it under, oldest first. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001Initial,
  '0002-live-events': m0002LiveEvents,
  '0003-mutation-fingerprints': m0003MutationFingerprints,
  '0004-one-active-membership': m0004OneActiveMembership,
  '0005-rate-limits': m0005RateLimits,
  '0006-availability': m0006Availability,
  '0007-players-to-review': m0007PlayersToReview,
  '0008-invites': m0008Invites,
  '0009-divisions-formats-points': m0009DivisionsFormatsPoints,
  '0010-notifications': m0010Notifications,
  '0011-mail-queue': m0011MailQueue,
  '0012-setup-code': m0012SetupCode,
  '0014-invite-captaincy-email-verification': m0014InviteCaptaincyEmailVerification,
  '0015-unsubscribe-token-hashes': m0015UnsubscribeTokenHashes,
  '0016-competitions': m0016Competitions,
  '0017-competition-brackets': m0017CompetitionBrackets,
  '0018-tie-date-proposals': m0018TieDateProposals,
  '0019-competition-entry-window': m0019CompetitionEntryWindow,
  '0020-competition-groups': m0020CompetitionGroups,
  '0021-points-adjustments': m0021PointsAdjustments,
  '0022-league-walkover-rule': m0022LeagueWalkoverRule,
  '0023-season-points-per-rack': m0023SeasonPointsPerRack,
  '0024-singles-knockouts': m0024SinglesKnockouts,
  '0025-season-players-only': m0025SeasonPlayersOnly,
  '0026-result-deadlines': m0026ResultDeadlines,
  '0027-penalty-proposals': m0027PenaltyProposals,
  '0028-ledger': m0028Ledger,
  '0029-ledger-players': m0029LedgerPlayers,
};

/** Each migration by name, in order (tests build a database at an earlier one). */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Migrates to the latest migration, or up to and including `target` (tests of an upgrade). */
export const migrateToLatest = async (db: Kysely<Database>, target?: string): Promise<void> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
};

/** The migrations this version of the server knows, oldest first. */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();

/** Migrations not yet applied to this database (all of them on an empty one). */
export const pendingMigrations = async (db: Kysely<Database>): Promise<string[]> => {
  const infos = await new Migrator({ db, provider }).getMigrations();
  return infos.filter((info) => !info.executedAt).map((info) => info.name);
};

/** Migrates up to (and including) one named migration: how tests build an older database. */
export const migrateUpTo = async (db: Kysely<Database>, name: string): Promise<void> => {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
};
