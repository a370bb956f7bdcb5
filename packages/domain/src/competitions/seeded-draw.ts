// A seeded draw (docs/rules.md, Knockouts): the entrants in seed order by a figure the league
// already keeps, the table or the rating, or by how far each went in a previous cup. The server
// gathers the figures; the order is this.
import { DEFAULT_INITIAL_RATING } from '../player-rating.ts';
import type { Competition, TieRecord } from './records.ts';

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

/** A previous cup as seeding by it reads it: its entries, its ties, its winner and runner-up. */
export type PreviousCup = Pick<Competition, 'entries' | 'ties' | 'winner' | 'runnerUp'>;

const NEVER_DROPPED = 1000;

const inTie = (tie: TieRecord, teamId: string): boolean =>
  tie.home?.teamId === teamId || tie.away?.teamId === teamId;

/**
 * How far a team went in a cup, to compare: the winner, then the runner-up, then the furthest
 * round of the main draw it reached (a double elimination's grand final after its winners'
 * rounds), then not having lost, then the furthest losers' round. A plate counts for nothing.
 */
const reachIn = (cup: PreviousCup, teamId: string): number[] => {
  const place = cup.winner?.teamId === teamId ? 2 : cup.runnerUp?.teamId === teamId ? 1 : 0;
  const winnersRounds = Math.max(
    0,
    ...cup.ties.filter((tie) => tie.stage === 'winners').map((tie) => tie.round),
  );
  const reached = (stage: TieRecord['stage'], offset = 0) =>
    Math.max(
      0,
      ...cup.ties
        .filter((tie) => tie.stage === stage && inTie(tie, teamId))
        .map((tie) => tie.round + offset),
    );
  // Never dropped into the losers' bracket beats any run through it.
  const losers = reached('losers');
  return [
    place,
    Math.max(reached('winners'), reached('final', winnersRounds)),
    losers === 0 ? NEVER_DROPPED : losers,
  ];
};

/**
 * Seed 1 first by a previous cup (of this season or an earlier one): its winner, its runner-up,
 * then the rest by the round they reached, furthest first. An entrant is found in that cup by
 * its id, else by its name (case ignored), since a team that plays on into the next season keeps
 * its name but not its id. Entrants level, or not in that cup (they come last), go by name.
 */
export const seedsByCup = (
  entrants: readonly { teamId: string; name: string }[],
  cup: PreviousCup,
): string[] => {
  const drawn = cup.entries.filter((entry) => entry.seed !== null);
  const byId = new Map(drawn.map((entry) => [entry.teamId, entry.teamId]));
  const idByName = new Map(drawn.map((entry) => [entry.name.trim().toLowerCase(), entry.teamId]));
  const reach = new Map(
    entrants.map((entrant) => {
      const there =
        byId.get(entrant.teamId) ?? idByName.get(entrant.name.trim().toLowerCase()) ?? null;
      return [entrant.teamId, there === null ? [-1] : reachIn(cup, there)];
    }),
  );
  const further = (a: number[], b: number[]): number => {
    for (let at = 0; at < Math.max(a.length, b.length); at += 1) {
      const diff = (b[at] ?? 0) - (a[at] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  return [...entrants]
    .sort((a, b) => further(reach.get(a.teamId) ?? [], reach.get(b.teamId) ?? []) || byName(a, b))
    .map((entrant) => entrant.teamId);
};
