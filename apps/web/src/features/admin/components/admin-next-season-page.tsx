// /admin/seasons/next/:id: start the season after this one (docs/rules.md, The next season). The
// server's dry run suggests who goes up and down from the final tables; the admin moves, leaves
// out or adds teams (laid out at once by the domain's plan), then creates the season and can make
// it current or generate its fixtures.
import { divisionLabel, isDivided } from '@cueleague/domain/divisions';
import type { Season } from '@cueleague/domain/entities';
import { planNextSeason, suggestNextSeasonName } from '@cueleague/domain/next-season';
import type { NextSeasonCreated, NextSeasonPreview } from '@cueleague/domain/responses';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Page, Panel } from '../../../components/page.tsx';
import { ErrorState, LoadingRows, Spinner } from '../../../components/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import {
  previewNextSeason,
  startNextSeason,
  type NextSeasonBody,
} from '../../../entities/seasons/api/next-season-api.ts';
import { seasonQuery } from '../../../entities/seasons/api/seasons-admin-api.ts';
import { seasonKeys, seasonsQuery } from '../../../entities/seasons/api/seasons-api.ts';
import { useMakeCurrentSeason } from '../../../entities/seasons/hooks/use-season-actions.ts';
import { teamKeys } from '../../../entities/teams/api/teams-api.ts';
import { NextSeasonBoard } from './next-season-board.tsx';
import { SeasonNotLoaded } from './season-not-loaded.tsx';

/** A whole number of teams, 0 or more; null while the field holds something else. */
const countOf = (text: string): number | null =>
  /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;

/** How many teams go up (or down) from each division: a whole number, 0 or more. */
const CountField = ({
  label,
  text,
  onChange,
  hint,
}: {
  label: string;
  text: string;
  onChange: (text: string) => void;
  hint: string;
}) => {
  const wrong = countOf(text) === null;
  return (
    <TextField
      label={label}
      type="number"
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={wrong}
      helperText={wrong ? 'A whole number, 0 or more' : hint}
      slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
      sx={{ flex: 1 }}
    />
  );
};

export const AdminNextSeasonPage = () => {
  const { id = '' } = useParams();
  const season = useQuery(seasonQuery(id));

  const body = () => {
    if (season.isPending) return <Spinner label="Loading the season" />;
    if (season.isError)
      return <SeasonNotLoaded error={season.error} onRetry={() => void season.refetch()} />;
    return <NextSeasonPlanner season={season.data} />;
  };

  return (
    <Page
      title="Start the next season"
      description={
        season.data
          ? `After ${season.data.name}: the same divisions, teams, captains and rosters, with the suggested moves between divisions.`
          : 'The same divisions, teams, captains and rosters, with the suggested moves between divisions.'
      }
    >
      {body()}
    </Page>
  );
};

const NextSeasonPlanner = ({ season }: { season: Season }) => {
  const formId = useId();
  const queryClient = useQueryClient();
  const divided = isDivided(season.divisions);
  // The suggestion steers clear of every season's name: opened from an older season, the next
  // year's name may be taken already. What the admin types replaces it.
  const seasons = useQuery(seasonsQuery());
  const [typed, setName] = useState<string | null>(null);
  const name =
    typed ??
    suggestNextSeasonName(
      season.name,
      (seasons.data ?? []).map((other) => other.name),
    );
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [upText, setUpText] = useState('1');
  const [downText, setDownText] = useState('1');
  const [moves, setMoves] = useState<Record<string, string>>({});
  const [drop, setDrop] = useState<string[]>([]);
  const [add, setAdd] = useState<{ name: string; divisionId: string }[]>([]);
  const [newName, setNewName] = useState('');
  const [newDivision, setNewDivision] = useState(season.divisions[0]?.id ?? '');
  const [addError, setAddError] = useState<string | null>(null);
  const [created, setCreated] = useState<NextSeasonCreated | null>(null);

  const up = countOf(upText);
  const down = countOf(downText);
  // The suggestion depends on the name (a taken one is refused) and the numbers up and down.
  const debouncedName = useDebounced(name.trim(), 300);
  // Only typing is waited for: the suggestion is asked about as soon as it is made.
  const settledName = typed === null ? name.trim() : debouncedName;
  const asked = useMemo(
    () => ({ name: settledName, up: up ?? 1, down: down ?? 1 }),
    [settledName, up, down],
  );
  const preview = useQuery({
    queryKey: seasonKeys.nextSeasonPreview(season.id, asked),
    queryFn: ({ signal }) => previewNextSeason(season.id, asked, signal),
    // The suggested name waits for the league's seasons (a failed read leaves the plain one).
    enabled: asked.name.length > 0 && !created && !seasons.isPending,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { persist: false },
  });
  const base = preview.data;
  // A taken name does not stop the preview: the moves show, and the name field says why.
  const nameError =
    name.trim() === ''
      ? 'Required'
      : base?.name === name.trim() && base.nameTaken
        ? base.nameTaken
        : preview.error instanceof ApiError && preview.error.fields?.name
          ? errorMessage(preview.error)
          : null;

  const divisions = useMemo(
    () =>
      (base?.divisions ?? []).map((division) => ({
        id: division.fromDivisionId,
        name: division.name,
        position: division.position,
      })),
    [base],
  );
  const teams = useMemo(() => (base ? teamsOf(base) : []), [base]);
  const plan = base
    ? planNextSeason({ divisions, teams, suggested: base.suggested, moves, drop, add })
    : null;

  const save = useMutation({
    mutationFn: (sent: NextSeasonBody) => startNextSeason(season.id, sent),
    meta: {
      successMessage: (answer) => `${(answer as NextSeasonCreated).season.name} created`,
      quiet: true,
    },
    onSuccess: async (answer) => {
      setCreated(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });

  if (created) return <NextSeasonCreatedPanel created={created} />;

  const suggestionOf = (teamId: string) =>
    base?.suggested.find((move) => move.teamId === teamId)?.toDivisionId;
  const onMove = (teamId: string, divisionId: string) =>
    setMoves((previous) => {
      const next = { ...previous };
      if (divisionId === suggestionOf(teamId)) delete next[teamId];
      else next[teamId] = divisionId;
      return next;
    });
  const onDrop = (teamId: string, dropped: boolean) => {
    // A dropped team goes nowhere: its move goes with it (the server refuses a move for one).
    if (dropped)
      setMoves((previous) => {
        const { [teamId]: _dropped, ...rest } = previous;
        return rest;
      });
    setDrop((previous) =>
      dropped ? [...previous, teamId] : previous.filter((other) => other !== teamId),
    );
  };
  const onAdd = () => {
    const trimmed = newName.trim();
    if (trimmed === '') return setAddError('Enter the team’s name');
    const taken = plan?.ok
      ? plan.value.divisions.some((division) =>
          division.teams.some((team) => team.name.toLowerCase() === trimmed.toLowerCase()),
        )
      : false;
    if (taken) return setAddError('Already a team of the next season');
    const divisionId = newDivision || divisions[0]?.id;
    if (!divisionId) return;
    setAdd((previous) => [...previous, { name: trimmed, divisionId }]);
    setNewName('');
    setAddError(null);
  };

  const submit = () => {
    if (!plan?.ok || nameError || up === null || down === null) return;
    const sent: NextSeasonBody = {
      name: name.trim(),
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      up,
      down,
      ...(Object.keys(moves).length > 0 ? { moves } : {}),
      ...(drop.length > 0 ? { drop } : {}),
      ...(add.length > 0 ? { add } : {}),
    };
    save.mutate(sent);
  };

  const droppedTeams = teams
    .filter((team) => drop.includes(team.id))
    .map((team) => ({ teamId: team.id, name: team.name }));
  const datesWrong = Boolean(startDate && endDate && endDate < startDate);
  const teamCount = plan?.ok
    ? plan.value.divisions.reduce((sum, division) => sum + division.teams.length, 0)
    : 0;

  const board = () => {
    if (preview.isPending && !base)
      return asked.name.length === 0 ? null : (
        <LoadingRows rows={4} height={48} label="Working out the suggested moves" />
      );
    if (!base) {
      if (nameError) return null;
      const refused = preview.error instanceof ApiError && preview.error.status === 409;
      return (
        <ErrorState
          {...(refused ? { title: 'No next season from this one' } : {})}
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      );
    }
    return (
      <Stack spacing={2}>
        {plan && !plan.ok && <Alert severity="error">{plan.message}</Alert>}
        {plan?.ok && (
          <NextSeasonBoard
            divisions={divisions}
            planned={plan.value.divisions}
            dropped={droppedTeams}
            onMove={onMove}
            onDrop={onDrop}
            onRemoveAdded={(teamName) =>
              setAdd((previous) => previous.filter((team) => team.name !== teamName))
            }
            disabled={save.isPending}
          />
        )}
        <Panel headingId={`${formId}-add`} title="Add a team" headingVariant="h3" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              label="Team name"
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value);
                setAddError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onAdd();
                }
              }}
              error={Boolean(addError)}
              helperText={addError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
            />
            {divided && (
              <TextField
                select
                size="small"
                label="Division of the new team"
                value={newDivision}
                onChange={(event) => setNewDivision(event.target.value)}
                slotProps={{ select: { native: true } }}
                sx={{ width: { xs: '100%', sm: '14rem' } }}
              >
                {divisions.map((division) => (
                  <option key={division.id} value={division.id}>
                    {divisionLabel(division)}
                  </option>
                ))}
              </TextField>
            )}
            <Button variant="outlined" onClick={onAdd} disabled={save.isPending}>
              Add team
            </Button>
          </Stack>
        </Panel>
      </Stack>
    );
  };

  return (
    <Box
      component="form"
      aria-label="The next season"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField
              label="Name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? 'Suggested from this season’s name.'}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Starts"
                type="date"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Ends"
                type="date"
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
                error={datesWrong}
                helperText={datesWrong ? 'The season ends before it starts' : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            {divided && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <CountField
                  label="Teams up from each division"
                  text={upText}
                  onChange={setUpText}
                  hint="The top of each table"
                />
                <CountField
                  label="Teams down from each division"
                  text={downText}
                  onChange={setDownText}
                  hint="The bottom of each table"
                />
              </Stack>
            )}
          </Stack>
        </Paper>

        <Box component="section" aria-label="The next season's divisions">
          {board()}
        </Box>

        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to="/admin/seasons" disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={!plan?.ok || Boolean(nameError) || up === null || down === null || datesWrong}
          >
            {plan?.ok
              ? `Create season (${String(teamCount)} ${teamCount === 1 ? 'team' : 'teams'})`
              : 'Create season'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

/** This season's teams as the preview lists them (every one, none dropped yet), by name. */
const teamsOf = (preview: NextSeasonPreview) =>
  [
    ...preview.divisions.flatMap((division) =>
      division.teams.flatMap((team) =>
        team.teamId && team.fromDivisionId
          ? [{ id: team.teamId, name: team.name, divisionId: team.fromDivisionId }]
          : [],
      ),
    ),
    ...preview.dropped.map((team) => ({
      id: team.teamId,
      name: team.name,
      divisionId: team.fromDivisionId,
    })),
  ].sort((a, b) => a.name.localeCompare(b.name));

const NextSeasonCreatedPanel = ({ created }: { created: NextSeasonCreated }) => {
  const makeCurrent = useMakeCurrentSeason();
  const { season, teams } = created;
  const current = makeCurrent.isSuccess;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Alert severity="success">
          {season.name} is created with {teams.length} {teams.length === 1 ? 'team' : 'teams'}
          {isDivided(season.divisions) ? ` in ${String(season.divisions.length)} divisions` : ''},
          their captains and rosters.{' '}
          {current
            ? 'It is now the current season.'
            : 'It is not the current season yet: the public pages still show the old one.'}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {!current && (
            <Button
              variant="contained"
              onClick={() => makeCurrent.mutate(season.id)}
              loading={makeCurrent.isPending}
            >
              Make it current
            </Button>
          )}
          <Button
            variant={current ? 'contained' : 'outlined'}
            component={RouterLink}
            to={`/admin/schedule-matches?season=${encodeURIComponent(season.id)}`}
          >
            Generate fixtures
          </Button>
          <Button component={RouterLink} to="/admin/seasons">
            Back to seasons
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
