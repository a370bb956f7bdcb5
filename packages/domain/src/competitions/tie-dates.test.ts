import { describe, expect, it } from 'vitest';
import { tieDateAgreedDrafts, tieDateProposedDrafts } from '../match-notifications.ts';
import { createMatch } from '../new-match.ts';
import type { Actor } from '../permissions.ts';
import {
  canAcceptTieDate,
  canManageTieDate,
  outsideWindow,
  playByEnd,
  proposingSide,
} from './tie-dates.ts';

const tie = { homeTeamId: 'red', awayTeamId: 'blue' };
const actor = (captainOf: string[], isAdmin = false): Actor => ({
  userId: 'u1',
  role: isAdmin ? 'admin' : 'captain',
  isAdmin,
  captainOf,
  memberOf: captainOf,
});

describe('a tie date window', () => {
  it('ends at midnight after the play-by date, league time', () => {
    // 19:30 on Thu 1 Oct in London (summer time) is played by 00:00 on the 2nd, 23:00 UTC.
    expect(playByEnd('2026-10-01T18:30:00.000Z', 'Europe/London')).toBe('2026-10-01T23:00:00.000Z');
    // A play-by time after midnight UTC is still that league day.
    expect(playByEnd('2026-12-01T23:30:00.000Z', 'America/New_York')).toBe(
      '2026-12-02T05:00:00.000Z',
    );
  });

  it('takes a date still to come, up to the end of the play-by date', () => {
    const now = new Date('2026-09-20T12:00:00.000Z');
    const playBy = '2026-10-01T23:00:00.000Z';
    expect(outsideWindow('2026-09-29T18:30:00.000Z', now, playBy)).toBeNull();
    expect(outsideWindow('2026-10-01T22:59:00.000Z', now, playBy)).toBeNull();
    expect(outsideWindow('2026-10-01T23:00:00.000Z', now, playBy)).toMatch(/play-by date/);
    expect(outsideWindow('2026-09-19T18:30:00.000Z', now, playBy)).toMatch(/still to come/);
    // A cup with no dates bounds nothing but the past.
    expect(outsideWindow('2027-01-01T18:30:00.000Z', now, null)).toBeNull();
  });
});

describe('who agrees a tie date', () => {
  it('a captain proposes for their own team, an admin for the team they name', () => {
    expect(proposingSide(actor(['blue']), tie, undefined)).toBe('away');
    expect(proposingSide(actor(['blue']), tie, 'away')).toBe('away');
    expect(proposingSide(actor(['blue']), tie, 'home')).toBeNull();
    expect(proposingSide(actor(['green']), tie, undefined)).toBeNull();
    expect(proposingSide(actor([], true), tie, undefined)).toBeNull();
    expect(proposingSide(actor([], true), tie, 'home')).toBe('home');
  });

  it('the other team accepts; either team withdraws or declines', () => {
    expect(canAcceptTieDate(actor(['red']), tie, 'away')).toBe(true);
    expect(canAcceptTieDate(actor(['blue']), tie, 'away')).toBe(false);
    expect(canAcceptTieDate(actor([], true), tie, 'away')).toBe(true);
    expect(canManageTieDate(actor(['blue']), tie)).toBe(true);
    expect(canManageTieDate(actor(['green']), tie)).toBe(false);
    expect(canManageTieDate(null, tie)).toBe(false);
  });
});

describe('tie date notifications', () => {
  const match = createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 'red',
    awayTeamId: 'blue',
    venueId: 'v1',
    scheduledDate: '2026-09-29T18:30:00.000Z',
  });
  const facts = {
    match,
    home: 'Red Lion Rebels',
    away: 'Anchor Sharks',
    venue: 'The Red Lion',
    timezone: 'Europe/London',
  };

  it('a proposal tells the other team’s captains, not the proposer', () => {
    const drafts = tieDateProposedDrafts({
      facts,
      proposer: 'away',
      scheduledDate: '2026-09-29T18:30:00.000Z',
      actorUserId: 'u-blue',
      captains: ['u-red', 'u-red', 'u-blue'],
    });
    expect(drafts).toEqual([
      {
        userId: 'u-red',
        kind: 'tie-date-proposed',
        title: 'Red Lion Rebels v Anchor Sharks: Anchor Sharks propose Tue 29 Sept, 19:30',
        link: '/team/match/m1/score',
        matchId: 'm1',
      },
    ]);
  });

  it('an agreed date tells both rosters once, captains linked to their scoring page', () => {
    const drafts = tieDateAgreedDrafts({
      facts,
      actorUserId: 'u-red',
      captains: ['u-red', 'u-blue'],
      rosters: ['u-red', 'u-blue', 'u-p1'],
    });
    expect(drafts.map(({ userId, link }) => [userId, link])).toEqual([
      ['u-blue', '/team/match/m1/score'],
      ['u-p1', '/matches/m1'],
    ]);
    expect(drafts[0]).toMatchObject({
      kind: 'tie-date-agreed',
      title: 'Red Lion Rebels v Anchor Sharks agreed for Tue 29 Sept, 19:30 at The Red Lion',
    });
  });
});
