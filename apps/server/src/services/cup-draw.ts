// A cup's seeded draw and its notice (docs/rules.md, Knockouts and Notifications). The order is
// the domain's (seeded-draw.ts); this file gathers the figures it orders by: each division's
// table as it stands, the entrants' players' ratings, or a previous cup's bracket. And when the
// cup is published, it says what each entered team is told of its first tie.
import {
  seedsByCup,
  seedsByRating,
  seedsByTable,
  teamRating,
  type SeedBy,
  type TablePlace,
} from '@cueleague/domain/competitions/seeded-draw';
import type { Competition, DrawRecord, DrawRequest } from '@cueleague/domain/competitions/records';
import { computeRatings } from '@cueleague/domain/player-rating';
import { COUNTED_MATCH_STATES } from '@cueleague/domain/player-stats';
import { invalid } from '../http/http-error.ts';
import { findCompetitionRow, type CompetitionRow } from '../repositories/competitions.ts';
import { entrantPlayersOf } from '../repositories/entrants.ts';
import type { Executor } from '../repositories/executor.ts';
import { findMatches } from '../repositories/matches.ts';
import { findSeason } from '../repositories/seasons.ts';
import { membershipsOfSeason } from '../repositories/team-players.ts';
import { loadCompetition, type MadeTie } from './competitions.ts';
import { isPlayersCup } from './singles-ties.ts';
import { seasonStandings } from './season-tables.ts';

type SeededRequest = Extract<DrawRequest, { method: 'seeded' }>;

/**
 * A seeded draw's order and what it records: by the table or the rating as they stand, or by how
 * far each entrant went in a previous cup (published or finished, of any season; its name kept
 * in the record for the admin's page).
 */
export const seededDraw = async (
  db: Executor,
  cup: Pick<CompetitionRow, 'id' | 'seasonId' | 'kind'>,
  entrants: ReadonlyMap<string, string>,
  request: SeededRequest,
): Promise<{ record: DrawRecord; order: string[] }> => {
  // Players have no place in a table of teams: a singles knockout is seeded by their ratings.
  if (request.by === 'table' && isPlayersCup(cup))
    throw invalid('Seed a singles knockout by rating, by a previous cup or by hand.', {
      by: 'By rating or a previous cup',
    });
  if (request.by !== 'cup')
    return {
      record: { method: 'seeded', by: request.by },
      order: await seededOrder(db, cup.seasonId, entrants, request.by),
    };
  const previous = await findCompetitionRow(db, request.competitionId);
  if (previous?.id === cup.id)
    throw invalid('A cup cannot be seeded by itself.', { competitionId: 'Another cup' });
  if (!previous || (previous.state !== 'published' && previous.state !== 'finished'))
    throw invalid('Seed by a cup whose draw is published.', {
      competitionId: 'A published or finished cup',
    });
  const order = seedsByCup(
    [...entrants].map(([teamId, name]) => ({ teamId, name })),
    await loadCompetition(db, previous),
  );
  return {
    record: { method: 'seeded', by: 'cup', competitionId: previous.id, name: previous.name },
    order,
  };
};

/** The entrants seed 1 first, by the season's league table or by their players' ratings. */
const seededOrder = async (
  db: Executor,
  seasonId: string,
  entrants: ReadonlyMap<string, string>,
  by: SeedBy,
): Promise<string[]> =>
  by === 'table'
    ? seedsByTable(await tablePlaces(db, seasonId, entrants))
    : seedsByRating(await teamStrengths(db, seasonId, entrants));

/** Each entrant's place in its division's table; one in no table comes last. */
const tablePlaces = async (
  db: Executor,
  seasonId: string,
  entrants: ReadonlyMap<string, string>,
): Promise<TablePlace[]> => {
  const season = await findSeason(db, seasonId);
  const rows = new Map<string, TablePlace>();
  const divisions = season ? season.divisions.map((division) => division.id) : [];
  for (const divisionId of season && divisions.length === 0 ? [null] : divisions)
    for (const row of season ? await seasonStandings(db, season, divisionId) : [])
      rows.set(row.teamId, { ...row, name: row.teamName });
  return [...entrants].map(
    ([teamId, name]) =>
      rows.get(teamId) ?? { teamId, name, position: Number.MAX_SAFE_INTEGER, points: 0, played: 0 },
  );
};

/**
 * Each entrant's strength: its active roster's average all-time rating (every season's frames
 * in order, cup ties' too, as the players page shows all-time); a singles entrant's, its player's.
 */
const teamStrengths = async (
  db: Executor,
  seasonId: string,
  entrants: ReadonlyMap<string, string>,
) => {
  const { ratings } = computeRatings(await findMatches(db, { states: [...COUNTED_MATCH_STATES] }));
  const rosters = new Map<string, (number | null)[]>();
  for (const row of await membershipsOfSeason(db, seasonId)) {
    if (!row.isActive || !entrants.has(row.teamId)) continue;
    rosters.set(row.teamId, [
      ...(rosters.get(row.teamId) ?? []),
      ratings.get(row.playerId) ?? null,
    ]);
  }
  for (const [teamId, players] of await entrantPlayersOf(db, [...entrants.keys()]))
    rosters.set(
      teamId,
      players.map((playerId) => ratings.get(playerId) ?? null),
    );
  return [...entrants].map(([teamId, name]) => ({
    teamId,
    name,
    rating: teamRating(rosters.get(teamId) ?? []),
  }));
};

/** What one entered team is told when its cup is published. */
export interface DrawNotice {
  teamId: string;
  /** The team's tie made by the draw: its match, its round, and whether a bye came first. */
  tie: { match: MadeTie['match']; round: string; afterBye: boolean } | null;
  /** With no tie made yet: the round the team's bye takes it to. */
  byeTo: string | null;
}

/**
 * Each entered team's notice of a cup just published: its first tie whose match the publish made
 * (after a bye, perhaps), else the round its bye takes it to.
 */
export const drawNotices = (cup: Competition, made: readonly MadeTie[]): DrawNotice[] => {
  const matches = new Map(made.map(({ match }) => [match.id, match]));
  const roundName = (round: number) =>
    cup.rounds.find((candidate) => candidate.round === round)?.name ?? `Round ${round}`;
  // A group cup's first ties are its groups'.
  const all = [...(cup.groupStage?.groups.flatMap((group) => group.ties) ?? []), ...cup.ties];
  return cup.entries.map(({ teamId }) => {
    const ties = all
      .filter((tie) => tie.home?.teamId === teamId || tie.away?.teamId === teamId)
      .sort((a, b) => a.round - b.round);
    const first = ties[0];
    const afterBye = first?.status === 'bye';
    const played = ties.find((tie) => tie.match && matches.has(tie.match.id));
    const match = played?.match ? matches.get(played.match.id) : undefined;
    return {
      teamId,
      tie:
        played && match
          ? { match, round: roundName(played.round), afterBye: afterBye && played !== first }
          : null,
      byeTo: !match && first && afterBye ? roundName(first.round + 1) : null,
    };
  });
};
