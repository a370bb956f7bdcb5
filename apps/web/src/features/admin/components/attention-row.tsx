// One match on the admin dashboard's "needs attention" list: what is wrong with it (disputed,
// result overdue, postponed), the detail an admin needs, and the buttons that deal with it. An
// overdue result says when it was due and whom it waits for (docs/rules.md, Results on time): the
// match to start, its rounds to be locked, or a captain's confirmation, and when it completes
// itself if nobody does anything.
import type { AttentionItem, AttentionReason } from '@cueleague/domain/match-attention';
import type { Match } from '@cueleague/domain/entities';
import {
  autoCompleteAt,
  resultDueAt,
  resultWait,
  type ResultDeadlines,
} from '@cueleague/domain/result-deadlines';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, possessive } from '../../../lib/format.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { matchLabel, type MatchDialogKind } from './match-action-dialogs.tsx';

const REASON_CHIPS: Record<
  AttentionReason,
  { label: string; color: 'error' | 'warning' | 'info' }
> = {
  disputed: { label: 'Disputed', color: 'error' },
  overdue: { label: 'Result overdue', color: 'warning' },
  postponed: { label: 'Postponed', color: 'info' },
};

/** Whom an overdue result waits for: "not started", "2 of 4 rounds locked", a captain. */
const waitingFor = (match: Match, teamName: TeamName): string => {
  const wait = resultWait(match);
  switch (wait?.kind) {
    case 'start':
      return 'not started';
    case 'rounds':
      return `${String(wait.locked)} of ${String(wait.of)} rounds locked`;
    case 'confirm': {
      const [side] = wait.sides;
      if (wait.sides.length > 1 || !side) return 'waiting for both captains to confirm';
      const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
      return `waiting for ${possessive(teamName(teamId))} captain to confirm`;
    }
    case 'dispute':
      return 'disputed';
    case undefined:
      return 'no result yet';
  }
};

const overdueDetail = (
  match: Match,
  teamName: TeamName,
  timeZone: string | undefined,
  deadlines: ResultDeadlines,
): string => {
  const due = formatDateTime(new Date(resultDueAt(match, deadlines)).toISOString(), timeZone);
  const auto = autoCompleteAt(match, deadlines);
  const completes =
    auto === null
      ? ''
      : `; completes automatically ${formatDateTime(new Date(auto).toISOString(), timeZone)}`;
  return `Due ${due}; ${waitingFor(match, teamName)}${completes}`;
};

const attentionDetail = (
  item: AttentionItem,
  teamName: TeamName,
  timeZone: string | undefined,
  deadlines: ResultDeadlines,
) => {
  const { match } = item;
  const when = formatDateTime(match.scheduledDate, timeZone);
  switch (item.reason) {
    case 'disputed': {
      const dispute = match.progress.dispute;
      const side = dispute?.side === 'away' ? match.awayTeamId : match.homeTeamId;
      return `${possessive(teamName(side))} captain disputes the ${String(match.homeScore)}–${String(match.awayScore)} result: “${dispute?.reason ?? ''}” · ${when}`;
    }
    case 'overdue':
      return overdueDetail(match, teamName, timeZone, deadlines);
    case 'postponed':
      return `Postponed; was due ${when}`;
  }
};

export const AttentionRow = ({
  item,
  teamName,
  timeZone,
  deadlines,
  onAction,
}: {
  item: AttentionItem;
  teamName: TeamName;
  timeZone: string | undefined;
  /** The league's results on time: when a result is due, and when one completes itself. */
  deadlines: ResultDeadlines;
  onAction: (kind: MatchDialogKind) => void;
}) => {
  const { match, reason } = item;
  const wait = reason === 'overdue' ? resultWait(match)?.kind : undefined;
  const label = matchLabel(match, teamName);
  const chip = REASON_CHIPS[reason];
  const matchLink = `/team/match/${encodeURIComponent(match.id)}/score`;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          <TeamLink teamId={match.homeTeamId}>{teamName(match.homeTeamId)}</TeamLink> v{' '}
          <TeamLink teamId={match.awayTeamId}>{teamName(match.awayTeamId)}</TeamLink>
        </Typography>
        <Chip size="small" color={chip.color} label={chip.label} />
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.25, overflowWrap: 'anywhere' }}
      >
        {attentionDetail(item, teamName, timeZone, deadlines)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {reason === 'disputed' && (
          <>
            <Button size="small" variant="contained" onClick={() => onAction('complete')}>
              Accept result
            </Button>
            <Button size="small" variant="outlined" onClick={() => onAction('reopen')}>
              Reopen with reason
            </Button>
          </>
        )}
        {wait === 'confirm' && (
          <Button size="small" variant="contained" onClick={() => onAction('complete')}>
            Force complete
          </Button>
        )}
        {wait === 'start' && (
          <>
            <Button size="small" variant="outlined" onClick={() => onAction('walkover')}>
              Record a walkover
            </Button>
            <Button size="small" variant="outlined" onClick={() => onAction('postpone')}>
              Postpone
            </Button>
          </>
        )}
        {reason === 'postponed' && (
          <Button size="small" variant="contained" onClick={() => onAction('reschedule')}>
            Reschedule
          </Button>
        )}
        {reason === 'postponed' ? (
          <Button
            size="small"
            component={RouterLink}
            to={`/admin/schedule-matches?season=${encodeURIComponent(match.seasonId)}`}
          >
            Fixture list
          </Button>
        ) : (
          <Button size="small" component={RouterLink} to={matchLink}>
            Open the match
          </Button>
        )}
      </Stack>
    </Box>
  );
};
