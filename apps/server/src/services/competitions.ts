// A cup as the API shows it, and the bracket moving on (docs/decisions/0039). The bracket is
// worked out on every read from what is stored: the entries, the draw (team ids in seed order),
// the ties' matches and the admin's decisions. When a tie's two sides become known, its match is
// created, like any fixture (live event, audit); when a tie's match is completed with a winner,
// the next tie fills in. Single or double elimination, with a plate or not: the same steps for
// every stage's ties. A cup with groups (docs/decisions/0040) plays every group tie first; the
// knockout's draw is the final tables', made once every group tie has its result.
import {
  bracketOf,
  singleElimination,
  type Bracket,
  type BracketKind,
} from '@cueleague/domain/competitions/bracket';
import { homeSide } from '@cueleague/domain/competitions/draw';
import { splitReserves } from '@cueleague/domain/competitions/entries';
import { knockoutDraw } from '@cueleague/domain/competitions/groups';
import {
  afterGroups,
  datedRoundNames,
  groupRoundNames,
  stageRounds,
  type StageRounds,
} from '@cueleague/domain/competitions/rounds';
import type {
  Competition,
  CompetitionKind,
  CompetitionSummary,
  CompetitionState,
  GroupOptions,
  Honour,
  DrawRecord,
  HomeRule,
  TieRecord,
} from '@cueleague/domain/competitions/records';
import {
  dependants,
  resolveBracket,
  type ResolvedBracket,
  type ResolvedTie,
} from '@cueleague/domain/competitions/resolve';
import { matchFormatSchema, type Match } from '@cueleague/domain/entities';
import { createMatch } from '@cueleague/domain/new-match';
import { newId } from '../auth/tokens.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import {
  decisionsOf,
  entriesOf,
  findCompetitionRow,
  lockCompetitionRow,
  publishedCompetitionRows,
  type CompetitionRow,
  type DecisionRow,
} from '../repositories/competitions.ts';
import { entrantPlayersOf } from '../repositories/entrants.ts';
import { findMatches } from '../repositories/matches.ts';
import { homeVenueOf } from '../repositories/teams.ts';
import {
  groupOptionsOf,
  groupStageRecord,
  groupStateOf,
  groupTieTeams,
  waitingBracket,
  type GroupState,
} from './cup-groups.ts';
import { insertMatch } from './fixtures.ts';
import { isPlayersCup, playersTieOf, raceOfRound, tieScore } from './singles-ties.ts';
import type { FixtureAudit } from './match-audit.ts';
import type { MatchEvents } from './match-events.ts';

/** What a cup's bracket is worked out from, and the bracket itself once drawn. */
interface CupState {
  row: CompetitionRow;
  /** Every entered team's name, reserves too, by team name. */
  names: Map<string, string>;
  /** The entries to draw (within the capacity), and the reserves in order (entries/splitReserves). */
  entrants: string[];
  reserves: string[];
  enteredAt: Map<string, string | null>;
  /** Team ids, seed 1 first; empty before the draw. */
  draw: string[];
  /** A cup with groups: their size and how many go through; null for a plain knockout. */
  groupOptions: GroupOptions | null;
  /** Its groups (seeds of `draw`), their ties, results and tables once drawn; null otherwise. */
  groups: GroupState | null;
  /** The knockout's: the whole draw's, or the group cup's (from the tables). */
  bracket: Bracket | null;
  /** The bracket's stages and their rounds' names and dated rounds; empty before the draw. */
  stages: StageRounds[];
  resolved: ResolvedBracket | null;
  /** Each tie's match, by tie id. */
  matches: Map<string, Match>;
  decisions: Map<string, DecisionRow>;
  /** A players' knockout: each entrant side's player (decision 0048); empty for a team cup. */
  players: Map<string, string[]>;
}

const parsed = <T>(text: string | null, fallback: T): T =>
  text === null ? fallback : (JSON.parse(text) as T);

/** The team that won a completed match, or null for a level one (the admin decides). */
const matchWinner = (match: Match): string | null => {
  // A walkover is won by the side present, with frames or without (docs/rules.md).
  const walkover = match.state === 'completed' ? match.progress.walkover : undefined;
  if (walkover) return walkover.winner === 'home' ? match.homeTeamId : match.awayTeamId;
  if (match.state !== 'completed' || match.homeScore === match.awayScore) return null;
  return match.homeScore > match.awayScore ? match.homeTeamId : match.awayTeamId;
};

/**
 * The bracket with every result known so far. A tie's result is the admin's decision, else its
 * completed match's winner; a result makes the next tie's sides known, whose own result may
 * then count, so it is worked out again until nothing changes (once a round at most).
 */
const resolveCup = (
  state: Pick<CupState, 'bracket' | 'matches' | 'decisions'>,
  draw: readonly string[],
): ResolvedBracket | null => {
  const { bracket, matches, decisions } = state;
  if (!bracket || draw.length !== bracket.entrants) return null;
  const results: Record<string, 'home' | 'away'> = {};
  const sideOf = (tie: ResolvedTie, teamId: string | null) =>
    teamId === null ? null : tie.home === teamId ? 'home' : tie.away === teamId ? 'away' : null;
  for (;;) {
    const resolved = resolveBracket(bracket, draw, results);
    let changed = false;
    for (const tie of resolved.ties) {
      if (tie.status !== 'ready' || results[tie.id]) continue;
      const decision = decisions.get(tie.id);
      const match = matches.get(tie.id);
      const side = sideOf(tie, decision ? decision.winner : match ? matchWinner(match) : null);
      if (side) {
        results[tie.id] = side;
        changed = true;
      }
    }
    if (!changed) return resolved;
  }
};

export const loadCupState = async (db: Executor, row: CompetitionRow): Promise<CupState> => {
  const entries = await entriesOf(db, [row.id]);
  const names = new Map(entries.map((entry) => [entry.teamId, entry.name]));
  const enteredAt = new Map(entries.map((entry) => [entry.teamId, entry.enteredAt]));
  const { drawn: entrants, reserves } = splitReserves(entries, row.capacity);
  const draw = parsed<string[]>(row.drawOrder, []).filter((id) => names.has(id));
  const matches = new Map(
    // A singles tie's one frame holds its racks, which its bracket shows (decision 0048).
    (await findMatches(db, { competitionId: row.id }, { frames: isPlayersCup(row) })).map(
      (match) => [match.tieId ?? '', match],
    ),
  );
  const decisions = new Map((await decisionsOf(db, row.id)).map((row) => [row.tieId, row]));
  const players = isPlayersCup(row)
    ? await entrantPlayersOf(
        db,
        entries.map((entry) => entry.teamId),
      )
    : new Map<string, string[]>();
  const groupOptions = groupOptionsOf(row);
  const groups =
    groupOptions && draw.length >= 2 ? groupStateOf(groupOptions, draw, matches, decisions) : null;
  let bracket: Bracket | null = null;
  // The knockout's draw: the whole draw, or (after groups) the tables' once every tie is in.
  let knockout: string[] | null = draw;
  if (groupOptions) {
    bracket = groups ? singleElimination(groups.groups.length * groupOptions.qualifiers) : null;
    knockout =
      groups?.complete === true
        ? knockoutDraw(groups.groups, groups.tables, groupOptions.qualifiers).map(
            (seed) => draw[seed - 1] ?? '',
          )
        : null;
  } else if (draw.length >= 2) {
    bracket = cupBracket(row, draw.length);
  }
  const base = {
    row,
    names,
    entrants,
    reserves,
    enteredAt,
    draw,
    groupOptions,
    groups,
    bracket,
    matches,
    decisions,
    players,
  };
  const stages = bracket ? stageRounds(bracket) : [];
  return {
    ...base,
    stages: groups ? afterGroups(stages, groups.rounds) : stages,
    resolved: knockout ? resolveCup(base, knockout) : bracket ? waitingBracket(bracket) : null,
  };
};

/**
 * The bracket of a cup of `entrants`, as it was made (its kind and plate). A plate the entrants
 * cannot fill (one first-round tie) throws a RangeError; the draw refuses it before.
 */
export const cupBracket = (row: CompetitionRow, entrants: number): Bracket =>
  bracketOf({ kind: row.bracket as BracketKind, entrants, plate: row.plate === 1 });

/** A tie's stage round: its name and the dated round (its date) it is played in. */
const stageRoundOf = (state: CupState, tie: { stage: string; round: number }) =>
  state.stages
    .find((stage) => stage.stage === tie.stage)
    ?.rounds.find((round) => round.round === tie.round);

/**
 * The date a tie is played by: its dated round's (a losers' or plate round shares the date of the
 * round it is played with), else the cup's last date; undefined before the cup has dates.
 */
export const tieRoundDate = (
  state: CupState,
  tie: { stage: string; round: number },
): string | undefined => {
  const dates = parsed<string[]>(state.row.roundDates, []);
  return dates[(stageRoundOf(state, tie)?.playedIn ?? tie.round) - 1] ?? dates.at(-1);
};

/**
 * Whether a double elimination's reset is played: only when the losers' bracket winner won the
 * grand final. Until then, and when not needed, the cup shows no such tie or round.
 */
const resetPlayed = (state: CupState): boolean =>
  state.resolved?.ties.find(({ id }) => id === 'GF')?.result === 'away';

/** Finished once it has its champion, and its plate's winner too when it has a plate. */
const stateOf = (state: CupState): CompetitionState =>
  state.row.state === 'published' &&
  state.resolved?.champion &&
  (!state.bracket?.plate || state.resolved.plateWinner)
    ? 'finished'
    : (state.row.state as CompetitionState);

const team = (state: CupState, id: string | null) =>
  id === null
    ? null
    : { teamId: id, name: state.names.get(id) ?? 'Withdrawn team', ...playersOf(state, id) };

export const summaryOf = (state: CupState): CompetitionSummary => ({
  id: state.row.id,
  seasonId: state.row.seasonId,
  name: state.row.name,
  kind: state.row.kind as CompetitionKind,
  state: stateOf(state),
  entrantCount: state.entrants.length,
  bracket: state.row.bracket as BracketKind,
  plate: state.row.plate === 1,
  groups: state.groupOptions,
  entriesCloseAt: state.row.entriesCloseAt,
  capacity: state.row.capacity,
  reserveCount: state.reserves.length,
  ...(state.row.seasonPlayersOnly === 1 ? { seasonPlayersOnly: true } : {}),
  winner: team(state, state.resolved?.champion ?? null),
  runnerUp: team(state, state.resolved?.runnerUp ?? null),
  plateWinner: team(state, state.resolved?.plateWinner ?? null),
});

/**
 * A tie as the bracket page shows it. Once it has a match, its sides are the match's (a
 * higher-seed home rule may have put the bracket's lower line at home), and its winner too.
 */
const tieRecord = (state: CupState, tie: ResolvedTie): TieRecord => {
  const match = state.matches.get(tie.id) ?? null;
  const side = (teamId: string | null, seed: number | null) =>
    teamId === null || seed === null
      ? null
      : {
          teamId,
          name: state.names.get(teamId) ?? 'Withdrawn team',
          seed,
          ...playersOf(state, teamId),
        };
  const swapped = match !== null && match.homeTeamId === tie.away;
  const home = swapped ? side(tie.away, tie.awaySeed) : side(tie.home, tie.homeSeed);
  const away = swapped ? side(tie.home, tie.homeSeed) : side(tie.away, tie.awaySeed);
  const decision = state.decisions.get(tie.id);
  return {
    id: tie.id,
    stage: tie.stage,
    round: tie.round,
    index: tie.index - 1,
    home,
    away,
    status: tie.status === 'not-needed' ? 'decided' : tie.status,
    winner:
      tie.winner === null
        ? null
        : tie.winner === home?.teamId
          ? 'home'
          : tie.winner === away?.teamId
            ? 'away'
            : null,
    match: match && {
      id: match.id,
      state: match.state,
      scheduledDate: match.scheduledDate,
      ...tieScore(match),
    },
    decidedBy: decision ? { reason: decision.reason } : null,
  };
};

/** An entrant side's players, as an entry or a tie's side carries them (a team: none). */
const playersOf = (state: CupState, teamId: string) => {
  const playerIds = state.players.get(teamId);
  return playerIds ? { playerIds } : {};
};

export const competitionOf = (state: CupState): Competition => {
  const { row, resolved } = state;
  const seeds = new Map(state.draw.map((id, index) => [id, index + 1]));
  const reserve = new Set(state.reserves);
  const dates = parsed<string[]>(row.roundDates, []);
  const reset = resetPlayed(state);
  return {
    ...summaryOf(state),
    format: matchFormatSchema.parse(JSON.parse(row.format)),
    homeRule: row.homeRule as HomeRule,
    draw: parsed<DrawRecord | null>(row.draw, null),
    // The teams to draw by name (as today), then the reserves in the order they would move up.
    entries: [...[...state.names.keys()].filter((id) => !reserve.has(id)), ...state.reserves].map(
      (teamId) => ({
        teamId,
        name: state.names.get(teamId) ?? 'Withdrawn team',
        seed: seeds.get(teamId) ?? null,
        enteredAt: state.enteredAt.get(teamId) ?? null,
        reserve: reserve.has(teamId),
        ...playersOf(state, teamId),
      }),
    ),
    // A group cup's first dated rounds are its groups'; the knockout's come after.
    rounds: datedRoundNames(state.stages).map((name, index) => ({
      round: index + 1,
      name: groupRoundNames(state.groups?.rounds ?? 0)[index] ?? name,
      date: dates[index] ?? null,
      ...(isPlayersCup(row) ? { raceTo: raceOfRound(row, index + 1) } : {}),
    })),
    stages: state.stages.map((stage) => ({
      ...stage,
      rounds: stage.rounds.filter((round) => reset || stage.stage !== 'final' || round.round === 1),
    })),
    ties: resolved
      ? resolved.ties.filter((tie) => reset || tie.id !== 'GF2').map((tie) => tieRecord(state, tie))
      : [],
    groupStage:
      state.groupOptions && state.groups
        ? groupStageRecord(state, state.groupOptions, state.groups, (tie) => tieRecord(state, tie))
        : null,
  };
};

export const loadCompetition = async (db: Executor, row: CompetitionRow): Promise<Competition> =>
  competitionOf(await loadCupState(db, row));

/** The summaries of a season's cups; `published` alone for a visitor. */
export const competitionSummaries = async (
  db: Executor,
  rows: readonly CompetitionRow[],
): Promise<CompetitionSummary[]> => {
  const summaries: CompetitionSummary[] = [];
  for (const row of rows) {
    const state = await loadCupState(db, row);
    summaries.push(summaryOf(state));
  }
  return summaries;
};

/**
 * Why a cup tie's completed match may not be reopened, or null when it may (docs/rules.md,
 * Knockouts: Results): a knockout tie once a tie after it has its match or a decision (its
 * winner or loser is already drawn in there), a group tie once the knockout has been made from
 * the group tables. Reopening then would leave a later match between the wrong teams.
 */
export const reopenRefusal = async (db: Executor, match: Match): Promise<string | null> => {
  if (!match.competitionId || !match.tieId) return null;
  const row = await findCompetitionRow(db, match.competitionId);
  if (!row) return null;
  const state = await loadCupState(db, row);
  const used = (tieId: string) => state.matches.has(tieId) || state.decisions.has(tieId);
  if (state.groups?.ties.some((tie) => tie.id === match.tieId)) {
    return state.bracket?.ties.some((tie) => used(tie.id))
      ? 'The knockout has been drawn from the group tables, so a group result can no longer be reopened.'
      : null;
  }
  if (!state.bracket) return null;
  return dependants(state.bracket, match.tieId).some((tie) => used(tie.id))
    ? "The next round's tie has been made from this result, so it can no longer be reopened."
    : null;
};

/** A tie's match just made: the match, and its cup and round as people say them. */
export interface MadeTie {
  match: Match;
  /** 'Winter Cup, Semi-finals'. */
  cup: string;
}

/** After a tie's match changed state: the bracket moves on, under the competition's lock. */
export const moveCupOn = async (
  trx: Trx,
  competitionId: string,
  now: Date,
  events: MatchEvents,
  actorUserId: string,
): Promise<MadeTie[]> => {
  await lockCompetitionRow(trx, competitionId);
  const row = await findCompetitionRow(trx, competitionId);
  return row ? advanceCompetition(trx, row, now, events, { actorUserId }) : [];
};

/**
 * Creates the match of every tie whose two sides are known and that has none yet and no
 * decision: at its round's date, at the home side's venue, in the cup's format. Called when the
 * cup is published and after every result; the caller holds the competition's lock. Answers the
 * ties made, for their captains to be told.
 */
export const advanceCompetition = async (
  trx: Trx,
  row: CompetitionRow,
  now: Date,
  events: MatchEvents,
  audit: FixtureAudit,
): Promise<MadeTie[]> => {
  if (row.state !== 'published') return [];
  const state = await loadCupState(trx, row);
  if (!state.resolved) return [];
  const made: MadeTie[] = [];
  const format = matchFormatSchema.parse(JSON.parse(row.format));
  // A group cup's group ties are all known at once; the knockout's once the groups are done.
  const groupTiesToPlay = (state.groups?.ties ?? []).map((tie) => ({
    ...groupTieTeams(state.draw, tie),
    id: tie.id,
    stage: 'group',
    round: tie.round,
    homeSeed: tie.home,
    awaySeed: tie.away,
    status: 'ready',
    name: `Group ${tie.group}`,
  }));
  const knockoutTies = state.resolved.ties.map((tie) => ({
    ...tie,
    name: stageRoundOf(state, tie)?.name ?? tie.id,
  }));
  for (const tie of [...groupTiesToPlay, ...knockoutTies]) {
    if (tie.status !== 'ready' || !tie.home || !tie.away) continue;
    if (state.matches.has(tie.id) || state.decisions.has(tie.id)) continue;
    const hosts = homeSide(tie, row.homeRule as HomeRule) === 'away' ? 'away' : 'home';
    const [homeTeamId, awayTeamId] = hosts === 'home' ? [tie.home, tie.away] : [tie.away, tie.home];
    const fixture = {
      id: newId(),
      seasonId: row.seasonId,
      homeTeamId,
      awayTeamId,
      venueId: await homeVenueOf(trx, homeTeamId),
      scheduledDate: tieRoundDate(state, tie) ?? now.toISOString(),
    };
    // A players' tie's sides are its two players or pairs, its race the round's (0048, 0049).
    const datedRound = stageRoundOf(state, tie)?.playedIn ?? tie.round;
    const created =
      (isPlayersCup(row) ? playersTieOf(row, fixture, state.players, datedRound) : null) ??
      createMatch({ ...fixture, format });
    const match: Match = { ...created, competitionId: row.id, tieId: tie.id };
    await insertMatch(trx, match, now, events, { ...audit, note: `${row.name}: ${tie.name}` });
    made.push({ match, cup: `${row.name}, ${tie.name}` });
  }
  return made;
};

/**
 * The roll of honour: every finished cup's winner and runner-up, newest season first. Only
 * published cups can be finished, so nothing here is an admin's alone.
 */
export const competitionHonours = async (db: Executor): Promise<Honour[]> => {
  const honours: Honour[] = [];
  for (const row of await publishedCompetitionRows(db)) {
    const state = await loadCupState(db, row);
    const summary = summaryOf(state);
    if (summary.state !== 'finished' || !summary.winner) continue;
    honours.push({
      seasonId: row.seasonId,
      seasonName: row.seasonName,
      competitionId: row.id,
      name: row.name,
      kind: summary.kind,
      winner: summary.winner,
      runnerUp: summary.runnerUp,
      plateWinner: summary.plateWinner,
    });
  }
  return honours;
};
