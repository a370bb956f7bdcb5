// How far a team went in each cup it entered, in a line on its page: "semi-finals, lost to
// Cannons 7–9", "Winner", "Still in: next Quarter-finals v Reds". Read from the cup's bracket as
// the API gives it (GET /api/competitions/:id): the team's latest tie says where it stands.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import { roundName, roundsOfCup } from '@cueleague/domain/competitions/rounds';
import type { Side } from '@cueleague/domain/entities';
import { competitionHref } from '../../entities/competitions/hooks/use-cup-labels.ts';

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
  const latest = cup.ties
    .filter((tie) => sideOf(tie, teamId) !== null)
    .sort((a, b) => b.round - a.round)[0];
  const side = latest && sideOf(latest, teamId);
  if (!latest || !side) return run('Entered: the draw is to come');
  const round =
    cup.rounds.find((candidate) => candidate.round === latest.round)?.name ??
    roundName(latest.round, roundsOfCup(cup.entrantCount));
  const opponent = (side === 'home' ? latest.away : latest.home)?.name;
  if (latest.winner !== null && latest.winner !== side) {
    const how = latest.decidedBy ? ` (${latest.decidedBy.reason})` : scoreFor(latest, side);
    return round === 'Final'
      ? run(`Runner-up, lost the final to ${opponent ?? 'their opponent'}${how}`)
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
