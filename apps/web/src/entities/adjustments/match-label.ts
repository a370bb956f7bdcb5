// The match an adjustment is for, from its team's side: "v Anchor Sharks, Tue 1 Dec" (the day in
// the league's time), as the adjustment lists and the admin's match picker write it.
import type { Match } from '@cueleague/domain/entities';
import { formatDay } from '../../lib/format.ts';
import { teamSide } from '../matches/team-side.ts';
import type { TeamName } from '../teams/hooks/use-team-names.ts';

export const adjustmentMatchLabel = (
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'state' | 'homeScore' | 'awayScore'> &
    Pick<Match, 'scheduledDate'>,
  teamId: string,
  teamName: TeamName,
  timeZone: string | undefined,
): string =>
  `v ${teamName(teamSide(match, teamId).opponentId)}, ${formatDay(match.scheduledDate, timeZone)}`;
