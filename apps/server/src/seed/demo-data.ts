// The demo league in memory, built from a clock and a seed with no database in sight: last
// season finished (twelve clubs in one table), and this one half-played in two divisions of six
// (last season's top half in the Premier), with a League Cup in each (last season's won, this
// season's at its semi-finals) and this season's Summer Cup taking entries. Played matches
// are driven through the real lifecycle (applyMatchAction, with the captains as actors), so what
// the loader stores is exactly what the API would have produced. Ids are fresh on every call; everything else follows from the seed and the clock.
import {
  FRAMES_PER_ROUND,
  POSITIONS_PER_TEAM,
  ROUNDS_PER_MATCH,
  VACANT,
} from '@cueleague/domain/constants';
import { singleElimination } from '@cueleague/domain/competitions/bracket';
import { drawSeeds, homeSide } from '@cueleague/domain/competitions/draw';
import { resolveBracket, type TieSide } from '@cueleague/domain/competitions/resolve';
import type { Match, MatchState, Side } from '@cueleague/domain/entities';
import { applyMatchAction, isForfeit, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { computeStandings } from '@cueleague/domain/compute-standings';
import { createMatch } from '@cueleague/domain/new-match';
import { SYSTEM_ACTOR, type Actor } from '@cueleague/domain/permissions';
import { DEFAULT_AUTO_COMPLETE_HOURS } from '@cueleague/domain/result-deadlines';
import {
  flattenSchedule,
  generateRoundRobin,
  type WeekFixture,
} from '@cueleague/domain/round-robin';
import { singlesFormat, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { framesOfRound } from '@cueleague/domain/rounds';
import { isoDate, localDateInZone, zonedTimeToUtc } from '@cueleague/domain/zoned-time';
import type { Insertable } from 'kysely';
import { newAuditId, newId } from '../auth/tokens.ts';
import type {
  AuditLogTable,
  CompetitionDecisionsTable,
  CompetitionsTable,
  LedgerEntriesTable,
  NotificationsTable,
  PenaltyProposalsTable,
  PointsAdjustmentsTable,
} from '../db/schema.ts';
import { auditView, fixtureView } from '../services/match-audit.ts';
import { CLUBS, FIRST_NAMES, LAST_NAMES } from './demo-names.ts';
import { demoLedger } from './demo-ledger.ts';
import { DEMO_PENALTY_RULES, demoProposals, demoTimerNotices } from './demo-penalties.ts';
import { DEMO_PASSWORD } from '@cueleague/domain/password-strength';

export const DEMO_LEAGUE_NAME = 'CueLeague Demo';
export const DEMO_TIMEZONE = 'Europe/London';
// One name for the published password: new passwords may not contain it (the domain's rule).
export { DEMO_PASSWORD };
/** The demo accounts' e-mail domain: how a later visit finds the demo's logins again. */
export const DEMO_EMAIL_DOMAIN = '@demo.cueleague.local';
export const DEMO_ADMIN_EMAIL = `admin${DEMO_EMAIL_DOMAIN}`;
/** The default seed: the same demo every time unless the caller brings its own `random`. */
export const DEMO_SEED = 0x5eed_c0e;

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
  /** The current season. */
  seasonId: string;
  seasonName: string;
  /** The current season's divisions, top first: last season's top half make the first. */
  divisions: { id: string; name: string; teamCount: number }[];
  /** Teams in the current season (one per club). */
  teamCount: number;
  venueCount: number;
  playerCount: number;
  /** Weeks in the current season's fixture list (a double round robin of each division). */
  weekCount: number;
  matchCounts: DemoMatchCounts;
  /** Last season, finished: every club in one undivided table, every match completed. */
  previousSeason: {
    id: string;
    name: string;
    teamCount: number;
    weekCount: number;
    matchCounts: DemoMatchCounts;
    /** Last season's winners (the top of its final table). */
    champions: string;
  };
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

export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface DemoPlayer {
  id: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  /** Hidden Elo-like strength: who tends to win a frame. Never stored. */
  skill: number;
}

/** A club: its venue and players, the same from one season to the next. */
export interface DemoClub {
  name: string;
  venue: { id: string; name: string; address: string; tables: number };
  players: DemoPlayer[];
  captainUserId: string;
}

/** A club's team in one season (teams belong to a season), in one of its divisions. */
export interface DemoTeam extends DemoClub {
  id: string;
  seasonId: string;
  divisionId: string;
  actor: Actor;
}

export interface DemoUser {
  id: string;
  email: string;
  role: 'admin' | 'player';
}

const castClubs = (d: Dice): { clubs: DemoClub[]; users: DemoUser[]; logins: DemoLogin[] } => {
  const usedNames = new Set<string>();
  const users: DemoUser[] = [];
  const captainLogins: DemoLogin[] = [];
  const playerLogins: DemoLogin[] = [];
  const clubs = CLUBS.map((club): DemoClub => {
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
      name: club.team,
      venue: { id: newId(), name: club.venue, address: club.address, tables: club.tables },
      players,
      captainUserId: captain.userId,
    };
  });
  return { clubs, users, logins: [...captainLogins, ...playerLogins] };
};

/** The club's team in a season: a new row, the same venue, players and captain. */
const teamOf = (club: DemoClub, seasonId: string, divisionId: string): DemoTeam => {
  const id = newId();
  return {
    ...club,
    id,
    seasonId,
    divisionId,
    actor: {
      userId: club.captainUserId,
      role: 'captain',
      isAdmin: false,
      captainOf: [id],
      memberOf: [id],
    },
  };
};

// ---- playing a match through the lifecycle ----

export type AuditRow = Insertable<AuditLogTable>;

interface PlayPlan {
  /** Stop here, leaving the match in progress: rounds before `round` locked, `frames` scored. */
  stopAt?: { round: number; frames: number };
  /** This side turned up with three players: its fourth position is vacant (a forfeit a round). */
  shortSide?: Side;
  /** The away captain confirms three days later: a late result (docs/rules.md, Results on time). */
  lateConfirm?: boolean;
  /** The away captain never confirms: the result timer completes it 72 hours after the last lock
   * (docs/rules.md, Results on time) and proposes the league's penalties (demo-penalties.ts). */
  neverConfirmed?: boolean;
}

interface Played {
  match: Match;
  audit: AuditRow[];
  lastAt: Date;
  /** A match left unconfirmed: as it stood before the timer completed it. */
  unconfirmed?: Match;
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
  if (plan.neverConfirmed) {
    const unconfirmed = match;
    clock += DEFAULT_AUTO_COMPLETE_HOURS * 60 * MINUTE + d.int(1, 5) * MINUTE;
    act(SYSTEM_ACTOR, { type: 'autoComplete' });
    return { match, audit, lastAt, unconfirmed };
  }
  clock += d.int(1, 4) * MINUTE + (plan.lateConfirm ? 3 * DAY : 0);
  act(away.actor, { type: 'confirm', side: 'away' });
  return { match, audit, lastAt };
};

// ---- the league ----

const DAY = 24 * 60 * MINUTE;
/**
 * How far before `now` the season starts: half of a division's ten weeks played, enough for a
 * readable table and player stats.
 */
const WEEKS_BEFORE_NOW = 5;
/** The previous season started a year (52 weeks, so the same weekday) before the current one. */
const WEEKS_BETWEEN_SEASONS = 52;
/** The current season's divisions, top first; last season's table decides who plays in which. */
export const DEMO_DIVISIONS = ['Premier', 'Division One'] as const;

/** The dates from Christmas Eve to New Year's Day (a Tuesday among them gets no fixtures). */
const christmasBreak = (year: number): string[] => [
  ...[24, 25, 26, 27, 28, 29, 30, 31].map((day) => `${year}-12-${day}`),
  `${year + 1}-01-01`,
];

export interface DemoSeason {
  id: string;
  leagueId: string;
  name: string;
  isCurrent: 0 | 1;
  startDate: string;
  endDate: string;
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: number;
  pointsPerFrame: number;
}

export interface DemoDivision {
  id: string;
  seasonId: string;
  /** Null for the one division of an undivided season (the app then never mentions it). */
  name: string | null;
  position: number;
}

export interface DemoMembership {
  id: string;
  teamId: string;
  playerId: string;
  seasonId: string;
  role: 'player';
  isActive: 1;
}

interface DemoFixtures {
  matches: { match: Match; updatedAt: Date }[];
  /** The match its away captain never confirmed, before its completion (this season's only). */
  unconfirmed: Match | null;
  audit: AuditRow[];
  weekCount: number;
  firstDate: string;
  lastDate: string;
}

/**
 * A season's fixtures, as POST /api/schedule/round-robin would make them for every division at
 * once (a shuffled draw per division, teams meeting only within theirs, all on the same nights),
 * each match played through the lifecycle up to `now`: everything more than a day old, and (when
 * `leaveOneLive`) one match of the most recent past week left in progress so the live pages have
 * something to show.
 */
const playSeason = (
  seasonId: string,
  divisions: readonly (readonly DemoTeam[])[],
  startDate: string,
  /** False for a finished season: its last night is long over, nothing is still in progress. */
  leaveOneLive: boolean,
  d: Dice,
  now: Date,
): DemoFixtures => {
  const startYear = Number(startDate.slice(0, 4));
  const schedules = divisions.map((teams) =>
    generateRoundRobin({
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
    }),
  );
  // Week by week, the divisions' fixtures of a night together.
  const fixtures: WeekFixture[] = schedules
    .flatMap((schedule) => flattenSchedule(schedule))
    .sort((a, b) => a.week - b.week);
  const dates = schedules.flatMap((schedule) => schedule.weeks.map((week) => week.date)).sort();
  const firstDate = dates[0] ?? localDateInZone(now, DEMO_TIMEZONE);
  const lastDate = dates.at(-1) ?? firstDate;

  const past = fixtures.filter((f) => new Date(f.scheduledDate).getTime() < now.getTime());
  const latestWeek = Math.max(0, ...past.map((f) => f.week));
  const recent = past.filter((f) => f.week === latestWeek);
  const liveFixture = leaveOneLive && recent.length > 0 ? d.pick(recent) : null;
  const completedFixtures = past.filter(
    (f) => f !== liveFixture && new Date(f.scheduledDate).getTime() < now.getTime() - DAY,
  );
  // Once in the season a team turns up a player short and forfeits a frame a round.
  const shortFixture = completedFixtures.length > 0 ? d.pick(completedFixtures) : null;
  // And once this season a captain confirms three days late (no dice: the rest stays as drawn).
  const lateFixture = leaveOneLive
    ? (completedFixtures.find(
        (f) => f !== shortFixture && new Date(f.scheduledDate).getTime() < now.getTime() - 4 * DAY,
      ) ?? null)
    : null;
  // And the latest match old enough to have been completed unconfirmed (its last lock 72 hours
  // before now at least): its away captain never confirmed.
  const unconfirmedFixture = leaveOneLive
    ? (completedFixtures.findLast(
        (f) =>
          f !== shortFixture &&
          f !== lateFixture &&
          new Date(f.scheduledDate).getTime() < now.getTime() - 4 * DAY,
      ) ?? null)
    : null;
  let unconfirmed: Match | null = null;

  const teamById = new Map(divisions.flat().map((team) => [team.id, team]));
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
                : fixture === lateFixture
                  ? { lateConfirm: true }
                  : fixture === unconfirmedFixture
                    ? { neverConfirmed: true }
                    : {},
            d,
            now,
          )
        : null;
    if (played) {
      unconfirmed = played.unconfirmed ?? unconfirmed;
      matches.push({ match: played.match, updatedAt: played.lastAt });
      audit.push(...played.audit);
    } else {
      matches.push({ match: fresh, updatedAt: now });
    }
  }
  const weekCount = Math.max(0, ...schedules.map((schedule) => schedule.weeks.length));
  return { matches, unconfirmed, audit, weekCount, firstDate, lastDate };
};

const membershipsOf = (teams: readonly DemoTeam[]): DemoMembership[] =>
  teams.flatMap((t) =>
    t.players.map((p): DemoMembership => ({
      id: newId(),
      teamId: t.id,
      playerId: p.id,
      seasonId: t.seasonId,
      role: 'player',
      isActive: 1,
    })),
  );

/** The spec's points scheme, which both demo seasons use: 2 a win, 1 a draw, none a loss. */
const POINTS = { pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 0, pointsPerFrame: 0 } as const;

// ---- the cups ----

/** The demo's team cup, in both seasons: the roll of honour has last season's. */
export const DEMO_CUP_NAME = 'League Cup';
/** Teams in this season's cup: three rounds, the quarter-finals played. */
const CUP_TEAMS = 8;
/** Cup ties are played on Thursdays, two days after the league's Tuesdays, at the same time. */
const CUP_NIGHT_AFTER_LEAGUE_DAYS = 2;

/**
 * A season's cup nights, first to last: Thursdays (two days after the league's Tuesdays, at the
 * same time) for a year from its first league night, none over the Christmas break.
 */
const cupNights = (firstLeagueNight: string): string[] =>
  Array.from({ length: 52 }, (_, week) =>
    isoDate(
      Date.parse(`${firstLeagueNight}T12:00:00Z`) + (CUP_NIGHT_AFTER_LEAGUE_DAYS + 7 * week) * DAY,
    ),
  )
    .filter((date) => {
      const year = Number(date.slice(0, 4));
      return ![...christmasBreak(year - 1), ...christmasBreak(year)].includes(date);
    })
    .map((date) => zonedTimeToUtc(date, '19:30', DEMO_TIMEZONE));

const night = (nights: readonly string[], index: number): string => {
  const found = nights[index];
  if (found === undefined) throw new Error(`the demo has no cup night ${index}`);
  return found;
};

/** A cup as the loader writes it: its row, entries, the admin's decisions and its ties' matches. */
export interface DemoCup {
  row: Insertable<CompetitionsTable>;
  teamIds: string[];
  /** Who entered each team and when, for a cup its captains entered; else the admin, at its making. */
  entered?: { at: string; by: string }[];
  decisions: Insertable<CompetitionDecisionsTable>[];
  matches: { match: Match; updatedAt: Date }[];
  audit: AuditRow[];
  /**
   * A players' knockout's entrant sides (a player, or a pair: decisions 0048, 0049), made before
   * its entries: `teamIds`.
   */
  entrants?: { id: string; playerIds: string[]; name: string }[];
}

interface CupPlan {
  seasonId: string;
  teams: readonly DemoTeam[];
  /** One date per round, first round first: where each round's ties are made. */
  roundDates: string[];
  /** Rounds played to the end (completed and confirmed). */
  played: number;
  /**
   * The round after those: its first tie is left in progress (part-way through round 2) and the
   * others moved, by the captains' agreement, to `rearrangedTo`.
   */
  live?: { rearrangedTo: string };
  adminUserId: string;
}

/**
 * A cup as the API would have made it: the admin's draw (by hand, so the same seed makes the
 * same draw) published with a date per round; then, as in services/competitions.ts, each tie
 * whose two sides are known becomes a match at its round's date and the home side's venue, in
 * the cup's format, carrying the cup and the tie. Its ties are played through the lifecycle; a
 * tie level after its frames is decided by the admin (the deciding frame), as the API asks.
 */
const playCup = (plan: CupPlan, d: Dice, now: Date): DemoCup => {
  const id = newId();
  const byId = new Map(plan.teams.map((team) => [team.id, team]));
  const team = (teamId: string): DemoTeam => {
    const found = byId.get(teamId);
    if (!found) throw new Error(`unknown demo team ${teamId}`);
    return found;
  };
  const teamIds = plan.teams.map((entry) => entry.id);
  const draw = drawSeeds(teamIds, {
    method: 'manual',
    order: d.shuffle(teamIds),
  });
  const bracket = singleElimination(draw.length);
  const firstDate = plan.roundDates[0] ?? now.toISOString();
  // Made a fortnight before the first round, and drawn and published on the same night.
  const madeAt = new Date(Date.parse(firstDate) - 14 * DAY).toISOString();
  const results: Record<string, TieSide> = {};
  const cup: DemoCup = {
    row: {
      id,
      seasonId: plan.seasonId,
      name: DEMO_CUP_NAME,
      kind: 'team-knockout',
      state: 'published',
      format: JSON.stringify(STANDARD_FORMAT),
      homeRule: 'drawn-first',
      draw: JSON.stringify({ method: 'manual' }),
      drawOrder: JSON.stringify(draw),
      roundDates: JSON.stringify(plan.roundDates),
      createdAt: madeAt,
      updatedAt: madeAt,
    },
    teamIds,
    decisions: [],
    matches: [],
    audit: [],
  };
  const made = new Set<string>();
  for (;;) {
    const ready = resolveBracket(bracket, draw, results).ties.filter(
      (tie) => tie.status === 'ready' && !made.has(tie.id),
    );
    if (ready.length === 0) return cup;
    for (const [position, tie] of ready.entries()) {
      made.add(tie.id);
      if (!tie.home || !tie.away) continue;
      const homeAtHome = homeSide(tie, 'drawn-first') !== 'away';
      const [home, away] = homeAtHome
        ? [team(tie.home), team(tie.away)]
        : [team(tie.away), team(tie.home)];
      const fresh: Match = {
        ...createMatch({
          id: newId(),
          seasonId: plan.seasonId,
          homeTeamId: home.id,
          awayTeamId: away.id,
          venueId: home.venue.id,
          scheduledDate: plan.roundDates[tie.round - 1] ?? firstDate,
          format: STANDARD_FORMAT,
        }),
        competitionId: id,
        tieId: tie.id,
      };
      if (tie.round <= plan.played) {
        const played = playMatch(fresh, home, away, {}, d, now);
        cup.matches.push({ match: played.match, updatedAt: played.lastAt });
        cup.audit.push(...played.audit);
        const { homeScore, awayScore } = played.match;
        let winner = homeScore > awayScore ? home : awayScore > homeScore ? away : null;
        if (!winner) {
          // Level after its frames: the admin records who won the deciding frame.
          winner = d.pick([home, away]);
          cup.decisions.push({
            competitionId: id,
            tieId: tie.id,
            winner: winner.id,
            reason: `Level at ${homeScore}-${awayScore}: ${winner.name} won the deciding frame`,
            actorUserId: plan.adminUserId,
            at: new Date(played.lastAt.getTime() + 30 * MINUTE).toISOString(),
          });
        }
        results[tie.id] = winner.id === tie.home ? 'home' : 'away';
      } else if (tie.round === plan.played + 1 && plan.live && position === 0) {
        const played = playMatch(fresh, home, away, { stopAt: { round: 2, frames: 2 } }, d, now);
        cup.matches.push({ match: played.match, updatedAt: played.lastAt });
        cup.audit.push(...played.audit);
      } else if (tie.round === plan.played + 1 && plan.live) {
        // Moved by the admin to the night both captains agreed (PATCH /api/matches/:id).
        const moved = { ...fresh, scheduledDate: plan.live.rearrangedTo };
        const at = new Date(Date.parse(fresh.scheduledDate) - 5 * DAY);
        cup.matches.push({ match: moved, updatedAt: at });
        cup.audit.push({
          id: newAuditId(),
          matchId: fresh.id,
          reason: 'match_updated',
          note: 'Moved to the night both captains agreed',
          actorUserId: plan.adminUserId,
          at: at.toISOString(),
          before: JSON.stringify(fixtureView(fresh)),
          after: JSON.stringify(fixtureView(moved)),
          mutationId: null,
        });
      } else {
        cup.matches.push({ match: fresh, updatedAt: now });
      }
    }
  }
};

/**
 * The League Cup of both seasons. Last season's: every club, its ties on Thursdays through the
 * winter, the final in the spring, all played. This season's: eight teams, the quarter-finals
 * played a fortnight ago, one semi-final in progress from the last cup night (live on the bracket
 * and on /live) and the other on the next one, the final after it.
 */
const playCups = (
  seasons: {
    previous: { id: string; teams: readonly DemoTeam[]; firstDate: string };
    current: { id: string; teams: readonly DemoTeam[]; firstDate: string };
  },
  adminUserId: string,
  d: Dice,
  now: Date,
): DemoCup[] => {
  const { previous, current } = seasons;
  const previousRounds = Math.ceil(Math.log2(previous.teams.length));
  const previousNights = cupNights(previous.firstDate);
  const lastSeason = playCup(
    {
      seasonId: previous.id,
      teams: previous.teams,
      roundDates: Array.from({ length: previousRounds }, (_, round) =>
        night(previousNights, 3 + 5 * round),
      ),
      played: previousRounds,
      adminUserId,
    },
    d,
    now,
  );
  // The semi-finals' night: the last with time for two rounds before `now` (the season is five
  // weeks old, so there are two nights before it for the quarter-finals); then the next one.
  const nights = cupNights(current.firstDate);
  const begun = now.getTime() - 3 * 60 * MINUTE;
  const semiFinals = nights.filter((at) => Date.parse(at) <= begun).length - 1;
  const next = nights.findIndex((at) => Date.parse(at) > now.getTime());
  const thisSeason = playCup(
    {
      seasonId: current.id,
      teams: d.shuffle(current.teams).slice(0, CUP_TEAMS),
      roundDates: [
        night(nights, semiFinals - 2),
        night(nights, semiFinals),
        night(nights, next + 2),
      ],
      played: 1,
      live: { rearrangedTo: night(nights, next) },
      adminUserId,
    },
    d,
    now,
  );
  return [
    lastSeason,
    thisSeason,
    openCup(current, adminUserId, now),
    openSingles(current, adminUserId, now),
    openDoubles(current, adminUserId, now),
  ];
};

/** The demo's cup taking entries: its name, how full it may get, and who has entered so far. */
export const DEMO_OPEN_CUP = { name: 'Summer Cup', capacity: 8, entered: 3 } as const;

/**
 * A second cup of this season, open for its captains to enter until ten days from now: three
 * clubs' captains have entered their teams over the last three days (docs/rules.md, Cup
 * entries). Nothing is drawn yet.
 */
const openCup = (
  current: { id: string; teams: readonly DemoTeam[] },
  adminUserId: string,
  now: Date,
): DemoCup => {
  const madeAt = new Date(now.getTime() - 4 * DAY).toISOString();
  const teams = current.teams.slice(0, DEMO_OPEN_CUP.entered);
  return {
    row: {
      id: newId(),
      seasonId: current.id,
      name: DEMO_OPEN_CUP.name,
      kind: 'team-knockout',
      state: 'entries',
      format: JSON.stringify(STANDARD_FORMAT),
      homeRule: 'drawn-first',
      draw: null,
      drawOrder: null,
      roundDates: null,
      entriesCloseAt: new Date(now.getTime() + 10 * DAY).toISOString(),
      capacity: DEMO_OPEN_CUP.capacity,
      createdAt: madeAt,
      updatedAt: madeAt,
    },
    teamIds: teams.map((team) => team.id),
    entered: teams.map((team, at) => ({
      at: new Date(now.getTime() - (teams.length - at) * DAY).toISOString(),
      by: team.captainUserId,
    })),
    decisions: [],
    matches: [],
    audit: [],
  };
};

/** The demo's singles knockout taking entries: its name, race, size and entries so far. */
export const DEMO_SINGLES = {
  name: 'Singles Championship',
  raceTo: 3,
  capacity: 16,
  entered: 5,
} as const;

/**
 * A singles knockout of this season, open until twelve days from now (docs/rules.md, Singles
 * knockouts): the captains of five clubs have entered themselves over the last five days, each a
 * side of their own. Each tie will be a race to 3.
 */
const openSingles = (
  current: { id: string; teams: readonly DemoTeam[] },
  adminUserId: string,
  now: Date,
): DemoCup => {
  const madeAt = new Date(now.getTime() - 6 * DAY).toISOString();
  const players = current.teams
    .slice(-DEMO_SINGLES.entered)
    .flatMap((team) => team.players.find((player) => player.userId === team.captainUserId) ?? []);
  const entrants = players.map((player) => ({
    id: newId(),
    playerIds: [player.id],
    name: `${player.firstName} ${player.lastName}`,
  }));
  return {
    row: {
      id: newId(),
      seasonId: current.id,
      name: DEMO_SINGLES.name,
      kind: 'singles-knockout',
      state: 'entries',
      format: JSON.stringify(singlesFormat(DEMO_SINGLES.raceTo)),
      homeRule: 'drawn-first',
      draw: null,
      drawOrder: null,
      roundDates: null,
      entriesCloseAt: new Date(now.getTime() + 12 * DAY).toISOString(),
      capacity: DEMO_SINGLES.capacity,
      createdAt: madeAt,
      updatedAt: madeAt,
    },
    teamIds: entrants.map((entrant) => entrant.id),
    entrants,
    entered: players.map((player, at) => ({
      at: new Date(now.getTime() - (players.length - at) * DAY).toISOString(),
      by: player.userId ?? adminUserId,
    })),
    decisions: [],
    matches: [],
    audit: [],
  };
};

/** The demo's doubles knockout taking entries: its name, race, size and pairs so far. */
export const DEMO_DOUBLES = {
  name: 'Doubles Cup',
  raceTo: 3,
  capacity: 8,
  entered: 3,
} as const;

/**
 * A doubles knockout of this season, open until twelve days from now (docs/rules.md, Doubles
 * knockouts): three clubs' captains have each entered with a team-mate over the last three days,
 * each pair a side of its own. The other clubs' captains have not, so a captain can enter with a
 * partner on the demo.
 */
const openDoubles = (
  current: { id: string; teams: readonly DemoTeam[] },
  adminUserId: string,
  now: Date,
): DemoCup => {
  const madeAt = new Date(now.getTime() - 5 * DAY).toISOString();
  const pairs = current.teams.slice(0, DEMO_DOUBLES.entered).flatMap((team) => {
    const captain = team.players.find((player) => player.userId === team.captainUserId);
    const partner = team.players.find((player) => player !== captain);
    return captain && partner ? [[captain, partner] as const] : [];
  });
  const entrants = pairs.map((pair) => ({
    id: newId(),
    playerIds: pair.map((player) => player.id),
    name: pair.map((player) => `${player.firstName} ${player.lastName}`).join(' & '),
  }));
  return {
    row: {
      id: newId(),
      seasonId: current.id,
      name: DEMO_DOUBLES.name,
      kind: 'doubles-knockout',
      state: 'entries',
      format: JSON.stringify(singlesFormat(DEMO_DOUBLES.raceTo, 'Doubles')),
      homeRule: 'drawn-first',
      draw: null,
      drawOrder: null,
      roundDates: null,
      entriesCloseAt: new Date(now.getTime() + 12 * DAY).toISOString(),
      capacity: DEMO_DOUBLES.capacity,
      createdAt: madeAt,
      updatedAt: madeAt,
    },
    teamIds: entrants.map((entrant) => entrant.id),
    entrants,
    entered: pairs.map(([captain], at) => ({
      at: new Date(now.getTime() - (pairs.length - at) * DAY).toISOString(),
      by: captain.userId ?? adminUserId,
    })),
    decisions: [],
    matches: [],
    audit: [],
  };
};

/** The demo's one points adjustment: a penalty a visitor sees in this season's table. */
export const DEMO_PENALTY = { points: -2, reason: 'Late result' } as const;

/**
 * The penalty for the team in the middle of the top division's table, for its latest completed
 * match, recorded by the admin the day after (never after the clock): the table shows its
 * adjustment column (docs/rules.md, Points adjustments).
 */
const demoPenalty = (
  teams: readonly DemoTeam[],
  matches: readonly { match: Match; updatedAt: Date }[],
  adminUserId: string,
  now: Date,
): Insertable<PointsAdjustmentsTable>[] => {
  const ids = new Set(teams.map((team) => team.id));
  const played = matches.filter(
    ({ match }) =>
      match.state === 'completed' && ids.has(match.homeTeamId) && ids.has(match.awayTeamId),
  );
  const table = computeStandings({
    teams,
    matches: played.map(({ match }) => match),
    points: POINTS,
  });
  const teamId = table[Math.floor((table.length - 1) / 2)]?.teamId;
  const latest = played
    .filter(({ match }) => match.homeTeamId === teamId || match.awayTeamId === teamId)
    .sort((a, b) => b.match.scheduledDate.localeCompare(a.match.scheduledDate))[0];
  if (!teamId || !latest) return [];
  const at = new Date(Math.min(latest.updatedAt.getTime() + DAY, now.getTime())).toISOString();
  return [
    {
      id: newId(),
      seasonId: latest.match.seasonId,
      teamId,
      ...DEMO_PENALTY,
      matchId: latest.match.id,
      createdBy: adminUserId,
      createdAt: at,
      updatedAt: at,
    },
  ];
};

/** Everything the loader writes, and the summary it answers with. */
export interface DemoLeague {
  league: {
    id: string;
    name: string;
    timezone: string;
    createdAt: string;
    lateResultPenalty: number;
    unconfirmedPenalty: number;
    penaltiesFrom: string;
  };
  adminUserId: string;
  /** The admin first, then each club's captain and player accounts. */
  users: DemoUser[];
  /** The current season (divided). */
  season: DemoSeason;
  /** Last season, finished: every match completed, one unnamed division of all the clubs. */
  previousSeason: DemoSeason;
  /** Both seasons' divisions: last season's one, then the current season's, top first. */
  divisions: DemoDivision[];
  /** The clubs, each with its own venue and players (the same in both seasons). */
  clubs: DemoClub[];
  /**
   * Every club's team in both seasons (last season's first), each with its club's venue and
   * players; captains are assigned from captainUserId.
   */
  teams: DemoTeam[];
  /** Every player on their team's roster in each season, as a plain player, active. */
  memberships: DemoMembership[];
  /** Each fixture's match of both seasons as it stands at `now`, with when it last changed. */
  matches: { match: Match; updatedAt: Date }[];
  audit: AuditRow[];
  /** This season's points adjustments: one penalty in the top division (DEMO_PENALTY). */
  adjustments: Insertable<PointsAdjustmentsTable>[];
  /** The penalties the result timer proposed for the match left unconfirmed (demo-penalties.ts). */
  proposals: Insertable<PenaltyProposalsTable>[];
  /** The timer's notices to the captains of the match left unconfirmed (demo-penalties.ts). */
  notifications: Insertable<NotificationsTable>[];
  /** This season's fees: entry fees charged and partly paid (demo-ledger.ts). */
  ledger: Insertable<LedgerEntriesTable>[];
  /**
   * The League Cup of each season, last season's first (their ties are not in `matches`), then
   * this season's cup taking entries.
   */
  cups: DemoCup[];
  summary: DemoSummary;
}

/** Builds the demo league as it would stand at `now`: the same league for the same seed. */
export const generateDemoLeague = (options: DemoOptions): DemoLeague => {
  const { now } = options;
  const d = dice(options.random ?? seededRandom(DEMO_SEED));
  const createdAt = now.toISOString();

  const adminUserId = newId();
  const { clubs, users, logins } = castClubs(d);
  users.unshift({ id: adminUserId, email: DEMO_ADMIN_EMAIL, role: 'admin' });
  logins.unshift({
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    role: 'admin',
    name: null,
    teamName: null,
  });
  const leagueId = newId();
  const startDate = localDateInZone(now.getTime() - WEEKS_BEFORE_NOW * 7 * DAY, DEMO_TIMEZONE);

  // Last season: every club in one undivided league, home and away, played to the end.
  const previousId = newId();
  const previousDivision: DemoDivision = {
    id: newId(),
    seasonId: previousId,
    name: null,
    position: 0,
  };
  const previousTeams = clubs.map((club) => teamOf(club, previousId, previousDivision.id));
  const previousStart = localDateInZone(
    now.getTime() - (WEEKS_BEFORE_NOW + WEEKS_BETWEEN_SEASONS) * 7 * DAY,
    DEMO_TIMEZONE,
  );
  const previous = playSeason(previousId, [previousTeams], previousStart, false, d, now);
  // Last season had no points adjustments: its final table is the frames' and results' alone.
  const finalTable = computeStandings({
    teams: previousTeams,
    matches: previous.matches.map(({ match }) => match),
    points: POINTS,
  });

  // This season the league splits in two: last season's top half make the Premier.
  const seasonId = newId();
  const divisions = DEMO_DIVISIONS.map((name, position): DemoDivision => ({
    id: newId(),
    seasonId,
    name,
    position,
  }));
  const clubByName = new Map(clubs.map((club) => [club.name, club]));
  const ranked = finalTable.map((row) => {
    const club = clubByName.get(row.teamName);
    if (!club) throw new Error(`unknown demo club ${row.teamName}`);
    return club;
  });
  const perDivision = Math.ceil(ranked.length / divisions.length);
  const divisionTeams = divisions.map((division, position) =>
    ranked
      .slice(position * perDivision, (position + 1) * perDivision)
      .map((club) => teamOf(club, seasonId, division.id)),
  );
  const current = playSeason(seasonId, divisionTeams, startDate, true, d, now);
  const seasonName = `Winter ${current.firstDate.slice(0, 4)}`;
  // The league's penalty rules apply from its season's first morning.
  const penaltiesFrom = zonedTimeToUtc(current.firstDate, '00:00', DEMO_TIMEZONE);
  const previousName = `Winter ${previous.firstDate.slice(0, 4)}`;
  const currentTeams = divisionTeams.flat();
  const teams = [...previousTeams, ...currentTeams];

  const countStates = (matches: readonly { match: Match }[]): DemoMatchCounts => {
    const counts: DemoMatchCounts = { 'pre-match': 0, 'in-progress': 0, completed: 0 };
    for (const { match } of matches) {
      if (match.state in counts) counts[match.state as keyof DemoMatchCounts]++;
    }
    return counts;
  };
  const champions = finalTable[0]?.teamName ?? '';
  const completedUnconfirmed = current.matches.find(
    ({ match }) => match.id === current.unconfirmed?.id,
  )?.match;
  // After the league, so the league is the same with or without its cups.
  const cups = playCups(
    {
      previous: { id: previousId, teams: previousTeams, firstDate: previous.firstDate },
      current: { id: seasonId, teams: currentTeams, firstDate: current.firstDate },
    },
    adminUserId,
    d,
    now,
  );
  return {
    league: {
      id: leagueId,
      name: DEMO_LEAGUE_NAME,
      timezone: DEMO_TIMEZONE,
      createdAt,
      ...DEMO_PENALTY_RULES,
      penaltiesFrom,
    },
    adminUserId,
    users,
    season: {
      id: seasonId,
      leagueId,
      name: seasonName,
      isCurrent: 1,
      startDate: current.firstDate,
      endDate: current.lastDate,
      ...POINTS,
    },
    previousSeason: {
      id: previousId,
      leagueId,
      name: previousName,
      isCurrent: 0,
      startDate: previous.firstDate,
      endDate: previous.lastDate,
      ...POINTS,
    },
    divisions: [previousDivision, ...divisions],
    clubs,
    teams,
    memberships: membershipsOf(teams),
    matches: [...previous.matches, ...current.matches],
    audit: [...previous.audit, ...current.audit],
    adjustments: demoPenalty(divisionTeams[0] ?? [], current.matches, adminUserId, now),
    ledger: demoLedger(currentTeams, current.firstDate, adminUserId, now),
    proposals: demoProposals(
      current.unconfirmed,
      completedUnconfirmed?.progress.completedAt ?? null,
      penaltiesFrom,
    ),
    notifications: demoTimerNotices({
      unconfirmed: current.unconfirmed,
      completed: completedUnconfirmed,
      teams: currentTeams,
      timezone: DEMO_TIMEZONE,
    }),
    cups,
    summary: {
      leagueId,
      leagueName: DEMO_LEAGUE_NAME,
      seasonId,
      seasonName,
      divisions: divisions.map((division, position) => ({
        id: division.id,
        name: division.name ?? '',
        teamCount: divisionTeams[position]?.length ?? 0,
      })),
      teamCount: currentTeams.length,
      venueCount: new Set(clubs.map((club) => club.venue.id)).size,
      playerCount: clubs.reduce((sum, club) => sum + club.players.length, 0),
      weekCount: current.weekCount,
      matchCounts: countStates(current.matches),
      previousSeason: {
        id: previousId,
        name: previousName,
        teamCount: previousTeams.length,
        weekCount: previous.weekCount,
        matchCounts: countStates(previous.matches),
        champions,
      },
      logins,
    },
  };
};
