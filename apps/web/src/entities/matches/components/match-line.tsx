// One match on a line: home and away (each a link to the team's page) with the score (or the start
// time) between them, when and where, and its state. Reads the same on a phone (teams stacked
// around the score) and on a TV. In a list the score (or the "v") is the link to the match's
// page, its full scorecard. A cup tie carries its cup and round ("Winter Cup · Semi-finals"),
// linking to the cup's bracket, and says it in its names; a league match shows nothing more. A
// result that came in after the league's due time is marked late, one still missing overdue.
import type { Match } from '@cueleague/domain/entities';
import { resultLateness, type Lateness } from '@cueleague/domain/result-deadlines';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { useResultDeadlines } from '../../league/hooks/use-league.ts';
import { CupChip } from '../../competitions/components/cup-chip.tsx';
import {
  withCup,
  type CupLabel,
  type CupLabelOf,
} from '../../competitions/hooks/use-cup-labels.ts';
import { TeamLink } from '../../teams/components/team-link.tsx';
import type { TeamName } from '../../teams/hooks/use-team-names.ts';
import type { MatchSummary } from '../api/matches-api.ts';
import { matchScore } from '@cueleague/domain/frame-result';
import { matchPath } from './match-link.tsx';
import { isPointsWalkover, unplayedLabel } from '@cueleague/domain/unplayed-label';

/**
 * A match's state as a chip. Public lists mark only what is unusual (live, postponed, cancelled);
 * `every` labels all five states, for lists that mix them (a team's matches).
 */
export const MatchStateChip = ({
  state,
  every = false,
}: {
  state: Match['state'];
  every?: boolean;
}) => {
  switch (state) {
    case 'in-progress':
      return (
        <Chip
          size="small"
          color="error"
          label={every ? 'In progress' : 'Live'}
          sx={{ fontWeight: 700 }}
        />
      );
    case 'postponed':
      return <Chip size="small" color="warning" variant="outlined" label="Postponed" />;
    case 'cancelled':
      return <Chip size="small" variant="outlined" label="Cancelled" />;
    case 'pre-match':
      return every ? <Chip size="small" color="info" variant="outlined" label="Pre-match" /> : null;
    case 'completed':
      return every ? (
        <Chip size="small" color="success" variant="outlined" label="Completed" />
      ) : null;
  }
};

const LATENESS_WORDS: Record<Lateness, string> = { late: 'Late', overdue: 'Overdue' };

/** "Late" (a result in after its due time) or "Overdue" (none yet), read out as "Result late". */
const LatenessChip = ({ lateness }: { lateness: Lateness }) => {
  const words = LATENESS_WORDS[lateness];
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={
        <>
          <span aria-hidden="true">{words}</span>
          <Box component="span" sx={visuallyHidden}>
            {`Result ${words.toLowerCase()}`}
          </Box>
        </>
      }
    />
  );
};

type ChipMatch = Pick<
  Match,
  | 'state'
  | 'format'
  | 'progress'
  | 'homeScore'
  | 'awayScore'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'scheduledDate'
>;

/** Whether a match can be late at all: no result yet, or one completed at a known time. */
const mayBeLate = (match: ChipMatch): boolean =>
  match.state === 'pre-match' ||
  match.state === 'in-progress' ||
  (match.state === 'completed' && Boolean(match.progress.completedAt) && !match.progress.walkover);

/** The state chip with the lateness mark beside it, when the match's result is late or overdue. */
const WithLateness = ({ match, children }: { match: ChipMatch; children: ReactNode }) => {
  const lateness = resultLateness(match, useResultDeadlines(), Date.now());
  if (!lateness) return children;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {children}
      <LatenessChip lateness={lateness} />
    </Box>
  );
};

/**
 * The state chip, or what a match not played was in its place ("Walkover: Cue Tips 16-0",
 * "Void"): for the lists that show a result. A result late or overdue (docs/rules.md, Results on
 * time) says so beside it, by the league's due time.
 */
export const ResultStateChip = ({
  match,
  teamName,
  every = false,
}: {
  match: ChipMatch;
  teamName: TeamName;
  every?: boolean;
}) => {
  const unplayed = unplayedLabel(match, {
    home: teamName(match.homeTeamId),
    away: teamName(match.awayTeamId),
  });
  const chip = unplayed ? (
    <Chip size="small" variant="outlined" label={unplayed} />
  ) : (
    <MatchStateChip state={match.state} every={every} />
  );
  // Only a match that can be late reads the league's due time (a walkover or a void never is).
  return mayBeLate(match) ? <WithLateness match={match}>{chip}</WithLateness> : chip;
};

export const MatchLine = ({
  match,
  teamName,
  timeZone,
  venueName,
  showDate = true,
  highlightTeamId,
  linked = false,
  cup = null,
}: {
  match: MatchSummary;
  teamName: TeamName;
  timeZone?: string | undefined;
  venueName?: string | undefined;
  showDate?: boolean;
  highlightTeamId?: string | undefined;
  /** The score (or the "v") links to the match's page, its full scorecard. */
  linked?: boolean;
  /** The cup this match is a tie of; null for a league match. */
  cup?: CupLabel | null;
}) => {
  // A walkover with no frames shows "v" and says who won in words instead of a 0-0.
  const played =
    (match.state === 'in-progress' || match.state === 'completed') && !isPointsWalkover(match);
  const score = matchScore(match);
  const home = teamName(match.homeTeamId);
  const away = teamName(match.awayTeamId);
  const unplayed = unplayedLabel(match, { home, away });
  const walkover = match.state === 'completed' ? match.progress.walkover : undefined;
  const winner = walkover
    ? walkover.winner === 'home'
      ? 1
      : -1
    : match.state === 'completed'
      ? Math.sign(score.home - score.away)
      : 0;
  const label = withCup(
    unplayed
      ? `${home} versus ${away}, ${unplayed}`
      : played
        ? `${home} ${score.home}, ${away} ${score.away}`
        : `${home} versus ${away}, ${formatDateTime(match.scheduledDate, timeZone)}`,
    cup,
  );
  const stateChip = <ResultStateChip match={match} teamName={teamName} />;
  const teamSx = (teamId: string, won: boolean) => ({
    fontWeight: won || teamId === highlightTeamId ? 700 : 400,
    color: teamId === highlightTeamId ? 'primary.light' : 'text.primary',
    overflowWrap: 'anywhere' as const,
  });
  return (
    <Box sx={{ py: 1.25 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 0.5,
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption">
          {showDate
            ? formatDateTime(match.scheduledDate, timeZone)
            : formatTime(match.scheduledDate, timeZone)}
          {venueName ? ` · ${venueName}` : ''}
        </Typography>
        {cup ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <CupChip cup={cup} />
            {stateChip}
          </Box>
        ) : (
          stateChip
        )}
      </Box>
      <Box
        aria-label={label}
        role="group"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto 1fr',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Typography sx={{ ...teamSx(match.homeTeamId, winner > 0), textAlign: 'right' }}>
          <TeamLink teamId={match.homeTeamId}>{home}</TeamLink>
        </Typography>
        <Box
          {...(linked
            ? {
                component: RouterLink,
                to: matchPath(match.id),
                // The name holds the score (or "v") it shows, as a spoken command would say it.
                'aria-label': withCup(
                  `Scorecard: ${home} ${played ? `${score.home} – ${score.away}` : 'v'} ${away}`,
                  cup,
                ),
              }
            : { 'aria-hidden': true })}
          sx={{
            minWidth: 64,
            minHeight: 32,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: played ? 'action.selected' : 'transparent',
            fontWeight: 700,
            fontSize: played ? '1.1rem' : '0.875rem',
            color: played ? 'text.primary' : 'text.secondary',
            textDecoration: 'none',
            ...(linked && {
              border: 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }),
          }}
        >
          {played ? `${score.home} – ${score.away}` : 'v'}
        </Box>
        <Typography sx={teamSx(match.awayTeamId, winner < 0)}>
          <TeamLink teamId={match.awayTeamId}>{away}</TeamLink>
        </Typography>
      </Box>
    </Box>
  );
};

/** Matches one under the other in a box, divided by rules (the home page, a week of fixtures). */
export const MatchLines = ({
  matches,
  teamName,
  timeZone,
  venueName,
  highlightTeamId,
  linked = true,
  cupLabel,
}: {
  matches: readonly MatchSummary[];
  teamName: TeamName;
  timeZone: string | undefined;
  venueName: (id: string | null | undefined) => string | undefined;
  highlightTeamId?: string | undefined;
  /** Each match's score links to its page (the fixture list, the home page's results). */
  linked?: boolean;
  /** The cup a match is a tie of (useCupLabels), for a list that may hold cup ties. */
  cupLabel?: CupLabelOf | undefined;
}) => (
  <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
    {matches.map((match, index) => (
      <Fragment key={match.id}>
        {index > 0 && <Divider />}
        <MatchLine
          match={match}
          teamName={teamName}
          timeZone={timeZone}
          venueName={venueName(match.venueId)}
          highlightTeamId={highlightTeamId}
          linked={linked}
          cup={cupLabel?.(match) ?? null}
        />
      </Fragment>
    ))}
  </Paper>
);
