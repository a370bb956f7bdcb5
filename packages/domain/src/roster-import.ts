// Importing players and teams from a spreadsheet (CSV): what each line would do to the league,
// decided before anything is written, so the admin sees a preview and the server writes exactly
// what was shown. Pure: the server parses the file and loads the league, this plans.
import { ordinal } from './compute-standings.ts';
import { nameSchema } from './entities.ts';
import { nameKey } from './player-names.ts';

/** One line of the file, as parsed: a player, and the team they play for (if any). */
export interface ImportLine {
  /** The line number in the file (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  /** The team's name; empty: the player is added to the league without a team. */
  team: string;
}

export interface ImportLeague {
  players: readonly { id: string; firstName: string; lastName: string }[];
  /** The season's teams. */
  teams: readonly { id: string; name: string }[];
  /** The season's memberships (active or not). */
  memberships: readonly { id: string; playerId: string; teamId: string; isActive: boolean }[];
}

export type PlayerStep = { kind: 'new' } | { kind: 'existing'; playerId: string };
export type TeamStep =
  | { kind: 'none' }
  | { kind: 'new'; name: string }
  | { kind: 'existing'; teamId: string; name: string };
export type MembershipStep =
  | { kind: 'none' }
  | { kind: 'join' }
  | { kind: 'rejoin'; membershipId: string }
  | { kind: 'already' };

/** Who else has a line's name: the admin may say the line is a different person. */
export interface Namesake {
  /** People of this name before this line: the league's players, and new players of earlier
   * lines. */
  people: number;
  /** The first earlier line of the file with this name; null when there is none. */
  line: number | null;
}

export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  team: string;
  player: PlayerStep;
  teamStep: TeamStep;
  membership: MembershipStep;
  /** Null when nobody else has this name. */
  namesake: Namesake | null;
  /** The admin marked the line a different person from its namesakes: it makes a new player. */
  separate: boolean;
  /** What stops this line from being imported; null when it can be. */
  error: string | null;
}

export interface ImportPlan {
  rows: ImportRow[];
  newPlayers: number;
  /** Names of the teams the import creates. */
  newTeams: string[];
  /** Players put on a team's roster (new memberships and re-activated ones). */
  joins: number;
  /** Lines with an error: while there are any, nothing is imported. */
  errors: number;
}

/** Lines a file may have: a league's players fit many times over. */
export const MAX_IMPORT_LINES = 2_000;

const teamKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

const nameProblem = (value: string, what: string): string | null => {
  if (!value.trim()) return `The ${what} is missing`;
  const parsed = nameSchema.safeParse(value);
  return parsed.success
    ? null
    : `The ${what} is not usable: ${parsed.error.issues[0]?.message ?? ''}`;
};

/** What each line would do: reuse a player of the same name, create a team the season lacks,
 * and refuse what the rules refuse (one active team per player and season). A line in `separate`
 * is a different person from everyone of its name: it makes a new player. */
export const planRosterImport = (
  lines: readonly ImportLine[],
  league: ImportLeague,
  separate: ReadonlySet<number> = new Set(),
): ImportPlan => {
  const playersByName = new Map<string, { id: string }[]>();
  for (const player of league.players) {
    const key = nameKey(player.firstName, player.lastName);
    playersByName.set(key, [...(playersByName.get(key) ?? []), player]);
  }
  const teamsByName = new Map(league.teams.map((team) => [teamKey(team.name), team]));
  const teamNames = new Map(league.teams.map((team) => [team.id, team.name]));
  /** Each person's first line in the file, and the team it gives them. */
  const seen = new Map<string, { line: number; team: string }>();
  /** Each name's first line in the file, and the new players earlier lines make of it. */
  const firstLines = new Map<string, number>();
  const newPeople = new Map<string, number>();
  const newTeams = new Map<string, string>();

  const rows = lines.map((input): ImportRow => {
    const firstName = input.firstName.trim().replace(/\s+/g, ' ');
    const lastName = input.lastName.trim().replace(/\s+/g, ' ');
    const team = input.team.trim().replace(/\s+/g, ' ');
    const row: ImportRow = {
      line: input.line,
      firstName,
      lastName,
      team,
      player: { kind: 'new' },
      teamStep: { kind: 'none' },
      membership: { kind: 'none' },
      namesake: null,
      separate: separate.has(input.line),
      error: null,
    };
    const refuse = (error: string): ImportRow => ({ ...row, error });

    const problem =
      nameProblem(firstName, 'first name') ??
      nameProblem(lastName, 'last name') ??
      (team ? nameProblem(team, 'team name') : null);
    if (problem) return refuse(problem);

    const key = nameKey(firstName, lastName);
    const namesakes = playersByName.get(key) ?? [];
    const people = namesakes.length + (newPeople.get(key) ?? 0);
    const firstLine = firstLines.get(key) ?? null;
    if (firstLine === null) firstLines.set(key, input.line);
    if (people > 0 || firstLine !== null) row.namesake = { people, line: firstLine };
    const makesNew = () => newPeople.set(key, (newPeople.get(key) ?? 0) + 1);

    let existing: { id: string } | undefined;
    if (row.separate) {
      if (!row.namesake)
        return refuse(
          `Marked a different person, but nobody else is called ${firstName} ${lastName}`,
        );
      makesNew();
    } else {
      const earlier = seen.get(key);
      if (earlier) {
        return refuse(
          teamKey(earlier.team) === teamKey(team)
            ? `The same player as line ${earlier.line}`
            : `Also on line ${earlier.line}${earlier.team ? ` for ${earlier.team}` : ''}: a player plays for one team a season`,
        );
      }
      seen.set(key, { line: input.line, team });
      if (namesakes.length > 1)
        return refuse(
          `The league has ${namesakes.length} players called ${firstName} ${lastName}: add this one by hand, or mark the line a different person`,
        );
      existing = namesakes[0];
      if (!existing) makesNew();
    }
    const player: PlayerStep = existing
      ? { kind: 'existing', playerId: existing.id }
      : { kind: 'new' };

    if (!team) return { ...row, player };
    const known = teamsByName.get(teamKey(team));
    const theirs = existing
      ? league.memberships.filter((membership) => membership.playerId === existing.id)
      : [];
    const elsewhere = theirs.find(
      (membership) => membership.isActive && membership.teamId !== known?.id,
    );
    if (elsewhere)
      return refuse(
        `${firstName} ${lastName} already plays for ${teamNames.get(elsewhere.teamId) ?? 'another team'} this season; an admin can transfer them`,
      );
    if (!known) {
      // The file's first spelling of a new team names it.
      const name = newTeams.get(teamKey(team)) ?? team;
      newTeams.set(teamKey(team), name);
      return {
        ...row,
        player,
        teamStep: { kind: 'new', name },
        membership: { kind: 'join' },
      };
    }
    const teamStep: TeamStep = { kind: 'existing', teamId: known.id, name: known.name };
    const here = theirs.find((membership) => membership.teamId === known.id);
    const membership: MembershipStep = !here
      ? { kind: 'join' }
      : here.isActive
        ? { kind: 'already' }
        : { kind: 'rejoin', membershipId: here.id };
    return { ...row, player, teamStep, membership };
  });

  return {
    rows,
    newPlayers: rows.filter((row) => !row.error && row.player.kind === 'new').length,
    newTeams: [...newTeams.values()],
    joins: rows.filter(
      (row) => !row.error && (row.membership.kind === 'join' || row.membership.kind === 'rejoin'),
    ).length,
    errors: rows.filter((row) => row.error).length,
  };
};

/** "line 4", "lines 4 and 7", "lines 2, 3, 5, 8, 9 and 4 more": the lines a message is about. */
export const lineNumbers = (lines: readonly number[], shown = 5): string => {
  if (lines.length <= 1) return lines.length === 0 ? '' : `line ${String(lines[0])}`;
  const named = lines.slice(0, lines.length > shown + 1 ? shown : lines.length).map(String);
  const more = lines.length - named.length;
  const last = more > 0 ? `${String(more)} more` : named.pop();
  return `lines ${named.join(', ')} and ${last ?? ''}`;
};

/** The lines of a plan that have a problem, as a message names them: "lines 4 and 7". */
export const problemLines = (plan: Pick<ImportPlan, 'rows'>): string =>
  lineNumbers(plan.rows.filter((row) => row.error).map((row) => row.line));

/** What marking a line a different person does: "This makes a second player called Jo Jones". */
export const separateWarning = (row: Pick<ImportRow, 'firstName' | 'lastName' | 'namesake'>) => {
  const nth = (row.namesake?.people ?? 0) + 1;
  const word = ['', 'first', 'second', 'third', 'fourth', 'fifth'][nth] ?? ordinal(nth);
  return `This makes a ${word} player called ${row.firstName} ${row.lastName}`;
};

/** A line of the plan as a person reads it in the preview. */
export const importRowSummary = (row: ImportRow): string => {
  if (row.error) return row.error;
  const who =
    row.player.kind === 'existing'
      ? 'Already in the league'
      : row.separate
        ? 'New player (a different person)'
        : 'New player';
  const team = row.teamStep.kind === 'none' ? row.team : row.teamStep.name;
  switch (row.membership.kind) {
    case 'join':
      return `${who}; joins ${team}${row.teamStep.kind === 'new' ? ' (a new team)' : ''}`;
    case 'rejoin':
      return `${who}; back on ${team}'s roster`;
    case 'already':
      return `${who}; already on ${team}: nothing to do`;
    case 'none':
      return row.player.kind === 'new' ? `${who}, no team` : `${who}, no team: nothing to do`;
  }
};
