// The next season (docs/rules.md, The next season): from the final tables of a season's
// divisions, the suggested promotions and relegations, and the admin's edited plan of which team
// plays in which division of the season that follows.
import type { StandingsRow } from './compute-standings.ts';
import type { Division } from './entities.ts';
import { divisionsInOrder } from './divisions.ts';
import { refuse, ok, type RuleResult } from './errors.ts';

/** How far a team moves by default: one up and one down between neighbouring divisions. */
export const DEFAULT_MOVES = 1;

/** Where a carried team goes: up a division, down one, or where it was. */
export type Move = 'up' | 'down' | 'same';

/** One division's final table, top first; `divisions` are given top division first. */
export interface DivisionTable {
  divisionId: string;
  rows: readonly Pick<StandingsRow, 'teamId'>[];
}

/** A team's suggested division next season (by the old season's division ids). */
export interface SuggestedMove {
  teamId: string;
  fromDivisionId: string;
  toDivisionId: string;
  move: Move;
}

/** A non-negative whole number, or the default when left out. */
const count = (value: number | undefined): number =>
  value === undefined ? DEFAULT_MOVES : Math.max(0, Math.floor(value));

/**
 * Per team of the tables, its suggested division next season: the bottom `down` of a division go
 * down one, the top `up` of a division go up one (the top division sends nobody up, the bottom one
 * nobody down). A division too small for both keeps its relegations first, then promotes what is
 * left, so no team goes both ways. An undivided season suggests nothing: every team stays.
 */
export const suggestMoves = (
  tables: readonly DivisionTable[],
  options: { up?: number | undefined; down?: number | undefined } = {},
): SuggestedMove[] => {
  const up = count(options.up);
  const down = count(options.down);
  return tables.flatMap((table, index) => {
    const size = table.rows.length;
    const below = tables[index + 1];
    const above = tables[index - 1];
    const goingDown = below ? Math.min(down, size) : 0;
    const goingUp = above ? Math.min(up, size - goingDown) : 0;
    return table.rows.map((row, place): SuggestedMove => {
      if (above && place < goingUp)
        return {
          teamId: row.teamId,
          fromDivisionId: table.divisionId,
          toDivisionId: above.divisionId,
          move: 'up',
        };
      if (below && place >= size - goingDown)
        return {
          teamId: row.teamId,
          fromDivisionId: table.divisionId,
          toDivisionId: below.divisionId,
          move: 'down',
        };
      return {
        teamId: row.teamId,
        fromDivisionId: table.divisionId,
        toDivisionId: table.divisionId,
        move: 'same',
      };
    });
  });
};

/** A team of the old season as the plan needs it (a team without a division is in the top one). */
export interface OldTeam {
  id: string;
  name: string;
  divisionId?: string | null | undefined;
}

export interface NextSeasonInput {
  /** The old season's divisions, in any order (positions say which is the top). */
  divisions: readonly Pick<Division, 'id' | 'name' | 'position'>[];
  teams: readonly OldTeam[];
  /** From `suggestMoves`; a team missing here stays where it is. */
  suggested: readonly SuggestedMove[];
  /** The admin's edits: team id -> division id of the old season (overriding the suggestion). */
  moves?: Readonly<Record<string, string>> | undefined;
  /** Teams that do not play next season. */
  drop?: readonly string[] | undefined;
  /** New teams, each in a division of the old season. */
  add?: readonly { name: string; divisionId: string }[] | undefined;
}

/** A team of the next season: carried over from the old one (with where it came from), or new. */
export type PlannedTeam =
  | { kind: 'carried'; teamId: string; name: string; fromDivisionId: string; move: Move }
  | { kind: 'new'; name: string };

/** A division of the next season: the old one it continues (same name and place), its teams. */
export interface PlannedDivision {
  fromDivisionId: string;
  name: string | null;
  position: number;
  teams: PlannedTeam[];
}

export interface NextSeasonPlan {
  divisions: PlannedDivision[];
  /** The old season's teams that do not go on. */
  dropped: string[];
}

const nameKey = (name: string): string => name.trim().toLowerCase();

/**
 * Checks and lays out the admin's plan: every kept team in exactly one division (its move, else
 * its suggestion, else where it was), dropped teams left out (a move for one is refused), new
 * teams named once, no two teams
 * of the next season sharing a name, and at least one team in all. A division may end up empty.
 */
export const planNextSeason = (input: NextSeasonInput): RuleResult<NextSeasonPlan> => {
  const divisions = divisionsInOrder(input.divisions);
  const top = divisions[0];
  if (!top) return refuse('conflict', 'The season has no divisions.');
  if (input.teams.length === 0)
    return refuse('conflict', 'The season has no teams to carry into the next one.');
  const divisionIds = new Set(divisions.map((division) => division.id));
  const place = new Map(divisions.map((division, index) => [division.id, index]));
  const teamIds = new Set(input.teams.map((team) => team.id));

  const moves = input.moves ?? {};
  const drop = new Set(input.drop ?? []);
  const unknown = [...Object.keys(moves), ...drop].filter((id) => !teamIds.has(id));
  if (unknown.length > 0)
    return refuse('validation_failed', `No such team in this season: ${unknown.join(', ')}.`, {
      [Object.hasOwn(moves, unknown[0] as string) ? 'moves' : 'drop']: `Not a team of this season`,
    });
  const teamNames = new Map(input.teams.map((team) => [team.id, team.name]));
  for (const [teamId, divisionId] of Object.entries(moves)) {
    // A move for a team that is left out would be lost without a word: say so instead.
    if (drop.has(teamId))
      return refuse(
        'validation_failed',
        `${teamNames.get(teamId) ?? 'A team'} is dropped, so it cannot move: keep it, or leave out its move.`,
        { [`moves.${teamId}`]: 'The team is dropped' },
      );
    if (!divisionIds.has(divisionId))
      return refuse('validation_failed', 'A team can only move to a division of this season.', {
        [`moves.${teamId}`]: 'Not a division of this season',
      });
  }
  for (const [index, added] of (input.add ?? []).entries()) {
    if (!divisionIds.has(added.divisionId))
      return refuse('validation_failed', 'A new team joins a division of this season.', {
        [`add.${index}.divisionId`]: 'Not a division of this season',
      });
    if (added.name.trim() === '')
      return refuse('validation_failed', 'A new team needs a name.', {
        [`add.${index}.name`]: 'Required',
      });
  }

  const suggestion = new Map(input.suggested.map((move) => [move.teamId, move.toDivisionId]));
  const planned = divisions.map((division): PlannedDivision => ({
    fromDivisionId: division.id,
    name: division.name,
    position: division.position,
    teams: [],
  }));
  const byId = new Map(planned.map((division) => [division.fromDivisionId, division]));
  const names = new Map<string, string>();
  const claim = (name: string, field: string): RuleResult<null> => {
    const key = nameKey(name);
    if (names.has(key))
      return refuse('validation_failed', `Two teams of the next season are called ${name}.`, {
        [field]: 'Already a team of the next season',
      });
    names.set(key, field);
    return ok(null);
  };

  for (const team of input.teams) {
    if (drop.has(team.id)) continue;
    const from = team.divisionId && divisionIds.has(team.divisionId) ? team.divisionId : top.id;
    const to = moves[team.id] ?? suggestion.get(team.id) ?? from;
    const claimed = claim(team.name, `moves.${team.id}`);
    if (!claimed.ok) return claimed;
    const shift = (place.get(to) ?? 0) - (place.get(from) ?? 0);
    byId.get(to)?.teams.push({
      kind: 'carried',
      teamId: team.id,
      name: team.name,
      fromDivisionId: from,
      move: shift < 0 ? 'up' : shift > 0 ? 'down' : 'same',
    });
  }
  for (const [index, added] of (input.add ?? []).entries()) {
    const claimed = claim(added.name, `add.${index}.name`);
    if (!claimed.ok) return claimed;
    byId.get(added.divisionId)?.teams.push({ kind: 'new', name: added.name.trim() });
  }
  if (planned.every((division) => division.teams.length === 0))
    return refuse('validation_failed', 'The next season would have no teams.', {
      drop: 'Keep or add at least one team',
    });
  return ok({
    divisions: planned,
    dropped: input.teams.flatMap((team) => (drop.has(team.id) ? [team.id] : [])),
  });
};

/** The name one season on: its last year bumped, or null when it names no year. */
const bumpYear = (name: string): string | null => {
  const span = /(\d{4})([/-])(\d{2}|\d{4})(?!.*\d)/.exec(name);
  if (span) {
    const [whole, first, separator, second] = span as unknown as [string, string, string, string];
    const next = `${Number(first) + 1}${separator}${String(Number(second) + 1)
      .padStart(second.length, '0')
      .slice(-second.length)}`;
    return name.slice(0, span.index) + next + name.slice(span.index + whole.length);
  }
  const year = /(\d{4})(?!.*\d)/.exec(name);
  if (year) {
    const [whole] = year;
    return name.slice(0, year.index) + String(Number(whole) + 1) + name.slice(year.index + 4);
  }
  return null;
};

/**
 * A name for the season after this one that no season of the league has yet (`taken`, case
 * aside): its last year bumped ('Winter 2026' -> 'Winter 2027', '2026/27' -> '2027/28'), again
 * while that is taken (opened from an older season, 'Winter 2025' gives 'Winter 2027' when
 * 'Winter 2026' exists); or 'next' added when it names no year ('Spring (next)', 'Spring (next 2)').
 */
export const suggestNextSeasonName = (name: string, taken: readonly string[] = []): string => {
  const used = new Set(taken.map(nameKey));
  const free = (candidate: string) => !used.has(nameKey(candidate));
  let candidate = bumpYear(name);
  // Each bump is a year on; a hundred is more seasons than any league keeps.
  for (let tries = 0; candidate !== null && tries < 100; tries++) {
    if (free(candidate)) return candidate;
    candidate = bumpYear(candidate);
  }
  for (let n = 1; ; n++) {
    candidate = n === 1 ? `${name} (next)` : `${name} (next ${n})`;
    if (free(candidate)) return candidate;
  }
};
