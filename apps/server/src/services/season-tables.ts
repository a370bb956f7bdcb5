// A season's tables as the public pages show them (standings, player stats with ratings), read
// once here for the API and for the season's CSV export.
import { computeStandings, type StandingsRow } from '@cueleague/domain/compute-standings';
import type { Match, Season } from '@cueleague/domain/entities';
import { computeRatings } from '@cueleague/domain/player-rating';
import {
  computePlayerStats,
  COUNTED_MATCH_STATES,
  type PlayerStatsRow,
} from '@cueleague/domain/player-stats';
import type { Db } from '../db/database.ts';
import type { Executor } from '../repositories/executor.ts';
import { findMatches } from '../repositories/matches.ts';
import { allPlayers } from '../repositories/players.ts';
import { listAdjustments } from '../repositories/points-adjustments.ts';
import { membershipsOfSeason } from '../repositories/team-players.ts';
import { teamNamesOfIds, teamNamesOfSeason } from '../repositories/teams.ts';

/** One division's table (docs/rules.md, Standings): its teams, their matches among themselves,
 * and their points adjustments. */
export const seasonStandings = async (
  db: Executor,
  season: Season,
  divisionId: string | null,
): Promise<StandingsRow[]> => {
  const teams = await teamNamesOfSeason(db, season.id, divisionId);
  const matches = await findMatches(db, {
    seasonId: season.id,
    divisionId,
    states: ['completed'],
    competitionId: null,
  });
  const adjustments = await listAdjustments(db, { seasonId: season.id });
  return computeStandings({ teams, matches, points: season, adjustments });
};

/**
 * The matches ratings count: one season's (or one of its divisions'), or every season's ('all'),
 * cup ties included (docs/rules.md, Player stats and ratings: every frame played moves a rating).
 */
export const countedMatches = (db: Db, seasonId: string, divisionId?: string | null) =>
  findMatches(
    db,
    seasonId === 'all'
      ? { states: [...COUNTED_MATCH_STATES] }
      : { seasonId, divisionId, states: [...COUNTED_MATCH_STATES] },
  );

/** The league's matches of a list: what player stats count unless cups are asked for. */
export const leagueMatches = (matches: readonly Match[]): Match[] =>
  matches.filter((match) => match.competitionId === undefined);

/**
 * A division's own players: those on the roster of one of its teams, and anyone who played in its
 * matches (a player who moved division mid-season). The other divisions' players are not its.
 */
const divisionPlayers = async <P extends { id: string }>(
  db: Db,
  players: readonly P[],
  seasonId: string,
  divisionId: string,
  rosterTeams: ReadonlyMap<string, string>,
  matches: readonly Match[],
): Promise<P[]> => {
  const teams = new Set((await teamNamesOfSeason(db, seasonId, divisionId)).map(({ id }) => id));
  const played = new Set(
    matches.flatMap((match) =>
      match.frames.flatMap((frame) => [frame.homePlayerId, frame.awayPlayerId]),
    ),
  );
  return players.filter(({ id }) => played.has(id) || teams.has(rosterTeams.get(id) ?? ''));
};

export const playerStatsWithRatings = async (
  db: Db,
  seasonId: string,
  minFrames?: number,
  divisionId?: string | null,
  /** Count cup ties in the stats too (the ratings always do). */
  cups = false,
): Promise<(PlayerStatsRow & { rating: number | null; teamName: string | null })[]> => {
  const matches = await countedMatches(db, seasonId, divisionId);
  const players = await allPlayers(db);
  // A player who has not played yet shows the team whose roster they are on this season.
  const memberships =
    seasonId === 'all'
      ? []
      : (await membershipsOfSeason(db, seasonId)).filter((row) => row.isActive);
  const rosterTeams = new Map(memberships.map((row) => [row.playerId, row.teamId]));
  const counted = cups ? matches : leagueMatches(matches);
  const rows = computePlayerStats({
    matches: counted,
    players: divisionId
      ? await divisionPlayers(db, players, seasonId, divisionId, rosterTeams, counted)
      : players,
    rosterTeams,
    ...(minFrames === undefined ? {} : { minFrames }),
  });
  const teamIds = [...new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])))];
  const teams = teamIds.length === 0 ? [] : await teamNamesOfIds(db, teamIds);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const { ratings } = computeRatings(matches);
  return rows.map((row) => ({
    ...row,
    teamName: row.teamId ? (names.get(row.teamId) ?? null) : null,
    rating: ratings.get(row.playerId) ?? null,
  }));
};
