// A cup's rounds as people say them ("Semi-finals", "Losers' round 2", "Plate final"), from the
// bracket's shape alone. Kept apart from records.ts and its schemas: the home page and the fixtures
// name cup ties, and what a phone loads first holds no schema library (docs/decisions/0024;
// apps/web/src/first-load.test.ts).
import { bracketOf, type Bracket, type BracketKind, type Source, type Stage } from './bracket.ts';

/** The name of round `round` of `rounds`, counted from the final back. */
export const roundName = (round: number, rounds: number): string => {
  const fromFinal = rounds - round;
  if (fromFinal === 0) return 'Final';
  if (fromFinal === 1) return 'Semi-finals';
  if (fromFinal === 2) return 'Quarter-finals';
  return `Round ${round}`;
};

/** The rounds of a single-elimination cup of `entrants` (2 or more): 6 teams play 3. */
export const roundsOfCup = (entrants: number): number =>
  Math.max(1, Math.ceil(Math.log2(Math.max(2, entrants))));

/** A tie's stage and round from its id ('W2-1', 'L3-2', 'P1-1', 'GF', 'GF2'), or null. */
export const roundOfTie = (tieId: string): { stage: Stage; round: number } | null => {
  if (tieId === 'GF') return { stage: 'final', round: 1 };
  if (tieId === 'GF2') return { stage: 'final', round: 2 };
  const match = /^([WLP])(\d+)-\d+$/.exec(tieId);
  if (!match) return null;
  const stages: Record<string, Stage> = { W: 'winners', L: 'losers', P: 'plate' };
  return { stage: stages[match[1] ?? ''] ?? 'winners', round: Number(match[2]) };
};

/** A cup's bracket as stored: its kind, its entrants, whether it has a plate, and its groups. */
export interface CupShape {
  entrantCount: number;
  bracket: BracketKind;
  plate: boolean;
  /** Groups then knockout: the groups' size and how many of each go through. */
  groups?: { size: number; qualifiers: number } | null;
}

/**
 * A group stage's shape: as many groups as groups.ts's groupStage makes of `entrants` in groups
 * of at most `size`, and its rounds, the largest group's round robin (an odd group has a bye each
 * round, so one round more). Worked out here without the round robin itself, for the labels.
 */
export const groupShape = (entrants: number, size: number): { groups: number; rounds: number } => {
  const groups = Math.ceil(entrants / size);
  const largest = Math.ceil(entrants / groups);
  return { groups, rounds: largest % 2 === 0 ? largest - 1 : largest };
};

/** How many play the knockout: every entrant, or those the groups send through. */
export const knockoutEntrants = (cup: CupShape): number =>
  cup.groups
    ? groupShape(cup.entrantCount, cup.groups.size).groups * cup.groups.qualifiers
    : cup.entrantCount;

/** The dated rounds the group stage takes before the knockout: none without groups. */
export const groupRoundsOf = (cup: CupShape): number =>
  cup.groups ? groupShape(cup.entrantCount, cup.groups.size).rounds : 0;

/** A group cup's dated rounds: "Group round 1"..., then the knockout's. */
export const groupRoundNames = (rounds: number): string[] =>
  Array.from({ length: rounds }, (_, i) => `Group round ${String(i + 1)}`);

/** The knockout's stages after a group stage of `groupRounds`: each round that many dates later. */
export const afterGroups = (stages: readonly StageRounds[], groupRounds: number): StageRounds[] =>
  stages.map((stage) => ({
    ...stage,
    rounds: stage.rounds.map((round) => ({ ...round, playedIn: round.playedIn + groupRounds })),
  }));

/** A stage's rounds as people say them, with the dated round each is played in. */
export interface StageRounds {
  stage: Stage;
  name: string;
  rounds: { round: number; name: string; playedIn: number }[];
}

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/** How people name a stage, by the cup's kind. */
const stageName = (stage: Stage, kind: BracketKind): string =>
  ({
    winners: kind === 'double-elimination' ? "Winners' bracket" : 'Main draw',
    losers: "Losers' bracket",
    final: 'Grand final',
    plate: 'Plate',
  })[stage];

/**
 * The stages of a bracket, each with its rounds' names and the dated round each is played in
 * (docs/rules.md, Knockouts): a round is played on the first date after every round it takes a
 * side from. So a plate round goes with the next winners' round, a losers' round follows the
 * rounds it waits for, and the grand final's reset is played on the grand final's date.
 * Stages in the order the page shows them: winners, losers, grand final, plate.
 */
export const stageRounds = (bracket: Bracket): StageRounds[] => {
  const roundOf = new Map(bracket.ties.map((tie) => [tie.id, `${tie.stage}:${tie.round}`]));
  const playedIn = new Map<string, number>();
  const fromRound = (source: Source): number => {
    const id = 'winnerOf' in source ? source.winnerOf : 'loserOf' in source ? source.loserOf : null;
    return id === null ? 0 : (playedIn.get(roundOf.get(id) ?? '') ?? 0);
  };
  // The bracket lists every tie after the ties it waits for.
  for (const tie of bracket.ties) {
    const key = `${tie.stage}:${tie.round}`;
    const date =
      tie.id === 'GF2'
        ? (playedIn.get('final:1') ?? 1)
        : 1 + Math.max(fromRound(tie.home), fromRound(tie.away));
    playedIn.set(key, Math.max(playedIn.get(key) ?? 0, date));
  }
  const order: Stage[] = ['winners', 'losers', 'final', 'plate'];
  return order.flatMap((stage) => {
    const rounds = [
      ...new Set(bracket.ties.filter((tie) => tie.stage === stage).map((tie) => tie.round)),
    ];
    if (rounds.length === 0) return [];
    const last = rounds.length;
    const name = (round: number, at: number): string => {
      if (stage === 'final') return round === 1 ? 'Grand final' : 'Grand final reset';
      // The losers' rounds left out (a bye's entrant has no loss to drop) are not counted.
      if (stage === 'losers')
        return at + 1 === last ? "Losers' final" : `Losers' round ${String(at + 1)}`;
      const plain = roundName(round, last);
      if (stage === 'plate') return `Plate ${lowerFirst(plain)}`;
      return bracket.kind === 'double-elimination' ? `Winners' ${lowerFirst(plain)}` : plain;
    };
    return [
      {
        stage,
        name: stageName(stage, bracket.kind),
        rounds: rounds.map((round, at) => ({
          round,
          name: name(round, at),
          playedIn: playedIn.get(`${stage}:${String(round)}`) ?? 1,
        })),
      },
    ];
  });
};

/** The names of a cup's dated rounds: each lists the stages' rounds played on it. */
export const datedRoundNames = (stages: readonly StageRounds[]): string[] => {
  const names: string[][] = [];
  for (const { stage, rounds } of stages)
    for (const { round, name, playedIn } of rounds) {
      // The reset shares the grand final's date, and only maybe: the date keeps one name.
      if (stage === 'final' && round === 2) continue;
      (names[playedIn - 1] ??= []).push(name);
    }
  return Array.from(names, (round) => (round ?? []).join(', '));
};

const shapes = new Map<string, StageRounds[] | null>();

/** A cup's stages, worked out once per shape (the cup labels ask for every tie on a page). */
export const stagesOfCup = (cup: CupShape): StageRounds[] | null => {
  const entrants = knockoutEntrants(cup);
  const key = `${cup.bracket}:${String(entrants)}:${String(cup.plate)}`;
  if (!shapes.has(key)) {
    let stages: StageRounds[] | null;
    try {
      stages = stageRounds(bracketOf({ kind: cup.bracket, entrants, plate: cup.plate }));
    } catch {
      stages = null; // too few teams for the bracket (or its plate): no names
    }
    shapes.set(key, stages);
  }
  return shapes.get(key) ?? null;
};

/** A cup tie's round as people say it ("Semi-finals", "Losers' round 2"), from its id and its cup. */
export const tieRoundName = (tieId: string, cup: CupShape): string | null => {
  // A group tie's id is its group, round and place: 'B-2-1' is in group B.
  const group = /^([A-Z]+)-\d+-\d+$/.exec(tieId);
  if (group) return `Group ${group[1] ?? ''}`;
  const at = roundOfTie(tieId);
  if (!at) return null;
  const stage = stagesOfCup(cup)?.find((candidate) => candidate.stage === at.stage);
  return stage?.rounds.find((candidate) => candidate.round === at.round)?.name ?? null;
};
