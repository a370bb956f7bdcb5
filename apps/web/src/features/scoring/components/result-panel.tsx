// After the last round is locked: the final score, each side's confirmation as it arrives live, and for
// the captain "Confirm result" or "Dispute" (with a reason, and the frames in question if they
// point at them). A league admin who captains neither team gets the admin's view instead: their
// actions first, each side's state in the third person, no captain's buttons. Once both confirm,
// the match is completed and this is a read-only summary (with an admin's reopen). A singles
// knockout tie's final score is its race's racks, and its two players (a doubles tie's two
// pairs) confirm it. Until then it says when the result timer completes it if nobody confirms or
// disputes it (docs/rules.md, Results on time).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Side } from '@cueleague/domain/entities';
import { autoCompleteAt } from '@cueleague/domain/result-deadlines';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { matchScore, racksOfFrames } from '@cueleague/domain/frame-result';
import {
  useLeagueTimezone,
  useResultDeadlines,
} from '../../../entities/league/hooks/use-league.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { newMutationId } from '../api/scoring-api.ts';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isPending } from '../outbox/scoring-outbox.ts';
import { otherScorer } from '../scoring-view.ts';
import { ActionBar } from './action-bar.tsx';
import { AdminControls } from './admin-controls.tsx';
import { EntryStatus, SendingIndicator } from './entry-status.tsx';
import { frameLine, framesInQuestion } from './frame-result-words.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { EarlierRounds } from './round-summary.tsx';

const FinalScore = () => {
  const { match, sideName, singles, doubles } = useScoring();
  const won = matchScore(match);
  // A singles tie's one race: its racks say more than its one pairing won.
  const score = singles ? racksOfFrames(match.frames) : won;
  const verdict =
    won.home === won.away
      ? 'A draw'
      : `${won.home > won.away ? sideName('home') : sideName('away')} ${singles && !doubles ? 'wins' : 'win'}`;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, textAlign: 'center' }}>
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}
      >
        Final score
      </Typography>
      <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 }}>
        {score.home}–{score.away}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{verdict}</Typography>
    </Paper>
  );
};

/** The rounds, read-only, under the result: a singles tie's one race is "The race". */
const PlayedRounds = () => {
  const { server, singles } = useScoring();
  return (
    <EarlierRounds count={server.format.roundsPerMatch} title={singles ? 'The race' : 'Rounds'} />
  );
};

/** The "Result" section: its heading and the final score, then what the panel adds. */
const ResultSection = ({ children }: { children: ReactNode }) => (
  <Box component="section" aria-labelledby="result-heading">
    <Typography variant="h2" id="result-heading" sx={{ mb: 1.5 }}>
      Result
    </Typography>
    <FinalScore />
    {children}
  </Box>
);

const ConfirmationLine = ({ side }: { side: Side }) => {
  const { server, sideName, side: mine, adminView } = useScoring();
  const confirmed = server.progress.confirmed[side];
  const disputed = server.progress.dispute?.side === side;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, px: 2 }}>
      {confirmed ? (
        <CheckCircleIcon color="success" aria-hidden="true" />
      ) : disputed ? (
        <GavelIcon color="error" aria-hidden="true" />
      ) : (
        <HourglassEmptyIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
      )}
      <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
        {sideName(side)}
        {adminView ? ` (${side})` : side === mine ? ' (you)' : ''}
      </Typography>
      <Typography
        sx={{
          whiteSpace: 'nowrap',
          color: confirmed ? 'success.light' : disputed ? 'error.light' : 'text.secondary',
        }}
      >
        {confirmed ? 'Confirmed' : disputed ? 'Disputed' : 'Not yet'}
      </Typography>
    </Box>
  );
};

/** The dispute's frames, picked from the match's: the admin's fix opens on the first. */
const FramePicker = ({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (frameIds: string[]) => void;
}) => {
  const { server, people } = useScoring();
  return (
    <TextField
      select
      label="Frames in question (optional)"
      helperText="Pick any you say are wrong: the admin starts from them."
      value={value}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        onChange(typeof picked === 'string' ? picked.split(',') : picked);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (picked) => framesInQuestion(server.frames, picked as string[]),
        },
      }}
      fullWidth
      sx={{ mb: 2 }}
    >
      {server.frames.map((frame) => (
        <MenuItem key={frame.frameId} value={frame.frameId}>
          {frameLine(frame, people.short)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** When the result timer completes the result, if the league does and nobody disputes it. */
const AutoCompleteLine = () => {
  const { server } = useScoring();
  const timeZone = useLeagueTimezone();
  const at = autoCompleteAt(server, useResultDeadlines());
  if (at === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      If not confirmed or disputed, this result is completed automatically on{' '}
      {formatDateTime(new Date(at).toISOString(), timeZone)}.
    </Typography>
  );
};

/** Each side's confirmation, `first` at the top (the captain's own side; home for an admin). */
const Confirmations = ({ first }: { first: Side }) => (
  <Paper
    variant="outlined"
    component="ul"
    aria-label="Confirmations"
    aria-live="polite"
    sx={{
      listStyle: 'none',
      m: 0,
      mt: 2,
      p: 0,
      '& > li + li': { borderTop: 1, borderColor: 'divider' },
    }}
  >
    <ConfirmationLine side={first} />
    <ConfirmationLine side={first === 'home' ? 'away' : 'home'} />
  </Paper>
);

export const ResultPanel = () => {
  const { server, side, other, sideName, outbox, allowed, adminView, singles, doubles } =
    useScoring();
  const [disputing, setDisputing] = useState(false);
  const [frameIds, setFrameIds] = useState<string[]>([]);
  const entry = outbox.entries.get(`result:${side}`);
  const sending = isPending(entry);
  const mineConfirmed = server.progress.confirmed[side];
  const dispute = server.progress.dispute;
  // What my side has done is read off the match alone: an entry saved earlier in this session
  // (a confirmation since reopened, or a dispute: they share the entry) says nothing of it now.
  const mineDone = mineConfirmed
    ? 'You confirmed the result'
    : dispute?.side === side
      ? 'You disputed the result'
      : undefined;

  const confirm = () =>
    outbox.send(
      { type: 'confirm', matchId: server.id, mutationId: newMutationId(), side },
      { label: 'Confirmation', success: 'Result confirmed' },
    );
  const raiseDispute = (reason: string) => {
    setDisputing(false);
    outbox.send(
      {
        type: 'dispute',
        matchId: server.id,
        mutationId: newMutationId(),
        side,
        reason,
        ...(frameIds.length > 0 ? { frameIds } : {}),
      },
      { label: 'Dispute', success: 'Dispute sent to the league admins' },
    );
  };

  // The admin's view: the dispute is in the admin's section, at the top.
  if (adminView) {
    return (
      <Box>
        <AdminControls first />
        <ResultSection>
          <Confirmations first="home" />
          <AutoCompleteLine />
        </ResultSection>
        <PlayedRounds />
      </Box>
    );
  }

  return (
    <Box>
      <ResultSection>
        {dispute && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{sideName(dispute.side)} disputed the result</AlertTitle>“{dispute.reason}”
            {dispute.frameIds && dispute.frameIds.length > 0
              ? ` In question: ${framesInQuestion(server.frames, dispute.frameIds)}.`
              : ''}{' '}
            The match stays open and the league admins have been told.
          </Alert>
        )}
        <Confirmations first={side} />
        <Box sx={{ mt: 1.5 }}>
          <EntryStatus
            entry={entry?.status === 'saved' ? undefined : entry}
            saved={mineDone !== undefined}
            savedLabel={mineDone}
            discardable={false}
          />
        </Box>
        <AutoCompleteLine />
      </ResultSection>
      <AdminControls />
      <PlayedRounds />
      {allowed.has('confirm') && (
        <ActionBar
          hint={
            sending ? (
              <SendingIndicator />
            ) : mineConfirmed ? (
              `Waiting for ${sideName(other)} to confirm.`
            ) : undefined
          }
        >
          {allowed.has('dispute') && (
            <Button
              variant="outlined"
              color="error"
              size="large"
              disabled={sending || dispute?.side === side}
              onClick={() => {
                setFrameIds([]);
                setDisputing(true);
              }}
              sx={{ flex: 1 }}
            >
              Dispute
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={sending || mineConfirmed}
            onClick={confirm}
            sx={{ flex: 2 }}
          >
            {mineConfirmed ? 'Confirmed' : 'Confirm result'}
          </Button>
        </ActionBar>
      )}
      <ReasonDialog
        open={disputing}
        title="Dispute the result"
        description="The match stays open and the league admins are told. Say what is wrong."
        reasonLabel="What is wrong?"
        reasonHelp={`The admins and ${otherScorer({ singles, doubles })} see this.`}
        confirmLabel="Send dispute"
        confirmColor="error"
        onClose={() => setDisputing(false)}
        onConfirm={raiseDispute}
      >
        <FramePicker value={frameIds} onChange={setFrameIds} />
      </ReasonDialog>
    </Box>
  );
};

export const CompletedSummary = () => {
  const { server, adminView, singles, doubles } = useScoring();
  const cupPath = server.competitionId
    ? `/competitions/${encodeURIComponent(server.competitionId)}`
    : null;
  return (
    <Box>
      {adminView && <AdminControls first />}
      <ResultSection>
        {server.state === 'cancelled' ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            This match was cancelled by the league. There is nothing left to score.
          </Alert>
        ) : (
          <Alert severity="success" icon={<CheckCircleIcon />} sx={{ mt: 2 }}>
            {server.progress.confirmed.home && server.progress.confirmed.away
              ? `Completed: both ${doubles ? 'pairs' : singles ? 'players' : 'captains'} confirmed the result`
              : 'Completed by a league admin'}
            {singles
              ? ', and the winner goes through. It is read-only now.'
              : ', and it counts in the standings. It is read-only now.'}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          {singles && cupPath ? (
            <Button component={RouterLink} to={cupPath} variant="outlined" sx={{ minHeight: 48 }}>
              The cup
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/standings"
              variant="outlined"
              sx={{ minHeight: 48 }}
            >
              Standings
            </Button>
          )}
          {adminView ? (
            <Button component={RouterLink} to="/admin" sx={{ minHeight: 48 }}>
              Admin dashboard
            </Button>
          ) : (
            !singles && (
              <Button component={RouterLink} to="/team/matches" sx={{ minHeight: 48 }}>
                Your matches
              </Button>
            )
          )}
        </Stack>
      </ResultSection>
      <PlayedRounds />
      {!adminView && <AdminControls />}
    </Box>
  );
};
