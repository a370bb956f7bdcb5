// Importing players and teams from a spreadsheet (CSV): what each line would do to the league,
// decided before anything is written, so the admin sees a preview and the server writes exactly
// what was shown. Pure: the server parses the file and loads the league, this plans.
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

export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  team: string;
  player: PlayerStep;
  teamStep: TeamStep;
  membership: MembershipStep;
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
 * and refuse what the rules refuse (one active team per player and season). */
export const planRosterImport = (
  lines: readonly ImportLine[],
  league: ImportLeague,
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
      error: null,
    };
    const refuse = (error: string): ImportRow => ({ ...row, error });

    const problem =
      nameProblem(firstName, 'first name') ??
      nameProblem(lastName, 'last name') ??
      (team ? nameProblem(team, 'team name') : null);
    if (problem) return refuse(problem);

    const key = nameKey(firstName, lastName);
    const earlier = seen.get(key);
    if (earlier) {
      return refuse(
        teamKey(earlier.team) === teamKey(team)
          ? `The same player as line ${earlier.line}`
          : `Also on line ${earlier.line}${earlier.team ? ` for ${earlier.team}` : ''}: a player plays for one team a season`,
      );
    }
    seen.set(key, { line: input.line, team });

    const namesakes = playersByName.get(key) ?? [];
    if (namesakes.length > 1)
      return refuse(
        `The league has ${namesakes.length} players called ${firstName} ${lastName}: add this one by hand`,
      );
    const existing = namesakes[0];
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

/** A line of the plan as a person reads it in the preview. */
export const importRowSummary = (row: ImportRow): string => {
  if (row.error) return row.error;
  const who = row.player.kind === 'new' ? 'New player' : 'Already in the league';
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
