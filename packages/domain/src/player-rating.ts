// An Elo-style rating per frame (docs/rules.md, Player stats and ratings): every frame two real
// players finished moves both ratings, and each move is kept so the UI can show it.
import type { Frame, Match } from './entities.ts';
import { COUNTED_MATCH_STATES, isIndividualFrame, type PlayerStatsRow } from './player-stats.ts';

export const DEFAULT_INITIAL_RATING = 1500;
export const DEFAULT_K_FACTOR = 24;

export interface RatingOptions {
  /** Every player's rating before their first frame; 1500 unless set. */
  initialRating?: number;
  /** The most a single frame can move a rating; 24 unless set. */
  kFactor?: number;
}

export interface RatingChange {
  matchId: string;
  frameId: string;
  playerId: string;
  opponentId: string;
  won: boolean;
  before: number;
  after: number;
  change: number;
}

/** One frame of a player's rating history as the API answers it: with the match's date and the
 * opponent's name. */
export interface RatingHistoryItem extends RatingChange {
  scheduledDate: string | null;
  opponentName: string | null;
}

/** A player stats row with the rating after the counted frames (null: no rated frame yet). */
export type RatedStatsRow = PlayerStatsRow & { rating: number | null };

export interface RatingsResult {
  /** Each rated player's rating after their last frame, to 1 decimal (the last `after` of theirs). */
  ratings: Map<string, number>;
  /** One entry per player per frame, in the order the frames were rated. */
  history: RatingChange[];
}

/** The chance the Elo model gives a player rated `rating` of beating one rated `opponentRating`. */
export const expectedScore = (rating: number, opponentRating: number): number =>
  1 / (1 + 10 ** ((opponentRating - rating) / 400));

const toTenths = (value: number): number => Math.round(value * 10) / 10;

interface RatedFrame {
  time: number;
  matchId: string;
  frame: Frame;
}

// Chronological: the match's date, then round and frame number (frames of two matches on the same
// evening interleave, as they were played side by side), then match id so the order is total.
const chronological = (a: RatedFrame, b: RatedFrame): number =>
  a.time - b.time ||
  a.frame.round - b.frame.round ||
  a.frame.frameNumber - b.frame.frameNumber ||
  (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0);

/**
 * Rates every frame that counts in the player stats (same matches, same frames), oldest first.
 *
 * Ratings are carried at full precision; only what is returned is rounded to tenths. `before` and
 * `after` are the rounded full-precision ratings and `change` is `after - before` of those rounded
 * values, so along one player's history each `before` is the previous `after` and the changes add
 * up (to the tenth) to the displayed rating minus the initial one. The price: the two sides of one frame
 * may show changes that differ by 0.1 (e.g. +12.0 and -11.9), although internally they cancel.
 */
export const computeRatings = (
  matches: readonly Match[],
  options: RatingOptions = {},
): RatingsResult => {
  const initial = options.initialRating ?? DEFAULT_INITIAL_RATING;
  const k = options.kFactor ?? DEFAULT_K_FACTOR;

  const frames: RatedFrame[] = [];
  for (const match of matches) {
    if (!COUNTED_MATCH_STATES.has(match.state)) continue;
    const time = Date.parse(match.scheduledDate);
    for (const frame of match.frames) {
      if (isIndividualFrame(frame, match)) frames.push({ time, matchId: match.id, frame });
    }
  }
  frames.sort(chronological);

  const exact = new Map<string, number>();
  const history: RatingChange[] = [];
  for (const { matchId, frame } of frames) {
    const home = frame.homePlayerId;
    const away = frame.awayPlayerId;
    const homeBefore = exact.get(home) ?? initial;
    const awayBefore = exact.get(away) ?? initial;
    const homeWon = frame.winnerPlayerId === home;
    // One delta for both sides keeps the pool's total rating constant, as Elo intends.
    const delta = k * ((homeWon ? 1 : 0) - expectedScore(homeBefore, awayBefore));
    const homeAfter = homeBefore + delta;
    const awayAfter = awayBefore - delta;
    exact.set(home, homeAfter);
    exact.set(away, awayAfter);

    const entry = (
      playerId: string,
      opponentId: string,
      won: boolean,
      before: number,
      after: number,
    ): RatingChange => {
      const shownBefore = toTenths(before);
      const shownAfter = toTenths(after);
      return {
        matchId,
        frameId: frame.frameId,
        playerId,
        opponentId,
        won,
        before: shownBefore,
        after: shownAfter,
        // Rounded again only to drop binary noise such as 12.000000000000002.
        change: toTenths(shownAfter - shownBefore),
      };
    };
    history.push(entry(home, away, homeWon, homeBefore, homeAfter));
    history.push(entry(away, home, !homeWon, awayBefore, awayAfter));
  }

  const ratings = new Map<string, number>();
  for (const [playerId, rating] of exact) ratings.set(playerId, toTenths(rating));
  return { ratings, history };
};
