// The fixture generator (docs/rules.md, Scheduling): single or double round robin, weekly on a
// weekday and time from a start date, with season breaks skipped. "Preview" asks the server for a
// dry run and shows the fixtures night by night with their conflicts; "Save" generates them for
// real with the settings that were previewed.
import { divisionLabel, divisionsInOrder, isDivided } from '@cueleague/domain/divisions';
import type { Match, Season } from '@cueleague/domain/entities';
import { plausibleDateSchema, roundRobinBodySchema } from '@cueleague/domain/requests';
import AddIcon from '@mui/icons-material/Add';
import PreviewIcon from '@mui/icons-material/Preview';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { Controller } from 'react-hook-form';
import { applyFieldErrors, textFieldProps } from '../../../components/form-fields.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import type { RoundRobinBody } from '../../../entities/matches/api/matches-admin-api.ts';
import { numberInput } from '../../../lib/form-inputs.ts';
import {
  usePreviewRoundRobin,
  useSaveRoundRobin,
} from '../../../entities/matches/hooks/use-match-actions.ts';
import { leagueToday } from '../zoned-time.ts';
import { formatCalendarDate } from './season-dates.ts';
import { SchedulePreview } from './schedule-preview.tsx';
import { SelectField } from './select-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { divisionOptions } from '../../../entities/seasons/components/division-select.tsx';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const generatorFormSchema = roundRobinBodySchema.omit({ seasonId: true }).extend({
  weekday: numberInput(roundRobinBodySchema.shape.weekday),
  /** '' for every division. */
  divisionId: z.string(),
});

const FIELDS = ['divisionId', 'double', 'weekday', 'time', 'startDate', 'skipDates'] as const;

/** The "Division" choice's value meaning all of them. */
const ALL_DIVISIONS = '';

/** The weekday (0 = Sunday) of a 'YYYY-MM-DD' date. */
const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

const SkipDatesField = ({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string | undefined;
}) => {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const add = () => {
    const parsed = plausibleDateSchema.safeParse(draft);
    if (!parsed.success) {
      // A real date outside the plausible window says so; anything else asks for a date.
      const issue = parsed.error.issues[0];
      setDraftError(issue?.code === 'custom' ? issue.message : 'Pick a date to skip');
      return;
    }
    setDraftError(null);
    if (!value.includes(parsed.data)) onChange([...value, parsed.data].sort());
    setDraft('');
  };
  return (
    <FormControl error={Boolean(error ?? draftError)} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Skipped weeks (season breaks)
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Date to skip"
          type="date"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
          Skip
        </Button>
      </Stack>
      {value.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label="Skipped weeks"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {value.map((date) => (
            <li key={date}>
              <Chip
                label={formatCalendarDate(date)}
                onDelete={() => onChange(value.filter((other) => other !== date))}
                slotProps={{ root: { 'aria-label': `Skipped: ${formatCalendarDate(date)}` } }}
              />
            </li>
          ))}
        </Stack>
      )}
      <FormHelperText>
        {draftError ??
          error ??
          'No fixtures in the week of each date; the rest of the schedule moves on a week.'}
      </FormHelperText>
    </FormControl>
  );
};

export const RoundRobinGenerator = ({
  season,
  teamCount,
  existingCount,
  teamName,
  venueName,
  teamDivisions,
}: {
  season: Season;
  teamCount: number;
  /** Matches already on the season's fixture list. */
  existingCount: number;
  teamName: TeamName;
  venueName: (id: string | null | undefined) => string | undefined;
  /** Each team's division id (a divided season's teams, grouped in the preview by it). */
  teamDivisions?: ReadonlyMap<string, string>;
}) => {
  const divisions = useMemo(() => divisionsInOrder(season.divisions), [season.divisions]);
  const divided = isDivided(divisions);
  const divisionOf = useMemo(() => {
    if (!divided || !teamDivisions) return undefined;
    const byId = new Map(divisions.map((division) => [division.id, division]));
    return (match: Match) => {
      const id = teamDivisions.get(match.homeTeamId);
      const division = id ? byId.get(id) : undefined;
      return division ? { position: division.position, label: divisionLabel(division) } : undefined;
    };
  }, [divided, divisions, teamDivisions]);
  const timeZone = useLeagueTimezone();
  const preview = usePreviewRoundRobin();
  const save = useSaveRoundRobin();
  const [previewed, setPreviewed] = useState<RoundRobinBody | null>(null);
  const startDate = season.startDate ?? leagueToday(timeZone);
  const { register, control, handleSubmit, setError, watch, errors } = useSchemaForm(
    generatorFormSchema,
    {
      double: false,
      weekday: String(weekdayOf(startDate)),
      time: '19:30',
      startDate,
      skipDates: [],
      divisionId: ALL_DIVISIONS,
    },
  );

  // A preview shows what these settings give: change one and it no longer does.
  const { reset: resetPreview } = preview;
  useEffect(() => {
    const subscription = watch(() => {
      setPreviewed(null);
      resetPreview();
    });
    return () => subscription.unsubscribe();
  }, [watch, resetPreview]);

  const onError = (error: unknown) => applyFieldErrors(error, setError, FIELDS);
  const onPreview = handleSubmit(({ divisionId, ...values }) => {
    const body: RoundRobinBody = {
      ...values,
      seasonId: season.id,
      ...(divided && divisionId !== ALL_DIVISIONS ? { divisionId } : {}),
    };
    preview.mutate(body, { onSuccess: () => setPreviewed(body), onError });
  });
  const onSave = () => {
    if (!previewed) return;
    save.mutate(previewed, {
      onSuccess: () => {
        setPreviewed(null);
        preview.reset();
      },
      onError,
    });
  };

  if (teamCount < 2)
    return (
      <Alert severity="info">
        {season.name} has {teamCount === 0 ? 'no teams' : 'one team'} yet: add at least two on the
        Teams page to generate fixtures.
      </Alert>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void onPreview(event)}
        aria-label="Fixture generator"
      >
        {divided && (
          <SelectField
            control={control}
            name="divisionId"
            label="Division"
            emptyLabel="All divisions"
            options={divisionOptions(divisions)}
            helperText="Teams meet only within their division, each with its own fixtures."
            sx={{ maxWidth: { sm: 360 } }}
          />
        )}
        <Controller
          control={control}
          name="double"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">Format</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value ? 'double' : 'single'}
                onChange={(event) => field.onChange(event.target.value === 'double')}
              >
                <FormControlLabel
                  value="single"
                  control={<Radio />}
                  label="Single (every pair meets once)"
                />
                <FormControlLabel
                  value="double"
                  control={<Radio />}
                  label="Double (home and away)"
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <SelectField
            control={control}
            name="weekday"
            label="Match night"
            options={WEEKDAYS.map((day, index) => ({ value: String(index), label: day }))}
          />
          <TextField
            label="Start time"
            type="time"
            {...textFieldProps(register, errors, 'time', "League's local time")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="First week from"
            type="date"
            {...textFieldProps(register, errors, 'startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Controller
          control={control}
          name="skipDates"
          render={({ field, fieldState }) => (
            <SkipDatesField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {existingCount > 0 && (
          <Alert severity="info">
            {season.name} already has {existingCount} {existingCount === 1 ? 'match' : 'matches'}.
            Generated fixtures are added to them, and the conflict check counts both: delete the
            unplayed ones below to start again.
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<PreviewIcon />}
            loading={preview.isPending}
          >
            Preview fixtures
          </Button>
        </Box>
      </Stack>
      {preview.data && previewed && (
        <SchedulePreview
          answer={preview.data}
          skipDates={previewed.skipDates ?? []}
          teamName={teamName}
          venueName={venueName}
          timeZone={timeZone}
          saving={save.isPending}
          onSave={onSave}
          divisionOf={divisionOf}
        />
      )}
    </Paper>
  );
};
