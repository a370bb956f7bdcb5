// A seeded draw (docs/rules.md, Knockouts): the entrants in seed order by a figure the league
// already keeps, the table or the rating. The server gathers the figures; the order is this.
import { DEFAULT_INITIAL_RATING } from '../player-rating.ts';

/** How a seeded draw orders the entrants. */
export type SeedBy = 'table' | 'rating';

/** An entrant's place in its division's table. */
export interface TablePlace {
  teamId: string;
  name: string;
  /** 1 at the top of its own division. */
  position: number;
  points: number;
  played: number;
}

/** An entrant's strength: its players' average rating (teamRating). */
export interface TeamStrength {
  teamId: string;
  name: string;
  rating: number;
}

// The table's own name order: a fixed locale, case ignored, accents kept (compute-standings.ts).
const nameCollator = new Intl.Collator('en', { sensitivity: 'accent' });

const byName = (a: { teamId: string; name: string }, b: { teamId: string; name: string }) =>
  nameCollator.compare(a.name, b.name) || (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0);

const pointsPerMatch = (place: TablePlace): number =>
  place.played === 0 ? 0 : place.points / place.played;

/**
 * Seed 1 first by the league table. Across divisions the places come first (every division's
 * leader before any runner-up), then points per match played (divisions of different sizes
 * compare fairly), then the name, then the id.
 */
export const seedsByTable = (places: readonly TablePlace[]): string[] =>
  [...places]
    .sort(
      (a, b) => a.position - b.position || pointsPerMatch(b) - pointsPerMatch(a) || byName(a, b),
    )
    .map((place) => place.teamId);

/** Seed 1 first by strength: the highest rating first, then the name, then the id. */
export const seedsByRating = (teams: readonly TeamStrength[]): string[] =>
  [...teams].sort((a, b) => b.rating - a.rating || byName(a, b)).map((team) => team.teamId);

/**
 * A team's strength: the average rating of the players on its roster, a player with no rated
 * frame counted at the rating everyone starts with (1500), as is a team with no players. To one
 * decimal, as ratings are shown.
 */
export const teamRating = (ratings: readonly (number | null)[]): number => {
  if (ratings.length === 0) return DEFAULT_INITIAL_RATING;
  const total = ratings.reduce<number>(
    (sum, rating) => sum + (rating ?? DEFAULT_INITIAL_RATING),
    0,
  );
  return Math.round((total / ratings.length) * 10) / 10;
};
