// A player's career, one line per season they played a counted frame in (the player page's career
// table): the season's stats and rating as that season's player stats show them, with the team
// and division they played for.
import { computeRatings } from '@cueleague/domain/player-rating';
import { computePlayerStats } from '@cueleague/domain/player-stats';
import type { Player } from '@cueleague/domain/entities';
import type { PlayerCareerItem } from '@cueleague/domain/responses';
import type { Db } from '../db/database.ts';
import { seasonsPlayedIn } from '../repositories/players.ts';
import { findSeason } from '../repositories/seasons.ts';
import { teamDivision } from '../repositories/teams.ts';
import { countedMatches, leagueMatches } from './season-tables.ts';

/**
 * Oldest season first: by the season's start date, else the date of its first counted match
 * (a season made without dates still has its place), then by name.
 */
export const playerCareer = async (db: Db, player: Player): Promise<PlayerCareerItem[]> => {
  // Only the seasons the player has a frame in: a long-lived league's other seasons cost nothing.
  const seasonIds = await seasonsPlayedIn(db, player.id);

  const lines: (PlayerCareerItem & { sortKey: string })[] = [];
  for (const seasonId of seasonIds) {
    const season = await findSeason(db, seasonId);
    if (!season) continue;
    const matches = await countedMatches(db, seasonId);
    // The same rows and ratings as GET /api/stats/players?seasonId= for this season.
    const [row] = computePlayerStats({ matches: leagueMatches(matches), players: [player] });
    if (!row || row.framesPlayed === 0) continue;
    const rating = computeRatings(matches).ratings.get(player.id) ?? null;
    const team = row.teamId ? await teamDivision(db, row.teamId) : undefined;
    const division = season.divisions.find((candidate) => candidate.id === team?.divisionId);
    const firstMatch = matches.reduce<string | null>(
      (earliest, match) =>
        earliest === null || match.scheduledDate < earliest ? match.scheduledDate : earliest,
      null,
    );
    lines.push({
      seasonId: season.id,
      seasonName: season.name,
      teamId: team?.id ?? null,
      teamName: team?.name ?? null,
      divisionId: division?.id ?? null,
      divisionName: division?.name ?? null,
      framesPlayed: row.framesPlayed,
      framesWon: row.framesWon,
      winPercent: row.winPercent,
      rating,
      sortKey: season.startDate ?? firstMatch?.slice(0, 10) ?? '',
    });
  }
  return lines
    .sort((a, b) =>
      a.sortKey < b.sortKey
        ? -1
        : a.sortKey > b.sortKey
          ? 1
          : a.seasonName.localeCompare(b.seasonName),
    )
    .map(({ sortKey: _sortKey, ...line }) => line);
};
