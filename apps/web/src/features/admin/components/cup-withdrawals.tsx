// An admin withdraws a team (or a singles knockout's player, a doubles knockout's pair) from a cup
// (docs/rules.md, Cup entries). Before the draw the entry goes (`CupEntryList`: the first reserve
// moves up, as when a captain withdraws). Once the cup is published a withdrawal is a walkover
// (`WithdrawTeamDialog`): the team's tie is decided for its opponent, with the admin's reason,
// through the same decision as "Decide…".
import type { Competition, CompetitionEntry } from '@cueleague/domain/competitions/records';
import type { Side } from '@cueleague/domain/entities';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import {
  bracketStages,
  entrantNoun,
  type EntrantNoun,
} from '../../../entities/competitions/bracket-view.ts';
import {
  useDecideTie,
  useWithdrawEntry,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { ReasonField } from '../../../components/form-fields.tsx';

/** The cup's entries before the draw, each with its Withdraw (the reserves listed last). */
export const CupEntryList = ({ cup }: { cup: Competition }) => {
  const withdraw = useWithdrawEntry();
  const [leaving, setLeaving] = useState<CompetitionEntry | null>(null);
  if (cup.entries.length === 0) return null;
  const firstReserve = cup.entries.find((entry) => entry.reserve);
  return (
    <>
      <Typography variant="h3" component="h3" id="cup-entries-heading" sx={{ mt: 3 }}>
        Entries
      </Typography>
      <List dense aria-labelledby="cup-entries-heading" sx={{ maxWidth: 480 }}>
        {cup.entries.map((entry) => (
          <ListItem
            key={entry.teamId}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                aria-label={`Withdraw ${entry.name}`}
                onClick={() => setLeaving(entry)}
              >
                Withdraw
              </Button>
            }
          >
            <ListItemText primary={entry.name} />
            {entry.reserve && <Chip size="small" label="Reserve" sx={{ mr: 10 }} />}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={leaving !== null}
        title={`Withdraw ${leaving?.name ?? ''} from ${cup.name}?`}
        confirmLabel="Withdraw"
        destructive
        pending={withdraw.isPending}
        error={withdraw.error}
        onClose={() => {
          withdraw.reset();
          setLeaving(null);
        }}
        onConfirm={() => {
          if (leaving)
            withdraw.mutate(
              { id: cup.id, teamId: leaving.teamId },
              { onSuccess: () => setLeaving(null) },
            );
        }}
      >
        {leaving && !leaving.reserve && firstReserve
          ? `${firstReserve.name} moves up from the reserves into its place.`
          : 'Its entry goes; it can be entered again until the draw.'}
      </ConfirmDialog>
    </>
  );
};

/** Why an entrant might withdraw: the reason field's example. */
const WITHDRAWN_BECAUSE: Record<EntrantNoun, string> = {
  team: 'the team has folded',
  player: 'the player is injured',
  pair: 'one of the pair is injured',
};

/** A team that can withdraw now: in a tie both of whose sides are known, not being played. */
interface Leaver {
  teamId: string;
  name: string;
  tieId: string;
  /** The side that goes through when it withdraws. */
  opponent: { side: Side; name: string };
  tieName: string;
}

/** The teams of the cup's ready ties (a live tie is settled by its match first). */
export const withdrawableTeams = (cup: Competition): Leaver[] =>
  bracketStages(cup).flatMap((stage) =>
    stage.rounds.flatMap((round) =>
      round.ties.flatMap(({ tie, name }) => {
        const { home, away } = tie;
        if (tie.status !== 'ready' || !home || !away || tie.match?.state === 'in-progress')
          return [];
        return [
          { ...home, tieId: tie.id, opponent: { side: 'away', name: away.name }, tieName: name },
          { ...away, tieId: tie.id, opponent: { side: 'home', name: home.name }, tieName: name },
        ];
      }),
    ),
  );

/**
 * "Withdraw a team…" once the cup is published: the team whose tie is ready, and why; its
 * opponent goes through (a walkover), the reason kept with the tie.
 */
export const WithdrawTeamDialog = ({ cup, onClose }: { cup: Competition; onClose: () => void }) => {
  const decide = useDecideTie();
  const leavers = withdrawableTeams(cup);
  const [teamId, setTeamId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ team?: string; reason?: string }>({});
  const leaver = leavers.find((candidate) => candidate.teamId === teamId);
  // A singles knockout's entrants are players, a doubles knockout's pairs (decisions 0048, 0049).
  const one = entrantNoun(cup);
  return (
    <FormDialog
      open
      title={`Withdraw a ${one} from ${cup.name}`}
      submitLabel="Withdraw"
      pending={decide.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          team: leaver ? undefined : `Pick the ${one}`,
          reason: reason.trim() ? undefined : 'Say why',
        };
        setErrors(found);
        if (!leaver || found.reason) return;
        decide.mutate(
          {
            id: cup.id,
            tieId: leaver.tieId,
            body: {
              winner: leaver.opponent.side,
              reason: `${leaver.name} withdrew: ${reason.trim()}`,
            },
          },
          { onSuccess: onClose },
        );
      }}
    >
      <FormControl error={Boolean(errors.team)}>
        <FormLabel id="withdraw-team-label">Which {one} withdraws</FormLabel>
        {leavers.length === 0 ? (
          <FormHelperText>
            No {one} has a tie to give up now: a {one} can withdraw once the next opponent is known,
            and not while the tie is being played.
          </FormHelperText>
        ) : (
          <RadioGroup
            aria-labelledby="withdraw-team-label"
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
          >
            {leavers.map((candidate) => (
              <FormControlLabel
                key={candidate.teamId}
                value={candidate.teamId}
                control={<Radio />}
                label={`${candidate.name} (${candidate.tieName}, v ${candidate.opponent.name})`}
              />
            ))}
          </RadioGroup>
        )}
        {errors.team && <FormHelperText>{errors.team}</FormHelperText>}
      </FormControl>
      {leaver && (
        <Typography variant="body2">
          {leaver.opponent.name} {one === 'player' ? 'goes' : 'go'} through on a walkover; the tie’s
          fixture goes.
        </Typography>
      )}
      <ReasonField
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? `Kept with the tie, e.g. ${WITHDRAWN_BECAUSE[one]}`}
      />
    </FormDialog>
  );
};
