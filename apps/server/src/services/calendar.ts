// A team's fixtures as an iCalendar feed (RFC 5545), so players can subscribe from a phone; and a
// player's: their teams' fixtures with their singles and doubles knockout ties.
import type { Player, Team } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import { entrantSidesOfPlayer } from '../repositories/entrants.ts';
import { calendarOfSides } from '../repositories/matches.ts';
import { listMemberships } from '../repositories/team-players.ts';

const MATCH_HOURS = 3;

/** RFC 5545 text escaping. */
const text = (value: string): string =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const teamCalendar = (db: Db, team: Pick<Team, 'id' | 'name'>): Promise<string> =>
  sidesCalendar(db, team.name, [team.id]);

/**
 * A player's calendar: the matches of every team they are on the roster of (a season's
 * transfer leaves the old team's behind), and the ties of every knockout entry that names them.
 */
export const playerCalendar = async (db: Db, player: Player): Promise<string> => {
  const teams = (await listMemberships(db, { playerId: player.id, isActive: true })).map(
    (membership) => membership.teamId,
  );
  const entries = await entrantSidesOfPlayer(db, player.id);
  return sidesCalendar(db, `${player.firstName} ${player.lastName}`, [...teams, ...entries]);
};

const sidesCalendar = async (db: Db, name: string, sideIds: readonly string[]): Promise<string> => {
  const matches = sideIds.length === 0 ? [] : await calendarOfSides(db, sideIds);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CueLeague//Fixtures//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${text(`${name} fixtures`)}`,
  ];
  for (const match of matches) {
    const start = new Date(match.scheduledDate);
    const end = new Date(start.getTime() + MATCH_HOURS * 3_600_000);
    const title = `${match.homeName ?? 'Unknown Team'} v ${match.awayName ?? 'Unknown Team'}`;
    const result = match.state === 'completed' ? ` (${match.homeScore}-${match.awayScore})` : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${match.id}@cueleague`,
      `DTSTAMP:${stamp(new Date(match.updatedAt).toISOString())}`,
      `DTSTART:${stamp(start.toISOString())}`,
      `DTEND:${stamp(end.toISOString())}`,
      `SUMMARY:${text(title + result)}`,
      ...(match.venueName
        ? [`LOCATION:${text([match.venueName, match.venueAddress].filter(Boolean).join(', '))}`]
        : []),
      ...(match.state === 'postponed' ? ['STATUS:TENTATIVE'] : ['STATUS:CONFIRMED']),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
};
