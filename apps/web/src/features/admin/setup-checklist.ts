// What a new league still needs before its first match night, step by step, read off what the
// admin dashboard already loads: a current season, venues, its teams, players on every roster,
// a captain for every team, and the fixture list.
import { POSITIONS_PER_TEAM } from '@cueleague/domain/constants';

export interface SetupStep {
  key: 'season' | 'venues' | 'teams' | 'players' | 'captains' | 'fixtures';
  label: string;
  done: boolean;
  /** What is missing, or what is there. */
  detail: string;
  to: string;
}

export interface SetupInput {
  hasSeason: boolean;
  venues: number;
  teams: readonly { id: string; name: string; captainUserId?: string | null | undefined }[];
  /** Active memberships of the current season. */
  memberships: readonly { teamId: string }[];
  matches: number;
  /** Players a side in the season's format (4 in '4v4 Standard'): a roster needs as many. */
  positionsPerTeam?: number;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const setupSteps = ({
  hasSeason,
  venues,
  teams,
  memberships,
  matches,
  positionsPerTeam = POSITIONS_PER_TEAM,
}: SetupInput): SetupStep[] => {
  const perTeam = new Map<string, number>();
  for (const membership of memberships)
    perTeam.set(membership.teamId, (perTeam.get(membership.teamId) ?? 0) + 1);
  const short = teams.filter((team) => (perTeam.get(team.id) ?? 0) < positionsPerTeam);
  const captainless = teams.filter((team) => !team.captainUserId);
  const names = (list: readonly { name: string }[]) =>
    list.length <= 3
      ? list.map((team) => team.name).join(', ')
      : `${list
          .slice(0, 3)
          .map((team) => team.name)
          .join(', ')} and ${list.length - 3} more`;
  // A step every team must meet, `missing` being the teams that do not yet.
  const everyTeam = (missing: readonly { name: string }[], met: string, notYet: string) => ({
    done: teams.length > 0 && missing.length === 0,
    detail:
      teams.length === 0
        ? 'Add teams first'
        : missing.length === 0
          ? met
          : `${notYet}: ${names(missing)}`,
  });
  return [
    {
      key: 'season',
      label: 'A current season',
      done: hasSeason,
      detail: hasSeason ? 'Created' : 'Create the season and make it current',
      to: '/admin/seasons',
    },
    {
      key: 'venues',
      label: 'Venues',
      done: venues > 0,
      detail:
        venues > 0 ? plural(venues, 'venue') : 'Add the pubs and clubs where matches are played',
      to: '/admin/venues',
    },
    {
      key: 'teams',
      label: 'Teams',
      done: teams.length >= 2,
      detail:
        teams.length >= 2 ? plural(teams.length, 'team') : 'Add at least two teams to the season',
      to: '/admin/teams',
    },
    {
      key: 'players',
      label: 'Players on every roster',
      ...everyTeam(
        short,
        `Every team has ${positionsPerTeam} or more`,
        `Fewer than ${positionsPerTeam}`,
      ),
      to: '/admin/players',
    },
    {
      key: 'captains',
      label: 'A captain for every team',
      ...everyTeam(captainless, 'Every team has one', 'No captain yet'),
      to: '/admin/teams',
    },
    {
      key: 'fixtures',
      label: 'The fixture list',
      done: matches > 0,
      detail: matches > 0 ? plural(matches, 'match', 'matches') : 'Generate the fixtures',
      to: '/admin/schedule-matches',
    },
  ];
};
