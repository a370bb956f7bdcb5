// A cup's bracket: the rounds side by side, scrolling sideways on a phone, each a labelled list of
// its ties, each tie a small card with its two sides (seed, team, score, the winner in bold). A
// cup of several stages (a losers' bracket and grand final, or a plate) shows each stage as its
// own headed section, one under the other, each scrolling on its own. Picking a team lights up
// its way through every stage. The admin page shows the same bracket as the draw's preview, and
// puts its own action on each tie (`tieAction`). In a singles knockout each side is a player,
// linking to their page (a doubles knockout's, a pair: each name to its player's), and each round
// says its race.
import type { Competition, TieRecord, TieSide } from '@cueleague/domain/competitions/records';
import type { Side } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { PlainSelect } from '../../../components/plain-select.tsx';
import { TAP_TARGET } from '../../../components/route-link.tsx';
import { MatchLink } from '../../matches/components/match-link.tsx';
import {
  bracketStages,
  entrantNoun,
  isLive,
  pathOf,
  placeholders,
  roundTitle,
  tieScore,
  tieSentence,
  tieWinner,
  type BracketStage,
} from '../bracket-view.ts';
import { SideLink } from './side-link.tsx';

const ROUND_WIDTH = 216;

const SideRow = ({
  side,
  placeholder,
  score,
  won,
  linked,
}: {
  side: TieSide | null;
  placeholder: string;
  score: number | null;
  won: boolean;
  linked: boolean;
}) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ width: 20, textAlign: 'right', flexShrink: 0 }}
    >
      {side?.seed ?? ''}
    </Typography>
    <Typography
      variant="body2"
      // A long name wraps rather than being cut off in a narrow card (360 px phones).
      sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: won ? 700 : 400 }}
      color={side ? 'text.primary' : 'text.secondary'}
    >
      {side ? (
        linked ? (
          <SideLink teamId={side.teamId} playerIds={side.playerIds} sx={TAP_TARGET}>
            {side.name}
          </SideLink>
        ) : (
          side.name
        )
      ) : (
        <Box component="span" sx={{ fontStyle: 'italic' }}>
          {placeholder}
        </Box>
      )}
    </Typography>
    {score !== null && (
      <Typography
        variant="body2"
        sx={{ fontWeight: won ? 700 : 400, minWidth: 20, textAlign: 'right' }}
      >
        {score}
      </Typography>
    )}
  </Stack>
);

const TieCard = ({
  tie,
  name,
  shown,
  onPath,
  pathNote,
  linked,
  action,
}: {
  tie: TieRecord;
  name: string;
  shown: Record<Side, string>;
  onPath: boolean;
  pathNote: string;
  linked: boolean;
  action: ReactNode;
}) => {
  const score = tieScore(tie);
  const winner = tieWinner(tie);
  const won = (side: Side) => Boolean(winner && tie[side]?.teamId === winner.teamId);
  return (
    <Box component="li" aria-label={`${tieSentence(tie, name, shown)}${pathNote}`}>
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          borderColor: onPath ? 'primary.main' : undefined,
          borderWidth: onPath ? 2 : 1,
          opacity: tie.status === 'bye' ? 0.75 : 1,
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary">
            {name}
          </Typography>
          {isLive(tie) && <Chip label="Live" color="error" size="small" />}
        </Stack>
        {(['home', 'away'] as const).map((side) => (
          <SideRow
            key={side}
            side={tie[side]}
            placeholder={shown[side]}
            score={score ? score[side] : null}
            won={won(side)}
            linked={linked}
          />
        ))}
        {tie.decidedBy && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            Decided: {tie.decidedBy.reason}
          </Typography>
        )}
        {(tie.match || action) && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {tie.match && linked && (
              <Typography variant="caption">
                <MatchLink matchId={tie.match.id} sx={TAP_TARGET} aria-label={`Match: ${name}`}>
                  Match
                </MatchLink>
              </Typography>
            )}
            {action}
          </Stack>
        )}
      </Paper>
    </Box>
  );
};

/** One stage's rounds side by side, scrolling sideways on a phone; a keyboard reaches the scroll too. */
const StageRounds = ({
  stage,
  label,
  headingId,
  headingLevel,
  timeZone,
  shown,
  path,
  followedName,
  linked,
  tieAction,
}: {
  stage: BracketStage;
  /** The scroll region's name: "Bracket" alone, else the stage's. */
  label: string;
  headingId: string;
  headingLevel: 'h2' | 'h3';
  timeZone: string | undefined;
  shown: Map<string, Record<Side, string>>;
  path: Set<string>;
  followedName: string | undefined;
  linked: boolean;
  tieAction: ((tie: TieRecord, name: string) => ReactNode) | undefined;
}) => (
  <Box component="section" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', pb: 1 }}>
    <Stack direction="row" spacing={2} sx={{ width: 'max-content', alignItems: 'stretch' }}>
      {stage.rounds.map((round) => {
        const roundHeadingId = `${headingId}-round-${String(round.round)}`;
        return (
          <Box
            key={round.round}
            sx={{ width: ROUND_WIDTH, display: 'flex', flexDirection: 'column' }}
          >
            <Typography variant="h3" component={headingLevel} id={roundHeadingId}>
              {roundTitle(round)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: 20 }}>
              {round.date ? `Play by ${formatDay(round.date, timeZone)}` : 'Date to come'}
            </Typography>
            <Box
              component="ol"
              aria-labelledby={roundHeadingId}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-around',
                gap: 1.5,
              }}
            >
              {round.ties.map(({ tie, name }) => {
                const onPath = path.has(tie.id);
                return (
                  <TieCard
                    key={tie.id}
                    tie={tie}
                    name={name}
                    shown={shown.get(tie.id) ?? { home: '', away: '' }}
                    onPath={onPath}
                    pathNote={onPath && followedName ? `, on ${followedName}'s path` : ''}
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
  </Box>
);

/** What a view of a cup's ties takes: the bracket's, and a group cup's tables' too. */
export interface CupViewProps {
  competition: Competition;
  timeZone?: string | undefined;
  /** Teams and matches as links (the public page); a draw's preview shows plain names. */
  linked?: boolean;
  /** Something to do with a tie (the admin's "Decide…"), shown on its card. */
  tieAction?: ((tie: TieRecord, name: string) => ReactNode) | undefined;
}

export const Bracket = ({ competition, timeZone, linked = true, tieAction }: CupViewProps) => {
  const id = useId();
  const stages = useMemo(() => bracketStages(competition), [competition]);
  const shown = useMemo(() => placeholders(competition, stages), [competition, stages]);
  const [following, setFollowing] = useState('');
  const path = following ? pathOf(competition, following) : new Set<string>();
  const followed = competition.entries.find((entry) => entry.teamId === following);
  const one = entrantNoun(competition);
  const entries = [...competition.entries].sort(
    (a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity) || a.name.localeCompare(b.name),
  );
  const common = {
    timeZone,
    shown,
    path,
    followedName: followed?.name,
    linked,
    tieAction,
  };
  return (
    <Box>
      <PlainSelect
        label={`Follow a ${one}`}
        value={following}
        onChange={setFollowing}
        options={[
          { value: '', label: `No ${one}` },
          ...entries.map((entry) => ({ value: entry.teamId, label: entry.name })),
        ]}
      />
      {stages.length === 1 && stages[0] ? (
        // One stage (a plain knockout): its rounds are the bracket, headed as the page's sections.
        <StageRounds
          stage={stages[0]}
          label="Bracket"
          headingId={id}
          headingLevel="h2"
          {...common}
        />
      ) : (
        <Stack spacing={3}>
          {stages.map((stage) => {
            const headingId = `${id}-${stage.stage}`;
            return (
              <Box key={stage.stage}>
                <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                  {stage.name}
                </Typography>
                <StageRounds
                  stage={stage}
                  label={stage.name}
                  headingId={headingId}
                  headingLevel="h3"
                  {...common}
                />
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
};
