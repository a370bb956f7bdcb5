// One cup as the admin runs it. Before it is published: draw it (cup-draw-panel.tsx: at random,
// seeded or by hand), see the drawn bracket, draw again, give each round a date and publish; or
// delete it; withdraw an entry while it takes entries (cup-withdrawals.tsx). Once published: how
// it was drawn, "Decide…" on each tie that is ready, in any stage (a group, the winners', the
// losers', the grand final, the plate), and "Withdraw a team…" (a walkover for its opponent). A
// group cup shows its groups above its knockout.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import Alert from '@mui/material/Alert';
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
import { Bracket } from '../../../entities/competitions/components/bracket.tsx';
import { GroupTables } from '../../../entities/competitions/components/group-tables.tsx';
import {
  useDeleteCompetition,
  usePublishCompetition,
} from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { CupDrawPanel, DrawnBy } from './cup-draw-panel.tsx';
import { defaultRoundDates, roundInstant } from './cup-round-dates.ts';
import { CupEntryList, WithdrawTeamDialog } from './cup-withdrawals.tsx';
import { DecideTieDialog } from './decide-tie-dialog.tsx';

const PublishForm = ({ cup, timeZone }: { cup: Competition; timeZone: string | undefined }) => {
  // A date per dated round (the API's `rounds`); a losers' or plate round is played on one of
  // them, and each field's label names the rounds it holds.
  const { rounds } = cup;
  const publish = usePublishCompetition();
  const [dates, setDates] = useState(() => defaultRoundDates(rounds.length, timeZone));
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
        });
      }}
    >
      <Typography variant="h3" component="h3">
        Publish
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each round&apos;s ties become fixtures on its play-by date, which the captains may bring
        forward; the draw cannot be redone after.
      </Typography>
      {rounds.map((round, at) => (
        <TextField
          key={round.round}
          type="datetime-local"
          label={round.name}
          required
          value={dates[at] ?? ''}
          onChange={(event) =>
            setDates((before) =>
              before.map((date, index) => (index === at ? event.target.value : date)),
            )
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
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
      {beforePublish && <CupDrawPanel cup={cup} />}
      {cup.state === 'published' && cup.draw && <DrawnBy draw={cup.draw} sx={{ mb: 2 }} />}
      {cup.state === 'published' && (
        <Button variant="outlined" onClick={() => setWithdrawing(true)} sx={{ mb: 2 }}>
          Withdraw a team…
        </Button>
      )}
      {cup.state === 'entries' ? (
        <Typography color="text.secondary">
          {String(cup.entrantCount)} teams entered
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
