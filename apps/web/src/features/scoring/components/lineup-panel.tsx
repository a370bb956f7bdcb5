// A round's line-up: the format's positions (A, B, ... at home, 1, 2, ... away; four in the
// '4v4 Standard'), each an available player or Vacant.
// From round 2 it starts from the previous round's line-up, and the substitution rule (a player
// who played keeps the same position or sits out; only bench players come in) is checked with
// the domain's own rule before anything is sent. The other captain's lock shows up live.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, Side } from '@cueleague/domain/entities';
import { lineupOf, lineupRefusal, positionLabel } from '@cueleague/domain/match-lifecycle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { newMutationId } from '../api/scoring-api.ts';
import { useScoring } from '../hooks/scoring-context.tsx';
import { isPending } from '../outbox/scoring-outbox.ts';
import { availableOf } from '@cueleague/domain/sides';
import { framesOfRound } from '@cueleague/domain/rounds';
import { checkLineup, UNCHOSEN } from '../scoring-view.ts';
import { ActionBar } from './action-bar.tsx';
import { EntryStatus } from './entry-status.tsx';
import { OtherSideSection } from './other-side-status.tsx';
import { EarlierRounds } from './round-summary.tsx';

/** The frame a position plays in a round, and whether that side breaks in it. */
const frameFor = (match: Match, side: Side, round: number, slot: number) => {
  const label = positionLabel(side, slot);
  const frame = framesOfRound(match, round).find((candidate) =>
    side === 'home' ? candidate.homePosition === label : String(candidate.awayPosition) === label,
  );
  return frame ? { number: frame.frameNumber, breaks: frame.breakerSide === side } : null;
};

const startingLineup = (match: Match, side: Side, round: number): string[] => {
  const saved = lineupOf(match, side, round);
  if (saved.some((id) => id !== VACANT)) return saved;
  if (round > 1) return lineupOf(match, side, round - 1);
  return Array.from({ length: match.format.positionsPerTeam }, () => UNCHOSEN);
};

export const LineupPanel = ({ round }: { round: number }) => {
  const { server, side, other, sideName, outbox, people, allowed } = useScoring();
  const index = round - 1;
  const myLocked = server.progress.lineupLocked[side][index] === true;
  const otherLocked = server.progress.lineupLocked[other][index] === true;
  const previous = round > 1 ? lineupOf(server, side, round - 1) : null;
  const available = availableOf(server, side);
  const [positions, setPositions] = useState<string[]>(() => startingLineup(server, side, round));
  const entry = outbox.entries.get(`lineup:${side}:${round}`);
  const sending = isPending(entry);
  const canEdit = allowed.has('setLineup') && !myLocked && !sending;
  const check = checkLineup(side, positions, previous);
  const ruleBroken = check.problem !== null && check.badSlots.length > 0;

  const choose = (slot: number, id: string) =>
    setPositions((current) => current.map((value, i) => (i === slot ? id : value)));

  const lock = () =>
    outbox.send(
      {
        type: 'setLineup',
        matchId: server.id,
        mutationId: newMutationId(),
        side,
        round,
        positions,
        locked: true,
      },
      { label: `Round ${round} line-up`, success: `Round ${round} line-up locked` },
    );

  const previousNote = (id: string): string => {
    if (!previous) return '';
    const at = previous.indexOf(id);
    return at === -1 ? ' (bench)' : ` (played ${positionLabel(side, at)})`;
  };

  const shown = myLocked ? lineupOf(server, side, round) : positions;
  // A–D and 1–4 in the '4v4 Standard'.
  const positionRange = `${positionLabel(side, 0)}–${positionLabel(side, server.format.positionsPerTeam - 1)}`;

  return (
    <Box>
      <Box component="section" aria-labelledby="lineup-heading" sx={{ mb: 3 }}>
        <Typography variant="h2" id="lineup-heading" gutterBottom>
          Round {round} line-up
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {sideName(side)} · positions {positionRange}.{' '}
          {round > 1
            ? `Starts from round ${round - 1}: a player who played keeps the same position or sits out; only bench players come in.`
            : 'Pick a player or Vacant for each position, then lock the line-up.'}
        </Typography>
        {myLocked ? (
          <Paper variant="outlined" component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((id, slot) => {
              const frame = frameFor(server, side, round, slot);
              return (
                <Box
                  component="li"
                  key={slot}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    px: 2,
                    py: 1.5,
                    borderTop: slot === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography sx={{ fontWeight: 700, width: 24, color: 'text.secondary' }}>
                    {positionLabel(side, slot)}
                  </Typography>
                  <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{people.full(id)}</Typography>
                  {frame && (
                    <Typography variant="body2" color="text.secondary">
                      Frame {frame.number}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Paper>
        ) : (
          <Stack spacing={2}>
            {positions.map((id, slot) => {
              const label = positionLabel(side, slot);
              const frame = frameFor(server, side, round, slot);
              const bad = check.badSlots.includes(slot);
              return (
                <TextField
                  key={slot}
                  select
                  fullWidth
                  label={`Position ${label}`}
                  value={id}
                  disabled={!canEdit}
                  error={bad}
                  onChange={(event) => choose(slot, event.target.value)}
                  helperText={
                    frame
                      ? `Plays frame ${frame.number}${frame.breaks ? ' and breaks' : ''}`
                      : undefined
                  }
                  slotProps={{
                    select: { native: true },
                    inputLabel: { shrink: true },
                    htmlInput: { sx: { minHeight: 32, fontSize: '1.05rem' } },
                  }}
                >
                  <option value={UNCHOSEN} disabled>
                    Choose a player…
                  </option>
                  {available.map((playerId) => {
                    // Only the players the rules allow here can be picked; the others say why.
                    const refusal = lineupRefusal(playerId, slot, positions, previous);
                    return (
                      <option key={playerId} value={playerId} disabled={refusal !== null}>
                        {people.full(playerId)}
                        {refusal === null
                          ? previousNote(playerId)
                          : refusal.reason === 'taken'
                            ? ` (in position ${positionLabel(side, refusal.position)})`
                            : ` (keeps position ${positionLabel(side, refusal.position)} or sits out)`}
                      </option>
                    );
                  })}
                  <option value={VACANT}>Vacant (frame forfeited)</option>
                </TextField>
              );
            })}
          </Stack>
        )}
        {!myLocked && ruleBroken && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {check.problem}
          </Alert>
        )}
        <Box sx={{ mt: 1.5 }}>
          <EntryStatus
            entry={entry}
            saved={myLocked}
            savedLabel="Your line-up is locked"
            discardable={false}
          />
        </Box>
      </Box>

      <OtherSideSection
        headingId="opponent-lineup-heading"
        name={sideName(other)}
        done={otherLocked}
        doneText={`Round ${round} line-up locked`}
        waitingText={`Still choosing their round ${round} line-up. This updates by itself.`}
      />

      <EarlierRounds count={round - 1} />

      {allowed.has('setLineup') && (
        <ActionBar
          hint={
            myLocked
              ? otherLocked
                ? undefined
                : `Waiting for ${sideName(other)} to lock their line-up.`
              : check.problem && !ruleBroken
                ? check.problem
                : undefined
          }
        >
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={lock}
            disabled={myLocked || sending || check.problem !== null}
          >
            {sending ? 'Locking…' : myLocked ? 'Line-up locked' : `Lock round ${round} line-up`}
          </Button>
        </ActionBar>
      )}
    </Box>
  );
};
