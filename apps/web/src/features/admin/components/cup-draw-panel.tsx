// A cup's draw as the admin makes it, until the cup is published (docs/rules.md, Knockouts): at
// random (a seed of the admin's or one the server picks, shown after so the draw can be made
// again and checked), seeded by the league table, by rating or by a previous cup (one finished, of
// any season, or one of this season under way), or by hand (the entered teams in seed order, moved
// up and down). The first round as drawn shows who meets whom and who has a bye;
// "Draw again" redoes it. A singles knockout's entrants are players, a doubles knockout's pairs,
// and its hints say so.
import type { Competition, DrawRecord, DrawRequest } from '@cueleague/domain/competitions/records';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { competitionsQuery } from '../../../entities/competitions/api/competitions-api.ts';
import { honoursQuery } from '../../../entities/competitions/api/honours-api.ts';
import { entrantNoun, type EntrantNoun } from '../../../entities/competitions/bracket-view.ts';
import { useDrawCompetition } from '../../../entities/competitions/hooks/use-competition-actions.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { AdminList, AdminListRow, RowAction } from './admin-list.tsx';

type Choice = 'random' | 'table' | 'rating' | 'cup' | 'manual';

/** How a seeded draw by rating orders each kind of entrant. */
const BY_RATING: Record<EntrantNoun, string> = {
  team: "Strongest by their players' average rating first.",
  player: 'Strongest by their own rating first.',
  pair: "Strongest by their two players' average rating first.",
};

/**
 * The ways to draw, their hints naming the entrants: teams, or a singles knockout's players, or a
 * doubles knockout's pairs.
 */
const choices = (one: EntrantNoun): { value: Choice; label: string; hint: string }[] => {
  const many = `${one}s`;
  const its = one === 'player' ? 'their' : 'its';
  return [
    { value: 'random', label: 'Random', hint: 'Shuffled from a seed, recorded to check it again.' },
    // Players have no place in a table of teams: the server refuses it for a players' knockout.
    ...(one !== 'team'
      ? []
      : [
          {
            value: 'table' as const,
            label: 'By league table',
            hint: 'Top of the table is seed 1.',
          },
        ]),
    {
      value: 'rating',
      label: 'By rating',
      hint: BY_RATING[one],
    },
    {
      value: 'cup',
      label: 'By a previous cup',
      hint: `Its winner first, then its runner-up, then by the round each ${one} reached; ${many} not in it last. A ${one} is found by ${its} name in another season's cup.`,
    },
    { value: 'manual', label: 'By hand', hint: `Put the ${many} in seed order, seed 1 first.` },
  ];
};

const drawnBy = (draw: DrawRecord, entrant: string): string => {
  if (draw.method === 'random') return 'Drawn at random, seed';
  if (draw.method === 'seeded') {
    if (draw.by === 'cup') return `Seeded by how far each ${entrant} went in ${draw.name}`;
    return draw.by === 'table' ? 'Seeded by the league table' : 'Seeded by rating';
  }
  return 'Drawn by hand';
};

/**
 * How the cup was drawn, in a line: a random draw's seed, to make it again and check it. A
 * players' knockout's entrants are players or pairs.
 */
export const DrawnBy = ({
  draw,
  entrant = 'team',
  sx,
}: {
  draw: DrawRecord;
  entrant?: EntrantNoun;
  sx?: SxProps<Theme>;
}) => (
  <Typography sx={sx}>
    {drawnBy(draw, entrant)}
    {draw.method === 'random' && (
      <>
        {' '}
        <code>{draw.seed}</code>
      </>
    )}
  </Typography>
);

/** The entered teams in seed order, seed 1 first (entry order before a draw). */
const seedOrder = (cup: Competition): Competition['entries'] =>
  [...cup.entries].sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));

/** The request body for a choice. */
const drawBody = (
  choice: Choice,
  seed: string,
  order: readonly string[],
  previousCup: string,
): DrawRequest => {
  if (choice === 'random')
    return seed.trim() ? { method: 'random', seed: seed.trim() } : { method: 'random' };
  if (choice === 'manual') return { method: 'manual', order: [...order] };
  if (choice === 'cup') return { method: 'seeded', by: 'cup', competitionId: previousCup };
  return { method: 'seeded', by: choice };
};

/**
 * The cups a draw can be seeded by: every finished cup (the roll of honour, newest season
 * first), then this season's cups under way; never the cup being drawn.
 */
const PreviousCupField = ({
  cup,
  value,
  onChange,
  error,
}: {
  cup: Competition;
  value: string;
  onChange: (id: string) => void;
  error: boolean;
}) => {
  const honours = useQuery(honoursQuery());
  const season = useQuery(competitionsQuery(cup.seasonId));
  const options = [
    ...(honours.data ?? []).map((honour) => ({
      id: honour.competitionId,
      label: `${honour.name} (${honour.seasonName}, won by ${honour.winner.name})`,
    })),
    ...(season.data ?? [])
      .filter((other) => other.state === 'published')
      .map((other) => ({ id: other.id, label: `${other.name} (under way)` })),
  ].filter((option) => option.id !== cup.id);
  return (
    <TextField
      select
      label="Previous cup"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={
        error
          ? 'Pick the cup to seed by'
          : honours.isPending || season.isPending
            ? 'Loading the cups…'
            : options.length === 0
              ? 'No cup has been played yet: pick another way to draw.'
              : undefined
      }
      sx={{ maxWidth: 360 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The teams in the admin's hand order; teams entered since come last, teams gone drop out. */
const handOrder = (cup: Competition, order: readonly string[]): Competition['entries'] => {
  const entries = new Map(cup.entries.map((entry) => [entry.teamId, entry]));
  const kept = order.flatMap((id) => entries.get(id) ?? []);
  return [...kept, ...seedOrder(cup).filter((entry) => !order.includes(entry.teamId))];
};

const HandOrder = ({
  teams,
  onMove,
}: {
  teams: Competition['entries'];
  onMove: (index: number, by: -1 | 1) => void;
}) => (
  <AdminList label="Seed order">
    {teams.map((team, index) => (
      <AdminListRow
        key={team.teamId}
        label={`Seed ${String(index + 1)}: ${team.name}`}
        primary={`${String(index + 1)}. ${team.name}`}
        actions={
          <>
            <RowAction
              label={`Move ${team.name} up`}
              icon={<ArrowUpwardIcon />}
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
            />
            <RowAction
              label={`Move ${team.name} down`}
              icon={<ArrowDownwardIcon />}
              disabled={index === teams.length - 1}
              onClick={() => onMove(index, 1)}
            />
          </>
        }
      />
    ))}
  </AdminList>
);

/** A group cup's groups as drawn: each group's teams with their seeds. */
const GroupsAsDrawn = ({ cup }: { cup: Competition }) => (
  <Box sx={{ mt: 2 }}>
    <Typography variant="h4" component="h4" id="cup-groups" sx={{ fontSize: '1rem' }}>
      Groups as drawn
    </Typography>
    <Box component="ul" aria-labelledby="cup-groups" sx={{ pl: 3, my: 1 }}>
      {cup.groupStage?.groups.map((group) => (
        <li key={group.id}>
          {group.name}:{' '}
          {[...group.table]
            .sort((a, b) => a.team.seed - b.team.seed)
            .map((row) => `${row.team.name} (${String(row.team.seed)})`)
            .join(', ')}
        </li>
      ))}
    </Box>
  </Box>
);

/** The first round as drawn: each tie's two sides with their seeds, or a bye. */
const FirstRound = ({ cup }: { cup: Competition }) => {
  if (cup.groupStage) return <GroupsAsDrawn cup={cup} />;
  const ties = cup.ties
    .filter((tie) => tie.round === 1 && !/^[LP]/.test(tie.id))
    .sort((a, b) => a.index - b.index);
  if (ties.length === 0) return null;
  const name = (side: { name: string; seed: number }) => `${side.name} (${String(side.seed)})`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h4" id="cup-first-round" sx={{ fontSize: '1rem' }}>
        {cup.rounds[0]?.name ?? 'First round'} as drawn
      </Typography>
      <Box component="ol" aria-labelledby="cup-first-round" sx={{ pl: 3, my: 1 }}>
        {ties.map((tie) => {
          const alone = tie.home ?? tie.away;
          return (
            <li key={tie.id}>
              {tie.home && tie.away
                ? `${name(tie.home)} v ${name(tie.away)}`
                : alone
                  ? `${name(alone)}: bye`
                  : 'Waiting'}
            </li>
          );
        })}
      </Box>
    </Box>
  );
};

export const CupDrawPanel = ({ cup }: { cup: Competition }) => {
  const draw = useDrawCompetition();
  const [choice, setChoice] = useState<Choice>('random');
  const [seed, setSeed] = useState('');
  const [previousCup, setPreviousCup] = useState('');
  const [previousMissing, setPreviousMissing] = useState(false);
  const [order, setOrder] = useState<string[]>(() => seedOrder(cup).map((e) => e.teamId));
  const teams = handOrder(cup, order);
  const move = (index: number, by: -1 | 1) => {
    const ids = teams.map((team) => team.teamId);
    const [moved] = ids.splice(index, 1);
    if (moved !== undefined) ids.splice(index + by, 0, moved);
    setOrder(ids);
  };
  const options = choices(entrantNoun(cup));
  const hint = options.find((option) => option.value === choice)?.hint;

  return (
    <Stack
      component="form"
      aria-label="Draw the cup"
      spacing={2}
      sx={{ mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === 'cup' && !previousCup) {
          setPreviousMissing(true);
          return;
        }
        draw.mutate({
          id: cup.id,
          body: drawBody(
            choice,
            seed,
            teams.map((team) => team.teamId),
            previousCup,
          ),
        });
      }}
    >
      <Typography variant="h3" component="h3">
        Draw
      </Typography>
      <FormControl>
        <FormLabel id={`${cup.id}-draw-method`}>How to draw</FormLabel>
        <RadioGroup
          aria-labelledby={`${cup.id}-draw-method`}
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
          sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </FormControl>
      {choice === 'random' && (
        <TextField
          label="Seed (optional)"
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          helperText="Leave it empty for a new one. The same seed draws the same bracket."
          slotProps={{ htmlInput: { maxLength: 64 } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {choice === 'cup' && (
        <PreviousCupField
          cup={cup}
          value={previousCup}
          onChange={(id) => {
            setPreviousCup(id);
            setPreviousMissing(false);
          }}
          error={previousMissing}
        />
      )}
      {choice === 'manual' && <HandOrder teams={teams} onMove={move} />}
      {draw.isError && <Alert severity="error">{errorMessage(draw.error)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        loading={draw.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {cup.state === 'drawn' ? 'Draw again' : 'Draw'}
      </Button>
      {cup.draw && <DrawnBy draw={cup.draw} entrant={entrantNoun(cup)} />}
      {cup.state === 'drawn' && <FirstRound cup={cup} />}
    </Stack>
  );
};
