// The season's fixture list for admins, week by week: each match with its state and the actions
// its state allows (move, postpone, record a walkover for, void or delete an unplayed one;
// reschedule a postponed one; complete or reopen a played one), plus adding a match and deleting
// every unplayed one at once.
import type { Match, Season, Team, Venue } from '@cueleague/domain/entities';
import type { MatchSummary } from '../../../entities/matches/api/matches-api.ts';
import { allRoundsLocked } from '@cueleague/domain/match-lifecycle';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import EventIcon from '@mui/icons-material/Event';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { byDivisionThenTime } from '@cueleague/domain/match-weeks';
import { findScheduleConflicts } from '@cueleague/domain/schedule-conflicts';
import { formatDateTime, formatWeekRange } from '../../../lib/format.ts';
import { groupByMatchWeek } from '../../../entities/matches/fixture-weeks.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { useDeleteUnplayedMatches } from '../../../entities/matches/hooks/use-match-actions.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MatchFormDialog } from './match-form-dialog.tsx';
import { SeasonBreak } from '../../../entities/matches/components/season-break.tsx';
import { isPointsWalkover, unplayedLabel } from '@cueleague/domain/unplayed-label';
import {
  MatchActionDialogs,
  matchLabel,
  type MatchDialogKind,
  type MatchDialogState,
} from './match-action-dialogs.tsx';

const STATE_CHIPS: Record<
  Match['state'],
  { label: string; color: 'default' | 'info' | 'error' | 'success' | 'warning' }
> = {
  'pre-match': { label: 'Not started', color: 'default' },
  'in-progress': { label: 'In progress', color: 'error' },
  completed: { label: 'Completed', color: 'success' },
  postponed: { label: 'Postponed', color: 'warning' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

interface MenuAction {
  kind: MatchDialogKind;
  label: string;
}

/** A match not played: one side did not turn up, or neither did. */
const UNPLAYED_ACTIONS: MenuAction[] = [
  { kind: 'walkover', label: 'Record a walkover…' },
  { kind: 'void', label: 'Void…' },
];

/** What an admin can do with a match in its state. */
export const matchActions = (match: MatchSummary): MenuAction[] => {
  switch (match.state) {
    case 'pre-match':
      return [
        { kind: 'move', label: 'Move…' },
        { kind: 'postpone', label: 'Postpone…' },
        ...UNPLAYED_ACTIONS,
        { kind: 'delete', label: 'Delete…' },
      ];
    case 'postponed':
      return [
        { kind: 'reschedule', label: 'Reschedule…' },
        ...UNPLAYED_ACTIONS,
        { kind: 'delete', label: 'Delete…' },
      ];
    case 'cancelled':
      return [{ kind: 'delete', label: 'Delete…' }];
    case 'in-progress':
      return allRoundsLocked(match)
        ? [
            { kind: 'complete', label: 'Complete…' },
            ...(match.progress.dispute ? [{ kind: 'reopen' as const, label: 'Reopen…' }] : []),
          ]
        : [];
    case 'completed':
      return [{ kind: 'reopen', label: 'Reopen…' }];
  }
};

const FixtureRow = ({
  match,
  teamName,
  venueName,
  timeZone,
  clashes = [],
  onAction,
}: {
  match: MatchSummary;
  teamName: TeamName;
  venueName: (id: string | null | undefined) => string | undefined;
  timeZone: string | undefined;
  /** The schedule conflicts the match is part of, in words. */
  clashes?: readonly string[] | undefined;
  onAction: (kind: MatchDialogKind) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = matchLabel(match, teamName);
  const chip = STATE_CHIPS[match.state];
  const actions = matchActions(match);
  const played = match.state === 'in-progress' || match.state === 'completed';
  const unplayed = unplayedLabel(match, {
    home: teamName(match.homeTeamId),
    away: teamName(match.awayTeamId),
  });
  const venue = venueName(match.venueId);
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 2.5 },
        py: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <TeamLink teamId={match.homeTeamId}>{teamName(match.homeTeamId)}</TeamLink>{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {played && !isPointsWalkover(match)
              ? `${String(match.homeScore)} – ${String(match.awayScore)}`
              : 'v'}
          </Box>{' '}
          <TeamLink teamId={match.awayTeamId}>{teamName(match.awayTeamId)}</TeamLink>
        </Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(match.scheduledDate, timeZone)}
            {venue ? ` · ${venue}` : ''}
          </Typography>
          {match.state !== 'pre-match' && (
            <Chip
              size="small"
              variant="outlined"
              color={chip.color}
              label={unplayed ?? chip.label}
            />
          )}
          {match.progress.dispute && <Chip size="small" color="error" label="Disputed" />}
        </Stack>
        {clashes.length > 0 && (
          <Typography variant="body2" sx={{ color: 'warning.light', overflowWrap: 'anywhere' }}>
            <WarningAmberIcon
              fontSize="small"
              titleAccess="Conflict"
              sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
            />
            {clashes.join('; ')}
          </Typography>
        )}
      </Box>
      {(actions.length > 0 || played) && (
        <>
          <IconButton
            aria-label={`Actions for ${label}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action.kind}
                onClick={() => {
                  setAnchor(null);
                  onAction(action.kind);
                }}
                sx={action.kind === 'delete' ? { color: 'error.light' } : undefined}
              >
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ))}
            {played && (
              <MenuItem
                component={RouterLink}
                to={`/team/match/${encodeURIComponent(match.id)}/score`}
                onClick={() => setAnchor(null)}
              >
                <ListItemText>Open the match</ListItemText>
              </MenuItem>
            )}
          </Menu>
        </>
      )}
    </Box>
  );
};

export const FixtureAdminList = ({
  season,
  matches,
  teams,
  venues,
  teamName,
  venueName,
  timeZone,
}: {
  season: Season;
  matches: {
    data: MatchSummary[] | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => void;
  };
  teams: readonly Team[];
  venues: readonly Venue[];
  teamName: TeamName;
  venueName: (id: string | null | undefined) => string | undefined;
  timeZone: string | undefined;
}) => {
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<MatchDialogState>(null);
  const [confirmBatch, setConfirmBatch] = useState(false);
  const batchDelete = useDeleteUnplayedMatches();
  const list = matches.data ?? [];
  const unplayed = list.filter((match) => match.state === 'pre-match').length;
  // Within a week, by division (top first) then time, as the generator's preview lays them out.
  const order = useMemo(() => {
    const positions = new Map(season.divisions.map((division) => [division.id, division.position]));
    const teamDivision = new Map(teams.map((team) => [team.id, team.divisionId]));
    return byDivisionThenTime<MatchSummary>((match) => {
      const divisionId = teamDivision.get(match.homeTeamId);
      return divisionId ? positions.get(divisionId) : undefined;
    });
  }, [season.divisions, teams]);
  const weeks = useMemo(() => groupByMatchWeek(list, timeZone, order), [list, timeZone, order]);
  // The saved list marks its clashes as the preview did: a match moved or added since included.
  const clashesOf = useMemo(() => {
    const clashes = new Map<string, string[]>();
    const conflicts = findScheduleConflicts(list, venues, { timezone: timeZone ?? 'UTC', teams });
    for (const conflict of conflicts)
      for (const fixture of conflict.fixtures)
        if (fixture.id)
          clashes.set(fixture.id, [...(clashes.get(fixture.id) ?? []), conflict.message]);
    return clashes;
  }, [list, venues, timeZone, teams]);

  const body = () => {
    if (matches.isPending) return <LoadingRows rows={6} height={56} label="Loading fixtures" />;
    if (matches.error)
      return <ErrorState error={matches.error} onRetry={() => matches.refetch()} />;
    if (list.length === 0)
      return (
        <EmptyState icon={<EventIcon />} title="No fixtures yet">
          Generate the season's fixtures above, or add matches one by one.
        </EmptyState>
      );
    return (
      <Stack spacing={2}>
        {weeks.map((week) => (
          <Fragment key={week.key}>
            {week.breakBefore.length > 0 && <SeasonBreak mondays={week.breakBefore} />}
            <Box component="section" aria-labelledby={`admin-week-${week.key}`}>
              <Stack
                direction="row"
                sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.75, gap: 1 }}
              >
                <Typography
                  variant="subtitle1"
                  component="h3"
                  id={`admin-week-${week.key}`}
                  sx={{ fontWeight: 600 }}
                >
                  Week {week.number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatWeekRange(week.key)}
                </Typography>
              </Stack>
              <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {week.matches.map((match) => (
                  <FixtureRow
                    key={match.id}
                    match={match}
                    teamName={teamName}
                    venueName={venueName}
                    timeZone={timeZone}
                    clashes={clashesOf.get(match.id)}
                    onAction={(kind) => setDialog({ kind, match })}
                  />
                ))}
              </Paper>
            </Box>
          </Fragment>
        ))}
      </Stack>
    );
  };

  return (
    <Section title="Fixture list">
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={teams.length < 2}
        >
          Add match
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={unplayed === 0}
          onClick={() => {
            batchDelete.reset();
            setConfirmBatch(true);
          }}
        >
          Delete unplayed
        </Button>
      </Stack>
      {list.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {list.length} {list.length === 1 ? 'match' : 'matches'}, {unplayed} not started. Times are
          the league's local time.
        </Typography>
      )}
      {body()}
      {adding && (
        <MatchFormDialog
          seasonId={season.id}
          teams={teams}
          venues={venues}
          onClose={() => setAdding(false)}
        />
      )}
      <MatchActionDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        teamName={teamName}
        teams={teams}
        venues={venues}
      />
      <ConfirmDialog
        open={confirmBatch}
        title={`Delete ${String(unplayed)} unplayed ${unplayed === 1 ? 'match' : 'matches'}?`}
        confirmLabel={`Delete ${String(unplayed)} ${unplayed === 1 ? 'match' : 'matches'}`}
        onConfirm={() => batchDelete.mutate(season.id, { onSuccess: () => setConfirmBatch(false) })}
        onClose={() => setConfirmBatch(false)}
        pending={batchDelete.isPending}
        error={batchDelete.error}
      >
        Every match of {season.name} that hasn’t started comes off the fixture list. Played,
        postponed and cancelled matches stay. This can’t be undone, but you can generate the
        fixtures again.
      </ConfirmDialog>
    </Section>
  );
};
