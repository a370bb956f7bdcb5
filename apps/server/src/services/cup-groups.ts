// A cup's group stage (docs/decisions/0040): its groups from the draw, their results (a
// completed match's frames, or the admin's decision: a win, no frames), tables, and the groups as
// the API shows them. services/competitions.ts puts them beside the knockout, whose draw the
// final tables make.
import { isBye, type Bracket } from '@cueleague/domain/competitions/bracket';
import {
  groupCupProblem,
  groupStage,
  groupTable,
  groupTies,
  knockoutFromGroups,
  type Group,
  type GroupResult,
  type GroupRow,
  type GroupTie,
} from '@cueleague/domain/competitions/groups';
import type {
  GroupOptions,
  GroupStageRecord,
  TieRecord,
} from '@cueleague/domain/competitions/records';
import type { ResolvedBracket, ResolvedTie } from '@cueleague/domain/competitions/resolve';
import { groupShape } from '@cueleague/domain/competitions/rounds';
import type { Match } from '@cueleague/domain/entities';
import type { CompetitionRow, DecisionRow } from '../repositories/competitions.ts';

export interface GroupState {
  groups: Group[];
  ties: GroupTie[];
  /** By tie id: the frames won, or the admin's decision. */
  results: Map<string, GroupResult>;
  tables: Map<string, GroupRow[]>;
  /** Every group tie has its result: the knockout's draw is made. */
  complete: boolean;
  /** The rounds the group stage takes (its dated rounds, before the knockout's). */
  rounds: number;
}

/** A cup's group options as stored; null for a plain knockout. */
export const groupOptionsOf = (row: CompetitionRow): GroupOptions | null =>
  row.groupSize === null || row.groupQualifiers === null
    ? null
    : { size: row.groupSize, qualifiers: row.groupQualifiers };

/**
 * The group stage from the draw and the ties' results: a group tie's result is the admin's
 * decision (a win, no frames), else its completed match's frames (level is a draw).
 */
export const groupStateOf = (
  options: GroupOptions,
  draw: readonly string[],
  matches: ReadonlyMap<string, Match>,
  decisions: ReadonlyMap<string, DecisionRow>,
): GroupState | null => {
  // Too few drawn for the groups (a team gone since the draw): no groups, as a plain cup with
  // too few has no bracket. The draw refuses such a cup before.
  if (groupCupProblem(draw.length, options.size, options.qualifiers) !== null) return null;
  const groups = groupStage(draw.length, options.size);
  const ties = groups.flatMap((group) => groupTies(group));
  const results = new Map<string, GroupResult>();
  for (const tie of ties) {
    const home = draw[tie.home - 1];
    const decision = decisions.get(tie.id);
    const match = matches.get(tie.id);
    if (decision) {
      results.set(tie.id, { home: 0, away: 0, winner: decision.winner === home ? 'home' : 'away' });
    } else if (match?.state === 'completed') {
      const atHome = match.homeTeamId === home;
      results.set(tie.id, {
        home: atHome ? match.homeScore : match.awayScore,
        away: atHome ? match.awayScore : match.homeScore,
      });
    }
  }
  const byId = Object.fromEntries(results);
  return {
    groups,
    ties,
    results,
    tables: new Map(groups.map((group) => [group.id, groupTable(group, byId)])),
    complete: results.size === ties.length,
    rounds: groupShape(draw.length, options.size).rounds,
  };
};

/** A knockout not drawn yet (its groups still playing): every tie waiting, the byes known. */
export const waitingBracket = (bracket: Bracket): ResolvedBracket => ({
  ties: bracket.ties.map((tie) => ({
    id: tie.id,
    stage: tie.stage,
    round: tie.round,
    index: tie.index,
    home: null,
    away: null,
    homeSeed: null,
    awaySeed: null,
    status: isBye(tie) ? 'bye' : 'waiting',
    result: null,
    winner: null,
    loser: null,
  })),
  champion: null,
  runnerUp: null,
  plateWinner: null,
  plateRunnerUp: null,
});

/** The group tie's two teams, group-stage seeds and all, as its bracket side would be. */
export const groupTieTeams = (draw: readonly string[], tie: GroupTie) => ({
  home: draw[tie.home - 1] ?? '',
  away: draw[tie.away - 1] ?? '',
});

/**
 * A group tie as a bracket's tie (its own stage aside): every one is ready once drawn, decided
 * once it has a result, with no winner when it ended level.
 */
const resolvedGroupTie = (
  draw: readonly string[],
  groups: GroupState,
  tie: GroupTie,
): ResolvedTie => {
  const { home, away } = groupTieTeams(draw, tie);
  const result = groups.results.get(tie.id);
  const winner = result
    ? (result.winner ??
      (result.home > result.away ? 'home' : result.away > result.home ? 'away' : null))
    : null;
  return {
    id: tie.id,
    stage: 'winners',
    round: tie.round,
    index: tie.index,
    home,
    away,
    homeSeed: tie.home,
    awaySeed: tie.away,
    status: result ? 'decided' : 'ready',
    result: winner,
    winner: winner === null ? null : winner === 'home' ? home : away,
    loser: winner === null ? null : winner === 'home' ? away : home,
  };
};

/**
 * The groups as the page shows them: each table (the top `qualifiers` marked) and its ties,
 * made as the bracket's are (`tieRecordOf`) and marked as the group stage's.
 */
export const groupStageRecord = (
  cup: { draw: readonly string[]; names: ReadonlyMap<string, string> },
  options: GroupOptions,
  groups: GroupState,
  tieRecordOf: (tie: ResolvedTie) => TieRecord,
): GroupStageRecord => ({
  groups: groups.groups.map((group) => ({
    id: group.id,
    name: `Group ${group.id}`,
    table: (groups.tables.get(group.id) ?? []).map((row) => {
      const teamId = cup.draw[row.seed - 1] ?? '';
      return {
        position: row.position,
        team: { teamId, name: cup.names.get(teamId) ?? 'Withdrawn team', seed: row.seed },
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        framesFor: row.framesFor,
        framesAgainst: row.framesAgainst,
        points: row.points,
        qualifies: row.position <= options.qualifiers,
      };
    }),
    ties: groups.ties
      .filter((tie) => tie.group === group.id)
      .map((tie) => ({
        ...tieRecordOf(resolvedGroupTie(cup.draw, groups, tie)),
        stage: 'group' as const,
      })),
  })),
  complete: groups.complete,
  knockoutPlaces: knockoutFromGroups(groups.groups, options.qualifiers),
});
