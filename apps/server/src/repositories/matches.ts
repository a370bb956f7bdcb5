// The matches table with its 16 frame rows each: reading matches as domain objects, and the row
// writes the match services (fixtures, apply-action) and the fixture routes make.
import type { Match, MatchState } from '@cueleague/domain/entities';
import { PLAYED_STATES } from '@cueleague/domain/match-state';
import type { MatchCursor } from '@cueleague/domain/requests';
import { PostgresAdapter, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { frameFromRow, frameToRow, matchFromRow, matchToRow } from '../db/rows.ts';
import type { Database } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

type MatchQuery = SelectQueryBuilder<Database, 'matches', object>;

/** Rows per query when ids go into an IN list: under every database's bound-parameter limit. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
};

/**
 * A filter: a division's matches. A league match or a team cup tie is its home team's division's
 * (fixtures stay within one); a players' knockout tie, whose sides are entrants in no division, is
 * in the division of each player on one of its teams' rosters (docs/rules.md, Fixtures).
 */
const betweenTeamsOf = (divisionId: string) => (eb: ExpressionBuilder<Database, 'matches'>) =>
  eb.or([
    eb(
      'matches.homeTeamId',
      'in',
      eb.selectFrom('teams').select('teams.id').where('teams.divisionId', '=', divisionId),
    ),
    eb.exists(
      eb
        .selectFrom('entrantPlayers')
        .innerJoin('teamPlayers', 'teamPlayers.playerId', 'entrantPlayers.playerId')
        .innerJoin('teams as rosterTeams', 'rosterTeams.id', 'teamPlayers.teamId')
        .select('entrantPlayers.playerId')
        .where('rosterTeams.divisionId', '=', divisionId)
        .where((inner) =>
          inner.or([
            inner('entrantPlayers.teamId', '=', inner.ref('matches.homeTeamId')),
            inner('entrantPlayers.teamId', '=', inner.ref('matches.awayTeamId')),
          ]),
        ),
    ),
  ]);

/** Selects a team's matches, home or away. */
const ofTeam =
  (teamId: string) =>
  (query: MatchQuery): MatchQuery =>
    query.where((eb) => eb.or([eb('homeTeamId', '=', teamId), eb('awayTeamId', '=', teamId)]));

/**
 * Which matches a read or a deletion outside this file selects: every field given must hold.
 * Callers say what they want here; the query clauses stay in this file.
 */
export interface MatchFilter {
  id?: string | undefined;
  seasonId?: string | undefined;
  /** A division's matches (`betweenTeamsOf`). */
  divisionId?: string | null | undefined;
  /** A team's matches, home or away. */
  teamId?: string | undefined;
  venueId?: string | undefined;
  /** In one of these states. */
  states?: readonly MatchState[] | undefined;
  /** In none of these states. */
  notStates?: readonly MatchState[] | undefined;
  /** A competition's ties; null: the league's matches alone (docs/decisions/0039). */
  competitionId?: string | null | undefined;
}

/** The filter's clauses on a query of matches. */
const narrow = (query: MatchQuery, filter: MatchFilter): MatchQuery => {
  const { id, seasonId, divisionId, teamId, venueId, states, notStates, competitionId } = filter;
  let q = query;
  if (id !== undefined) q = q.where('matches.id', '=', id);
  if (seasonId !== undefined) q = q.where('matches.seasonId', '=', seasonId);
  if (divisionId) q = q.where(betweenTeamsOf(divisionId));
  if (teamId !== undefined) q = ofTeam(teamId)(q);
  if (venueId !== undefined) q = q.where('matches.venueId', '=', venueId);
  if (states) q = q.where('matches.state', 'in', states);
  if (notStates) q = q.where('matches.state', 'not in', notStates);
  if (competitionId === null) q = q.where('matches.competitionId', 'is', null);
  else if (competitionId !== undefined) q = q.where('matches.competitionId', '=', competitionId);
  return q;
};

/** Whole matches (with their frames unless `frames: false`) of the query `filter` narrows. */
const loadMatches = async (
  db: Executor,
  filter: (query: MatchQuery) => MatchQuery,
  options: { frames?: boolean } = {},
): Promise<Match[]> => {
  const rows = await filter(db.selectFrom('matches')).selectAll('matches').execute();
  if (rows.length === 0) return [];
  if (options.frames === false) return rows.map((row) => matchFromRow(row, []));
  const frames = new Map<string, ReturnType<typeof frameFromRow>[]>();
  // Chunked so a large season stays under every database's bound-parameter limit.
  for (const ids of chunks(rows.map((row) => row.id))) {
    for (const frame of await db
      .selectFrom('frames')
      .selectAll()
      .where('matchId', 'in', ids)
      .execute()) {
      const list = frames.get(frame.matchId) ?? [];
      list.push(frameFromRow(frame));
      frames.set(frame.matchId, list);
    }
  }
  return rows.map((row) => matchFromRow(row, frames.get(row.id) ?? []));
};

/**
 * Whole matches a filter selects, with their frames unless `frames: false`. `byDate`: in date
 * order, then by id; otherwise in the database's order.
 */
export const findMatches = (
  db: Executor,
  filter: MatchFilter,
  options: { frames?: boolean; byDate?: boolean } = {},
): Promise<Match[]> =>
  loadMatches(
    db,
    (query) => {
      const q = narrow(query, filter);
      return options.byDate ? q.orderBy('scheduledDate').orderBy('matches.id') : q;
    },
    { frames: options.frames },
  );

/** What GET /matches may narrow its list to. */
export interface MatchListFilter {
  seasonId?: string | undefined;
  divisionId?: string | undefined;
  state?: Match['state'] | undefined;
  /** Scheduled at or after this instant. */
  start?: string | undefined;
  /** Scheduled before this instant. */
  end?: string | undefined;
  /** A team's matches: as the home side, the away side, or either. */
  team?: { id: string; side: 'homeTeamId' | 'awayTeamId' | 'either' } | undefined;
  /** Only the matches after this one in the list's order (a page's cursor). */
  after?: MatchCursor | null | undefined;
}

/**
 * Matches newest first (then by id), filtered. With `limit`, one page in the database's order (so
 * the pages concatenate to the whole list) and whether another follows. Stored times are UTC ISO
 * strings, which compare in time order as text on both databases.
 */
export const listMatches = async (
  db: Executor,
  filter: MatchListFilter,
  options: { frames: boolean; limit?: number | undefined },
): Promise<{ items: Match[]; more: boolean }> => {
  const { seasonId, divisionId, state, start, end, team, after } = filter;
  const { limit } = options;
  const rows = await loadMatches(
    db,
    (query) => {
      let q = query.orderBy('scheduledDate', 'desc').orderBy('matches.id');
      if (seasonId) q = q.where('seasonId', '=', seasonId);
      if (divisionId) q = q.where(betweenTeamsOf(divisionId));
      if (state) q = q.where('state', '=', state);
      if (start) q = q.where('scheduledDate', '>=', start);
      if (end) q = q.where('scheduledDate', '<', end);
      if (team?.side === 'either') q = ofTeam(team.id)(q);
      else if (team) q = q.where(team.side, '=', team.id);
      // Newest first: the page goes on after the cursor's match in that order.
      if (after)
        q = q.where((eb) =>
          eb.or([
            eb('scheduledDate', '<', after.scheduledDate),
            eb.and([
              eb('scheduledDate', '=', after.scheduledDate),
              eb('matches.id', '>', after.id),
            ]),
          ]),
        );
      // One more than the page, to know whether another follows.
      if (limit) q = q.limit(limit + 1);
      return q;
    },
    { frames: options.frames },
  );
  return limit
    ? { items: rows.slice(0, limit), more: rows.length > limit }
    : { items: rows, more: false };
};

/** When each match of a season (of a division, of a team) is played: nothing else of them. */
export const scheduledDatesOf = async (
  db: Executor,
  filter: { seasonId: string; divisionId?: string | undefined; teamId?: string | undefined },
): Promise<string[]> => {
  let q = db
    .selectFrom('matches')
    .select('matches.scheduledDate')
    .where('matches.seasonId', '=', filter.seasonId);
  if (filter.divisionId) q = q.where(betweenTeamsOf(filter.divisionId));
  const { teamId } = filter;
  if (teamId)
    q = q.where((eb) =>
      eb.or([eb('matches.homeTeamId', '=', teamId), eb('matches.awayTeamId', '=', teamId)]),
    );
  return (await q.execute()).map((row) => row.scheduledDate);
};

/** One match, with its frames unless `frames: false`; null when there is none of that id. */
export const loadMatch = async (
  db: Executor,
  id: string,
  options: { frames?: boolean } = {},
): Promise<Match | null> => (await findMatches(db, { id }, options))[0] ?? null;

/** A new match row and its frame rows. */
export const insertMatchRows = async (trx: Trx, match: Match, now: Date): Promise<void> => {
  await trx.insertInto('matches').values(matchToRow(match, now.toISOString())).execute();
  await trx.insertInto('frames').values(match.frames.map(frameToRow)).execute();
};

/** A match laid out again (a new format before it started): its row, and all new frame rows. */
export const replaceMatchRows = async (trx: Trx, match: Match, now: Date): Promise<void> => {
  await trx
    .updateTable('matches')
    .set(matchToRow(match, now.toISOString()))
    .where('id', '=', match.id)
    .execute();
  await trx.deleteFrom('frames').where('matchId', '=', match.id).execute();
  await trx.insertInto('frames').values(match.frames.map(frameToRow)).execute();
};

/** The unplayed matches a filter selects, with what their deletion's event and audit need. */
export const unplayedMatchesWhere = (trx: Trx, filter: MatchFilter) =>
  narrow(trx.selectFrom('matches'), filter)
    .select([
      'matches.id',
      'matches.seasonId',
      'matches.version',
      'matches.homeTeamId',
      'matches.awayTeamId',
      'matches.venueId',
      'matches.scheduledDate',
      'matches.state',
    ])
    .where('matches.state', 'not in', PLAYED_STATES)
    .execute();

/** Deletes matches by id with their frames, availability answers and proposed penalties. */
export const deleteMatchRows = async (trx: Trx, ids: readonly string[]): Promise<void> => {
  for (const chunk of chunks(ids)) {
    await trx.deleteFrom('frames').where('matchId', 'in', chunk).execute();
    await trx.deleteFrom('availability').where('matchId', 'in', chunk).execute();
    await trx.deleteFrom('penaltyProposals').where('matchId', 'in', chunk).execute();
    await trx.deleteFrom('matches').where('id', 'in', chunk).execute();
  }
};

/**
 * PostgreSQL: take the match row's lock first, so writers to one match queue up instead of
 * racing and retrying. SQLite needs nothing: it has one writer at a time already.
 */
export const lockMatchRow = async (trx: Trx, matchId: string): Promise<void> => {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('matches').select('id').where('id', '=', matchId).forUpdate().execute();
  }
};

/**
 * Writes a match's new row and its changed frames, guarded by the version it was read at: false
 * when another write committed in between (nothing is written then).
 */
export const saveMatch = async (
  trx: Trx,
  before: Match,
  next: Match,
  changedFrameIds: readonly string[],
  now: Date,
): Promise<boolean> => {
  const updated = await trx
    .updateTable('matches')
    .set(matchToRow(next, now.toISOString()))
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  for (const frame of next.frames.filter((candidate) =>
    changedFrameIds.includes(candidate.frameId),
  )) {
    await trx
      .updateTable('frames')
      .set(frameToRow(frame))
      .where('frameId', '=', frame.frameId)
      .execute();
  }
  return true;
};

/** A fixture's teams, venue or date changed by an admin: a new version of the match row. */
export const updateFixture = (
  trx: Trx,
  matchId: string,
  changes: {
    homeTeamId: string;
    awayTeamId: string;
    venueId: string | null;
    scheduledDate: string;
  },
  now: Date,
) =>
  trx
    .updateTable('matches')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('id', '=', matchId)
    .execute();

/** Whether a team has a played match (home or away). */
export const teamHasPlayed = async (db: Executor, teamId: string): Promise<boolean> =>
  (await db
    .selectFrom('matches')
    .select('id')
    .where((eb) => eb.or([eb('homeTeamId', '=', teamId), eb('awayTeamId', '=', teamId)]))
    .where('state', 'in', PLAYED_STATES)
    .executeTakeFirst()) !== undefined;

/** How many of a season's matches have been played. */
export const playedMatchCount = async (db: Executor, seasonId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('matches')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('seasonId', '=', seasonId)
        .where('state', 'in', PLAYED_STATES)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A deleted venue is no match's venue any more: each such match gets a new version. */
export const clearVenueOfMatches = (trx: Trx, venueId: string, now: Date) =>
  trx
    .updateTable('matches')
    .set((eb) => ({ venueId: null, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('venueId', '=', venueId)
    .execute();

/**
 * Puts a postponed match back on the calendar, guarded by its version and state: false when a
 * change committed since it was read (nothing is written then).
 */
export const reschedulePostponed = async (
  trx: Trx,
  match: Pick<Match, 'id' | 'version'>,
  changes: { state: 'pre-match'; scheduledDate: string; venueId: string | null },
  now: Date,
): Promise<boolean> => {
  const updated = await trx
    .updateTable('matches')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('id', '=', match.id)
    .where('version', '=', match.version)
    .where('state', '=', 'postponed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

/** A match's state and teams, without its frames. */
export const matchTeams = (db: Executor, id: string) =>
  db
    .selectFrom('matches')
    .select(['id', 'state', 'seasonId', 'homeTeamId', 'awayTeamId'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The league's fixtures still to start within [start, end), and after `startsAfter`
 * (a match already under way needs no reminder), in time order.
 */
export const unstartedMatchIdsBetween = async (
  db: Executor,
  leagueId: string,
  range: { start: string; end: string; startsAfter: string },
): Promise<string[]> =>
  (
    await db
      .selectFrom('matches')
      .innerJoin('seasons', 'seasons.id', 'matches.seasonId')
      .select('matches.id')
      .where('seasons.leagueId', '=', leagueId)
      .where('matches.state', '=', 'pre-match')
      .where('matches.scheduledDate', '>=', range.start)
      .where('matches.scheduledDate', '<', range.end)
      .where('matches.scheduledDate', '>', range.startsAfter)
      .orderBy('matches.scheduledDate')
      .execute()
  ).map((row) => row.id);

/**
 * The league's matches whose result is still awaited (not started, or in progress) and whose
 * time has come (scheduled before `startedBefore`): what the result timer looks at.
 */
export const awaitedMatchIds = async (
  db: Executor,
  leagueId: string,
  startedBefore: string,
): Promise<string[]> =>
  (
    await db
      .selectFrom('matches')
      .innerJoin('seasons', 'seasons.id', 'matches.seasonId')
      .select('matches.id')
      .where('seasons.leagueId', '=', leagueId)
      .where('matches.state', 'in', ['pre-match', 'in-progress'])
      .where('matches.scheduledDate', '<', startedBefore)
      .orderBy('matches.scheduledDate')
      .execute()
  ).map((row) => row.id);

/** A season's fixtures as the schedule's conflict check sees them. */
export const fixturesOfSeason = (db: Executor, seasonId: string) =>
  db
    .selectFrom('matches')
    .select(['id', 'homeTeamId', 'awayTeamId', 'venueId', 'scheduledDate', 'state'])
    .where('seasonId', '=', seasonId)
    .execute();

/** These sides' matches (a team's, or a player's teams' and knockout entries'), home or away,
 * but for cancelled ones, by date: with what a calendar entry says (the sides' names, the venue). */
export const calendarOfSides = (db: Executor, sideIds: readonly string[]) =>
  db
    .selectFrom('matches')
    .leftJoin('teams as home', 'home.id', 'matches.homeTeamId')
    .leftJoin('teams as away', 'away.id', 'matches.awayTeamId')
    .leftJoin('venues', 'venues.id', 'matches.venueId')
    .select([
      'matches.id',
      'matches.scheduledDate',
      'matches.state',
      'matches.homeScore',
      'matches.awayScore',
      'matches.updatedAt',
      'home.name as homeName',
      'away.name as awayName',
      'venues.name as venueName',
      'venues.address as venueAddress',
    ])
    .where((eb) =>
      eb.or([
        eb('matches.homeTeamId', 'in', [...sideIds]),
        eb('matches.awayTeamId', 'in', [...sideIds]),
      ]),
    )
    .where('matches.state', '!=', 'cancelled')
    .orderBy('matches.scheduledDate')
    .execute();
