// The dashboard's penalties to decide (docs/rules.md, Proposed penalties): what the result timer
// proposed under the league's rules, a late result or a result never confirmed, oldest first. The
// admin applies each (a points adjustment in the table, with its reason) or waives it with a
// reason: nothing is taken from a team without the admin. Shown while a rule is on, and whenever
// proposals wait (one left from before a rule was turned off still needs deciding).
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../../../components/page.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { useLeague } from '../../../entities/league/hooks/use-league.ts';
import {
  matchSummariesQuery,
  type MatchSummary,
} from '../../../entities/matches/api/matches-api.ts';
import { MatchLink } from '../../../entities/matches/components/match-link.tsx';
import {
  penaltyProposalsQuery,
  type PenaltyProposal,
} from '../../../entities/penalties/api/penalty-proposals-api.ts';
import { useApplyPenalty } from '../../../entities/penalties/hooks/use-penalty-actions.ts';
import { TeamLink } from '../../../entities/teams/components/team-link.tsx';
import { useTeamNames, type TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { WaivePenaltyDialog } from './waive-penalty-dialog.tsx';

const PROPOSED = { state: 'proposed' } as const;

/** "−4 for Cue Tips (Late result)": a proposal as its row and its dialog name it. */
const penaltyLabel = (proposal: PenaltyProposal, teamName: TeamName): string =>
  `${adjustmentFigure(proposal.points)} for ${teamName(proposal.teamId)} (${proposal.reason})`;

/** "Cue Tips v Break Masters, Tue 3 Mar" (the day in the league's time); "the match" until known. */
const matchName = (
  match: MatchSummary | undefined,
  teamName: TeamName,
  timeZone: string | undefined,
): string =>
  match
    ? `${teamName(match.homeTeamId)} v ${teamName(match.awayTeamId)}, ${formatDay(match.scheduledDate, timeZone)}`
    : 'the match';

const PenaltyRow = ({
  proposal,
  match,
  teamName,
  timeZone,
  applying,
  onApply,
  onWaive,
}: {
  proposal: PenaltyProposal;
  match: MatchSummary | undefined;
  teamName: TeamName;
  timeZone: string | undefined;
  applying: boolean;
  onApply: () => void;
  onWaive: () => void;
}) => {
  const team = teamName(proposal.teamId);
  const figure = adjustmentFigure(proposal.points);
  return (
    <Box
      component="li"
      aria-label={penaltyLabel(proposal, teamName)}
      sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          <TeamLink teamId={proposal.teamId}>{team}</TeamLink>
        </Typography>
        <Chip size="small" color="error" label={figure} />
        <Typography>{proposal.reason}</Typography>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.25, overflowWrap: 'anywhere' }}
      >
        For <MatchLink matchId={proposal.matchId}>{matchName(match, teamName, timeZone)}</MatchLink>
        {' · '}proposed {formatDateTime(proposal.proposedAt, timeZone)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {/* Named in full, as every row has the same two buttons; the name starts as they read. */}
        <Button
          size="small"
          variant="contained"
          aria-label={`Apply ${figure} to ${team}`}
          loading={applying}
          onClick={onApply}
        >
          Apply
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label={`Waive ${figure} for ${team}`}
          onClick={onWaive}
        >
          Waive
        </Button>
      </Stack>
    </Box>
  );
};

export const PenaltiesToDecide = () => {
  const league = useLeague().data;
  const timeZone = league?.timezone;
  const rulesOn = Boolean(
    league && (league.lateResultPenalty > 0 || league.unconfirmedPenalty > 0),
  );
  const proposals = useQuery(penaltyProposalsQuery(PROPOSED));
  const items = proposals.data ?? [];
  const seasonIds = [...new Set(items.map((proposal) => proposal.seasonId))].sort();
  const { teamName } = useTeamNames(seasonIds);
  // The seasons' fixture lists name the matches (the current one's the dashboard already holds).
  const matches = useQueries({
    queries: seasonIds.map((seasonId) => matchSummariesQuery({ seasonId })),
  });
  const apply = useApplyPenalty();
  const [waiving, setWaiving] = useState<PenaltyProposal | null>(null);

  // With no rule on, a failed read still shows: proposals may be waiting from before.
  if (!rulesOn && items.length === 0 && !proposals.isError) return null;

  const matchOf = (id: string) =>
    matches.flatMap((result) => result.data ?? []).find((match) => match.id === id);

  const body = () => {
    if (proposals.isPending)
      return <LoadingRows rows={1} height={112} label="Loading penalties to decide" />;
    if (proposals.isError)
      return <ErrorState error={proposals.error} onRetry={() => void proposals.refetch()} />;
    if (items.length === 0)
      return (
        <EmptyState icon={<CheckCircleOutlineIcon />} title="No penalties to decide">
          A penalty the league&apos;s rules propose for a late or unconfirmed result waits here for
          you to apply or waive.
        </EmptyState>
      );
    return (
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Penalties to decide"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((proposal) => (
          <PenaltyRow
            key={proposal.id}
            proposal={proposal}
            match={matchOf(proposal.matchId)}
            teamName={teamName}
            timeZone={timeZone}
            applying={apply.isPending && apply.variables === proposal.id}
            onApply={() => apply.mutate(proposal.id)}
            onWaive={() => setWaiving(proposal)}
          />
        ))}
      </Paper>
    );
  };

  return (
    <Section
      title="Penalties to decide"
      action={
        items.length > 0 ? <Chip label={items.length} color="warning" size="small" /> : undefined
      }
    >
      {apply.error && (
        <Alert severity="error" onClose={() => apply.reset()} sx={{ mb: 1.5 }}>
          Could not apply the penalty: {errorMessage(apply.error)}
        </Alert>
      )}
      {body()}
      {waiving && (
        <WaivePenaltyDialog
          key={waiving.id}
          proposal={waiving}
          description={penaltyLabel(waiving, teamName)}
          onClose={() => setWaiving(null)}
        />
      )}
    </Section>
  );
};
