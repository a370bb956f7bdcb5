import { useQuery } from '@tanstack/react-query';
import { leagueQuery, venuesQuery } from '../api/league-api.ts';

export const useLeague = () => useQuery(leagueQuery());

/** What the league is called once known; 'CueLeague' (the product) until then or with none. */
export const useLeagueName = (): string => useLeague().data?.name ?? 'CueLeague';

/** The league's time zone once known; until then dates use the visitor's own. */
export const useLeagueTimezone = (): string | undefined => useLeague().data?.timezone;

/** Venue id to name; undefined while loading or for a venue we don't know. */
export const useVenueNames = (): ((id: string | null | undefined) => string | undefined) => {
  const { data } = useQuery(venuesQuery());
  return (id) => (id ? data?.find((venue) => venue.id === id)?.name : undefined);
};
