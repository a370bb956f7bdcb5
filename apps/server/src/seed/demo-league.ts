// Loads the demo league (built in memory by demo-data.ts) into an empty database, so a new install
// (or a sales demo) shows standings per division, stats, a live match, a finished past season,
// a cup in each season and logins for every role at once; and
// finds the demo's logins again on a later visit.
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import {
  accountsOfDomain,
  adminUserIds,
  currentSeasonName,
  insertDemoAdjustments,
  insertDemoLedger,
  insertDemoProposals,
  insertDemoAudit,
  insertDemoRows,
  peopleOfAccounts,
  takenEmails,
} from '../repositories/demo-league.ts';
import {
  insertCompetitionRow,
  insertDecision,
  insertEntries,
} from '../repositories/competitions.ts';
import { insertEntrant } from '../repositories/entrants.ts';
import { anyLeagueExists, firstLeagueName } from '../repositories/leagues.ts';
import { insertNotifications } from '../repositories/notifications.ts';
import { spendSetupCode } from '../repositories/setup-code.ts';
import { assignCaptain } from '../services/captaincy.ts';
import { clearSetupCode } from '../services/setup-code.ts';
import { insertMatch } from '../services/fixtures.ts';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  generateDemoLeague,
  type DemoLogin,
  type DemoOptions,
  type DemoSummary,
} from './demo-data.ts';

// The callers (the CLI, the setup route, tests) take the demo's names from here, beside the loader.
export {
  DEMO_ADMIN_EMAIL,
  DEMO_DIVISIONS,
  DEMO_EMAIL_DOMAIN,
  DEMO_LEAGUE_NAME,
  DEMO_PASSWORD,
  DEMO_SEED,
  DEMO_TIMEZONE,
  generateDemoLeague,
  seededRandom,
  slugify,
  type DemoLeague,
  type DemoLogin,
  type DemoMatchCounts,
  type DemoOptions,
  type DemoSummary,
} from './demo-data.ts';

export const LEAGUE_EXISTS_MESSAGE =
  'The database already has a league; the demo loads only into an empty one. Use a fresh DATA_DIR or DATABASE_URL.';

/** Thrown when the database is not empty; callers turn it into 409 or an exit code. */
export class LeagueExistsError extends Error {
  override name = 'LeagueExistsError';
  constructor() {
    super(LEAGUE_EXISTS_MESSAGE);
  }
}

/** Thrown when the setup page's code was spent or replaced while the demo was being built. */
export class SetupCodeSpentError extends Error {
  override name = 'SetupCodeSpentError';
}

export interface DemoLoadOptions extends DemoOptions {
  /** The setup page's call: the setup code it proved, spent in the demo's transaction. */
  setupCode?: string;
}

let hashed: Promise<string> | null = null;
/** One argon2id hash for every demo account (the password is the same and public anyway). */
const demoPasswordHash = (): Promise<string> => {
  hashed ??= hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
    hashed = null;
    throw error;
  });
  return hashed;
};

/** Builds the demo league and writes it in one transaction; refuses a database with a league. */
export const seedDemoLeague = async (db: Db, options: DemoLoadOptions): Promise<DemoSummary> => {
  // Refuse before the (slow) hash; checked again inside the transaction against a race.
  if (await anyLeagueExists(db)) throw new LeagueExistsError();
  const passwordHash = await demoPasswordHash();
  const demo = generateDemoLeague(options);
  const { league, users, season, teams } = demo;
  const createdAt = league.createdAt;

  await db.transaction().execute(async (trx) => {
    if (await anyLeagueExists(trx)) throw new LeagueExistsError();
    if (options.setupCode !== undefined) {
      if (!(await spendSetupCode(trx, options.setupCode))) throw new SetupCodeSpentError();
    }
    // A league exists from now on: no setup code is needed any more (npm run seed:demo too).
    await clearSetupCode(trx);
    const taken = await takenEmails(
      trx,
      users.map((user) => user.email),
    );
    if (taken.length > 0) {
      throw new Error(
        `The demo accounts already exist (${taken.join(', ')}); load the demo into an empty database.`,
      );
    }
    await insertDemoRows(trx, {
      users: users.map((user) => ({
        ...user,
        passwordHash,
        createdAt,
        emailVerifiedAt: createdAt,
      })),
      league,
      admin: { leagueId: league.id, userId: demo.adminUserId },
      // Last season (finished, undivided) and this one (in its two divisions).
      seasons: [demo.previousSeason, season],
      divisions: demo.divisions,
      venues: demo.clubs.map((club) => club.venue),
      teams: teams.map((t) => ({
        id: t.id,
        seasonId: t.seasonId,
        name: t.name,
        homeVenueId: t.venue.id,
        captainUserId: null,
        divisionId: t.divisionId,
      })),
      players: demo.clubs
        .flatMap((club) => club.players)
        .map((p) => ({ id: p.id, userId: p.userId, firstName: p.firstName, lastName: p.lastName })),
      memberships: demo.memberships,
    });
    // The same path as PUT /api/teams/:id/captain: membership role and captainUserId together;
    // each club kept its captain from last season.
    for (const t of teams) await assignCaptain(trx, t.id, t.captainUserId);
    for (const { match, updatedAt } of demo.matches) await insertMatch(trx, match, updatedAt);
    // The cups as POST /api/competitions and its draw and publish store them; the bracket is
    // worked out from these and the ties' matches on every read (docs/decisions/0039).
    for (const cup of demo.cups) {
      await insertCompetitionRow(trx, cup.row);
      for (const { id, playerIds, name } of cup.entrants ?? [])
        await insertEntrant(trx, { id, name, seasonId: cup.row.seasonId, playerIds });
      if (cup.entered)
        for (const [at, teamId] of cup.teamIds.entries())
          await insertEntries(
            trx,
            cup.row.id,
            [teamId],
            cup.entered[at] ?? { at: cup.row.createdAt, by: demo.adminUserId },
          );
      else
        await insertEntries(trx, cup.row.id, cup.teamIds, {
          at: cup.row.createdAt,
          by: demo.adminUserId,
        });
      for (const { match, updatedAt } of cup.matches) await insertMatch(trx, match, updatedAt);
      for (const decision of cup.decisions) await insertDecision(trx, decision);
    }
    await insertDemoAdjustments(trx, demo.adjustments);
    await insertDemoProposals(trx, demo.proposals);
    // The timer's notices of the match left unconfirmed (after its users and match).
    await insertNotifications(trx, demo.notifications);
    await insertDemoLedger(trx, demo.ledger);
    await insertDemoAudit(trx, [...demo.audit, ...demo.cups.flatMap((cup) => cup.audit)]);
  });
  return demo.summary;
};

/**
 * The demo league's logins, read back from the database (the setup page shows them once; a
 * visitor who left it finds them again): null when this database holds no demo league.
 */
export const findDemoLogins = async (
  db: Db,
): Promise<{ leagueName: string; seasonName: string | null; logins: DemoLogin[] } | null> => {
  const users = await accountsOfDomain(db, DEMO_EMAIL_DOMAIN);
  const league = await firstLeagueName(db);
  if (users.length === 0 || league === undefined) return null;
  const season = await currentSeasonName(db);
  const admins = new Set(await adminUserIds(db));
  const people = await peopleOfAccounts(
    db,
    season?.id ?? '',
    users.map((user) => user.id),
  );
  const byUser = new Map(people.map((person) => [person.userId, person]));
  const rank = { admin: 0, captain: 1, player: 2 } as const;
  const logins = users
    .map((user): DemoLogin => {
      const person = byUser.get(user.id);
      const role = admins.has(user.id)
        ? 'admin'
        : person?.captainUserId === user.id
          ? 'captain'
          : 'player';
      return {
        email: user.email,
        password: DEMO_PASSWORD,
        role,
        name: person ? `${person.firstName} ${person.lastName}` : null,
        teamName: person?.teamName ?? null,
      };
    })
    .sort(
      (a, b) =>
        rank[a.role] - rank[b.role] ||
        (a.teamName ?? '').localeCompare(b.teamName ?? '') ||
        a.email.localeCompare(b.email),
    );
  return { leagueName: league, seasonName: season?.name ?? null, logins };
};
