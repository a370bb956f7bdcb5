// The league table (docs/rules.md, Standings): only completed matches count (a walkover as its
// rule says; a void match is cancelled, so never); rows are ordered by
// points (with the admin's adjustments), frame difference, frames won, head-to-head points, then
// name, and each row says which of those keys put it below the row above.
import {
  DEFAULT_POINTS_FOR_DRAW,
  DEFAULT_POINTS_FOR_LOSS,
  DEFAULT_POINTS_FOR_WIN,
  DEFAULT_POINTS_PER_FRAME,
  DEFAULT_POINTS_PER_RACK,
  FORM_LENGTH,
} from './constants.ts';
import type { Frame, Match, PointsAdjustment, Season, Team } from './entities.ts';
import { racksOfFrames, scoreOfFrames } from './frame-result.ts';

/**
 * A season's points scheme: per match won, drawn and lost, and per frame (pairing) won and per
 * rack won on top.
 */
export type PointsConfig = Pick<
  Season,
  'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'pointsPerFrame' | 'pointsPerRack'
>;

/** A scheme with every value given, the missing ones the spec's (2/1/0, none per frame or rack). */
export const pointsScheme = (points?: Partial<PointsConfig>): PointsConfig => ({
  pointsForWin: points?.pointsForWin ?? DEFAULT_POINTS_FOR_WIN,
  pointsForDraw: points?.pointsForDraw ?? DEFAULT_POINTS_FOR_DRAW,
  pointsForLoss: points?.pointsForLoss ?? DEFAULT_POINTS_FOR_LOSS,
  pointsPerFrame: points?.pointsPerFrame ?? DEFAULT_POINTS_PER_FRAME,
  pointsPerRack: points?.pointsPerRack ?? DEFAULT_POINTS_PER_RACK,
});
export type TieBreaker = 'points' | 'frameDifference' | 'framesWon' | 'headToHead' | 'name';
export type FormResult = 'W' | 'D' | 'L';

export interface StandingsInput {
  teams: readonly Pick<Team, 'id' | 'name'>[];
  /** The season's matches, in any state and order; only `completed` ones are counted. */
  matches: readonly Match[];
  /** A season can be passed as is; missing values fall back to the defaults (2/1/0, 0 a frame). */
  points?: Partial<PointsConfig>;
  /** The season's points adjustments (penalties and awards); those of other teams are ignored. */
  adjustments?: readonly Pick<PointsAdjustment, 'teamId' | 'points'>[];
}

export interface StandingsRow {
  position: number;
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  framesWon: number;
  framesLost: number;
  frameDifference: number;
  /** Of `points`, those earned by frames won (0 unless the scheme gives points per frame). */
  framePoints: number;
  /** Of `points`, the sum of the team's adjustments (negative for a penalty; 0 when none). */
  adjustment: number;
  points: number;
  /** The last FORM_LENGTH completed results, newest first. */
  form: FormResult[];
  /** The key that placed this row below the one above it; null for the first row. */
  decidedBy: TieBreaker | null;
}

interface FrameTally {
  home: number;
  away: number;
  /** Racks won by each side in the complete frames (in a one-frame format, its frames won). */
  racks: { home: number; away: number };
  /** Frames with a winner; a both-vacant frame is complete but nobody played it. */
  played: number;
}

/**
 * Frames won are counted from the frames, not read from match.homeScore/awayScore: the frames are
 * the record, the match totals a cache of them. Only complete frames count, so a score on a frame
 * that was reset but not yet cleared, or a race still being played, cannot leak in. In a race
 * format a frame is a pairing: it counts once, for the side that won the race, whatever the racks.
 */
const tallyFrames = (frames: readonly Frame[]): FrameTally => {
  const won = scoreOfFrames(frames);
  const complete = frames.filter((frame) => frame.isComplete);
  const played = complete.filter((frame) => frame.homeScore + frame.awayScore > 0).length;
  return { ...won, racks: racksOfFrames(complete), played };
};

interface CountedMatch {
  match: Match;
  time: number;
  frames: FrameTally;
  /** A `points` walkover's winner: the result without frames (docs/rules.md, Standings). */
  winner: 'home' | 'away' | null;
}

/** A `points` walkover's side present; null for any other match (its frames decide). */
const pointsWalkoverWinner = (match: Match): 'home' | 'away' | null =>
  match.progress.walkover?.rule === 'points' ? match.progress.walkover.winner : null;

/** One side's result: the walkover's when a `points` walkover decided it, else its frames'. */
const sideResult = (
  winner: 'home' | 'away' | null,
  side: 'home' | 'away',
  own: number,
  other: number,
): FormResult => (winner ? (winner === side ? 'W' : 'L') : resultFor(own, other));

/** A team's running totals: the row's counts, before its position, difference and form. */
interface TeamTally extends Pick<
  StandingsRow,
  | 'teamId'
  | 'teamName'
  | 'played'
  | 'won'
  | 'drawn'
  | 'lost'
  | 'framesWon'
  | 'framesLost'
  | 'framePoints'
  | 'adjustment'
  | 'points'
> {
  results: { time: number; matchId: string; result: FormResult }[];
}

/** A place in a table as people say it: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Points as a table's reader says them: '1 pt', '14 pts'. */
export const pointsLabel = (points: number): string => `${points} ${points === 1 ? 'pt' : 'pts'}`;

/** The counts of a team that has not completed a match yet. */
const NO_MATCHES = {
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  framesWon: 0,
  framesLost: 0,
  framePoints: 0,
  adjustment: 0,
  points: 0,
};

/** A match's outcome for one side, from its frames and the other side's. */
export const resultFor = (own: number, other: number): FormResult =>
  own > other ? 'W' : own < other ? 'L' : 'D';

/**
 * A match's points for one side: its result's, plus its frames won times the points per frame and
 * its racks won times the points per rack.
 * A draw earns draw points only if at least one frame was played (docs/rules.md, Standings). A
 * completed 0-0 with no frame played (both sides never turned up) still counts as played and
 * drawn, so P = W + D + L holds and the form shows it, but it earns nobody anything.
 */
const pointsFor = (
  result: FormResult,
  framesWon: number,
  racksWon: number,
  framesPlayed: number,
  config: PointsConfig,
): number => {
  const frames = framePointsFor(framesWon, racksWon, config);
  if (result === 'W') return config.pointsForWin + frames;
  if (result === 'D') return framesPlayed > 0 ? config.pointsForDraw + frames : 0;
  return config.pointsForLoss + frames;
};

/** The points a side's frames and racks won earn on top of its result's. */
const framePointsFor = (framesWon: number, racksWon: number, config: PointsConfig): number =>
  framesWon * config.pointsPerFrame + racksWon * config.pointsPerRack;

// A fixed locale so the server and every browser order names the same way; 'accent' sensitivity
// ignores case but keeps accented letters apart.
const nameCollator = new Intl.Collator('en', { sensitivity: 'accent' });

const compareByName = (a: TeamTally, b: TeamTally): number =>
  nameCollator.compare(a.teamName, b.teamName) ||
  (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0);

const frameDifference = (tally: TeamTally): number => tally.framesWon - tally.framesLost;

/** The first of the main keys on which two teams differ, or null when they are level on all. */
const mainKeyDifference = (a: TeamTally, b: TeamTally): TieBreaker | null => {
  if (a.points !== b.points) return 'points';
  if (frameDifference(a) !== frameDifference(b)) return 'frameDifference';
  if (a.framesWon !== b.framesWon) return 'framesWon';
  return null;
};

const compareMainKeys = (a: TeamTally, b: TeamTally): number =>
  b.points - a.points || frameDifference(b) - frameDifference(a) || b.framesWon - a.framesWon;

interface Placed {
  tally: TeamTally;
  decidedBy: TieBreaker | null;
}

/**
 * Orders teams level on every main key. Their points from matches among only themselves form a
 * mini-league; teams still level in it are split again by a mini-league of just those teams (so a
 * result against a team already separated no longer counts), as UEFA-style rules do. When a
 * mini-league separates nobody, the name decides (then the id, so the order is always total; the
 * row still says 'name').
 */
const orderTied = (
  group: readonly TeamTally[],
  counted: readonly CountedMatch[],
  config: PointsConfig,
): Placed[] => {
  if (group.length < 2) return group.map((tally) => ({ tally, decidedBy: null }));

  const ids = new Set(group.map((tally) => tally.teamId));
  const h2h = new Map<string, number>(group.map((tally) => [tally.teamId, 0]));
  for (const { match, frames } of counted) {
    if (!ids.has(match.homeTeamId) || !ids.has(match.awayTeamId)) continue;
    const winner = pointsWalkoverWinner(match);
    const home = sideResult(winner, 'home', frames.home, frames.away);
    const away = sideResult(winner, 'away', frames.away, frames.home);
    h2h.set(
      match.homeTeamId,
      (h2h.get(match.homeTeamId) ?? 0) +
        pointsFor(home, frames.home, frames.racks.home, frames.played, config),
    );
    h2h.set(
      match.awayTeamId,
      (h2h.get(match.awayTeamId) ?? 0) +
        pointsFor(away, frames.away, frames.racks.away, frames.played, config),
    );
  }
  const h2hOf = (tally: TeamTally): number => h2h.get(tally.teamId) ?? 0;

  const buckets = new Map<number, TeamTally[]>();
  for (const tally of group) {
    const bucket = buckets.get(h2hOf(tally));
    if (bucket) bucket.push(tally);
    else buckets.set(h2hOf(tally), [tally]);
  }

  if (buckets.size === 1) {
    return [...group]
      .sort(compareByName)
      .map((tally, index) => ({ tally, decidedBy: index === 0 ? null : 'name' }));
  }

  return [...buckets.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([, bucket], bucketIndex) =>
      orderTied(bucket, counted, config).map((placed, index) =>
        index === 0 ? { ...placed, decidedBy: bucketIndex === 0 ? null : 'headToHead' } : placed,
      ),
    );
};

const byNewest = (
  a: { time: number; matchId: string },
  b: { time: number; matchId: string },
): number => b.time - a.time || (a.matchId < b.matchId ? 1 : a.matchId > b.matchId ? -1 : 0);

/**
 * The table for one season. Teams with no completed match appear with zeros. A match against a
 * team that is not in `teams` still counts for the listed side (the other side just has no row).
 * Adjustments add to a team's points whether or not it has played; the head-to-head mini-league
 * counts only the matches among the tied teams, never an adjustment.
 */
export const computeStandings = ({
  teams,
  matches,
  points,
  adjustments = [],
}: StandingsInput): StandingsRow[] => {
  const config = pointsScheme(points);

  const tallies = new Map<string, TeamTally>();
  for (const team of teams) {
    tallies.set(team.id, { teamId: team.id, teamName: team.name, ...NO_MATCHES, results: [] });
  }

  const counted: CountedMatch[] = matches
    .filter((match) => match.state === 'completed' && match.homeTeamId !== match.awayTeamId)
    .map((match) => ({
      match,
      time: Date.parse(match.scheduledDate),
      frames: tallyFrames(match.frames),
      winner: pointsWalkoverWinner(match),
    }));

  for (const { match, time, frames, winner } of counted) {
    const sides = [
      {
        side: 'home',
        teamId: match.homeTeamId,
        own: frames.home,
        other: frames.away,
        racks: frames.racks.home,
      },
      {
        side: 'away',
        teamId: match.awayTeamId,
        own: frames.away,
        other: frames.home,
        racks: frames.racks.away,
      },
    ] as const;
    for (const { side, teamId, own, other, racks } of sides) {
      const tally = tallies.get(teamId);
      if (!tally) continue;
      const result = sideResult(winner, side, own, other);
      tally.played += 1;
      if (result === 'W') tally.won += 1;
      else if (result === 'D') tally.drawn += 1;
      else tally.lost += 1;
      tally.framesWon += own;
      tally.framesLost += other;
      tally.points += pointsFor(result, own, racks, frames.played, config);
      tally.framePoints += framePointsFor(own, racks, config);
      tally.results.push({ time, matchId: match.id, result });
    }
  }

  for (const { teamId, points: change } of adjustments) {
    const tally = tallies.get(teamId);
    if (!tally) continue;
    tally.adjustment += change;
    tally.points += change;
  }

  const sorted = [...tallies.values()].sort(compareMainKeys);
  const placed: Placed[] = [];
  for (let start = 0; start < sorted.length;) {
    const first = sorted[start];
    if (!first) break;
    let end = start + 1;
    while (end < sorted.length) {
      const next = sorted[end];
      if (!next || mainKeyDifference(first, next) !== null) break;
      end += 1;
    }
    const group = orderTied(sorted.slice(start, end), counted, config);
    const previous = placed[placed.length - 1];
    group.forEach((entry, index) => {
      placed.push(
        index === 0 && previous
          ? { ...entry, decidedBy: mainKeyDifference(previous.tally, entry.tally) }
          : entry,
      );
    });
    start = end;
  }

  return placed.map(({ tally, decidedBy }, index) => {
    const { results, points, ...counts } = tally;
    return {
      position: index + 1,
      ...counts,
      frameDifference: frameDifference(tally),
      points,
      form: [...results]
        .sort(byNewest)
        .slice(0, FORM_LENGTH)
        .map((entry) => entry.result),
      decidedBy,
    };
  });
};
