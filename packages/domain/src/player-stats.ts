// Individual player stats (docs/rules.md, Player stats and ratings): matches, frames, wins, losses
// and win %, over whatever matches the caller passes (one season's, or all of them for all-time).
import { VACANT } from './constants.ts';
import type { Frame, Match, MatchState, Player } from './entities.ts';

export interface PlayerStatsInput {
  matches: readonly Match[];
  players: readonly Player[];
  /** Hides players with fewer frames played than this (small samples); 0 shows everyone. */
  minFrames?: number;
  /** Each player's team when they have played no counted frame yet (their roster's). */
  rosterTeams?: ReadonlyMap<string, string>;
}

export interface PlayerStatsRow {
  playerId: string;
  firstName: string;
  lastName: string;
  matchesPlayed: number;
  framesPlayed: number;
  framesWon: number;
  framesLost: number;
  /** Math.round(framesWon / framesPlayed * 100); 0 with no frames. */
  winPercent: number;
  /** The team they played for in their latest counted match, else their roster's; null: none. */
  teamId: string | null;
}

/** Whether a row has played enough frames to be ranked at this minimum. */
export const meetsMinimum = (row: { framesPlayed: number }, minFrames: number): boolean =>
  row.framesPlayed >= minFrames;

/**
 * The minimum frames the player stats page ranks by unless told otherwise: half the most frames
 * anyone has played, so a win % from one lucky frame doesn't top the list, while a regular who
 * missed a night or two still counts. 0 before any frame.
 */
export const suggestedMinFrames = (rows: readonly { framesPlayed: number }[]): number =>
  Math.floor(rows.reduce((most, row) => Math.max(most, row.framesPlayed), 0) / 2);

/**
 * Matches whose frames count. A resulted frame is a fact as soon as it is scored, so an
 * in-progress match counts as well as a completed one (the "played" states: docs/rules.md, Match
 * lifecycle).
 * Postponed and cancelled matches do not: an admin took them out of the season.
 */
export const COUNTED_MATCH_STATES: ReadonlySet<MatchState> = new Set(['in-progress', 'completed']);

/**
 * Whether a frame is a doubles pair's (decision 0049): its players are the match's sides, so no
 * one player's stats or rating come from it.
 */
export const isPairFrame = (
  frame: Pick<Frame, 'homePlayerId' | 'awayPlayerId'>,
  match: Pick<Match, 'homeTeamId' | 'awayTeamId'>,
): boolean => frame.homePlayerId === match.homeTeamId || frame.awayPlayerId === match.awayTeamId;

/**
 * A frame that counts for individuals: complete, two real players, and won by one of them. A
 * forfeit (one side vacant) counts for the team but nobody played it; both vacant, nobody at all;
 * a doubles pair's frame, no one player.
 */
export const isIndividualFrame = (
  frame: Frame,
  match: Pick<Match, 'homeTeamId' | 'awayTeamId'>,
): boolean =>
  frame.isComplete &&
  frame.homePlayerId !== VACANT &&
  frame.awayPlayerId !== VACANT &&
  frame.homePlayerId !== frame.awayPlayerId &&
  !isPairFrame(frame, match) &&
  (frame.winnerPlayerId === frame.homePlayerId || frame.winnerPlayerId === frame.awayPlayerId);

// A fixed locale so the server and every browser order names the same way; 'accent' sensitivity
// ignores case but keeps accented letters apart.
const nameCollator = new Intl.Collator('en', { sensitivity: 'accent' });

const compareRows = (a: PlayerStatsRow, b: PlayerStatsRow): number =>
  b.winPercent - a.winPercent ||
  b.framesWon - a.framesWon ||
  b.framesPlayed - a.framesPlayed ||
  nameCollator.compare(a.lastName, b.lastName) ||
  nameCollator.compare(a.firstName, b.firstName) ||
  (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

/**
 * One row per player in `players` (frames by ids not in the list are skipped: there is no name to
 * show), sorted by win %, frames won, frames played, then last and first name.
 */
export const computePlayerStats = ({
  matches,
  players,
  minFrames = 0,
  rosterTeams,
}: PlayerStatsInput): PlayerStatsRow[] => {
  const tallies = new Map<
    string,
    {
      player: Player;
      matchIds: Set<string>;
      won: number;
      lost: number;
      latest: { at: string; teamId: string } | null;
    }
  >();
  for (const player of players) {
    // A player listed twice (e.g. all-time over several rosters) still gets one row.
    if (!tallies.has(player.id))
      tallies.set(player.id, { player, matchIds: new Set(), won: 0, lost: 0, latest: null });
  }

  for (const match of matches) {
    if (!COUNTED_MATCH_STATES.has(match.state)) continue;
    for (const frame of match.frames) {
      if (!isIndividualFrame(frame, match)) continue;
      for (const playerId of [frame.homePlayerId, frame.awayPlayerId]) {
        const tally = tallies.get(playerId);
        if (!tally) continue;
        tally.matchIds.add(match.id);
        const teamId = playerId === frame.homePlayerId ? match.homeTeamId : match.awayTeamId;
        if (!tally.latest || match.scheduledDate >= tally.latest.at)
          tally.latest = { at: match.scheduledDate, teamId };
        if (frame.winnerPlayerId === playerId) tally.won += 1;
        else tally.lost += 1;
      }
    }
  }

  const rows: PlayerStatsRow[] = [];
  for (const { player, ...tally } of tallies.values()) {
    const framesPlayed = tally.won + tally.lost;
    if (!meetsMinimum({ framesPlayed }, minFrames)) continue;
    rows.push({
      playerId: player.id,
      firstName: player.firstName,
      lastName: player.lastName,
      matchesPlayed: tally.matchIds.size,
      framesPlayed,
      framesWon: tally.won,
      framesLost: tally.lost,
      winPercent: framesPlayed === 0 ? 0 : Math.round((tally.won / framesPlayed) * 100),
      teamId: tally.latest?.teamId ?? rosterTeams?.get(player.id) ?? null,
    });
  }
  return rows.sort(compareRows);
};
