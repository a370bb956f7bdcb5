import { DEFAULT_RESULT_DEADLINES, type ResultDeadlines } from '@cueleague/domain/result-deadlines';
import { useQuery } from '@tanstack/react-query';
import { useSaveMutation } from '../../../lib/use-invalidate.ts';
import { leagueKeys, leagueQuery, updateLeague, venuesQuery } from '../api/league-api.ts';

export const useLeague = () => useQuery(leagueQuery());

/** What the league is called once known; 'CueLeague' (the product) until then or with none. */
export const useLeagueName = (): string => useLeague().data?.name ?? 'CueLeague';

/** The league's time zone once known; until then dates use the visitor's own. */
export const useLeagueTimezone = (): string | undefined => useLeague().data?.timezone;

/**
 * The league's results on time (docs/rules.md): when a result is due and when one left
 * unconfirmed is completed; the defaults until the league is known (or with none).
 */
export const useResultDeadlines = (): ResultDeadlines => {
  const league = useLeague().data;
  return league
    ? { resultDueHours: league.resultDueHours, autoCompleteHours: league.autoCompleteHours }
    : DEFAULT_RESULT_DEADLINES;
};

/** Venue id to name; undefined while loading or for a venue we don't know. */
export const useVenueNames = (): ((id: string | null | undefined) => string | undefined) => {
  const { data } = useQuery(venuesQuery());
  return (id) => (id ? data?.find((venue) => venue.id === id)?.name : undefined);
};

/**
 * Saves the league's settings ("League settings saved"); every page that shows its name or its
 * dates reads the league query, which this refreshes.
 */
export const useUpdateLeague = () =>
  useSaveMutation([leagueKeys.leagues], 'league settings', updateLeague);
