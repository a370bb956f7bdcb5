// The domain's date change check (date-change-check.ts) as a dialog shows it, live as the admin
// types: moving an unplayed match, rescheduling a postponed one, adding one. It warns; the admin
// can still save.
import {
  checkDateChange,
  type ChangedMatch,
  type DateChangeWarning,
} from '@cueleague/domain/date-change-check';
import type { Team, Venue } from '@cueleague/domain/entities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { matchSummariesQuery } from '../../../entities/matches/api/matches-api.ts';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { formatWeekRange } from '../../../lib/format.ts';
import { leagueInstant } from '../zoned-time.ts';

/** The match as the form has it: the date and time are the inputs' text. */
export interface DatedForm extends Omit<ChangedMatch, 'scheduledDate'> {
  seasonId: string;
  date: string;
  time: string;
}

/** What the check warns of for the form as it stands (nothing while the date or time is unfinished). */
export const useDateChangeWarnings = (
  form: DatedForm,
  venues: readonly Venue[],
  teams: readonly Pick<Team, 'id' | 'name'>[],
): DateChangeWarning[] => {
  const timeZone = useLeagueTimezone();
  const season = useQuery(matchSummariesQuery({ seasonId: form.seasonId }));
  if (!season.data || !form.homeTeamId || !form.awayTeamId) return [];
  let scheduledDate: string;
  try {
    scheduledDate = leagueInstant(form.date, form.time, timeZone);
  } catch {
    return [];
  }
  return checkDateChange(
    {
      id: form.id ?? null,
      homeTeamId: form.homeTeamId,
      awayTeamId: form.awayTeamId,
      venueId: form.venueId || null,
      scheduledDate,
    },
    season.data,
    venues,
    { timezone: timeZone ?? 'UTC', teams },
  );
};

/** A warning in the admin's words: a season break names its week as the fixture list does. */
const textOf = (warning: DateChangeWarning): string =>
  warning.kind === 'season-break' && warning.week
    ? `No fixtures are played the week of ${formatWeekRange(warning.week)}: it looks like a season break.`
    : `${warning.message}.`;

export const DateChangeWarnings = ({ warnings }: { warnings: readonly DateChangeWarning[] }) =>
  warnings.length === 0 ? null : (
    <Alert severity="warning" role="status">
      {warnings.length === 1 ? (
        `${textOf(warnings[0] as DateChangeWarning)} `
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {warnings.map((warning) => (
            <li key={warning.kind + warning.message}>{textOf(warning)}</li>
          ))}
        </Box>
      )}
      You can still save it.
    </Alert>
  );
