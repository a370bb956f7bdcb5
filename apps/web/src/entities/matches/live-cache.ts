// What a live message does to the cached matches: the pushed match replaces its older copy in
// every cached list and detail that holds it (a summary list without its frames), so a view that
// shows it updates with no request. A list is refetched only when the match enters or leaves it
// (it now fits a list's filter that lacks it; a state list it no longer fits drops it at once),
// and a deleted match leaves every list. A delta (`match.patched`, a frame result, a lock...) is
// applied to each cached copy at the version it follows; a copy at any other version is read
// again, once, rather than guessed at. Nothing here refetches on a frame event. A month's list
// (from/to) is a list like the others: a fixture moved out of its days leaves it, one moved in
// makes it read again; a season's month counts are read again when a match is new or moves.
// A write's answer (acceptMatch) replaces the match's detail the same way: unless it is older.
import type { Match } from '@cueleague/domain/entities';
import { applyMatchDelta, type MatchDelta } from '@cueleague/domain/match-delta';
import { inDayRange } from '@cueleague/domain/match-months';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchKeys, type MatchFilter, type MatchSummary } from './api/matches-api.ts';
import { isNewer, newerMatch } from './newer-match.ts';

const fits = (match: Match, filter: MatchFilter): boolean =>
  (!filter.seasonId || filter.seasonId === match.seasonId) &&
  (!filter.teamId || filter.teamId === match.homeTeamId || filter.teamId === match.awayTeamId) &&
  (!filter.state || filter.state === match.state) &&
  // A month's list (from/to, days in the league's time) holds the matches played on its days.
  inDayRange(match.scheduledDate, filter, filter.timeZone ?? 'UTC');

/** Whether a cached copy holds the match at this date: if none does, it is new or has moved. */
const knownAt = (queryClient: QueryClient, match: Match): boolean =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: matchKeys.all })
    .some((query) => {
      const data = query.state.data;
      const copy = Array.isArray(data)
        ? (data as MatchSummary[]).find((item) => item.id === match.id)
        : (data as MatchSummary | undefined);
      return copy?.id === match.id && copy.scheduledDate === match.scheduledDate;
    });

/**
 * A season's month counts (match-months-api.ts) change when a match is added or moves: read
 * again, once, whichever of them that season's match may be in (an unwatched one only goes stale).
 */
const invalidateMonths = (queryClient: QueryClient, match?: Match): void => {
  void queryClient.invalidateQueries({
    queryKey: matchKeys.allMonths,
    predicate: (query) => {
      const filter = query.queryKey[2] as { seasonId?: string; teamId?: string } | undefined;
      return (
        !match ||
        !filter ||
        (filter.seasonId === match.seasonId &&
          (!filter.teamId ||
            filter.teamId === match.homeTeamId ||
            filter.teamId === match.awayTeamId))
      );
    },
  });
};

/** ['matches', 'list', filter] or ['matches', 'list', filter, 'summary']; else null. */
const listOf = (key: QueryKey): { filter: MatchFilter; summary: boolean } | null =>
  key[1] === 'list' && typeof key[2] === 'object' && key[2] !== null
    ? { filter: key[2], summary: key[3] === 'summary' }
    : null;

const asShown = (match: Match, summary: boolean): MatchSummary => {
  if (!summary) return match;
  const { frames: _frames, ...rest } = match;
  return rest;
};

/** Shows a match from the server (a write's answer, a live event) unless a newer one is shown. */
export const acceptMatch = (queryClient: QueryClient, incoming: Match): void => {
  queryClient.setQueryData<Match>(matchKeys.detail(incoming.id), (current) =>
    newerMatch(current, incoming),
  );
};

/** Applies one pushed match to every cached match query; answers whether a list was refetched. */
export const applyPushedMatch = (queryClient: QueryClient, match: Match): boolean => {
  let refetched = false;
  if (!knownAt(queryClient, match)) invalidateMonths(queryClient, match);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: matchKeys.all })) {
    const key = query.queryKey;
    if (key[1] === 'detail' && key[2] === match.id) {
      queryClient.setQueryData<Match>(key, (current) => newerMatch(current, match));
      continue;
    }
    const list = listOf(key);
    if (!list) continue;
    const items = query.state.data as MatchSummary[] | undefined;
    if (!items) continue;
    const index = items.findIndex((item) => item.id === match.id);
    const belongs = fits(match, list.filter);
    if (index === -1) {
      // It enters this list: the list's order and neighbours are the server's to say.
      if (belongs) {
        refetched = true;
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      continue;
    }
    if (isNewer(items[index], match)) continue;
    queryClient.setQueryData<MatchSummary[]>(key, (previous = []) =>
      belongs
        ? previous.map((item) => (item.id === match.id ? asShown(match, list.summary) : item))
        : previous.filter((item) => item.id !== match.id),
    );
  }
  return refetched;
};

/** A match deleted: it leaves every list, and its detail reads as gone. */
export const applyDeletedMatch = (queryClient: QueryClient, matchId: string): void => {
  invalidateMonths(queryClient);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: matchKeys.all })) {
    const key = query.queryKey;
    if (key[1] === 'detail' && key[2] === matchId) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    } else if (listOf(key) && query.state.data) {
      queryClient.setQueryData<MatchSummary[]>(key, (previous = []) =>
        previous.filter((item) => item.id !== matchId),
      );
    }
  }
};

/** The version of a match in a cached detail or list, if it holds it. */
const versionIn = (data: unknown, matchId: string): number | undefined => {
  if (Array.isArray(data))
    return (data as MatchSummary[]).find((item) => item.id === matchId)?.version;
  const match = data as MatchSummary | undefined;
  return match?.id === matchId ? match.version : undefined;
};

/**
 * Applies one pushed delta to every cached copy of its match (the detail, and each list that
 * holds it, summaries too). A copy already at or past the delta's version is left alone; one at
 * another version than the delta follows (events missed) is read again, once: a read already
 * under way is not restarted (but if its answer is older than the delta, it is read once more). Answers how many queries it had to read again.
 */
export const applyPatchedMatch = (queryClient: QueryClient, delta: MatchDelta): number => {
  let reread = 0;
  const readAgain = (key: QueryKey) => {
    reread += 1;
    const read = () =>
      queryClient.invalidateQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
    // A read already under way may answer from before this delta: then once more.
    void read().then(() => {
      if ((versionIn(queryClient.getQueryData(key), delta.id) ?? Infinity) < delta.version)
        void read();
    });
  };
  for (const query of queryClient.getQueryCache().findAll({ queryKey: matchKeys.all })) {
    const key = query.queryKey;
    if (key[1] === 'detail' && key[2] === delta.id) {
      const current = query.state.data as Match | undefined;
      if (!current || current.version >= delta.version) continue;
      const next = applyMatchDelta(current, delta);
      if (next) queryClient.setQueryData<Match>(key, next);
      else readAgain(key);
      continue;
    }
    if (!listOf(key)) continue;
    const items = query.state.data as MatchSummary[] | undefined;
    const current = items?.find((item) => item.id === delta.id);
    // A delta never moves a match into a list (that comes as the whole match).
    if (!current || current.version >= delta.version) continue;
    const next = applyMatchDelta(current, delta);
    if (!next) {
      readAgain(key);
      continue;
    }
    queryClient.setQueryData<MatchSummary[]>(key, (previous = []) =>
      previous.map((item) => (item.id === delta.id ? next : item)),
    );
  }
  return reread;
};
