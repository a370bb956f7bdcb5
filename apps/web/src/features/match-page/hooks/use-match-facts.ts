// What a match's page and score sheet say around its frames: the league, both team names (a
// singles knockout tie's players, from its cup), when and where it is played, its season and (in a
// divided season) its division.
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { Match } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useLeague, useVenueNames } from '../../../entities/league/hooks/use-league.ts';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useSideNames } from '../../../entities/competitions/hooks/use-side-names.ts';

export interface MatchFacts {
  leagueName: string | undefined;
  home: string;
  away: string;
  /** A singles knockout tie's players, each side's (absent for a league team). */
  homePlayerIds: readonly string[] | undefined;
  awayPlayerIds: readonly string[] | undefined;
  /** "Tue, 10 Mar 2026, 19:30", in the league's time zone. */
  when: string;
  venue: string | undefined;
  season: string | undefined;
  /** Only when the season has two or more divisions. */
  division: string | undefined;
  /** The team names are still being fetched (until then a name reads 'Unknown Team'). */
  loading: boolean;
}

export const useMatchFacts = (match: Match | undefined): MatchFacts => {
  const league = useLeague().data;
  const venueName = useVenueNames();
  const { teamName, playersOf, loading } = useSideNames(match ? [match] : []);
  const seasons = useQuery(seasonsQuery());
  const teams = useQuery({
    ...teamsQuery({ seasonId: match?.seasonId ?? '' }),
    enabled: Boolean(match),
  });
  const season = seasons.data?.find((candidate) => candidate.id === match?.seasonId);
  const divisionId = teams.data?.find((team) => team.id === match?.homeTeamId)?.divisionId;
  const division =
    season && isDivided(season.divisions)
      ? season.divisions.find((candidate) => candidate.id === divisionId)
      : undefined;
  const divisionName = division ? divisionLabel(division) : undefined;
  const { homeTeamId, awayTeamId, scheduledDate, venueId } = match ?? {};
  const timezone = league?.timezone;
  const venue = venueName(venueId);
  // The same facts for every live update of the match (a frame changes none of them): worked out
  // once, and the same object, so what shows them is not redrawn.
  return useMemo(
    () => ({
      leagueName: league?.name,
      home: homeTeamId ? teamName(homeTeamId) : '',
      away: awayTeamId ? teamName(awayTeamId) : '',
      homePlayerIds: playersOf(homeTeamId),
      awayPlayerIds: playersOf(awayTeamId),
      when: scheduledDate
        ? `${formatDate(scheduledDate, timezone)}, ${formatTime(scheduledDate, timezone)}`
        : '',
      venue,
      season: season?.name,
      division: divisionName,
      loading,
    }),
    [
      league?.name,
      homeTeamId,
      awayTeamId,
      teamName,
      playersOf,
      scheduledDate,
      timezone,
      venue,
      season?.name,
      divisionName,
      loading,
    ],
  );
};
