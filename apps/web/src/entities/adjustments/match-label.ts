// The match an adjustment is for, from its team's side: "v Anchor Sharks, Tue 1 Dec" (the day in
// the league's time), as the adjustment lists and the admin's match picker write it.
import type { Match } from '@cueleague/domain/entities';
import { formatDay } from '../../lib/format.ts';
import type { TeamName } from '../teams/hooks/use-team-names.ts';

export const adjustmentMatchLabel = (
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'scheduledDate'>,
  teamId: string,
  teamName: TeamName,
  timeZone: string | undefined,
): string => {
  const opponentId = match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;
  return `v ${teamName(opponentId)}, ${formatDay(match.scheduledDate, timeZone)}`;
};
