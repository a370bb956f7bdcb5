// "Can you play?" on the team dashboard: each player answers for the team's coming matches, days
// ahead; the captain sees who can, who can't and who hasn't said (and the same answers again on
// the night, in pre-match). Only the team's own people see them.
import type { Match } from '@cueleague/domain/entities';
import { UPCOMING_GRACE_MS } from '@cueleague/domain/match-state';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import {
  answerOf,
  answersLine,
  teamAvailabilityQuery,
} from '../../../entities/teams/api/availability-api.ts';
import type { MyTeamOk } from '../../../entities/teams/hooks/use-my-team.ts';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import type { RosterMember } from '../../../entities/teams/roster-members.ts';
import { useSetAvailability } from '../hooks/use-set-availability.ts';
import { teamSide } from '../../../entities/matches/team-side.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';

/** How many coming matches to ask about: the next few weeks. */
const MATCHES_ASKED = 4;

/** The team's matches a player can still answer for, soonest first (postponed ones have no date). */
export const matchesToAnswer = (upcoming: readonly Match[], now: number): Match[] =>
  upcoming
    .filter(
      (match) =>
        match.state === 'pre-match' && Date.parse(match.scheduledDate) >= now - UPCOMING_GRACE_MS,
    )
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
    .slice(0, MATCHES_ASKED);

/** "2 can play · 1 can't · 3 haven't said", from the team's active players' answers. */
export const answersSummary = (
  members: readonly RosterMember[],
  answer: (playerId: string) => boolean | undefined,
): { line: string; cant: RosterMember[] } => {
  const { line, cant } = answersLine(
    members.map((member) => member.membership.playerId),
    answer,
  );
  return {
    line,
    cant: members.filter((member) => cant.includes(member.membership.playerId)),
  };
};

export const AvailabilitySection = ({
  my,
  upcoming,
  members,
  teamName,
}: {
  my: MyTeamOk;
  upcoming: readonly Match[];
  /** The team's active players. */
  members: readonly RosterMember[];
  teamName: TeamName;
}) => {
  const timeZone = useLeagueTimezone();
  const answers = useQuery(teamAvailabilityQuery(my.team.id));
  // A refusal comes back as a snackbar (every mutation's error does) and the answer goes back.
  const save = useSetAvailability(my.team.id);
  const me = members.find(
    (member) => member.player?.userId && member.player.userId === my.actor?.userId,
  );
  const matches = matchesToAnswer(upcoming, Date.now());
  // Someone who neither plays for the team nor captains it (an admin looking) has nothing to say.
  if (!me && !my.canManageRoster) return null;

  const body = () => {
    if (answers.isPending) return <LoadingRows rows={2} height={64} label="Loading the answers" />;
    if (answers.isError)
      return <ErrorState error={answers.error} onRetry={() => void answers.refetch()} />;
    if (matches.length === 0)
      return (
        <EmptyState icon={<EventAvailableIcon />} title="No coming matches to answer for">
          When the league schedules your next fixtures, say here whether you can play.
        </EmptyState>
      );
    return (
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
        <Box component="ul" aria-label="Coming matches" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {matches.map((match, index) => {
            const opponentId = teamSide(match, my.team.id).opponentId;
            const opponent = teamName(opponentId);
            const when = formatDateTime(match.scheduledDate, timeZone);
            const mine = me ? answerOf(answers.data, match.id, me.membership.playerId) : undefined;
            const summary = answersSummary(members, (playerId) =>
              answerOf(answers.data, match.id, playerId),
            );
            return (
              <Fragment key={match.id}>
                {index > 0 && <Divider component="li" aria-hidden="true" />}
                <Box component="li" sx={{ py: 1.5 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    vs <TeamLink teamId={opponentId}>{opponent}</TeamLink>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {when}
                  </Typography>
                  {me && (
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      value={mine === undefined ? null : mine ? 'yes' : 'no'}
                      onChange={(_event, value: 'yes' | 'no' | null) => {
                        if (value === null) return;
                        save.mutate({
                          matchId: match.id,
                          body: { playerId: me.membership.playerId, available: value === 'yes' },
                        });
                      }}
                      aria-label={`Can you play vs ${opponent}, ${when}?`}
                      sx={{ mt: 1, display: 'flex', '& > *': { flex: 1, minHeight: 44 } }}
                    >
                      <ToggleButton value="yes" color="success">
                        I can play
                      </ToggleButton>
                      <ToggleButton value="no" color="warning">
                        I can't
                      </ToggleButton>
                    </ToggleButtonGroup>
                  )}
                  {my.canManageRoster && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {summary.line}
                      {summary.cant.length > 0 && (
                        <>
                          {" (can't: "}
                          {summary.cant.map((member, at) => (
                            <Fragment key={member.membership.id}>
                              {at > 0 && ', '}
                              <PlayerLink playerId={member.membership.playerId}>
                                {member.name}
                              </PlayerLink>
                            </Fragment>
                          ))}
                          )
                        </>
                      )}
                    </Typography>
                  )}
                </Box>
              </Fragment>
            );
          })}
        </Box>
      </Paper>
    );
  };

  return (
    <Section title="Can you play?" id="section-availability">
      {body()}
    </Section>
  );
};
