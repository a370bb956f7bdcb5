// What a match's page and score sheet say around its frames: the league, both team names, when
// and where it is played, its season and (in a divided season) its division.
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { Match } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useLeague, useVenueNames } from '../../../entities/league/hooks/use-league.ts';
import { seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { useTeamNames } from '../../../entities/teams/hooks/use-team-names.ts';

export interface MatchFacts {
  leagueName: string | undefined;
  home: string;
  away: string;
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
  const { teamName, loading } = useTeamNames([match?.seasonId]);
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
  return {
    leagueName: league?.name,
    home: match ? teamName(match.homeTeamId) : '',
    away: match ? teamName(match.awayTeamId) : '',
    when: match
      ? `${formatDate(match.scheduledDate, league?.timezone)}, ${formatTime(match.scheduledDate, league?.timezone)}`
      : '',
    venue: venueName(match?.venueId),
    season: season?.name,
    division: division ? divisionLabel(division) : undefined,
    loading,
  };
};
