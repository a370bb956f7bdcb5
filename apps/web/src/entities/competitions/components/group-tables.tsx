// A group cup's groups (docs/rules.md, Groups then knockout): each group's table as it stands
// (position, team, played, won, drawn, lost, frames for and against, points; the teams going
// through marked, in words for a screen reader) and its ties, round by round, with their scores
// or their play-by dates. Loaded only for a cup with groups: the bracket page of a plain knockout
// stays within its JavaScript budget.
import type { GroupRecord, TieRecord } from '@cueleague/domain/competitions/records';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { TAP_TARGET } from '../../../components/route-link.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDay } from '../../../lib/format.ts';
import { MatchLink } from '../../matches/components/match-link.tsx';
import {
  entrantNoun,
  roundTitle,
  tieScore,
  tieSentence,
  type EntrantNoun,
} from '../bracket-view.ts';
import type { CupViewProps } from './bracket.tsx';
import { SideLink } from './side-link.tsx';

/** The table's columns after the team: short on screen, in full for a screen reader. */
const COLUMNS = [
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['F', 'Frames for'],
  ['A', 'Frames against'],
  ['Pts', 'Points'],
] as const;

/** The heading of a table's column of entrants. */
const ENTRANT_HEADINGS: Record<EntrantNoun, string> = {
  team: 'Team',
  player: 'Player',
  pair: 'Pair',
};

const GroupTable = ({
  group,
  linked,
  entrant,
}: {
  group: GroupRecord;
  linked: boolean;
  /** What its lines are: teams, or a singles knockout's players, a doubles knockout's pairs. */
  entrant: EntrantNoun;
}) => (
  <Box
    component="section"
    aria-label={`${group.name} table`}
    tabIndex={0}
    sx={{ overflowX: 'auto' }}
  >
    <Paper variant="outlined" sx={{ width: 'max-content', minWidth: '100%' }}>
      <Table size="small" aria-label={`${group.name} table`} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell align="right">
              <abbr title="Position">#</abbr>
            </TableCell>
            <TableCell>{ENTRANT_HEADINGS[entrant]}</TableCell>
            {COLUMNS.map(([short, full]) => (
              <TableCell key={short} align="right">
                <abbr title={full}>{short}</abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {group.table.map((row) => (
            <TableRow
              key={row.team.teamId}
              sx={
                row.qualifies
                  ? { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` }
                  : {}
              }
            >
              <TableCell align="right">{row.position}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: row.qualifies ? 700 : 400 }}>
                {linked ? (
                  <SideLink teamId={row.team.teamId} playerIds={row.team.playerIds} sx={TAP_TARGET}>
                    {row.team.name}
                  </SideLink>
                ) : (
                  row.team.name
                )}
                {row.qualifies && (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <Box component="span" sx={visuallyHidden}>
                      (through)
                    </Box>
                  </>
                )}
              </TableCell>
              {[
                row.played,
                row.won,
                row.drawn,
                row.lost,
                row.framesFor,
                row.framesAgainst,
                row.points,
              ].map((value, at) => (
                <TableCell key={COLUMNS[at]?.[0]} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  </Box>
);

/** One group tie: "Reds 3–1 Blues" once played, else "Reds v Blues, play by Tue 10 Mar". */
const GroupTie = ({
  tie,
  name,
  date,
  timeZone,
  linked,
  action,
}: {
  tie: TieRecord;
  name: string;
  date: string | null;
  timeZone: string | undefined;
  linked: boolean;
  action: ReactNode;
}) => {
  const score = tieScore(tie);
  const sentence = tieSentence(tie, name, { home: '', away: '' });
  return (
    <Box component="li" aria-label={sentence}>
      <Typography variant="caption" color="text.secondary">
        {name}
        {!score && !tie.decidedBy && (date ? ` · play by ${formatDay(date, timeZone)}` : '')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {tie.home?.name} {score ? `${String(score.home)}–${String(score.away)}` : 'v'}{' '}
          {tie.away?.name}
          {tie.decidedBy && ` (decided: ${tie.decidedBy.reason})`}
        </Typography>
        {tie.match && linked && (
          <Typography variant="caption">
            <MatchLink matchId={tie.match.id} sx={TAP_TARGET} aria-label={`Match: ${sentence}`}>
              Match
            </MatchLink>
          </Typography>
        )}
        {action}
      </Stack>
    </Box>
  );
};

export const GroupTables = ({ competition, timeZone, linked = true, tieAction }: CupViewProps) => {
  const id = useId();
  const stage = competition.groupStage;
  if (!stage) return null;
  const through = competition.groups?.qualifiers ?? 1;
  return (
    <Stack spacing={3} component="section" aria-labelledby={`${id}-groups`}>
      <Box>
        <Typography variant="h2" id={`${id}-groups`}>
          Groups
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {through === 1
            ? 'Each group’s winner goes'
            : `The top ${String(through)} of each group go`}{' '}
          through to the knockout (marked ✓)
          {stage.complete ? '.' : ', once every group tie is played.'}
        </Typography>
      </Box>
      {stage.groups.map((group) => {
        const headingId = `${id}-${group.id}`;
        const ties = [...group.ties].sort((a, b) => a.round - b.round || a.index - b.index);
        return (
          <Box key={group.id} component="section" aria-labelledby={headingId}>
            <Typography variant="h3" id={headingId} sx={{ mb: 1 }}>
              {group.name}
            </Typography>
            <GroupTable group={group} linked={linked} entrant={entrantNoun(competition)} />
            <Box
              component="ol"
              aria-label={`${group.name} ties`}
              sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}
            >
              {ties.map((tie) => {
                const round = competition.rounds.find(({ round: at }) => at === tie.round);
                const name = `${group.name}, ${round ? roundTitle(round) : `round ${String(tie.round)}`}`;
                return (
                  <GroupTie
                    key={tie.id}
                    tie={tie}
                    name={name}
                    date={round?.date ?? null}
                    timeZone={timeZone}
                    linked={linked}
                    action={tieAction?.(tie, name)}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
};
