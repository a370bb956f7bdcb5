// A season as CSV files for a spreadsheet: fixtures and results, frames, standings, player stats.
// Each cell goes through the domain's csvCell (text a spreadsheet would run as a formula is
// defused), then csv-stringify quotes it as RFC 4180 says.
import { csvCell, type CsvValue } from '@cueleague/domain/csv-cell';
import { divisionLabel } from '@cueleague/domain/divisions';
import { VACANT } from '@cueleague/domain/constants';
import type { Season } from '@cueleague/domain/entities';
import { unplayedLabel } from '@cueleague/domain/unplayed-label';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/database.ts';
import { findMatches } from '../repositories/matches.ts';
import { allPlayerNames } from '../repositories/players.ts';
import { teamNames, teamNamesOfSeason } from '../repositories/teams.ts';
import { playerStatsWithRatings, seasonStandings } from '../services/season-tables.ts';

export const SEASON_CSV_FILES = ['fixtures', 'frames', 'standings', 'player-stats'] as const;
export type SeasonCsvFile = (typeof SEASON_CSV_FILES)[number];

type Cell = CsvValue;

const csv = (header: string[], rows: Cell[][]): string =>
  stringify([header, ...rows.map((row) => row.map(csvCell))], { record_delimiter: '\r\n' });

export const seasonCsv = async (db: Db, season: Season, file: SeasonCsvFile): Promise<string> => {
  const teams = new Map(
    (await teamNamesOfSeason(db, season.id)).map((team) => [team.id, team.name]),
  );
  // A knockout's entrant sides (a player, a pair) are no league team, but its ties are listed.
  const sides = new Map<string, string>();
  const team = (id: string) => teams.get(id) ?? sides.get(id) ?? id;
  if (file === 'standings') {
    // One table per division, one after the other; the columns a one-division, no-frame-points,
    // unadjusted season had before stay exactly those.
    const divided = season.divisions.length > 1;
    const framePoints = season.pointsPerFrame > 0 || season.pointsPerRack > 0;
    const tables = divided
      ? season.divisions
      : [{ id: season.divisions[0]?.id ?? null, name: null }];
    const standings = [];
    for (const [index, division] of tables.entries()) {
      const label = divisionLabel({ name: division.name ?? null, position: index });
      for (const row of await seasonStandings(db, season, division.id))
        standings.push({ label, row });
    }
    // A season with a points adjustment has the column, as its table on the site has.
    const adjusted = standings.some(({ row }) => row.adjustment !== 0);
    const rows = standings.map(({ label, row }) => [
      ...(divided ? [label] : []),
      row.position,
      row.teamName,
      row.played,
      row.won,
      row.drawn,
      row.lost,
      row.framesWon,
      row.framesLost,
      row.frameDifference,
      ...(framePoints ? [row.framePoints] : []),
      ...(adjusted ? [row.adjustment] : []),
      row.points,
      row.form.join(''),
      row.decidedBy,
    ]);
    return csv(
      [
        ...(divided ? ['Division'] : []),
        'Position',
        'Team',
        'P',
        'W',
        'D',
        'L',
        'Frames won',
        'Frames lost',
        'Frame difference',
        ...(framePoints ? ['Frame points'] : []),
        ...(adjusted ? ['Adjustment'] : []),
        'Points',
        'Form',
        'Placed by',
      ],
      rows,
    );
  }
  if (file === 'player-stats') {
    return csv(
      ['Player', 'Matches', 'Frames played', 'Frames won', 'Frames lost', 'Win %', 'Rating'],
      (await playerStatsWithRatings(db, season.id)).map((row) => [
        `${row.firstName} ${row.lastName}`,
        row.matchesPlayed,
        row.framesPlayed,
        row.framesWon,
        row.framesLost,
        row.winPercent,
        row.rating === null ? null : Math.round(row.rating),
      ]),
    );
  }
  const matches = await findMatches(
    db,
    { seasonId: season.id },
    { frames: file === 'frames', byDate: true },
  );
  const strangers = matches
    .flatMap((match) => [match.homeTeamId, match.awayTeamId])
    .filter((id) => !teams.has(id));
  for (const [id, name] of await teamNames(db, [...new Set(strangers)])) sides.set(id, name);
  if (file === 'fixtures') {
    // A walkover's or a void match's words, in a column of their own only when the season has one.
    const notes = matches.map((match) =>
      unplayedLabel(match, { home: team(match.homeTeamId), away: team(match.awayTeamId) }),
    );
    const noted = notes.some((note) => note !== null);
    return csv(
      [
        'Match id',
        'Date (UTC)',
        'Home',
        'Away',
        'State',
        'Home frames',
        'Away frames',
        ...(noted ? ['Note'] : []),
      ],
      matches.map((match, index) => [
        match.id,
        match.scheduledDate,
        team(match.homeTeamId),
        team(match.awayTeamId),
        match.state,
        match.homeScore,
        match.awayScore,
        ...(noted ? [notes[index]] : []),
      ]),
    );
  }
  const players = new Map(
    (await allPlayerNames(db)).map((p) => [p.id, `${p.firstName} ${p.lastName}`]),
  );
  // A doubles pair's frame names its side (decision 0049).
  const player = (id: string | null) =>
    id === null ? null : id === VACANT ? 'Vacant' : (players.get(id) ?? sides.get(id) ?? id);
  return csv(
    [
      'Match id',
      'Date (UTC)',
      'Home',
      'Away',
      'Frame id',
      'Round',
      'Frame',
      'Home player',
      'Away player',
      'Breaker',
      'Winner',
      'State',
    ],
    matches.flatMap((match) =>
      match.frames.map((frame) => [
        match.id,
        match.scheduledDate,
        team(match.homeTeamId),
        team(match.awayTeamId),
        frame.frameId,
        frame.round,
        frame.frameNumber,
        player(frame.homePlayerId),
        player(frame.awayPlayerId),
        frame.breakerSide,
        player(frame.winnerPlayerId),
        frame.state,
      ]),
    ),
  );
};
