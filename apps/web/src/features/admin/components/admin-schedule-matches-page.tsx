// /admin/schedule-matches: a season's fixture generator (with its dry-run preview) and its
// fixture list, where matches are added, moved, postponed, rescheduled and deleted.
import { divisionsInOrder } from '@cueleague/domain/divisions';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Page, Section } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import {
  SeasonSelect,
  useSeasonChoice,
} from '../../../entities/seasons/components/season-select.tsx';
import { teamsQuery } from '../../../entities/teams/api/teams-api.ts';
import { teamNameFrom } from '../../../entities/teams/hooks/use-team-names.ts';
import { FixtureAdminList } from './fixture-admin-list.tsx';
import { NoSeasonYet } from './no-season-yet.tsx';
import { RoundRobinGenerator } from './round-robin-generator.tsx';

export const AdminScheduleMatchesPage = () => {
  const choice = useSeasonChoice();
  const seasonId = choice.seasonId;
  const season = choice.season;
  const timeZone = useLeagueTimezone();
  const teams = useQuery({ ...teamsQuery({ seasonId }), enabled: Boolean(seasonId) });
  const venues = useQuery(venuesQuery());
  // Summaries: the schedule needs no frames (a large season's full list is megabytes).
  const matches = useQuery({ ...matchSummariesQuery({ seasonId }), enabled: Boolean(seasonId) });
  const teamName = useMemo(
    () => teamNameFrom(new Map((teams.data ?? []).map((team) => [team.id, team.name]))),
    [teams.data],
  );
  // A team without a division (made before divisions were) plays in the top one.
  const teamDivisions = useMemo(() => {
    const top = divisionsInOrder(season?.divisions)[0];
    return new Map(
      (teams.data ?? []).flatMap((team) => {
        const divisionId = team.divisionId ?? top?.id;
        return divisionId ? [[team.id, divisionId] as const] : [];
      }),
    );
  }, [teams.data, season?.divisions]);
  const venueName = useMemo(() => {
    const names = new Map((venues.data ?? []).map((venue) => [venue.id, venue.name]));
    return (id: string | null | undefined) => (id ? names.get(id) : undefined);
  }, [venues.data]);

  const noSeasons = choice.empty;

  const body = () => {
    if (choice.error) return <ErrorState error={choice.error} onRetry={choice.retry} />;
    if (noSeasons)
      return (
        <NoSeasonYet>
          Fixtures belong to a season, with its teams: create the season first.
        </NoSeasonYet>
      );
    if (choice.loading || !season || teams.isPending)
      return <LoadingRows rows={6} height={56} label="Loading the season" />;
    return (
      <>
        <Section title="Generate fixtures">
          <RoundRobinGenerator
            key={season.id}
            season={season}
            teamCount={teams.data?.length ?? 0}
            existingCount={matches.data?.length ?? 0}
            teamName={teamName}
            venueName={venueName}
            teamDivisions={teamDivisions}
          />
        </Section>
        <FixtureAdminList
          season={season}
          matches={{
            data: matches.data,
            isPending: matches.isPending,
            error: matches.error,
            refetch: () => void matches.refetch(),
          }}
          teams={teams.data ?? []}
          venues={venues.data ?? []}
          teamName={teamName}
          venueName={venueName}
          timeZone={timeZone}
        />
      </>
    );
  };

  return (
    <Page
      title="Schedule Matches"
      description={
        season
          ? `${season.name}: generate the fixture list, then add, move, postpone or delete unplayed matches.`
          : 'Generate the fixture list, then add, move, postpone or delete unplayed matches.'
      }
      actions={<SeasonSelect choice={choice} />}
    >
      {body()}
    </Page>
  );
};
