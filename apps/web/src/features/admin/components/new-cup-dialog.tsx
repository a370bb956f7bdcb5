// "New cup": a team cup, a singles or a doubles knockout; its name, the season's teams (all
// ticked; select all or none) or, for a singles knockout, the league's players the admin enters
// (cup-player-picker.tsx), for a doubles knockout the pairs the admin makes of them
// (cup-pair-picker.tsx), or "Open entries" for captains to enter their team (players themselves,
// or with a partner) until a closing date, up to a capacity (the teams ticked, none at first, or
// the players or pairs picked are entered as well), who is at home in a tie, its bracket (single
// or double elimination, or groups then knockout: the groups' size and how many of each go
// through) and a plate for the first round's losers. A team cup may have a match of its own:
// fewer rounds than the season's, or each pairing a race (or one frame) where the season's is
// not; a players' knockout's ties are each one race (a race to 3 unless the admin picks another).
// Checked with the domain's schema before anything is sent; the server's refusal shows as the
// other admin forms show it.
import type { BracketKind } from '@cueleague/domain/competitions/bracket';
import {
  createCompetitionSchema,
  playersPerEntry,
  type CompetitionKind,
  type HomeRule,
} from '@cueleague/domain/competitions/records';
import { DEFAULT_SINGLES_RACE } from '@cueleague/domain/constants';
import type { Player, Season, Team } from '@cueleague/domain/entities';
import { asRace, customFormat, raceToOf } from '@cueleague/domain/match-format';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { CreateCompetitionBody } from '../../../entities/competitions/api/competitions-api.ts';
import { useCreateCompetition } from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { CupPairPicker, type Pair } from './cup-pair-picker.tsx';
import { CupPlayerPicker } from './cup-player-picker.tsx';
import { defaultRoundDates, roundInstant } from './cup-round-dates.ts';
import { RACE_OPTIONS, pairingWords } from './season-scheme.ts';

const HOME_RULES: { value: HomeRule; label: string }[] = [
  { value: 'drawn-first', label: 'The side drawn first' },
  { value: 'higher-seed', label: 'The higher seed' },
];

/** A cup's shape: a knockout of either kind, or groups then a single-elimination knockout. */
type Shape = BracketKind | 'groups';

const KINDS: { value: CompetitionKind; label: string }[] = [
  { value: 'team-knockout', label: 'Team cup' },
  { value: 'singles-knockout', label: 'Singles knockout' },
  { value: 'doubles-knockout', label: 'Doubles knockout' },
];

/** What a cup's entrants are, by how many players make one entry. */
const ENTRANTS = ['teams', 'players', 'pairs'] as const;

/** The shapes a cup may take, its entrants named: 'teams', 'players' or 'pairs'. */
const brackets = (entrants: string): { value: Shape; label: string }[] => [
  { value: 'single-elimination', label: 'Single elimination: one loss and out' },
  { value: 'double-elimination', label: "Double elimination: a losers' bracket and a grand final" },
  {
    value: 'groups',
    label: `Groups then knockout: round-robin groups, the top ${entrants} go through`,
  },
];

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, at) => {
    const value = String(from + at);
    return { value, label: value };
  });

/** A select of a few named choices; an error (the server's or the schema's) under it. */
const ChoiceField = <T extends string>({
  label,
  value,
  choices,
  onChange,
  helperText,
  error,
}: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  helperText?: string;
  error?: string | undefined;
}) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as T)}
    error={Boolean(error)}
    helperText={error ?? helperText}
  >
    {choices.map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ))}
  </TextField>
);

export const NewCupDialog = ({
  season,
  teams,
  onClose,
  onCreated,
}: {
  season: Season;
  teams: readonly Team[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const create = useCreateCompetition();
  const [kind, setKind] = useState<CompetitionKind>('team-knockout');
  const perEntry = playersPerEntry(kind);
  // A players' knockout: a singles or a doubles knockout, whose ties are races.
  const ofPlayers = perEntry > 0;
  const entrants = ENTRANTS[perEntry];
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(teams.map((t) => t.id)));
  const [players, setPlayers] = useState<readonly Player[]>([]);
  const [pairs, setPairs] = useState<readonly Pair[]>([]);
  const [tieRace, setTieRace] = useState(String(DEFAULT_SINGLES_RACE));
  const [homeRule, setHomeRule] = useState<HomeRule>('drawn-first');
  const [bracket, setBracket] = useState<Shape>('single-elimination');
  const [plate, setPlate] = useState(false);
  // A players' knockout for the season's rostered players only (else any registered player).
  const [seasonPlayersOnly, setSeasonPlayersOnly] = useState(false);
  const [groupSize, setGroupSize] = useState('4');
  const [qualifiers, setQualifiers] = useState('2');
  const [rounds, setRounds] = useState(season.format.roundsPerMatch);
  const [raceTo, setRaceTo] = useState(String(raceToOf(season.format)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZone = useLeagueTimezone();
  const [openEntries, setOpenEntries] = useState(false);
  // Entries close a week today at the usual start, unless the admin says otherwise.
  const [closesAt, setClosesAt] = useState(() => defaultRoundDates(1, timeZone)[0] ?? '');
  const [capacity, setCapacity] = useState('');

  const toggle = (teamId: string) =>
    setPicked((before) => {
      const next = new Set(before);
      if (next.has(teamId)) next.delete(teamId);
      else next.add(teamId);
      return next;
    });

  /** A team cup's entries and format, as before there were singles knockouts. */
  const teamCup = () => ({
    teamIds: teams.filter((team) => picked.has(team.id)).map((team) => team.id),
    // The season's own format unless the cup plays fewer rounds or another race; its rounds
    // kept, the season's format named with the race ('4v4 Standard, race to 2').
    ...(rounds === season.format.roundsPerMatch && Number(raceTo) === raceToOf(season.format)
      ? {}
      : {
          format:
            rounds === season.format.roundsPerMatch
              ? asRace(season.format, Number(raceTo))
              : customFormat(season.format.positionsPerTeam, rounds, Number(raceTo)),
        }),
  });

  /**
   * A singles knockout's players (a doubles knockout's pairs) and the race its ties play (the
   * server makes its format).
   */
  const playersCup = () => ({
    kind,
    ...(perEntry === 2
      ? { pairs: pairs.map(([first, second]): [string, string] => [first.id, second.id]) }
      : { playerIds: players.map((player) => player.id) }),
    raceTo: Number(tieRace),
    ...(seasonPlayersOnly ? { seasonPlayersOnly } : {}),
  });

  const submit = () => {
    const body: CreateCompetitionBody = {
      seasonId: season.id,
      name,
      ...(ofPlayers ? playersCup() : teamCup()),
      homeRule,
      // Single elimination and no plate unless chosen (the server's defaults).
      ...(bracket === 'double-elimination' ? { bracket } : {}),
      ...(plate && bracket === 'single-elimination' ? { plate } : {}),
      ...(bracket === 'groups'
        ? { groups: { size: Number(groupSize), qualifiers: Number(qualifiers) } }
        : {}),
      ...(openEntries
        ? {
            entries: {
              closesAt: closesAt ? roundInstant(closesAt, timeZone) : '',
              ...(capacity.trim() === '' ? {} : { capacity: Number(capacity) }),
            },
          }
        : {}),
    };
    const parsed = createCompetitionSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            // An entry window's field by its own name ('entries.capacity'); the groups' as one.
            issue.path[0] === 'entries'
              ? issue.path.slice(0, 2).join('.')
              : String(issue.path[0] ?? ''),
            issue.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (cup) => onCreated(cup.id),
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        if (fields) setErrors(fields);
      },
    });
  };

  return (
    <FormDialog
      open
      title="New cup"
      submitLabel="Create cup"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      pending={create.isPending}
      maxWidth="sm"
    >
      <FormControl>
        <FormLabel id="new-cup-kind">Kind</FormLabel>
        <RadioGroup
          row
          aria-labelledby="new-cup-kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as CompetitionKind);
            setErrors({});
          }}
        >
          {KINDS.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio />}
              label={choice.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label="Name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'The Knockout Cup, say'}
      />
      <FormControlLabel
        control={
          <Switch
            checked={openEntries}
            onChange={(event) => {
              setOpenEntries(event.target.checked);
              // Captains enter their own teams: none is ticked unless the admin enters it too. The
              // players or pairs picked for a players' knockout stay picked either way.
              setPicked(new Set(event.target.checked ? [] : teams.map((team) => team.id)));
            }}
          />
        }
        label="Open entries"
      />
      {openEntries && (
        <>
          <TextField
            type="datetime-local"
            label="Entries close"
            required
            value={closesAt}
            onChange={(event) => setClosesAt(event.target.value)}
            error={Boolean(errors['entries.closesAt'])}
            helperText={
              errors['entries.closesAt'] ??
              [
                'Captains enter their team until then',
                'Players enter themselves until then',
                'Players enter with a partner until then',
              ][perEntry]
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="number"
            label="Capacity"
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
            error={Boolean(errors['entries.capacity'])}
            helperText={
              errors['entries.capacity'] ??
              `The most ${entrants} drawn; later entries are reserves. Empty: no limit`
            }
            slotProps={{ htmlInput: { min: 2, max: 256 } }}
          />
        </>
      )}
      {ofPlayers && (
        <FormControl error={Boolean(errors.seasonPlayersOnly)}>
          <FormControlLabel
            control={
              <Switch
                checked={seasonPlayersOnly}
                onChange={(event) => setSeasonPlayersOnly(event.target.checked)}
              />
            }
            label={`Only ${season.name}'s players`}
          />
          <FormHelperText>
            {errors.seasonPlayersOnly ??
              (seasonPlayersOnly
                ? 'Only players on a team’s roster this season can be entered.'
                : 'Any of the league’s registered players can be entered.')}
          </FormHelperText>
        </FormControl>
      )}
      {perEntry === 2 ? (
        <CupPairPicker
          pairs={pairs}
          onChange={setPairs}
          openEntries={openEntries}
          error={errors.pairs}
        />
      ) : ofPlayers ? (
        <CupPlayerPicker
          picked={players}
          onChange={setPlayers}
          openEntries={openEntries}
          error={errors.playerIds}
        />
      ) : (
        <FormControl component="fieldset" error={Boolean(errors.teamIds)}>
          <FormLabel component="legend">Teams</FormLabel>
          <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
            <Button size="small" onClick={() => setPicked(new Set(teams.map((team) => team.id)))}>
              Select all
            </Button>
            <Button size="small" onClick={() => setPicked(new Set())}>
              Select none
            </Button>
          </Stack>
          <FormGroup>
            {teams.map((team) => (
              <FormControlLabel
                key={team.id}
                control={
                  <Checkbox checked={picked.has(team.id)} onChange={() => toggle(team.id)} />
                }
                label={team.name}
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {errors.teamIds ??
              `${String(picked.size)} of ${String(teams.length)} teams entered${openEntries ? '; captains enter the rest' : ''}`}
          </FormHelperText>
        </FormControl>
      )}
      <ChoiceField
        label="At home in a tie"
        value={homeRule}
        choices={HOME_RULES}
        onChange={setHomeRule}
      />
      <ChoiceField
        label="Bracket"
        value={bracket}
        choices={brackets(entrants)}
        onChange={setBracket}
      />
      {bracket === 'single-elimination' && (
        <FormControl error={Boolean(errors.plate)}>
          <FormControlLabel
            label="Plate"
            control={
              <Switch checked={plate} onChange={(event) => setPlate(event.target.checked)} />
            }
          />
          <FormHelperText sx={{ mt: 0 }}>
            {errors.plate ?? `A second knockout for the ${entrants} out in the first round's ties.`}
          </FormHelperText>
        </FormControl>
      )}
      {bracket === 'groups' && (
        <>
          <ChoiceField
            label="Group size"
            value={groupSize}
            choices={numbers(3, 8)}
            onChange={(size) => {
              setGroupSize(size);
              // Fewer go through than a group holds.
              if (Number(qualifiers) >= Number(size)) setQualifiers(String(Number(size) - 1));
            }}
            error={errors.groups}
            helperText={`${entrants.charAt(0).toUpperCase()}${entrants.slice(1)} in each group; the last groups may have one fewer`}
          />
          <ChoiceField
            label="Through from each group"
            value={qualifiers}
            choices={numbers(1, Number(groupSize) - 1)}
            onChange={setQualifiers}
          />
        </>
      )}
      {ofPlayers ? (
        <ChoiceField
          label="Each tie"
          value={tieRace}
          choices={RACE_OPTIONS}
          onChange={setTieRace}
          error={errors.raceTo}
          helperText={`A race between two ${entrants}. Each round's race may be changed when the cup is published.`}
        />
      ) : (
        <>
          <TextField
            select
            label="Rounds per match"
            value={rounds}
            onChange={(event) => setRounds(Number(event.target.value))}
            helperText={`The season plays ${String(season.format.roundsPerMatch)}; a cup may play fewer.`}
          >
            {Array.from({ length: season.format.roundsPerMatch }, (_, at) => at + 1).map(
              (count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ),
            )}
          </TextField>
          <ChoiceField
            label="Each pairing"
            value={raceTo}
            choices={RACE_OPTIONS}
            onChange={setRaceTo}
            error={errors.format}
            helperText={`The season plays ${pairingWords(season.format)}.`}
          />
        </>
      )}
    </FormDialog>
  );
};
