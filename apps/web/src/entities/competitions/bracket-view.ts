// What the bracket says about each tie, worked out from the cup as the API gives it: its stages
// (the main draw, a losers' bracket, the grand final, a plate), each with its rounds in order and
// their ties, a tie's name ("Quarter-final 2", "Losers' round 2, tie 1"), what stands in for a side
// not known yet ("Winner of QF 1", "Loser of Winners' SF 2"), the sentence a screen reader hears,
// and the path a team took. A singles knockout (docs/decisions/0048) says players for teams, a
// doubles knockout (0049) pairs, and each of their rounds says its race ("Final · race to 5").
import { bracketOf, type Source, type Stage } from '@cueleague/domain/competitions/bracket';
import {
  isPlayersCup,
  playersPerEntry as entryPlayers,
} from '@cueleague/domain/competitions/kinds';
import type {
  Competition,
  CompetitionKind,
  CompetitionSummary,
  TieRecord,
  TieSide,
} from '@cueleague/domain/competitions/records';
import type { Side } from '@cueleague/domain/entities';
import { raceToOf } from '@cueleague/domain/match-format';

/** 0, 1 or 2: the players of one entry (competitions/kinds.ts, free of zod for this page). */
export const playersPerEntry = (cup: Pick<CompetitionSummary, 'kind'>): 0 | 1 | 2 =>
  entryPlayers(cup.kind);

export { isPlayersCup };

/** What each kind of cup is called where it is shown. */
export const KIND_LABELS: Record<CompetitionKind, string> = {
  'team-knockout': 'Team knockout',
  'singles-knockout': 'Singles knockout',
  'doubles-knockout': 'Doubles knockout',
};

/** What one entry of a cup is, by how many players make it. */
const ENTRANT_NOUNS = ['team', 'player', 'pair'] as const;
export type EntrantNoun = (typeof ENTRANT_NOUNS)[number];

/** What one of a cup's entrants is: a 'team', a singles knockout's 'player', a doubles' 'pair'. */
export const entrantNoun = (cup: Pick<CompetitionSummary, 'kind'>): EntrantNoun =>
  ENTRANT_NOUNS[playersPerEntry(cup)];

/** "6 teams", "1 team", "8 players", "4 pairs": a cup's entrants counted as what they are. */
export const entrantWords = (count: number, cup: Pick<CompetitionSummary, 'kind'>): string =>
  `${String(count)} ${entrantNoun(cup)}${count === 1 ? '' : 's'}`;

/**
 * "race to 3", "one frame": what each tie of a players' knockout plays, from its format (the race
 * it was made with; each round's own race is set when it is published, and its heading says it).
 */
export const tieRaceWords = (cup: Pick<Competition, 'format'>): string => {
  const raceTo = raceToOf(cup.format);
  return raceTo > 1 ? `race to ${String(raceTo)}` : 'one frame';
};

/** A round as its heading says it: "Final", or a singles knockout's "Final · race to 5". */
export const roundTitle = (round: { name: string; raceTo?: number | undefined }): string =>
  round.raceTo === undefined ? round.name : `${round.name} · race to ${String(round.raceTo)}`;

/**
 * "single elimination", "double elimination", "single elimination with a plate", "groups of 4,
 * 2 through to a knockout".
 */
export const bracketWords = (
  cup: Pick<CompetitionSummary, 'bracket' | 'plate'> & Partial<Pick<CompetitionSummary, 'groups'>>,
): string =>
  cup.groups
    ? `groups of ${String(cup.groups.size)}, ${String(cup.groups.qualifiers)} through to a knockout`
    : `${cup.bracket === 'double-elimination' ? 'double' : 'single'} elimination${cup.plate ? ' with a plate' : ''}`;

/** A tie with its name as the bracket shows it. */
export interface NamedTie {
  tie: TieRecord;
  /** "Semi-final 1", "Losers' round 2, tie 1", "Grand final". */
  name: string;
}

export interface BracketRound {
  round: number;
  name: string;
  date: string | null;
  /** In a singles knockout: the race its ties play. */
  raceTo?: number | undefined;
  ties: NamedTie[];
}

export interface BracketStage {
  stage: Stage;
  name: string;
  rounds: BracketRound[];
}

/**
 * A tie's name from its round's name, its place in the round and the round's number of ties:
 * the round's own name for its one tie ("Final", "Losers' final"), "Semi-final 1" in the
 * semi-finals, "Round 1, tie 3" elsewhere.
 */
export const tieName = (roundName: string, position: number, ties: number): string => {
  if (ties === 1) return roundName;
  if (roundName.endsWith('-finals')) return `${roundName.slice(0, -1)} ${String(position)}`;
  return `${roundName}, tie ${String(position)}`;
};

/** A tie's short name, for "Winner of …": "SF 1", "Winners' QF 2", "R1 tie 3". */
const shortName = (name: string): string =>
  name
    .replace(/semi-final/i, 'SF')
    .replace(/quarter-final/i, 'QF')
    .replace(/round (\d+), tie/i, 'R$1 tie');

/** The stages, each with its rounds (first first) and their ties in bracket order (top to bottom). */
export const bracketStages = (competition: Competition): BracketStage[] =>
  competition.stages.map((stage) => ({
    stage: stage.stage,
    name: stage.name,
    rounds: stage.rounds.map((round) => {
      const ties = competition.ties
        .filter((tie) => tie.stage === stage.stage && tie.round === round.round)
        .sort((a, b) => a.index - b.index);
      const dated = competition.rounds.find(({ round: at }) => at === round.playedIn);
      return {
        round: round.round,
        name: round.name,
        date: dated?.date ?? null,
        ...(dated?.raceTo === undefined ? {} : { raceTo: dated.raceTo }),
        ties: ties.map((tie, at) => ({ tie, name: tieName(round.name, at + 1, ties.length) })),
      };
    }),
  }));

/** The side that went through, once the tie has a winner. */
export const tieWinner = (tie: TieRecord): TieSide | null => {
  if (tie.winner) return tie[tie.winner];
  // A bye: the one side there goes through unplayed.
  if (tie.status === 'bye') return tie.home ?? tie.away;
  return null;
};

export const tieLoser = (tie: TieRecord): TieSide | null =>
  tie.winner ? tie[tie.winner === 'home' ? 'away' : 'home'] : null;

export const isLive = (tie: TieRecord): boolean => tie.match?.state === 'in-progress';

/** The score once the tie's match has started. */
export const tieScore = (tie: TieRecord): { home: number; away: number } | null =>
  tie.match && tie.match.state !== 'pre-match'
    ? { home: tie.match.homeScore, away: tie.match.awayScore }
    : null;

/**
 * What each side of a tie shows when no team holds it, by tie id: "bye" (a first-round bye), or
 * "Winner of QF 1" / "Loser of Winners' SF 2" for a side that waits on a tie before it, as the
 * cup's bracket (the domain's, made again from its kind and size) says where that side comes from.
 */
export const placeholders = (
  competition: Competition,
  stages: readonly BracketStage[],
): Map<string, Record<Side, string>> => {
  const names = new Map(
    stages.flatMap((stage) =>
      stage.rounds.flatMap((round) => round.ties.map(({ tie, name }) => [tie.id, name] as const)),
    ),
  );
  let sources: Map<string, Record<Side, Source>>;
  // After groups, the knockout's seeds are places in them: "Winner of group A".
  const places = competition.groupStage?.knockoutPlaces;
  try {
    const bracket = bracketOf({
      kind: competition.bracket,
      entrants: places?.length ?? competition.entrantCount,
      plate: competition.plate,
    });
    sources = new Map(bracket.ties.map((tie) => [tie.id, { home: tie.home, away: tie.away }]));
  } catch {
    sources = new Map(); // a cup too small for its bracket has no ties to wait on
  }
  const shown = (source: Source | undefined): string => {
    if (!source) return 'To be decided';
    if ('bye' in source) return 'bye';
    if ('winnerOf' in source)
      return `Winner of ${shortName(names.get(source.winnerOf) ?? source.winnerOf)}`;
    if ('loserOf' in source)
      return `Loser of ${shortName(names.get(source.loserOf) ?? source.loserOf)}`;
    const place = places?.[source.seed - 1];
    if (place)
      return `${['Winner', 'Runner-up'][place.position - 1] ?? `No. ${String(place.position)}`} of group ${place.group}`;
    return 'To be decided';
  };
  return new Map(
    competition.ties.map((tie) => {
      const from = sources.get(tie.id);
      const side = (which: Side) => (tie[which] ? '' : shown(from?.[which]));
      return [tie.id, { home: side('home'), away: side('away') }];
    }),
  );
};

/** "Quarter-final 2: Reds v Cannons, 9–7, Reds win": the tie as a screen reader hears it. */
export const tieSentence = (tie: TieRecord, name: string, shown: Record<Side, string>): string => {
  const sideName = (side: Side) => tie[side]?.name ?? shown[side];
  const score = tieScore(tie);
  const winner = tieWinner(tie);
  const parts = [`${name}: ${sideName('home')} v ${sideName('away')}`];
  if (score) parts.push(`${String(score.home)}–${String(score.away)}`);
  if (isLive(tie)) parts.push('live');
  // A player wins; a team, or a pair, win.
  const wins = winner?.playerIds?.length === 1 ? 'wins' : 'win';
  if (winner)
    parts.push(
      tie.status === 'bye' ? `${winner.name} through with a bye` : `${winner.name} ${wins}`,
    );
  if (tie.decidedBy) parts.push(`decided: ${tie.decidedBy.reason}`);
  return parts.join(', ');
};

/** The ties a team played or waits in, so the page can light up its way through the bracket. */
export const pathOf = (competition: Competition, teamId: string): Set<string> =>
  new Set(
    competition.ties
      .filter((tie) => tie.home?.teamId === teamId || tie.away?.teamId === teamId)
      .map((tie) => tie.id),
  );
