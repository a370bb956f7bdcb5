import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { match } from '../../test/fixtures.ts';
import { matchKeys, type MatchSummary } from './api/matches-api.ts';
import { matchDelta } from '@cueleague/domain/match-delta';
import { applyDeletedMatch, applyPatchedMatch, applyPushedMatch } from './live-cache.ts';

const season = { seasonId: 's1' };
const live = { state: 'in-progress' as const };

const cacheWith = () => {
  const queryClient = new QueryClient();
  const played = match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    state: 'in-progress',
    version: 3,
    homeScore: 1,
  });
  const other = match({ id: 'm2', homeTeamId: 't3', awayTeamId: 't4' });
  queryClient.setQueryData(matchKeys.list(season), [played, other]);
  const { frames: _frames, ...summary } = played;
  queryClient.setQueryData([...matchKeys.list(season), 'summary'], [summary, other]);
  queryClient.setQueryData(matchKeys.list(live), [played]);
  queryClient.setQueryData(matchKeys.list({ teamId: 't3' }), [other]);
  queryClient.setQueryData(matchKeys.detail('m1'), played);
  return { queryClient, played };
};

const stale = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: matchKeys.all })
    .filter((query) => query.isStale() && query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('a pushed match in the cache', () => {
  it('replaces its copy in every list and detail that holds it, with no refetch', () => {
    const { queryClient, played } = cacheWith();
    const scored = { ...played, version: 4, homeScore: 2 };
    expect(applyPushedMatch(queryClient, scored)).toBe(false);
    expect(queryClient.getQueryData(matchKeys.detail('m1'))).toEqual(scored);
    expect(queryClient.getQueryData<MatchSummary[]>(matchKeys.list(season))?.[0]).toEqual(scored);
    const summary = queryClient.getQueryData<MatchSummary[]>([
      ...matchKeys.list(season),
      'summary',
    ])?.[0];
    expect(summary).toMatchObject({ id: 'm1', homeScore: 2, version: 4 });
    expect(summary && 'frames' in summary).toBe(false);
    expect(stale(queryClient)).toEqual([]);
  });

  it('never replaces a newer copy with an older one', () => {
    const { queryClient, played } = cacheWith();
    applyPushedMatch(queryClient, { ...played, version: 2, homeScore: 0 });
    expect(queryClient.getQueryData(matchKeys.detail('m1'))).toEqual(played);
  });

  it('leaves a state list it no longer fits at once, and refetches a list it enters', () => {
    const { queryClient, played } = cacheWith();
    const completed = { ...played, version: 9, state: 'completed' as const };
    applyPushedMatch(queryClient, completed);
    expect(queryClient.getQueryData(matchKeys.list(live))).toEqual([]);
    expect(stale(queryClient)).toEqual([]);
    const started = match({
      id: 'm5',
      homeTeamId: 't1',
      awayTeamId: 't2',
      state: 'in-progress',
      version: 2,
    });
    expect(applyPushedMatch(queryClient, started)).toBe(true);
    expect(stale(queryClient)).toEqual(
      expect.arrayContaining([matchKeys.list(live), matchKeys.list(season)]),
    );
    // A list whose filter it doesn't fit is left alone.
    expect(stale(queryClient)).not.toContainEqual(matchKeys.list({ teamId: 't3' }));
  });

  it('a deleted match leaves every list', () => {
    const { queryClient } = cacheWith();
    applyDeletedMatch(queryClient, 'm2');
    expect(
      queryClient.getQueryData<MatchSummary[]>(matchKeys.list(season))?.map((m) => m.id),
    ).toEqual(['m1']);
    expect(queryClient.getQueryData(matchKeys.list({ teamId: 't3' }))).toEqual([]);
  });
});

describe("a month's list in the cache (the fixtures page)", () => {
  // October and November in London, as the fixtures page asks for them.
  const month = (from: string, to: string) => [
    ...matchKeys.list({ seasonId: 's1', from, to, timeZone: 'Europe/London' }),
    'summary',
  ];
  const october = month('2026-10-01', '2026-10-31');
  const november = month('2026-11-01', '2026-11-30');
  const months = matchKeys.months({ seasonId: 's1' });
  const cacheWithMonths = () => {
    const queryClient = new QueryClient();
    const fixture = match({
      id: 'm7',
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-10-14T18:30:00.000Z',
      version: 1,
    });
    const { frames: _frames, ...summary } = fixture;
    queryClient.setQueryData(october, [summary]);
    queryClient.setQueryData(november, []);
    queryClient.setQueryData(months, [
      { month: '2026-10', matches: 1, firstDay: '2026-10-14', weeks: ['2026-10-12'] },
    ]);
    return { queryClient, fixture };
  };

  it('keeps a result in its month, with no request', () => {
    const { queryClient, fixture } = cacheWithMonths();
    const played = { ...fixture, version: 5, state: 'completed' as const, homeScore: 9 };
    expect(applyPushedMatch(queryClient, played)).toBe(false);
    expect(queryClient.getQueryData<MatchSummary[]>(october)?.[0]).toMatchObject({
      homeScore: 9,
    });
    expect(stale(queryClient)).toEqual([]);
  });

  it('moves a fixture rescheduled to another month: it leaves one, the other and the counts are read again', () => {
    const { queryClient, fixture } = cacheWithMonths();
    // 00:30 on 1 November in London is still 31 October in UTC.
    const moved = { ...fixture, version: 2, scheduledDate: '2026-11-01T00:30:00.000Z' };
    expect(applyPushedMatch(queryClient, moved)).toBe(true);
    expect(queryClient.getQueryData(october)).toEqual([]);
    expect(stale(queryClient)).toEqual(expect.arrayContaining([november, months]));
    expect(stale(queryClient)).not.toContainEqual(october);
  });

  it('reads the counts again when a fixture is deleted', () => {
    const { queryClient } = cacheWithMonths();
    applyDeletedMatch(queryClient, 'm7');
    expect(queryClient.getQueryData(october)).toEqual([]);
    expect(stale(queryClient)).toEqual([months]);
  });
});

describe('a pushed delta in the cache', () => {
  const scoredFrom = (played: ReturnType<typeof cacheWith>['played'], version: number) => ({
    ...played,
    version,
    homeScore: version - 2,
    progress: { ...played.progress, roundsLocked: version - 3 },
  });

  it('patches every copy at the version it follows, summaries too, with no refetch', () => {
    const { queryClient, played } = cacheWith();
    const next = scoredFrom(played, 4);
    expect(applyPatchedMatch(queryClient, matchDelta(played, next))).toBe(0);
    expect(queryClient.getQueryData(matchKeys.detail('m1'))).toEqual(next);
    expect(queryClient.getQueryData(matchKeys.list(live))).toEqual([next]);
    const { frames: _frames, ...summary } = next;
    expect(
      queryClient.getQueryData<MatchSummary[]>([...matchKeys.list(season), 'summary'])?.[0],
    ).toEqual(summary);
    // The same delta again (a repeat) changes nothing and reads nothing.
    expect(applyPatchedMatch(queryClient, matchDelta(played, next))).toBe(0);
    expect(stale(queryClient)).toEqual([]);
  });

  it('reads each copy again once when the delta follows a version it does not have', () => {
    const { queryClient, played } = cacheWith();
    const v5 = scoredFrom(played, 5);
    const v6 = scoredFrom(played, 6);
    // Version 4's event never came.
    expect(applyPatchedMatch(queryClient, matchDelta({ ...played, version: 4 }, v5))).toBe(4);
    expect(stale(queryClient)).toEqual(
      expect.arrayContaining([
        matchKeys.detail('m1'),
        matchKeys.list(live),
        matchKeys.list(season),
        [...matchKeys.list(season), 'summary'],
      ]),
    );
    // Nothing is guessed meanwhile: the copies stay as they were until the read answers.
    expect(queryClient.getQueryData(matchKeys.detail('m1'))).toEqual(played);
    applyPatchedMatch(queryClient, matchDelta(v5, v6));
    expect(queryClient.getQueryData(matchKeys.detail('m1'))).toEqual(played);
    // A list that does not hold the match is left alone.
    expect(stale(queryClient)).not.toContainEqual(matchKeys.list({ teamId: 't3' }));
  });
});
