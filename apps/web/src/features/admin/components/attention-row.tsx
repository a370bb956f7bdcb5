// One match on the admin dashboard's "needs attention" list: what is wrong with it (disputed,
// confirmation overdue, postponed), the detail an admin needs, and the buttons that deal with it.
import type { AttentionItem, AttentionReason } from '@cueleague/domain/match-attention';
import type { Match } from '@cueleague/domain/entities';
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
  overdue: { label: 'Confirmation overdue', color: 'warning' },
  postponed: { label: 'Postponed', color: 'info' },
};

const confirmedBy = (match: Match): string => {
  const { home, away } = match.progress.confirmed;
  if (home) return 'confirmed by the home captain only';
  if (away) return 'confirmed by the away captain only';
  return 'confirmed by neither captain';
};

const attentionDetail = (item: AttentionItem, teamName: TeamName, timeZone: string | undefined) => {
  const { match } = item;
  const when = formatDateTime(match.scheduledDate, timeZone);
  switch (item.reason) {
    case 'disputed': {
      const dispute = match.progress.dispute;
      const side = dispute?.side === 'away' ? match.awayTeamId : match.homeTeamId;
      return `${possessive(teamName(side))} captain disputes the ${String(match.homeScore)}–${String(match.awayScore)} result: “${dispute?.reason ?? ''}” · ${when}`;
    }
    case 'overdue':
      return `Played ${when}; all rounds locked at ${String(match.homeScore)}–${String(match.awayScore)}, ${confirmedBy(match)}`;
    case 'postponed':
      return `Postponed; was due ${when}`;
  }
};

export const AttentionRow = ({
  item,
  teamName,
  timeZone,
  onAction,
}: {
  item: AttentionItem;
  teamName: TeamName;
  timeZone: string | undefined;
  onAction: (kind: MatchDialogKind) => void;
}) => {
  const { match, reason } = item;
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
        {attentionDetail(item, teamName, timeZone)}
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
        {reason === 'overdue' && (
          <Button size="small" variant="contained" onClick={() => onAction('complete')}>
            Force complete
          </Button>
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
