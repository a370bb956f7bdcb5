// The demo league: a realistic, half-played season loaded into an empty database, so a new
// install (or a sales demo) shows standings, stats, a live match and logins for every role at
// once. Played matches are driven through the real lifecycle (applyMatchAction, with the
// captains as actors), so what is stored is exactly what the API would have produced.
import {
  FRAMES_PER_ROUND,
  POSITIONS_PER_TEAM,
  ROUNDS_PER_MATCH,
  VACANT,
} from '@cueleague/domain/constants';
import type { Match, MatchState, Side } from '@cueleague/domain/entities';
import { applyMatchAction, isForfeit, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import {
  flattenSchedule,
  generateRoundRobin,
  localDateInZone,
  type WeekFixture,
} from '@cueleague/domain/round-robin';
import type { Insertable } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { newAuditId, newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';
import { assignCaptain } from '../services/captaincy.ts';
import { insertMatch } from '../services/fixtures.ts';
import { auditView } from '../services/match-audit.ts';
import { framesOfRound } from '@cueleague/domain/rounds';

export const DEMO_LEAGUE_NAME = 'CueLeague Demo';
export const DEMO_TIMEZONE = 'Europe/London';
export const DEMO_PASSWORD = 'demo-password';
/** The demo accounts' e-mail domain: how a later visit finds the demo's logins again. */
export const DEMO_EMAIL_DOMAIN = '@demo.cueleague.local';
export const DEMO_ADMIN_EMAIL = `admin${DEMO_EMAIL_DOMAIN}`;
/** The default seed: the same demo every time unless the caller brings its own `random`. */
export const DEMO_SEED = 0x5eed_c0e;

export const LEAGUE_EXISTS_MESSAGE =
  'The database already has a league; the demo loads only into an empty one. Use a fresh DATA_DIR or DATABASE_URL.';

/** Thrown when the database is not empty; callers turn it into 409 or an exit code. */
export class LeagueExistsError extends Error {
  override name = 'LeagueExistsError';
  constructor() {
    super(LEAGUE_EXISTS_MESSAGE);
  }
}

export interface DemoLogin {
  email: string;
  password: string;
  role: 'admin' | 'captain' | 'player';
  /** The person's name (null for the admin, who has no player record). */
  name: string | null;
  teamName: string | null;
}

export type DemoMatchCounts = Record<
  Extract<MatchState, 'pre-match' | 'in-progress' | 'completed'>,
  number
>;

export interface DemoSummary {
  leagueId: string;
  leagueName: string;
  seasonId: string;
  seasonName: string;
  teamCount: number;
  venueCount: number;
  playerCount: number;
  /** Weeks in the fixture list (a double round robin of 8 teams: 14). */
  weekCount: number;
  matchCounts: DemoMatchCounts;
  logins: DemoLogin[];
}

export interface DemoOptions {
  now: Date;
  random?: () => number;
}

// ---- deterministic randomness ----

/** mulberry32: tiny, fast and good enough to make a demo look natural yet repeatable. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

interface Dice {
  random: () => number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

const dice = (random: () => number): Dice => {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    random,
    int,
    chance: (p) => random() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
};

// ---- the cast ----

// Fictional towns, so no address points at a real pub.
const CLUBS = [
  {
    team: 'Red Lion Rebels',
    venue: 'The Red Lion',
    address: '14 High Street, Eastbridge',
    tables: 2,
  },
  {
    team: 'Anchor Sharks',
    venue: 'The Crown & Anchor',
    address: '3 Harbour Road, Eastbridge',
    tables: 1,
  },
  { team: 'Plough Potters', venue: 'The Plough', address: '27 Mill Lane, Ashcombe', tables: 1 },
  {
    team: 'Black Horse Breakers',
    venue: 'The Black Horse',
    address: '2 Market Square, Ashcombe',
    tables: 2,
  },
  {
    team: "King's Arms Kiss Shots",
    venue: "The King's Arms",
    address: '58 Station Road, Millbrook',
    tables: 3,
  },
  {
    team: 'Rose & Crown Rollers',
    venue: 'The Rose & Crown',
    address: '9 Church Street, Millbrook',
    tables: 1,
  },
  {
    team: 'White Hart Hustlers',
    venue: 'The White Hart',
    address: '41 London Road, Harrowfield',
    tables: 2,
  },
  {
    team: 'Railway Tavern Rockets',
    venue: 'The Railway Tavern',
    address: '1 Goods Yard, Harrowfield',
    tables: 2,
  },
] as const;

const FIRST_NAMES = [
  'Dave',
  'Steve',
  'Gary',
  'Mark',
  'Paul',
  'Lee',
  'Craig',
  'Darren',
  'Wayne',
  'Jason',
  'Andy',
  'Rob',
  'Chris',
  'Martin',
  'Tony',
  'Kevin',
  'Neil',
  'Ian',
  'Simon',
  'Phil',
  'Stuart',
  'Carl',
  'Dean',
  'Ryan',
  'Jamie',
  'Tom',
  'Ben',
  'Sam',
  'Josh',
  'Luke',
  'Kieran',
  'Connor',
  'Liam',
  'Sarah',
  'Emma',
  'Claire',
  'Lisa',
  'Kelly',
  'Nicola',
  'Donna',
  'Gemma',
  'Laura',
  'Jo',
  'Sue',
  'Karen',
  'Mandy',
  'Hayley',
  'Becky',
  'Amy',
  'Megan',
  'Priya',
  'Aisha',
  'Raj',
  'Tomasz',
  'Marek',
  'Sean',
  'Declan',
  'Callum',
  'Fraser',
  'Owen',
  'Rhys',
  'Gareth',
] as const;

const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Hughes',
  'Edwards',
  'Turner',
  'Harris',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'James',
  'Scott',
  'Phillips',
  'Watson',
  'Davis',
  'Parker',
  'Price',
  'Bennett',
  'Young',
  'Griffiths',
  'Mitchell',
  'Kelly',
  'Cook',
  'Carter',
  'Richardson',
  'Bailey',
  'Collins',
  'Bell',
  'Shaw',
  'Murphy',
  'Miller',
  'Cox',
  'Richards',
  'Khan',
  'Patel',
  'Nowak',
  "O'Brien",
  'McDonald',
  'Fletcher',
] as const;

export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface DemoPlayer {
  id: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  /** Hidden Elo-like strength: who tends to win a frame. Never stored. */
  skill: number;
}

interface DemoTeam {
  id: string;
  name: string;
  venue: { id: string; name: string; address: string; tables: number };
  players: DemoPlayer[];
  captainUserId: string;
  actor: Actor;
}

interface DemoUser {
  id: string;
  email: string;
  role: 'admin' | 'player';
}

const castTeams = (d: Dice): { teams: DemoTeam[]; users: DemoUser[]; logins: DemoLogin[] } => {
  const usedNames = new Set<string>();
  const users: DemoUser[] = [];
  const captainLogins: DemoLogin[] = [];
  const playerLogins: DemoLogin[] = [];
  const teams = CLUBS.map((club): DemoTeam => {
    const teamId = newId();
    const slug = slugify(club.team);
    // Some teams are simply stronger: it spreads the table out the way a real league does.
    const teamStrength = d.int(-90, 90);
    const players = Array.from({ length: d.int(6, 8) }, (): DemoPlayer => {
      let firstName: string;
      let lastName: string;
      do {
        firstName = d.pick(FIRST_NAMES);
        lastName = d.pick(LAST_NAMES);
      } while (usedNames.has(`${firstName} ${lastName}`));
      usedNames.add(`${firstName} ${lastName}`);
      return {
        id: newId(),
        firstName,
        lastName,
        userId: null,
        skill: 1500 + teamStrength + d.int(-120, 120),
      };
    });
    const [captain, player] = players;
    if (!captain || !player) throw new Error('a demo team needs at least two players');
    captain.userId = newId();
    player.userId = newId();
    const captainEmail = `captain.${slug}${DEMO_EMAIL_DOMAIN}`;
    const playerEmail = `player.${slug}${DEMO_EMAIL_DOMAIN}`;
    // Linking a player record gives the account the 'player' role; captaincy comes from the team.
    users.push({ id: captain.userId, email: captainEmail, role: 'player' });
    users.push({ id: player.userId, email: playerEmail, role: 'player' });
    captainLogins.push({
      email: captainEmail,
      password: DEMO_PASSWORD,
      role: 'captain',
      name: `${captain.firstName} ${captain.lastName}`,
      teamName: club.team,
    });
    playerLogins.push({
      email: playerEmail,
      password: DEMO_PASSWORD,
      role: 'player',
      name: `${player.firstName} ${player.lastName}`,
      teamName: club.team,
    });
    return {
      id: teamId,
      name: club.team,
      venue: { id: newId(), name: club.venue, address: club.address, tables: club.tables },
      players,
      captainUserId: captain.userId,
      actor: {
        userId: captain.userId,
        role: 'captain',
        isAdmin: false,
        captainOf: [teamId],
        memberOf: [teamId],
      },
    };
  });
  return { teams, users, logins: [...captainLogins, ...playerLogins] };
};

// ---- playing a match through the lifecycle ----

type AuditRow = Insertable<AuditLogTable>;

interface PlayPlan {
  /** Stop here, leaving the match in progress: rounds before `round` locked, `frames` scored. */
  stopAt?: { round: number; frames: number };
  /** This side turned up with three players: its fourth position is vacant (a forfeit a round). */
  shortSide?: Side;
}

interface Played {
  match: Match;
  audit: AuditRow[];
  lastAt: Date;
}

const MINUTE = 60_000;

const playMatch = (
  initial: Match,
  home: DemoTeam,
  away: DemoTeam,
  plan: PlayPlan,
  d: Dice,
  now: Date,
): Played => {
  let match = initial;
  const audit: AuditRow[] = [];
  const kickOff = new Date(match.scheduledDate).getTime();
  // Nothing may be stamped after `now`, even for a match that started minutes ago.
  const latest = now.getTime() - MINUTE;
  let clock = kickOff - d.int(2, 30) * 60 * MINUTE;
  let lastAt = new Date(Math.min(clock, latest));
  const sides = { home, away };
  const rosters = { home: home.players.map((p) => p.id), away: away.players.map((p) => p.id) };

  const act = (actor: Actor, action: MatchAction) => {
    lastAt = new Date(Math.min(clock, latest));
    const at = lastAt.toISOString();
    const result = applyMatchAction(match, action, { actor, now: at, rosters });
    if (!result.ok) {
      throw new Error(`Demo match ${match.id}: ${action.type} refused: ${result.message}`);
    }
    const { match: next, reason, changedFrameIds } = result.value;
    const changed = (m: Match) => m.frames.filter((f) => changedFrameIds.includes(f.frameId));
    audit.push({
      id: newAuditId(),
      matchId: match.id,
      reason,
      note: null,
      actorUserId: actor.userId,
      at,
      before: JSON.stringify(auditView(match, changed(match))),
      after: JSON.stringify(auditView(next, changed(next))),
      mutationId: null,
    });
    match = next;
  };

  // Pre-match: each captain ticks who can play tonight and confirms the roster.
  const available: Record<Side, string[]> = { home: [], away: [] };
  for (const side of ['home', 'away'] as const) {
    const team = sides[side];
    let picked: DemoPlayer[];
    if (plan.shortSide === side) {
      picked = d.shuffle(team.players).slice(0, POSITIONS_PER_TEAM - 1);
    } else {
      // Most nights one or two can't make it; a team always raises four.
      picked = team.players.filter(() => d.chance(0.8));
      for (const extra of d.shuffle(team.players.filter((p) => !picked.includes(p)))) {
        if (picked.length >= POSITIONS_PER_TEAM) break;
        picked.push(extra);
      }
    }
    // Keep roster order, as a captain ticking boxes down the list would.
    available[side] = team.players.filter((p) => picked.includes(p)).map((p) => p.id);
    act(team.actor, {
      type: 'updatePreMatch',
      side,
      availablePlayers: available[side],
      rosterConfirmed: true,
    });
    clock += d.int(10, 300) * MINUTE;
  }

  clock = kickOff + d.int(0, 15) * MINUTE;
  act(home.actor, { type: 'start' });

  const lineups: Record<Side, string[]> = { home: [], away: [] };
  const appeared: Record<Side, Set<string>> = { home: new Set(), away: new Set() };
  const skillOf = (id: string): number =>
    [...home.players, ...away.players].find((p) => p.id === id)?.skill ?? 1500;

  for (let round = 1; round <= ROUNDS_PER_MATCH; round++) {
    for (const side of ['home', 'away'] as const) {
      if (round === 1) {
        const starters = d.shuffle(available[side]).slice(0, POSITIONS_PER_TEAM);
        while (starters.length < POSITIONS_PER_TEAM) starters.push(VACANT);
        lineups[side] = starters;
      } else {
        // Substitutions only between rounds, and only from the bench: a fresh player takes
        // the position of someone who sits out; everyone else keeps their position.
        const bench = available[side].filter((id) => !appeared[side].has(id));
        if (bench.length > 0 && d.chance(0.12)) {
          const position = d.int(0, POSITIONS_PER_TEAM - 1);
          if (lineups[side][position] !== VACANT) lineups[side][position] = d.pick(bench);
        }
      }
      for (const id of lineups[side]) if (id !== VACANT) appeared[side].add(id);
      clock += d.int(1, 4) * MINUTE;
      act(sides[side].actor, {
        type: 'setLineup',
        side,
        round,
        positions: [...lineups[side]],
        locked: true,
      });
    }

    let scored = 0;
    for (const frame of framesOfRound(match, round)) {
      // A forfeit was decided when both line-ups were locked; there is nothing to score.
      if (isForfeit(frame)) continue;
      if (plan.stopAt?.round === round && scored >= plan.stopAt.frames)
        return { match, audit, lastAt };
      // Elo-style odds with a small home-table advantage.
      const edge = skillOf(frame.homePlayerId) + 25 - skillOf(frame.awayPlayerId);
      const homeWins = d.random() < 1 / (1 + 10 ** (-edge / 400));
      clock += d.int(6, 15) * MINUTE;
      act(d.pick([home.actor, away.actor]), {
        type: 'scoreFrame',
        frameId: frame.frameId,
        winnerPlayerId: homeWins ? frame.homePlayerId : frame.awayPlayerId,
        baseVersion: frame.version,
      });
      scored++;
    }
    if (plan.stopAt?.round === round) return { match, audit, lastAt };
    clock += d.int(1, 3) * MINUTE;
    act(d.pick([home.actor, away.actor]), { type: 'lockRound', round });
  }

  clock += d.int(2, 6) * MINUTE;
  act(home.actor, { type: 'confirm', side: 'home' });
  clock += d.int(1, 4) * MINUTE;
  act(away.actor, { type: 'confirm', side: 'away' });
  return { match, audit, lastAt };
};

// ---- the loader ----

const DAY = 24 * 60 * MINUTE;
/** How far before `now` the season starts: enough for a readable table and player stats. */
const WEEKS_BEFORE_NOW = 6;

/** The dates from Christmas Eve to New Year's Day (a Tuesday among them gets no fixtures). */
const christmasBreak = (year: number): string[] => [
  ...[24, 25, 26, 27, 28, 29, 30, 31].map((day) => `${year}-12-${day}`),
  `${year + 1}-01-01`,
];

let hashed: Promise<string> | null = null;
/** One argon2id hash for every demo account (the password is the same and public anyway). */
const demoPasswordHash = (): Promise<string> => {
  hashed ??= hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
    hashed = null;
    throw error;
  });
  return hashed;
};

const leagueExists = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined;

/** Rows in chunks: every database has a bound-parameter limit (SQLite's is the lowest). */
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

export const seedDemoLeague = async (db: Db, options: DemoOptions): Promise<DemoSummary> => {
  // Refuse before the (slow) hash; checked again inside the transaction against a race.
  if (await leagueExists(db)) throw new LeagueExistsError();
  const { now } = options;
  const d = dice(options.random ?? seededRandom(DEMO_SEED));
  const passwordHash = await demoPasswordHash();
  const createdAt = now.toISOString();

  const adminUserId = newId();
  const { teams, users, logins } = castTeams(d);
  users.unshift({ id: adminUserId, email: DEMO_ADMIN_EMAIL, role: 'admin' });
  logins.unshift({
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    role: 'admin',
    name: null,
    teamName: null,
  });

  // The fixture list, as POST /api/schedule/round-robin would make it (a shuffled draw).
  const leagueId = newId();
  const seasonId = newId();
  const startDate = localDateInZone(now.getTime() - WEEKS_BEFORE_NOW * 7 * DAY, DEMO_TIMEZONE);
  const startYear = Number(startDate.slice(0, 4));
  const schedule = generateRoundRobin({
    teams: d
      .shuffle(teams)
      .map((team) => ({ id: team.id, name: team.name, homeVenueId: team.venue.id })),
    double: true,
    weekday: 2, // Tuesday
    time: '19:30',
    startDate,
    // Pubs close their leagues over Christmas: the season breaks for it like a real one.
    skipDates: [startYear, startYear + 1].flatMap((year) => christmasBreak(year)),
    timezone: DEMO_TIMEZONE,
  });
  const fixtures: WeekFixture[] = flattenSchedule(schedule);
  const firstDate = schedule.weeks[0]?.date ?? localDateInZone(now, DEMO_TIMEZONE);
  const lastDate = schedule.weeks.at(-1)?.date ?? firstDate;
  const seasonName = `Winter ${firstDate.slice(0, 4)}`;

  // Which matches were played: everything more than a day old, and one match of the most
  // recent past week left in progress so the live pages have something to show.
  const past = fixtures.filter((f) => new Date(f.scheduledDate).getTime() < now.getTime());
  const latestWeek = Math.max(0, ...past.map((f) => f.week));
  const liveFixture = past.length > 0 ? d.pick(past.filter((f) => f.week === latestWeek)) : null;
  const completedFixtures = past.filter(
    (f) => f !== liveFixture && new Date(f.scheduledDate).getTime() < now.getTime() - DAY,
  );
  // Once in the season a team turns up a player short and forfeits a frame a round.
  const shortFixture = completedFixtures.length > 0 ? d.pick(completedFixtures) : null;

  const teamById = new Map(teams.map((team) => [team.id, team]));
  const team = (id: string): DemoTeam => {
    const found = teamById.get(id);
    if (!found) throw new Error(`unknown demo team ${id}`);
    return found;
  };
  const matches: { match: Match; updatedAt: Date }[] = [];
  const audit: AuditRow[] = [];
  for (const fixture of fixtures) {
    const fresh = createMatch({
      id: newId(),
      seasonId,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      venueId: fixture.venueId,
      scheduledDate: fixture.scheduledDate,
    });
    const played =
      fixture === liveFixture || completedFixtures.includes(fixture)
        ? playMatch(
            fresh,
            team(fixture.homeTeamId),
            team(fixture.awayTeamId),
            fixture === liveFixture
              ? { stopAt: { round: 3, frames: d.int(1, FRAMES_PER_ROUND - 1) } }
              : fixture === shortFixture
                ? { shortSide: d.pick(['home', 'away'] as const) }
                : {},
            d,
            now,
          )
        : null;
    if (played) {
      matches.push({ match: played.match, updatedAt: played.lastAt });
      audit.push(...played.audit);
    } else {
      matches.push({ match: fresh, updatedAt: now });
    }
  }

  await db.transaction().execute(async (trx) => {
    if ((await trx.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined)
      throw new LeagueExistsError();
    const taken = await trx
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        users.map((user) => user.email),
      )
      .execute();
    if (taken.length > 0) {
      throw new Error(
        `The demo accounts already exist (${taken.map((row) => row.email).join(', ')}); load the demo into an empty database.`,
      );
    }
    await trx
      .insertInto('users')
      .values(users.map((user) => ({ ...user, passwordHash, createdAt })))
      .execute();
    await trx
      .insertInto('leagues')
      .values({ id: leagueId, name: DEMO_LEAGUE_NAME, timezone: DEMO_TIMEZONE, createdAt })
      .execute();
    await trx.insertInto('leagueAdmins').values({ leagueId, userId: adminUserId }).execute();
    await trx
      .insertInto('seasons')
      .values({
        id: seasonId,
        leagueId,
        name: seasonName,
        isCurrent: 1,
        startDate: firstDate,
        endDate: lastDate,
        pointsForWin: 2,
        pointsForDraw: 1,
      })
      .execute();
    await trx
      .insertInto('venues')
      .values(teams.map((t) => t.venue))
      .execute();
    await trx
      .insertInto('teams')
      .values(
        teams.map((t) => ({
          id: t.id,
          seasonId,
          name: t.name,
          homeVenueId: t.venue.id,
          captainUserId: null,
        })),
      )
      .execute();
    const players = teams.flatMap((t) => t.players);
    await trx
      .insertInto('players')
      .values(
        players.map((p) => ({
          id: p.id,
          userId: p.userId,
          firstName: p.firstName,
          lastName: p.lastName,
        })),
      )
      .execute();
    await trx
      .insertInto('teamPlayers')
      .values(
        teams.flatMap((t) =>
          t.players.map((p) => ({
            id: newId(),
            teamId: t.id,
            playerId: p.id,
            seasonId,
            role: 'player',
            isActive: 1,
          })),
        ),
      )
      .execute();
    // The same path as PUT /api/teams/:id/captain: membership role and captainUserId together.
    for (const t of teams) await assignCaptain(trx, t.id, t.captainUserId);
    for (const { match, updatedAt } of matches) await insertMatch(trx, match, updatedAt);
    for (const chunk of chunks(audit, 200))
      await trx.insertInto('auditLog').values(chunk).execute();
  });

  const matchCounts: DemoMatchCounts = { 'pre-match': 0, 'in-progress': 0, completed: 0 };
  for (const { match } of matches) {
    if (match.state in matchCounts) matchCounts[match.state as keyof DemoMatchCounts]++;
  }
  return {
    leagueId,
    leagueName: DEMO_LEAGUE_NAME,
    seasonId,
    seasonName,
    teamCount: teams.length,
    venueCount: teams.length,
    playerCount: teams.reduce((sum, t) => sum + t.players.length, 0),
    weekCount: schedule.weeks.length,
    matchCounts,
    logins,
  };
};

/**
 * The demo league's logins, read back from the database (the setup page shows them once; a
 * visitor who left it finds them again): null when this database holds no demo league.
 */
export const findDemoLogins = async (
  db: Db,
): Promise<{ leagueName: string; seasonName: string | null; logins: DemoLogin[] } | null> => {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'like', `%${DEMO_EMAIL_DOMAIN}`)
    .execute();
  const league = await db.selectFrom('leagues').select('name').executeTakeFirst();
  if (users.length === 0 || !league) return null;
  const season = await db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  const admins = new Set(
    (await db.selectFrom('leagueAdmins').select('userId').execute()).map((row) => row.userId),
  );
  const people = await db
    .selectFrom('players')
    .leftJoin('teamPlayers', (join) =>
      join
        .onRef('teamPlayers.playerId', '=', 'players.id')
        .on('teamPlayers.isActive', '=', 1)
        .on('teamPlayers.seasonId', '=', season?.id ?? ''),
    )
    .leftJoin('teams', 'teams.id', 'teamPlayers.teamId')
    .select([
      'players.userId',
      'players.firstName',
      'players.lastName',
      'teams.name as teamName',
      'teams.captainUserId',
    ])
    .where(
      'players.userId',
      'in',
      users.map((user) => user.id),
    )
    .execute();
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
  return { leagueName: league.name, seasonName: season?.name ?? null, logins };
};
