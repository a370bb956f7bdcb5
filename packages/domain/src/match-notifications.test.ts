import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import {
  cupDrawDrafts,
  cupEntryDrafts,
  fixtureMovedDrafts,
  fixtureMoveTells,
  matchActionDrafts,
  matchActionNotice,
  matchDayDrafts,
  matchDayWindow,
  matchLink,
  movedToAnotherDay,
  type CupEntryChange,
  type MatchFacts,
} from './match-notifications.ts';
import { createMatch } from './new-match.ts';
import type { Actor } from './permissions.ts';

const base = createMatch({
  id: 'm1',
  seasonId: 's1',
  homeTeamId: 'red',
  awayTeamId: 'blue',
  venueId: 'v1',
  // 19:30 in London (summer time).
  scheduledDate: '2026-07-01T18:30:00.000Z',
});
const rounds = base.format.roundsPerMatch;

const match = (overrides: Partial<Match> = {}): Match => ({ ...base, ...overrides });
const inProgress = (roundsLocked: number, scores: Partial<Match> = {}): Match =>
  match({
    state: 'in-progress',
    progress: { ...base.progress, roundsLocked },
    homeScore: 9,
    awayScore: 7,
    ...scores,
  });

const facts = (m: Match, venue: string | null = 'The Red Lion'): MatchFacts => ({
  match: m,
  home: 'Red Lion Rebels',
  away: 'Anchor Sharks',
  venue,
  timezone: 'Europe/London',
});

const actor = (userId: string, captainOf: string[] = []): Actor => ({
  userId,
  role: captainOf.length > 0 ? 'captain' : 'player',
  isAdmin: false,
  captainOf,
  memberOf: captainOf,
});

const captains = { home: ['red-cap'], away: ['blue-cap', 'blue-cap-2'] };

describe('matchLink', () => {
  it('sends captains to the scoring page and everyone else to the match page', () => {
    expect(matchLink('m 1', true)).toBe('/team/match/m%201/score');
    expect(matchLink('m 1', false)).toBe('/matches/m%201');
  });
});

describe('matchActionNotice', () => {
  it('tells of the last round locked, a confirmation, a dispute and a postponement only', () => {
    expect(
      matchActionNotice(inProgress(rounds - 1), inProgress(rounds), {
        type: 'lockRound',
        round: rounds,
      }),
    ).toBe('result-entered');
    expect(
      matchActionNotice(inProgress(rounds), inProgress(rounds), { type: 'confirm', side: 'home' }),
    ).toBe('result-confirmed');
    expect(
      matchActionNotice(inProgress(rounds), inProgress(rounds), {
        type: 'dispute',
        side: 'away',
        reason: 'Frame 3',
      }),
    ).toBe('result-disputed');
    expect(matchActionNotice(match(), match({ state: 'postponed' }), { type: 'postpone' })).toBe(
      'fixture-moved',
    );
    // A round locked that is not the last, and any frame scored, tell nobody.
    expect(
      matchActionNotice(inProgress(0), inProgress(1), { type: 'lockRound', round: 1 }),
    ).toBeNull();
    expect(
      matchActionNotice(inProgress(0), inProgress(0), {
        type: 'scoreFrame',
        frameId: 'f1',
        winnerPlayerId: 'p1',
        baseVersion: 0,
      }),
    ).toBeNull();
  });

  it('tells of a postponed match postponed again only when its tentative date changed', () => {
    const postponed = match({ state: 'postponed' });
    expect(matchActionNotice(postponed, postponed, { type: 'postpone' })).toBeNull();
    const moved = match({ state: 'postponed', scheduledDate: '2026-07-08T18:30:00.000Z' });
    expect(
      matchActionNotice(postponed, moved, {
        type: 'postpone',
        scheduledDate: moved.scheduledDate,
      }),
    ).toBe('fixture-moved');
  });
});

describe('matchActionDrafts', () => {
  const people = { captains, admins: ['admin', 'blue-cap'], rosters: [] as string[] };

  it('tells the other side of the last round locked, with the score, on the scoring page', () => {
    const drafts = matchActionDrafts({
      ...people,
      notice: 'result-entered',
      action: { type: 'lockRound', round: rounds },
      actor: actor('red-cap', ['red']),
      facts: facts(inProgress(rounds)),
    });
    expect(drafts).toEqual(
      ['blue-cap', 'blue-cap-2'].map((userId) => ({
        userId,
        kind: 'result-entered',
        title: 'Red Lion Rebels 9-7 Anchor Sharks: the result awaits your confirmation',
        link: '/team/match/m1/score',
        matchId: 'm1',
      })),
    );
  });

  it('tells both sides when an admin locks the last round, but never the admin', () => {
    const drafts = matchActionDrafts({
      ...people,
      captains: { home: ['red-cap', 'admin'], away: ['blue-cap'] },
      notice: 'result-entered',
      action: { type: 'lockRound', round: rounds },
      actor: actor('admin'),
      facts: facts(inProgress(rounds)),
    });
    expect(drafts.map((draft) => draft.userId)).toEqual(['red-cap', 'blue-cap']);
  });

  it('says whether a confirmation completes the match', () => {
    const title = (state: Match['state']) =>
      matchActionDrafts({
        ...people,
        notice: 'result-confirmed',
        action: { type: 'confirm', side: 'away' },
        actor: actor('blue-cap', ['blue']),
        facts: facts(inProgress(rounds, { state })),
      }).map((draft) => [draft.userId, draft.title]);
    expect(title('in-progress')).toEqual([
      [
        'red-cap',
        'Red Lion Rebels 9-7 Anchor Sharks: Anchor Sharks confirmed; it awaits your confirmation',
      ],
    ]);
    expect(title('completed')).toEqual([
      [
        'red-cap',
        'Red Lion Rebels 9-7 Anchor Sharks: Anchor Sharks confirmed; the match is completed',
      ],
    ]);
  });

  it("tells a dispute to the other captain and every admin, a captain's notice first", () => {
    const drafts = matchActionDrafts({
      ...people,
      notice: 'result-disputed',
      action: { type: 'dispute', side: 'home', reason: 'Frame 3' },
      actor: actor('red-cap', ['red']),
      facts: facts(inProgress(rounds)),
    });
    const title = 'Red Lion Rebels 9-7 Anchor Sharks: Red Lion Rebels disputed the result';
    expect(drafts.map((draft) => [draft.userId, draft.kind, draft.title, draft.link])).toEqual([
      ['blue-cap', 'result-disputed', title, '/team/match/m1/score'],
      ['blue-cap-2', 'result-disputed', title, '/team/match/m1/score'],
      ['admin', 'dispute-raised', `${title}; an admin settles it`, '/matches/m1'],
    ]);
  });

  it('tells both rosters of a postponement, with the tentative date in league time', () => {
    const postponed = match({ state: 'postponed', scheduledDate: '2026-07-08T18:30:00.000Z' });
    const tell = (scheduledDate?: string) =>
      matchActionDrafts({
        ...people,
        rosters: ['red-cap', 'red-player', 'blue-cap'],
        notice: 'fixture-moved',
        action: scheduledDate ? { type: 'postpone', scheduledDate } : { type: 'postpone' },
        actor: actor('admin'),
        facts: facts(postponed),
      });
    expect(tell().map((draft) => [draft.userId, draft.title, draft.link])).toEqual([
      ['red-cap', 'Red Lion Rebels v Anchor Sharks is postponed', '/team/match/m1/score'],
      ['red-player', 'Red Lion Rebels v Anchor Sharks is postponed', '/matches/m1'],
      ['blue-cap', 'Red Lion Rebels v Anchor Sharks is postponed', '/team/match/m1/score'],
    ]);
    expect(tell(postponed.scheduledDate)[0]?.title).toBe(
      'Red Lion Rebels v Anchor Sharks is postponed (tentatively Wed 8 Jul, 19:30)',
    );
  });

  it('tells both teams, captains first, of a walkover or a void, with its winner and reason, never the admin', () => {
    const walkover = {
      type: 'walkover',
      winner: 'away',
      rule: 'frames',
      reason: 'No team raised',
    } as const;
    expect(matchActionNotice(match(), match(), walkover)).toBe('match-decided');
    expect(matchActionNotice(match(), match(), { type: 'void', reason: 'Venue closed' })).toBe(
      'match-decided',
    );
    const tell = (action: Parameters<typeof matchActionDrafts>[0]['action']) =>
      matchActionDrafts({
        ...people,
        rosters: ['red-player', 'red-cap', 'blue-player', 'admin'],
        notice: 'match-decided',
        action,
        actor: actor('admin'),
        facts: facts(match()),
      }).map((draft) => [draft.userId, draft.kind, draft.title, draft.link]);
    const walkoverTitle =
      'Red Lion Rebels v Anchor Sharks: a walkover to Anchor Sharks (No team raised)';
    expect(tell(walkover)).toEqual([
      ['red-cap', 'match-decided', walkoverTitle, '/team/match/m1/score'],
      ['blue-cap', 'match-decided', walkoverTitle, '/team/match/m1/score'],
      ['blue-cap-2', 'match-decided', walkoverTitle, '/team/match/m1/score'],
      ['red-player', 'match-decided', walkoverTitle, '/matches/m1'],
      ['blue-player', 'match-decided', walkoverTitle, '/matches/m1'],
    ]);
    expect(tell({ type: 'void', reason: 'Venue closed' })[0]?.[2]).toBe(
      'Red Lion Rebels v Anchor Sharks is void (Venue closed)',
    );
    // A reason of several lines, or a long one, is quoted on one line and cut.
    const long = tell({ type: 'void', reason: `Flooded.\r\nSee\tthe ${'x'.repeat(400)}` })[0]?.[2];
    expect(long).toMatch(/^Red Lion Rebels v Anchor Sharks is void \(Flooded\. See the x+…\)$/);
    expect(String(long)).not.toMatch(/\p{Cc}/u);
    expect(String(long).length).toBeLessThan(250);
  });
});

describe('a moved fixture', () => {
  const before = { scheduledDate: base.scheduledDate, venueId: 'v1', state: 'pre-match' } as const;

  it('tells only of a new date, a new venue or a reschedule', () => {
    expect(fixtureMoveTells(before, match())).toBe(false);
    expect(fixtureMoveTells(before, match({ venueId: 'v2' }))).toBe(true);
    expect(fixtureMoveTells(before, match({ scheduledDate: '2026-07-01T19:00:00.000Z' }))).toBe(
      true,
    );
    expect(fixtureMoveTells({ ...before, state: 'postponed' }, match())).toBe(true);
  });

  it("compares the days in the league's zone (UTC for an unknown zone)", () => {
    // 23:30 UTC on 1 July is already 2 July in London.
    const late = match({ scheduledDate: '2026-07-01T23:30:00.000Z' });
    expect(movedToAnotherDay(before, late, 'Europe/London')).toBe(true);
    expect(movedToAnotherDay(before, late, 'UTC')).toBe(false);
    expect(movedToAnotherDay(before, late, 'Mars/Olympus_Mons')).toBe(false);
  });

  it('tells both rosters but its mover where and when it is now', () => {
    const moved = match({ scheduledDate: '2026-07-02T18:00:00.000Z' });
    const drafts = fixtureMovedDrafts({
      before,
      facts: facts(moved),
      actorUserId: 'admin',
      captains: ['red-cap'],
      rosters: ['red-cap', 'admin', 'blue-player'],
    });
    expect(drafts).toEqual([
      {
        userId: 'red-cap',
        kind: 'fixture-moved',
        title: 'Red Lion Rebels v Anchor Sharks moved to Thu 2 Jul, 19:00 at The Red Lion',
        link: '/team/match/m1/score',
        matchId: 'm1',
      },
      {
        userId: 'blue-player',
        kind: 'fixture-moved',
        title: 'Red Lion Rebels v Anchor Sharks moved to Thu 2 Jul, 19:00 at The Red Lion',
        link: '/matches/m1',
        matchId: 'm1',
      },
    ]);
    const rescheduled = fixtureMovedDrafts({
      before: { ...before, state: 'postponed' },
      facts: facts(moved, null),
      actorUserId: 'admin',
      captains: [],
      rosters: ['blue-player'],
    });
    expect(rescheduled[0]?.title).toBe(
      'Red Lion Rebels v Anchor Sharks is rescheduled to Thu 2 Jul, 19:00',
    );
  });
});

describe("a cup's draw", () => {
  const drawn = { competitionId: 'c 1', cup: 'Winter Cup', captains: ['red-cap', 'red-cap'] };

  it("tells a team's captains once of its first tie: whom, when and where", () => {
    const tie = { facts: facts(base), round: 'Semi-finals', afterBye: false };
    expect(cupDrawDrafts({ ...drawn, tie, byeTo: null })).toEqual([
      {
        userId: 'red-cap',
        kind: 'cup-draw',
        title:
          'Winter Cup draw: Semi-finals, Red Lion Rebels v Anchor Sharks, Wed 1 Jul, 19:30 at The Red Lion',
        link: '/team/match/m1/score',
        matchId: 'm1',
      },
    ]);
    const afterBye = cupDrawDrafts({ ...drawn, tie: { ...tie, afterBye: true }, byeTo: null });
    expect(afterBye[0]?.title).toMatch(/^Winter Cup draw: a bye, then Semi-finals, Red Lion/);
  });

  it('names the round a bye takes a team to, linking to the bracket', () => {
    const [final] = cupDrawDrafts({ ...drawn, tie: null, byeTo: 'Final' });
    expect(final).toMatchObject({
      title: 'Winter Cup draw: a bye to the Final',
      link: '/competitions/c%201',
      matchId: null,
    });
    expect(cupDrawDrafts({ ...drawn, tie: null, byeTo: 'Round 2' })[0]?.title).toBe(
      'Winter Cup draw: a bye to Round 2',
    );
  });
});

describe("a cup's entries", () => {
  const entry: CupEntryChange = {
    competitionId: 'c 1',
    cup: 'Winter Cup',
    team: 'Red Lion Rebels',
    change: 'entered',
    reserve: false,
    movedUp: null,
    entrants: 3,
    capacity: 8,
  };

  it('tells every admin but the one who did it, once, linking to the cup on the admin page', () => {
    expect(
      cupEntryDrafts({ entry, actorUserId: 'admin-2', admins: ['admin-1', 'admin-2', 'admin-1'] }),
    ).toEqual([
      {
        userId: 'admin-1',
        kind: 'cup-entry',
        title: 'Winter Cup: Red Lion Rebels entered (3 of 8)',
        link: '/admin/competitions?cup=c%201',
        matchId: null,
      },
    ]);
  });

  it('says a late entry is a reserve, and who moved up when a team withdrew', () => {
    const title = (change: Partial<CupEntryChange>) =>
      cupEntryDrafts({ entry: { ...entry, ...change }, actorUserId: 'cap', admins: ['admin'] })[0]
        ?.title;
    expect(title({ reserve: true, entrants: 8 })).toBe(
      'Winter Cup: Red Lion Rebels entered as a reserve (8 of 8)',
    );
    expect(title({ change: 'withdrew', movedUp: 'Anchor Sharks', entrants: 8 })).toBe(
      'Winter Cup: Red Lion Rebels withdrew; Anchor Sharks moved up from the reserves (8 of 8)',
    );
    expect(title({ change: 'withdrew', capacity: null, entrants: 2 })).toBe(
      'Winter Cup: Red Lion Rebels withdrew (2 entered)',
    );
  });
});

describe('match-day reminders', () => {
  it("open at the reminder time of the league's day and cover that whole day", () => {
    expect(matchDayWindow(new Date('2026-07-01T07:59:00Z'), '09:00', 'Europe/London')).toBeNull();
    expect(matchDayWindow(new Date('2026-07-01T08:00:00Z'), '09:00', 'Europe/London')).toEqual({
      start: '2026-06-30T23:00:00.000Z',
      end: '2026-07-01T23:00:00.000Z',
    });
    // The day the clocks go back in London is 25 hours long.
    expect(matchDayWindow(new Date('2026-10-25T12:00:00Z'), '09:00', 'Europe/London')).toEqual({
      start: '2026-10-24T23:00:00.000Z',
      end: '2026-10-26T00:00:00.000Z',
    });
  });

  it('refuse a zone the runtime does not know', () => {
    expect(() => matchDayWindow(new Date(), '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('name the fixture, its start in league time and its venue', () => {
    expect(matchDayDrafts(facts(base), ['red-cap'], ['red-cap', 'blue-player'])).toEqual([
      {
        userId: 'red-cap',
        kind: 'match-day',
        title: 'Match day: Red Lion Rebels v Anchor Sharks, 19:30 at The Red Lion',
        link: '/team/match/m1/score',
        matchId: 'm1',
      },
      {
        userId: 'blue-player',
        kind: 'match-day',
        title: 'Match day: Red Lion Rebels v Anchor Sharks, 19:30 at The Red Lion',
        link: '/matches/m1',
        matchId: 'm1',
      },
    ]);
    expect(matchDayDrafts(facts(base, null), [], ['blue-player'])[0]?.title).toBe(
      'Match day: Red Lion Rebels v Anchor Sharks, 19:30',
    );
  });
});
