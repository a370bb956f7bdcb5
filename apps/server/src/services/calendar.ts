// A team's fixtures as an iCalendar feed (RFC 5545), so players can subscribe from a phone.
import type { Team } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import { calendarOfTeam } from '../repositories/matches.ts';

const MATCH_HOURS = 3;

/** RFC 5545 text escaping. */
const text = (value: string): string =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const teamCalendar = async (db: Db, team: Pick<Team, 'id' | 'name'>): Promise<string> => {
  const matches = await calendarOfTeam(db, team.id);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CueLeague//Fixtures//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${text(`${team.name} fixtures`)}`,
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
