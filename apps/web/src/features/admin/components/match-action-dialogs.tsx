// The dialogs behind a match's admin actions (move, postpone, reschedule, walkover, void,
// complete, reopen, delete), shared by the fixture list and the dashboard's "needs attention" list.
import type { Team, Venue } from '@cueleague/domain/entities';
import {
  useDeleteMatch,
  useCompleteMatch,
} from '../../../entities/matches/hooks/use-match-actions.ts';
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';
import { ReopenMatchDialog } from '../../../entities/matches/components/reopen-match-dialog.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MatchFormDialog } from './match-form-dialog.tsx';
import { PostponeMatchDialog } from './postpone-match-dialog.tsx';
import { RescheduleMatchDialog } from './reschedule-match-dialog.tsx';
import { VoidMatchDialog, WalkoverDialog } from './unplayed-match-dialogs.tsx';

export type MatchDialogKind =
  'move' | 'postpone' | 'reschedule' | 'walkover' | 'void' | 'complete' | 'reopen' | 'delete';
export type MatchDialogState = { kind: MatchDialogKind; match: MatchSummary } | null;

export const matchLabel = (match: MatchSummary, teamName: TeamName): string =>
  `${teamName(match.homeTeamId)} v ${teamName(match.awayTeamId)}`;

const confirmations = (match: MatchSummary): string => {
  const { home, away } = match.progress.confirmed;
  if (home && away) return 'Both captains have confirmed.';
  if (home) return 'Only the home captain has confirmed.';
  if (away) return 'Only the away captain has confirmed.';
  return 'Neither captain has confirmed.';
};

export const MatchActionDialogs = ({
  dialog,
  onClose,
  teamName,
  teams = [],
  venues,
}: {
  dialog: MatchDialogState;
  onClose: () => void;
  teamName: TeamName;
  /** The match's season's teams (for moving it). */
  teams?: readonly Team[];
  venues: readonly Venue[];
}) => {
  const remove = useDeleteMatch();
  const complete = useCompleteMatch();
  const match = dialog?.match;
  const label = match ? matchLabel(match, teamName) : 'the match';
  const kind = dialog?.kind;

  return (
    <>
      {match && kind === 'move' && (
        <MatchFormDialog
          key={match.id}
          match={match}
          seasonId={match.seasonId}
          teams={teams}
          venues={venues}
          onClose={onClose}
        />
      )}
      {match && kind === 'postpone' && (
        <PostponeMatchDialog key={match.id} match={match} label={label} onClose={onClose} />
      )}
      {match && kind === 'reschedule' && (
        <RescheduleMatchDialog
          key={match.id}
          match={match}
          label={label}
          venues={venues}
          teams={[match.homeTeamId, match.awayTeamId].map((id) => ({ id, name: teamName(id) }))}
          onClose={onClose}
        />
      )}
      {match && kind === 'walkover' && (
        <WalkoverDialog
          key={match.id}
          match={match}
          label={label}
          names={{ home: teamName(match.homeTeamId), away: teamName(match.awayTeamId) }}
          onClose={onClose}
        />
      )}
      {match && kind === 'void' && (
        <VoidMatchDialog key={match.id} match={match} label={label} onClose={onClose} />
      )}
      {match && kind === 'reopen' && (
        <ReopenMatchDialog key={match.id} match={match} label={label} onClose={onClose} />
      )}
      <ConfirmDialog
        open={kind === 'delete'}
        title={`Delete ${label}?`}
        confirmLabel="Delete match"
        onConfirm={() => match && remove.mutate(match.id, { onSuccess: onClose })}
        onClose={() => {
          remove.reset();
          onClose();
        }}
        pending={remove.isPending}
        error={remove.error}
      >
        It comes off the fixture list with its frames. Only a match that hasn’t been played can be
        deleted.
      </ConfirmDialog>
      <ConfirmDialog
        open={kind === 'complete'}
        title={`Complete ${label}?`}
        confirmLabel="Complete match"
        destructive={false}
        onConfirm={() => match && complete.mutate(match.id, { onSuccess: onClose })}
        onClose={() => {
          complete.reset();
          onClose();
        }}
        pending={complete.isPending}
        error={complete.error}
      >
        {match && (
          <>
            The result stands at {teamName(match.homeTeamId)} {match.homeScore} – {match.awayScore}{' '}
            {teamName(match.awayTeamId)}. {confirmations(match)}{' '}
            {match.progress.dispute
              ? `The ${match.progress.dispute.side} captain's dispute (“${match.progress.dispute.reason}”) is closed with it. `
              : ''}
            It counts in the standings from now; reopen it with a reason if it needs correcting.
          </>
        )}
      </ConfirmDialog>
    </>
  );
};
