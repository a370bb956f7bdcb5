// Rows to the API's entities and back: 0/1 to booleans, JSON text to values, nulls kept.
import { divisionsInOrder } from '@cueleague/domain/divisions';
import type {
  Availability,
  Frame,
  Match,
  MatchState,
  Player,
  Season,
  Team,
  TeamPlayer,
  Venue,
  AwayPosition,
  HomePosition,
  FrameState,
  Side,
  MembershipRole,
} from '@cueleague/domain/entities';
import {
  matchFormatSchema,
  matchProgressSchema,
  preMatchStateSchema,
} from '@cueleague/domain/entities';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  AvailabilityTable,
  DivisionsTable,
  FramesTable,
  MatchesTable,
  PlayersTable,
  SeasonsTable,
  TeamPlayersTable,
  TeamsTable,
  VenuesTable,
} from './schema.ts';

export const bool = (value: number): boolean => value === 1;
export const int = (value: boolean): number => (value ? 1 : 0);

/** A season with its divisions (the caller reads them: repositories/seasons.ts). */
export const seasonFromRow = (
  row: Selectable<SeasonsTable>,
  divisions: readonly Selectable<DivisionsTable>[],
): Season => ({
  id: row.id,
  leagueId: row.leagueId,
  name: row.name,
  isCurrent: bool(row.isCurrent),
  startDate: row.startDate,
  endDate: row.endDate,
  pointsForWin: row.pointsForWin,
  pointsForDraw: row.pointsForDraw,
  pointsForLoss: row.pointsForLoss,
  pointsPerFrame: row.pointsPerFrame,
  pointsPerRack: row.pointsPerRack,
  format: jsonColumn(matchFormatSchema, row.format, 'format', 'season'),
  divisions: divisionsInOrder(divisions.filter((division) => division.seasonId === row.id)).map(
    (division) => ({ ...division }),
  ),
});

export const venueFromRow = (row: Selectable<VenuesTable>): Venue => ({ ...row });

// The kind stays in the database: an entrant is never answered as a team (decision 0048).
export const teamFromRow = ({ kind: _kind, ...row }: Selectable<TeamsTable>): Team => ({ ...row });

export const playerFromRow = ({
  needsReview,
  addedByUserId,
  ...row
}: Selectable<PlayersTable>): Player => ({
  ...row,
  // Only a record waiting for review says so: every other player reads as before.
  ...(needsReview ? { needsReview: true, addedByUserId } : {}),
});

export const availabilityFromRow = (row: Selectable<AvailabilityTable>): Availability => ({
  matchId: row.matchId,
  playerId: row.playerId,
  teamId: row.teamId,
  available: bool(row.available),
  updatedAt: row.updatedAt,
});

export const teamPlayerFromRow = (row: Selectable<TeamPlayersTable>): TeamPlayer => ({
  ...row,
  role: row.role as MembershipRole,
  isActive: bool(row.isActive),
});

export const frameFromRow = (row: Selectable<FramesTable>): Frame => ({
  frameId: row.frameId,
  matchId: row.matchId,
  seasonId: row.seasonId,
  round: row.round,
  frameNumber: row.frameNumber,
  homePosition: row.homePosition as HomePosition,
  awayPosition: row.awayPosition as AwayPosition,
  homePlayerId: row.homePlayerId,
  awayPlayerId: row.awayPlayerId,
  winnerPlayerId: row.winnerPlayerId,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  isComplete: bool(row.isComplete),
  state: row.state as FrameState,
  breakerSide: row.breakerSide as Side,
  version: row.version,
  scoredBy: row.scoredBy,
  scoredAt: row.scoredAt,
});

export const frameToRow = (frame: Frame): Selectable<FramesTable> => ({
  frameId: frame.frameId,
  matchId: frame.matchId,
  seasonId: frame.seasonId,
  round: frame.round,
  frameNumber: frame.frameNumber,
  homePosition: frame.homePosition,
  awayPosition: frame.awayPosition,
  homePlayerId: frame.homePlayerId,
  awayPlayerId: frame.awayPlayerId,
  winnerPlayerId: frame.winnerPlayerId,
  homeScore: frame.homeScore,
  awayScore: frame.awayScore,
  isComplete: int(frame.isComplete),
  state: frame.state,
  breakerSide: frame.breakerSide,
  version: frame.version,
  scoredBy: frame.scoredBy ?? null,
  scoredAt: frame.scoredAt ?? null,
});

/**
 * A JSON column read through its schema: a row that does not hold what the schema says fails
 * loudly here rather than travelling on as a wrongly typed value.
 */
const jsonColumn = <S extends z.ZodType>(
  schema: S,
  text: string,
  column: string,
  record = 'match',
): z.output<S> => {
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `A stored ${record}'s ${column} does not fit its schema: ${parsed.error.message}`,
    );
  return parsed.data;
};

export const matchFromRow = (row: Selectable<MatchesTable>, frames: readonly Frame[]): Match => ({
  id: row.id,
  seasonId: row.seasonId,
  homeTeamId: row.homeTeamId,
  awayTeamId: row.awayTeamId,
  venueId: row.venueId,
  scheduledDate: row.scheduledDate,
  state: row.state as MatchState,
  format: jsonColumn(matchFormatSchema, row.format, 'format'),
  frames: [...frames].sort((a, b) => a.round - b.round || a.frameNumber - b.frameNumber),
  preMatchState: jsonColumn(preMatchStateSchema, row.preMatchState, 'preMatchState'),
  progress: jsonColumn(matchProgressSchema, row.progress, 'progress'),
  version: row.version,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  ...(row.competitionId !== null && { competitionId: row.competitionId }),
  ...(row.tieId !== null && { tieId: row.tieId }),
});

/**
 * A match's row. A cup tie's competition and tie are written only when the match has them: a
 * league match's row leaves them out (null on insert, untouched on update), so a row written for
 * an older schema, before migration 0016, still fits.
 */
export const matchToRow = (
  match: Match,
  updatedAt: string,
): Omit<Selectable<MatchesTable>, 'competitionId' | 'tieId'> &
  Partial<Pick<Selectable<MatchesTable>, 'competitionId' | 'tieId'>> => ({
  id: match.id,
  seasonId: match.seasonId,
  homeTeamId: match.homeTeamId,
  awayTeamId: match.awayTeamId,
  venueId: match.venueId ?? null,
  scheduledDate: match.scheduledDate,
  state: match.state,
  format: JSON.stringify(match.format),
  preMatchState: JSON.stringify(match.preMatchState),
  progress: JSON.stringify(match.progress),
  version: match.version,
  homeScore: match.homeScore,
  awayScore: match.awayScore,
  updatedAt,
  ...(match.competitionId !== undefined && { competitionId: match.competitionId }),
  ...(match.tieId !== undefined && { tieId: match.tieId }),
});

/** An audit row (match or league) with its before and after as values, not JSON text. */
export const auditFromRow = <Row extends { before: string; after: string }>(row: Row) => ({
  ...row,
  before: JSON.parse(row.before) as unknown,
  after: JSON.parse(row.after) as unknown,
});
