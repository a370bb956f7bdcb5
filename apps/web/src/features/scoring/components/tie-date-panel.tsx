// A cup tie's date, before the night (docs/rules.md, Knockouts): the round's play-by date, the
// open proposal (the other side accepts or declines it, its proposer withdraws it) and a dialog
// to propose a date inside the window. The captains of both teams (a singles tie's two players)
// see it on the scoring page.
import type { Side } from '@cueleague/domain/entities';
import type { Match } from '@cueleague/domain/entities';
import { otherSide } from '@cueleague/domain/sides';
import { localDateInZone, localTimeInZone, zonedTimeToUtc } from '@cueleague/domain/zoned-time';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/use-online.ts';
import {
  useTieDateActions,
  useTieDates,
} from '../../../entities/competitions/hooks/use-tie-dates.ts';
import { otherScorerOf } from '../scoring-view.ts';

export interface TieDatePanelProps {
  match: Match;
  /** The side the captain (or the admin) acts for. */
  side: Side;
  sideName: (side: Side) => string;
  timeZone?: string | undefined;
}

const zoneOf = (timeZone: string | undefined) => timeZone ?? 'UTC';

/** An instant as a datetime-local value, in the league's zone. */
const inputValue = (iso: string, timeZone: string | undefined): string =>
  `${localDateInZone(iso, zoneOf(timeZone))}T${localTimeInZone(iso, zoneOf(timeZone))}`;

/** The last minute of the window: `playBy` is the midnight that ends it. */
const lastMinute = (playBy: string): string => new Date(Date.parse(playBy) - 60_000).toISOString();

/** A small button in the proposal's line, busy while its write runs. */
const AnswerButton = ({
  label,
  write,
  outlined = false,
}: {
  label: string;
  write: { mutate: () => void; isPending: boolean };
  outlined?: boolean;
}) => (
  <Button
    color="inherit"
    size="small"
    variant={outlined ? 'outlined' : 'text'}
    disabled={!useOnline()}
    loading={write.isPending}
    onClick={() => write.mutate()}
  >
    {label}
  </Button>
);

export const TieDatePanel = ({ match, side, sideName, timeZone }: TieDatePanelProps) => {
  const dates = useTieDates(match.id, match.state === 'pre-match', match.version);
  const actions = useTieDateActions(match.id);
  // The proposal as last read stays on screen offline; its writes wait for a connection.
  const online = useOnline();
  const [proposing, setProposing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const playBy = dates.data?.playBy ?? null;
  const proposal = dates.data?.proposal ?? null;
  const mine = proposal?.side === side;

  const open = () => {
    setValue(inputValue(proposal?.scheduledDate ?? match.scheduledDate, timeZone));
    setError(null);
    setProposing(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [date = '', time = ''] = value.split('T');
    if (!date || !time) {
      setError('Choose a day and a time.');
      return;
    }
    const scheduledDate = zonedTimeToUtc(date, time.slice(0, 5), zoneOf(timeZone));
    actions.propose.mutate(
      { scheduledDate, side },
      { onSuccess: () => setProposing(false), onError: () => setProposing(true) },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Tie date" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventIcon color="action" aria-hidden="true" />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {playBy ? `Play by ${formatDay(lastMinute(playBy), timeZone)}` : 'Cup tie date'}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Agree a date with {otherScorerOf(match)}: either proposes, the other accepts.
      </Typography>
      {dates.isError && !dates.data && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          The date proposal didn&apos;t load.
        </Alert>
      )}
      {proposal && (
        <Alert
          severity={mine ? 'info' : 'warning'}
          icon={false}
          sx={{ mb: 1.5 }}
          action={
            mine ? (
              <AnswerButton label="Withdraw" write={actions.withdraw} />
            ) : (
              <Stack direction="row" spacing={1}>
                <AnswerButton label="Accept" write={actions.accept} outlined />
                <AnswerButton label="Decline" write={actions.decline} />
              </Stack>
            )
          }
        >
          {mine
            ? `You proposed ${formatDateTime(proposal.scheduledDate, timeZone)}. Waiting for ${sideName(otherSide(side))} to accept.`
            : `${sideName(proposal.side)} propose ${formatDateTime(proposal.scheduledDate, timeZone)}.`}
        </Alert>
      )}
      <Button variant="outlined" onClick={open} disabled={dates.isPending || !online}>
        {proposal ? 'Propose another date' : 'Propose a date'}
      </Button>
      <FormDialog
        open={proposing}
        title="Propose a date"
        submitLabel="Propose"
        onSubmit={submit}
        onClose={() => setProposing(false)}
        pending={actions.propose.isPending}
      >
        <Typography variant="body2" color="text.secondary">
          {playBy
            ? `Any time from now until the end of ${formatDay(lastMinute(playBy), timeZone)}, league time.`
            : 'Any time still to come, league time.'}
        </Typography>
        <TextField
          type="datetime-local"
          label="Day and time"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              min: inputValue(new Date().toISOString(), timeZone),
              ...(playBy ? { max: inputValue(lastMinute(playBy), timeZone) } : {}),
            },
          }}
        />
      </FormDialog>
    </Paper>
  );
};
