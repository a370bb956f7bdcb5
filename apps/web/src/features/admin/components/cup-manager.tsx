// One cup as the admin runs it. Before it is published: draw it (cup-draw-panel.tsx: at random,
// seeded or by hand), see the drawn bracket, draw again, give each round a date and publish; or
// delete it; withdraw an entry while it takes entries (cup-withdrawals.tsx). Once published: how
// it was drawn, "Decide…" on each tie that is ready, in any stage (a group, the winners', the
// losers', the grand final, the plate), and "Withdraw a team…" (a walkover for its opponent). A
// group cup shows its groups above its knockout. A singles knockout's entrants are players (a
// doubles knockout's pairs), and each of its rounds plays a race the admin sets beside the round's
// date when publishing (the cup's race unless changed); once published the manager lists each
// round's race.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import { MAX_RACE_TO } from '@cueleague/domain/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Panel } from '../../../components/page.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { competitionQuery } from '../../../entities/competitions/api/competitions-api.ts';
import {
  entrantNoun,
  entrantWords,
  isPlayersCup,
  KIND_LABELS,
} from '../../../entities/competitions/bracket-view.ts';
import { Bracket } from '../../../entities/competitions/components/bracket.tsx';
import { GroupTables } from '../../../entities/competitions/components/group-tables.tsx';
import {
  useDeleteCompetition,
  usePublishCompetition,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { CupDrawPanel, DrawnBy } from './cup-draw-panel.tsx';
import { defaultRoundDates, defaultRoundRaces, roundInstant } from './cup-round-dates.ts';
import { CupEntryList, WithdrawTeamDialog } from './cup-withdrawals.tsx';
import { DecideTieDialog } from './decide-tie-dialog.tsx';
import { pairingWords } from './season-scheme.ts';

/** The races a round may play: 1 (one frame) to the longest. */
const RACES = Array.from({ length: MAX_RACE_TO }, (_, at) => String(at + 1));

/** A published players' knockout's rounds, each with the race its ties play. */
const RoundRaces = ({ cup }: { cup: Competition }) => {
  const races = defaultRoundRaces(cup);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h3" component="h3" id="cup-round-races">
        Races
      </Typography>
      <Box component="ul" aria-labelledby="cup-round-races" sx={{ pl: 3, my: 1 }}>
        {cup.rounds.map((round, at) => (
          <li key={round.round}>
            {round.name}: {pairingWords({ raceTo: races[at] ?? 1 })}
          </li>
        ))}
      </Box>
    </Box>
  );
};

const PublishForm = ({ cup, timeZone }: { cup: Competition; timeZone: string | undefined }) => {
  // A date per dated round (the API's `rounds`); a losers' or plate round is played on one of
  // them, and each field's label names the rounds it holds. A players' knockout's round has its
  // race beside its date; a team cup's rounds play the cup's format.
  const { rounds } = cup;
  const singles = isPlayersCup(cup);
  const publish = usePublishCompetition();
  const [dates, setDates] = useState(() => defaultRoundDates(rounds.length, timeZone));
  const [races, setRaces] = useState(() => defaultRoundRaces(cup));
  return (
    <Stack
      component="form"
      aria-label="Publish the cup"
      spacing={2}
      sx={{ mt: 3, maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate({
          id: cup.id,
          roundDates: dates.map((value) => roundInstant(value, timeZone)),
          ...(singles ? { roundRaces: races } : {}),
        });
      }}
    >
      <Typography variant="h3" component="h3">
        Publish
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each round&apos;s ties become fixtures on its play-by date, which the captains may bring
        forward; the draw cannot be redone after.
        {singles && " Each round's ties are races to the number beside its date: 1 is one frame."}
      </Typography>
      {rounds.map((round, at) => {
        const date = (
          <TextField
            key={round.round}
            type="datetime-local"
            label={round.name}
            required
            value={dates[at] ?? ''}
            onChange={(event) =>
              setDates((before) =>
                before.map((value, index) => (index === at ? event.target.value : value)),
              )
            }
            slotProps={{ inputLabel: { shrink: true } }}
            sx={singles ? { flex: 1, minWidth: 0 } : undefined}
          />
        );
        if (!singles) return date;
        return (
          <Stack key={round.round} direction="row" spacing={1}>
            {date}
            <TextField
              select
              label="Race to"
              value={String(races[at] ?? 1)}
              onChange={(event) =>
                setRaces((before) =>
                  before.map((race, index) => (index === at ? Number(event.target.value) : race)),
                )
              }
              slotProps={{
                select: { native: true },
                htmlInput: { 'aria-label': `Race to, ${round.name}` },
              }}
              sx={{ width: '6rem', flexShrink: 0 }}
            >
              {RACES.map((race) => (
                <option key={race} value={race}>
                  {race}
                </option>
              ))}
            </TextField>
          </Stack>
        );
      })}
      {publish.isError && <Alert severity="error">{errorMessage(publish.error)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        loading={publish.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Publish
      </Button>
    </Stack>
  );
};

const CupView = ({ cup, onDeleted }: { cup: Competition; onDeleted: () => void }) => {
  const timeZone = useLeagueTimezone();
  const remove = useDeleteCompetition();
  const [deleting, setDeleting] = useState(false);
  const [deciding, setDeciding] = useState<{ tie: TieRecord; name: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const beforePublish = cup.state === 'entries' || cup.state === 'drawn';
  const singles = isPlayersCup(cup);
  // "Decide…" on a published cup's ties that are ready, group ties too.
  const tieAction =
    cup.state === 'published'
      ? (tie: TieRecord, name: string) =>
          tie.status === 'ready' ? (
            <Button
              size="small"
              aria-label={`Decide… ${name}`}
              onClick={() => setDeciding({ tie, name })}
            >
              Decide…
            </Button>
          ) : null
      : undefined;

  return (
    <>
      {singles && beforePublish && (
        <Typography sx={{ mb: 2 }}>
          A {KIND_LABELS[cup.kind].toLowerCase()}: each tie {pairingWords(cup.format)}, unless its
          round is given another race when the cup is published.
        </Typography>
      )}
      {beforePublish && <CupDrawPanel cup={cup} />}
      {cup.state === 'published' && cup.draw && (
        <DrawnBy draw={cup.draw} entrant={entrantNoun(cup)} sx={{ mb: 2 }} />
      )}
      {singles && !beforePublish && <RoundRaces cup={cup} />}
      {cup.state === 'published' && (
        <Button variant="outlined" onClick={() => setWithdrawing(true)} sx={{ mb: 2 }}>
          Withdraw a {entrantNoun(cup)}…
        </Button>
      )}
      {cup.state === 'entries' ? (
        <Typography color="text.secondary">
          {entrantWords(cup.entrantCount, cup)} entered
          {cup.reserveCount > 0 ? ` and ${String(cup.reserveCount)} in reserve, not drawn` : ''}.
          Draw the cup to see its bracket.
        </Typography>
      ) : null}
      {cup.state === 'entries' ? (
        <CupEntryList cup={cup} />
      ) : (
        <>
          <GroupTables
            competition={cup}
            timeZone={timeZone}
            linked={!beforePublish}
            tieAction={tieAction}
          />
          <Bracket
            competition={cup}
            timeZone={timeZone}
            linked={!beforePublish}
            tieAction={tieAction}
          />
        </>
      )}
      {cup.state === 'drawn' && (
        <PublishForm key={JSON.stringify(cup.draw)} cup={cup} timeZone={timeZone} />
      )}
      {beforePublish && (
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)} sx={{ mt: 3 }}>
          Delete
        </Button>
      )}
      {withdrawing && <WithdrawTeamDialog cup={cup} onClose={() => setWithdrawing(false)} />}
      {deciding && (
        <DecideTieDialog
          competitionId={cup.id}
          tie={deciding.tie}
          name={deciding.name}
          onClose={() => setDeciding(null)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${cup.name}?`}
        confirmLabel="Delete cup"
        destructive
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(cup.id, {
            onSuccess: () => {
              setDeleting(false);
              onDeleted();
            },
          })
        }
      >
        Its entries and its draw go with it. A published cup cannot be deleted.
      </ConfirmDialog>
    </>
  );
};

export const CupManager = ({ id, onDeleted }: { id: string; onDeleted: () => void }) => {
  const cup = useQuery(competitionQuery(id));
  return (
    <Panel
      headingId="cup-manager"
      title={cup.data?.name ?? 'Cup'}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      {cup.isPending ? (
        <LoadingRows rows={3} height={72} label="Loading the cup" />
      ) : cup.isError ? (
        <ErrorState error={cup.error} onRetry={() => void cup.refetch()} />
      ) : (
        <CupView cup={cup.data} onDeleted={onDeleted} />
      )}
    </Panel>
  );
};
