// How far a team (or a player, in a singles knockout) went in each cup it entered, in a line on
// its page: "semi-finals, lost to
// Cannons 7–9", "Winner", "Still in: next Quarter-finals v Reds", "Still in: next Losers' round 2
// v Reds". Read from the cup's bracket as the API gives it (GET /api/competitions/:id): the
// team's latest tie (the last dated, in any stage) says where it stands. In a group cup, until
// the team has a knockout tie, its place in its group does: "Still in: 2nd in Group A, 4 points".
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import type { Side } from '@cueleague/domain/entities';
import { competitionHref } from './hooks/use-cup-labels.ts';

export interface CupRun {
  cupId: string;
  name: string;
  /** The cup's page, its bracket. */
  href: string;
  /** Where the team's run stands, in a sentence's words. */
  outcome: string;
}

const sideOf = (tie: TieRecord, teamId: string): Side | null =>
  tie.home?.teamId === teamId ? 'home' : tie.away?.teamId === teamId ? 'away' : null;

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/** The team's score first: "7–9". */
const scoreFor = (tie: TieRecord, side: Side): string => {
  const { match } = tie;
  if (!match || match.state !== 'completed') return '';
  const [own, theirs] =
    side === 'home' ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore];
  return ` ${String(own)}–${String(theirs)}`;
};

/** "1st", "2nd", "3rd", "4th"...: a place in a group of at most 8. */
const place = (position: number): string =>
  `${String(position)}${['st', 'nd', 'rd'][position - 1] ?? 'th'}`;

/** A group cup's team not in the knockout (yet): its place in its group; null otherwise. */
const groupRun = (cup: Competition, teamId: string): string | null => {
  for (const group of cup.groupStage?.groups ?? []) {
    const row = group.table.find((candidate) => candidate.team.teamId === teamId);
    if (!row) continue;
    const standing = `${place(row.position)} in ${group.name}`;
    if (cup.groupStage?.complete) return `Out in the groups, ${standing}`;
    return `Still in: ${standing}, ${String(row.points)} ${row.points === 1 ? 'point' : 'points'}`;
  }
  return null;
};

/** The team's run in `cup`; null when it did not enter it. */
export const cupRunOf = (cup: Competition, teamId: string): CupRun | null => {
  if (!cup.entries.some((entry) => entry.teamId === teamId)) return null;
  const run = (outcome: string): CupRun => ({
    cupId: cup.id,
    name: cup.name,
    href: competitionHref(cup.id),
    outcome,
  });
  if (cup.winner?.teamId === teamId) return run('Winner');
  if (cup.plateWinner?.teamId === teamId) return run('Plate winner');
  const roundOf = (tie: TieRecord) =>
    cup.stages
      .find((stage) => stage.stage === tie.stage)
      ?.rounds.find((candidate) => candidate.round === tie.round);
  // The tie played last: the latest dated round, and in it the later stage (the plate's
  // or losers' round after the main draw's); the ties come in the bracket's order.
  const ties = cup.ties.filter((tie) => sideOf(tie, teamId) !== null);
  const latest = ties
    .map((tie, at) => ({ tie, at, date: roundOf(tie)?.playedIn ?? tie.round }))
    .sort((a, b) => b.date - a.date || b.at - a.at)[0]?.tie;
  const side = latest && sideOf(latest, teamId);
  // Until the groups are done the knockout holds nobody; then it holds only those through.
  const inGroups = latest ? null : groupRun(cup, teamId);
  if (inGroups) return run(inGroups);
  if (!latest || !side) return run('Entered: the draw is to come');
  const round = roundOf(latest)?.name ?? `Round ${String(latest.round)}`;
  const opponent = (side === 'home' ? latest.away : latest.home)?.name;
  if (latest.winner !== null && latest.winner !== side) {
    const how = latest.decidedBy ? ` (${latest.decidedBy.reason})` : scoreFor(latest, side);
    return cup.runnerUp?.teamId === teamId || round === 'Final'
      ? run(`Runner-up, lost the ${lowerFirst(round)} to ${opponent ?? 'their opponent'}${how}`)
      : run(`${lowerFirst(round)}, lost to ${opponent ?? 'their opponent'}${how}`);
  }
  if (latest.winner === side) return run(`Still in: through the ${lowerFirst(round)}`);
  if (!opponent) return run(`Still in: next ${round}, opponent to be decided`);
  if (latest.match?.state === 'in-progress')
    return run(`Still in: playing the ${lowerFirst(round)} v ${opponent} now`);
  return run(`Still in: next ${round} v ${opponent}`);
};

/** The team's runs in the season's cups, in the order of the cups. */
export const cupRunsOf = (cups: readonly Competition[], teamId: string): CupRun[] =>
  cups.flatMap((cup) => cupRunOf(cup, teamId) ?? []);

/**
 * A player's runs in the season's singles knockouts, through their own side (the entry that
 * names them: docs/decisions/0048), in the order of the cups.
 */
export const playerCupRunsOf = (cups: readonly Competition[], playerId: string): CupRun[] =>
  cups.flatMap((cup) => {
    const entry = cup.entries.find((candidate) => candidate.playerIds?.includes(playerId));
    return (entry && cupRunOf(cup, entry.teamId)) ?? [];
  });
