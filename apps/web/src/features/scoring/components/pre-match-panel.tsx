// Pre-match: the captain ticks who can play tonight (large toggles, by name, starting from the
// players' own answers), confirms the roster, sees the other captain's confirmation arrive live,
// and either captain starts the match once both have confirmed. A singles knockout tie comes
// with both sides' players confirmed (decision 0048): its players see who meets whom, in a race
// to how many racks, and start it.
import { canSeeTeamAvailability } from '@cueleague/domain/permissions';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { formatDateTime, localDateKey } from '../../../lib/format.ts';
import { PlayerFormDialog } from '../../../entities/players/components/player-form-dialog.tsx';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { allPlayersQuery } from '../../../entities/players/api/players-api.ts';
import {
  answerOf,
  answersLine,
  teamAvailabilityQuery,
} from '../../../entities/teams/api/availability-api.ts';
import { actorFromAuth } from '../../../entities/teams/hooks/use-my-team.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { newMutationId } from '../api/scoring-api.ts';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isSinglesTie } from '../scoring-view.ts';
import { isNotSent, isPending } from '../outbox/scoring-outbox.ts';
import { availableOf, rosterConfirmedOf, sideTeamId } from '@cueleague/domain/sides';
import { ActionBar } from './action-bar.tsx';
import { EntryStatus, SendingIndicator } from './entry-status.tsx';
import { OtherSideSection } from './other-side-status.tsx';
import { AvailabilityToggles } from './player-toggle.tsx';
import { StartDayDialog } from './start-day-dialog.tsx';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export const PreMatchPanel = ({ timeZone }: { timeZone?: string | undefined }) => {
  const { match, server, side, other, sideName, outbox, people, allowed, raceTo } = useScoring();
  const auth = useAuth();
  const actor = actorFromAuth(auth);
  const teamId = sideTeamId(server, side);
  const saved = availableOf(server, side);
  const confirmed = rosterConfirmedOf(server, side);
  const otherConfirmed = rosterConfirmedOf(server, other);
  // A singles tie, made with its players confirmed: no roster to tick, only the start.
  const singles = isSinglesTie(server) && confirmed && otherConfirmed;
  const roster = useQuery({ ...teamPlayersQuery({ teamId, isActive: true }), enabled: !singles });
  const rosterIds = (roster.data ?? []).map((membership) => membership.playerId);
  // What the players answered beforehand (their own team's captain and admins see it).
  const answers = useQuery(
    teamAvailabilityQuery(!singles && canSeeTeamAvailability(actor, teamId) ? teamId : ''),
  );
  const said = (playerId: string) => answerOf(answers.data, server.id, playerId);
  // The captain's ticks, once they change anything; until then the saved list (which follows
  // the server live), or, before anything is saved, those who said they can play. They are kept
  // after confirming, so a refusal loses nothing.
  const [edits, setEdits] = useState<string[] | null>(null);
  const fromAnswers =
    !confirmed && saved.length === 0 ? rosterIds.filter((id) => said(id) === true) : [];
  const ticksFromAnswers = edits === null && fromAnswers.length > 0;
  const draft = (edits ?? (ticksFromAnswers ? fromAnswers : saved)).filter((id) =>
    rosterIds.includes(id),
  );
  const [addingNew, setAddingNew] = useState(false);
  const players = useQuery({ ...allPlayersQuery(), enabled: addingNew });
  const changed = !sameSet(
    draft,
    saved.filter((id) => rosterIds.includes(id)),
  );
  const entry = outbox.entries.get(`preMatch:${side}`);
  const startEntry = outbox.entries.get('start');
  const sending = isPending(entry);
  const canEdit = allowed.has('updatePreMatch');
  const canStart = allowed.has('start') && confirmed && otherConfirmed && !changed;

  const confirm = () => {
    outbox.send(
      {
        type: 'updatePreMatch',
        matchId: server.id,
        mutationId: newMutationId(),
        side,
        availablePlayers: rosterIds.filter((id) => draft.includes(id)),
        rosterConfirmed: true,
        reason: 'Roster confirmed',
      },
      {
        label: 'Roster',
        success: `Roster confirmed: ${draft.length} available`,
      },
    );
  };

  const start = () => {
    setAskingDay(false);
    outbox.send(
      { type: 'start', matchId: server.id, mutationId: newMutationId() },
      { label: 'Match start', success: 'Match started' },
    );
  };
  // Started on another day than the fixture's (league time): a mistaken match, or a rearranged
  // one nobody rescheduled. Asked, not refused.
  const [askingDay, setAskingDay] = useState(false);
  const otherDay =
    localDateKey(server.scheduledDate, timeZone) !==
    localDateKey(new Date().toISOString(), timeZone);
  const askThenStart = () => (otherDay ? setAskingDay(true) : start());

  const short = draft.length < server.format.positionsPerTeam;

  const startBar = (
    <>
      <ActionBar
        hint={
          startEntry?.status === 'sending' ? (
            <SendingIndicator label="Starting the match…" />
          ) : isNotSent(startEntry) || startEntry?.status === 'refused' ? (
            'The match has not started yet.'
          ) : undefined
        }
      >
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={askThenStart}
          disabled={!canStart || isPending(startEntry)}
        >
          Start match
        </Button>
      </ActionBar>
      <StartDayDialog
        open={askingDay}
        scheduledDate={server.scheduledDate}
        timeZone={timeZone}
        onClose={() => setAskingDay(false)}
        onStart={start}
      />
    </>
  );

  if (singles)
    return (
      <Box component="section" aria-labelledby="singles-heading">
        <Typography variant="h2" id="singles-heading" gutterBottom>
          Ready to play
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {sideName('home')} v {sideName('away')}
          {raceTo > 1 ? `, race to ${String(raceTo)}` : ', one frame'}.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatDateTime(server.scheduledDate, timeZone)}.{' '}
          {allowed.has('start')
            ? `Start the match at the table, then tap ${raceTo > 1 ? 'each rack as it is won' : 'the winner'}.`
            : 'Either player starts it at the table.'}
        </Typography>
        {match.state === 'postponed' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This match is postponed: the league admin sets its new date.
          </Alert>
        )}
        {(isNotSent(startEntry) || startEntry?.status === 'refused') && (
          <EntryStatus entry={startEntry} discardable={false} />
        )}
        {allowed.has('start') && startBar}
      </Box>
    );

  return (
    <Box>
      <Box component="section" aria-labelledby="availability-heading" sx={{ mb: 3 }}>
        <Typography variant="h2" id="availability-heading" gutterBottom>
          Who can play tonight?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {sideName(side)} · {formatDateTime(server.scheduledDate, timeZone)}. Tap each player who
          is here, then confirm the roster.
        </Typography>
        {match.state === 'postponed' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {canEdit
              ? 'This match is postponed. Saving the roster puts it back to pre-match.'
              : 'This match is postponed: the league admin sets its new date.'}
          </Alert>
        )}
        {roster.isPending ? (
          <LoadingRows rows={5} height={60} label="Loading the roster" />
        ) : roster.isError ? (
          <ErrorState
            title="The roster didn't load"
            error={roster.error}
            onRetry={() => void roster.refetch()}
          />
        ) : rosterIds.length === 0 ? (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/team/roster" color="inherit" size="small">
                Roster
              </Button>
            }
          >
            {sideName(side)} has no active players. Add players to the roster first.
          </Alert>
        ) : (
          <>
            {answers.isSuccess && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                Their answers: {answersLine(rosterIds, said).line}.
                {ticksFromAnswers ? ' Those who can play are ticked.' : ''}
              </Typography>
            )}
            <AvailabilityToggles
              rosterIds={rosterIds}
              available={draft}
              name={people.full}
              said={said}
              answered={answers.isSuccess}
              disabled={!canEdit || sending}
              onChange={setEdits}
            />
          </>
        )}
        {canEdit && roster.isSuccess && (
          <Button
            startIcon={<PersonAddIcon />}
            onClick={() => setAddingNew(true)}
            disabled={sending}
            sx={{ mt: 1.5, minHeight: 44 }}
          >
            Someone new tonight
          </Button>
        )}
        {addingNew && (
          <PlayerFormDialog
            team={{ id: teamId, name: sideName(side) }}
            players={players.data ?? []}
            onAdded={(player) => setEdits([...draft, player.id])}
            onClose={() => setAddingNew(false)}
          />
        )}
        <Box sx={{ mt: 1.5 }}>
          {changed && (!entry || entry.status === 'saved') ? (
            <Typography variant="body2" color="warning.light" role="status">
              {confirmed ? 'Changed since you confirmed: confirm again.' : 'Not confirmed yet.'}
            </Typography>
          ) : (
            <EntryStatus
              entry={entry}
              saved={confirmed}
              savedLabel={`Roster confirmed · ${saved.length} available`}
              discardable={false}
            />
          )}
          {(isNotSent(startEntry) || startEntry?.status === 'refused') && (
            <EntryStatus entry={startEntry} discardable={false} />
          )}
        </Box>
      </Box>

      <OtherSideSection
        headingId="opponent-heading"
        name={sideName(other)}
        done={otherConfirmed}
        doneText={`Roster confirmed · ${availableOf(server, other).length} available`}
        waitingText="Not confirmed yet. This updates by itself."
      />

      {(canEdit || allowed.has('start')) && (
        <ActionBar
          hint={
            startEntry?.status === 'sending' ? (
              <SendingIndicator label="Starting the match…" />
            ) : isNotSent(startEntry) || startEntry?.status === 'refused' ? (
              'The match has not started yet.'
            ) : canStart ? (
              'Both rosters are confirmed.'
            ) : confirmed && !changed ? (
              `Waiting for ${sideName(other)} to confirm their roster.`
            ) : short && draft.length > 0 ? (
              `Only ${draft.length} available: empty positions will be forfeits.`
            ) : undefined
          }
        >
          {canStart ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={askThenStart}
              disabled={isPending(startEntry)}
            >
              Start match
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={confirm}
              disabled={!canEdit || sending || draft.length === 0 || (confirmed && !changed)}
            >
              {sending
                ? 'Confirming…'
                : confirmed && !changed
                  ? 'Roster confirmed'
                  : `Confirm roster (${draft.length})`}
            </Button>
          )}
        </ActionBar>
      )}
      <StartDayDialog
        open={askingDay}
        scheduledDate={server.scheduledDate}
        timeZone={timeZone}
        onClose={() => setAskingDay(false)}
        onStart={start}
      />
    </Box>
  );
};
