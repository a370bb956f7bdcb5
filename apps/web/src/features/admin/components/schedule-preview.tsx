// The generator's dry run: a summary, the conflicts (a team twice on one night, a venue with more
// matches than tables) and the fixtures night by night (under their divisions in a divided
// season), with the button that saves them.
import type { Match } from '@cueleague/domain/entities';
import type { ScheduleConflict } from '@cueleague/domain/schedule-conflicts';
import SaveIcon from '@mui/icons-material/Save';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { mondayOf, numberMatchWeeks } from '@cueleague/domain/match-weeks';
import { formatDate, formatTime, localDateKey } from '../../../lib/format.ts';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import type { RoundRobinAnswer } from '../../../entities/matches/api/matches-admin-api.ts';
import { formatCalendarDate } from './season-dates.ts';
import { SeasonBreak } from '../../../entities/matches/components/season-break.tsx';

interface Night {
  date: string;
  matches: Match[];
}

const byNight = (matches: readonly Match[], timeZone: string | undefined): Night[] => {
  const nights = new Map<string, Match[]>();
  for (const match of [...matches].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))) {
    const date = localDateKey(match.scheduledDate, timeZone);
    nights.set(date, [...(nights.get(date) ?? []), match]);
  }
  return [...nights].map(([date, list]) => ({ date, matches: list }));
};

const inConflict = (match: Match, date: string, conflicts: readonly ScheduleConflict[]) =>
  conflicts.some(
    (conflict) =>
      conflict.date === date &&
      ((conflict.teamId !== undefined &&
        (conflict.teamId === match.homeTeamId || conflict.teamId === match.awayTeamId)) ||
        (conflict.venueId !== undefined && conflict.venueId === match.venueId)),
  );

/** How many nights' conflicts show before "Show all". */
const CONFLICT_NIGHTS_SHOWN = 5;

/**
 * Conflicts night by night, one line each: a fixture list laid over an existing one can clash on
 * every night, and sixty separate lines bury the point.
 */
const ConflictList = ({ conflicts }: { conflicts: readonly ScheduleConflict[] }) => {
  const [all, setAll] = useState(false);
  const nights = new Map<string, string[]>();
  for (const conflict of conflicts) {
    // The messages end 'on YYYY-MM-DD' (or say it mid-sentence); the night heads the line instead.
    const text = conflict.message.replace(` on ${conflict.date}`, '');
    nights.set(conflict.date, [...(nights.get(conflict.date) ?? []), text]);
  }
  const list = [...nights];
  const shown = all ? list : list.slice(0, CONFLICT_NIGHTS_SHOWN);
  return (
    <>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Conflicts">
        {shown.map(([date, texts]) => (
          <li key={date}>
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {formatCalendarDate(date)}
            </Box>
            : {texts.join('; ')}
          </li>
        ))}
      </Box>
      {list.length > shown.length && (
        <Button size="small" color="inherit" onClick={() => setAll(true)} sx={{ mt: 0.5 }}>
          Show all {list.length} nights
        </Button>
      )}
    </>
  );
};

export const SchedulePreview = ({
  answer,
  skipDates,
  teamName,
  venueName,
  timeZone,
  saving,
  onSave,
  divisionOf,
}: {
  answer: RoundRobinAnswer;
  skipDates: readonly string[];
  teamName: TeamName;
  venueName: (id: string | null | undefined) => string | undefined;
  timeZone: string | undefined;
  saving: boolean;
  onSave: () => void;
  /** A divided season's: the division a fixture is played in (its teams'), to group them by. */
  divisionOf?: ((match: Match) => { position: number; label: string } | undefined) | undefined;
}) => {
  const nights = useMemo(() => byNight(answer.items, timeZone), [answer.items, timeZone]);
  // Match weeks, as the saved list numbers them: a break is not a week, and is marked instead.
  const weeks = useMemo(
    () =>
      new Map(
        numberMatchWeeks(nights.map((night) => mondayOf(night.date))).map((week) => [
          week.monday,
          week,
        ]),
      ),
    [nights],
  );
  const weekOf = (date: string) => weeks.get(mondayOf(date));
  const numberOf = (date: string) => weekOf(date)?.number ?? 0;
  const { conflicts } = answer;
  const fixture = (date: string) => (match: Match) => {
    const clash = inConflict(match, date, conflicts);
    const venue = venueName(match.venueId);
    return (
      <Box
        component="li"
        key={match.id}
        sx={{ py: 0.25, color: clash ? 'warning.light' : 'text.primary' }}
      >
        <Typography component="span" sx={{ fontWeight: 500, mr: 1 }}>
          {clash && (
            <WarningAmberIcon
              fontSize="small"
              titleAccess="Conflict"
              sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
            />
          )}
          {teamName(match.homeTeamId)} v {teamName(match.awayTeamId)}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {formatTime(match.scheduledDate, timeZone)}
          {venue ? ` · ${venue}` : ' · no venue'}
        </Typography>
      </Box>
    );
  };

  /** A night's fixtures under their divisions, top first (one unlabelled group otherwise). */
  const groupsOf = (matches: readonly Match[]): { label?: string; matches: Match[] }[] => {
    if (!divisionOf) return [{ matches: [...matches] }];
    const groups = new Map<string, { position: number; matches: Match[] }>();
    for (const match of matches) {
      const division = divisionOf(match) ?? { position: Number.MAX_SAFE_INTEGER, label: 'Other' };
      const group = groups.get(division.label) ?? { position: division.position, matches: [] };
      group.matches.push(match);
      groups.set(division.label, group);
    }
    return [...groups]
      .sort(([, a], [, b]) => a.position - b.position)
      .map(([label, group]) => ({ label, matches: group.matches }));
  };

  const first = nights[0];
  const last = nights.at(-1);

  return (
    <Box component="section" aria-label="Fixture preview" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 3 }} />
      <Typography variant="h3" component="h3" gutterBottom>
        Preview
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {answer.items.length} {answer.items.length === 1 ? 'match' : 'matches'} over {nights.length}{' '}
        {nights.length === 1 ? 'week' : 'weeks'}
        {first && last
          ? `, ${formatDate(first.matches[0]?.scheduledDate ?? '', timeZone)} to ${formatDate(last.matches[0]?.scheduledDate ?? '', timeZone)}`
          : ''}
        . {skipDates.length > 0 && `Skipped: ${skipDates.map(formatCalendarDate).join(', ')}. `}
        Nothing is saved until you save it.
      </Typography>
      {conflicts.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>
            {conflicts.length} {conflicts.length === 1 ? 'conflict' : 'conflicts'}
          </AlertTitle>
          <ConflictList conflicts={conflicts} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            You can still save, then move the clashing matches; or change the settings and preview
            again.
          </Typography>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          No conflicts: no team plays twice in a night, and no venue has more matches than tables.
        </Alert>
      )}
      <Stack spacing={1.5} sx={{ mb: 2.5 }}>
        {nights.map((night, index) => (
          <Fragment key={night.date}>
            {/* A break shows before its next week's first night. */}
            {mondayOf(nights[index - 1]?.date ?? night.date) !== mondayOf(night.date) &&
              (weekOf(night.date)?.breakBefore.length ?? 0) > 0 && (
                <SeasonBreak mondays={weekOf(night.date)?.breakBefore ?? []} />
              )}
            <Paper
              variant="outlined"
              component="section"
              aria-label={`Week ${String(numberOf(night.date))}`}
              sx={{ px: { xs: 1.5, sm: 2 }, py: 1.25, bgcolor: 'transparent' }}
            >
              <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                Week {numberOf(night.date)} · {formatCalendarDate(night.date)}
              </Typography>
              {groupsOf(night.matches).map((group) =>
                group.label === undefined ? (
                  <Box key="all" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {group.matches.map(fixture(night.date))}
                  </Box>
                ) : (
                  <Box key={group.label} sx={{ '& + &': { mt: 0.75 } }}>
                    <Typography
                      variant="overline"
                      component="h5"
                      color="text.secondary"
                      sx={{ display: 'block', lineHeight: 1.8 }}
                    >
                      {group.label}
                    </Typography>
                    <Box
                      component="ul"
                      aria-label={group.label}
                      sx={{ listStyle: 'none', m: 0, p: 0 }}
                    >
                      {group.matches.map(fixture(night.date))}
                    </Box>
                  </Box>
                ),
              )}
            </Paper>
          </Fragment>
        ))}
      </Stack>
      <Button variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={onSave}>
        Save {answer.items.length} {answer.items.length === 1 ? 'match' : 'matches'}
      </Button>
    </Box>
  );
};
