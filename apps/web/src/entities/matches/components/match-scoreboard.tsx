// A live match as a scoreboard: both teams and the score, then each round's frames (who
// played, who won) with the round's score. Built to be read across a room on a venue's TV as well
// as on a phone. On the live page each board links to the match's own page, its full scorecard.
// A cup tie's board names its cup and round, linking to the cup's bracket. A players' knockout's
// sides link to their players' pages; a doubles tie's frames name its pairs (docs/decisions/0049),
// whose names are linked at the top of the board, not in each frame.
import { VACANT } from '@cueleague/domain/constants';
import { framesPerMatch, raceToOf } from '@cueleague/domain/match-format';
import type { Frame, Match, Side } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { roundsOf } from '@cueleague/domain/rounds';
import { boardScore, framesPlayed } from '@cueleague/domain/frame-result';
import { roundInPlay } from '@cueleague/domain/match-phase';
import { otherSide } from '@cueleague/domain/sides';
import { CupChip } from '../../competitions/components/cup-chip.tsx';
import { SideLink } from '../../competitions/components/side-link.tsx';
import { withCup, type CupLabel } from '../../competitions/hooks/use-cup-labels.ts';
import { PlayerLink } from '../../players/components/player-link.tsx';
import type { TeamName } from '../../teams/hooks/use-team-names.ts';
import { ScoreGrid } from '../../../components/score-box.tsx';
import { Link as RouterLink } from 'react-router';
import { matchPath } from './match-link.tsx';

const frameResult = (frame: Frame): 'home' | 'away' | 'none' | 'unplayed' => {
  if (!frame.isComplete) return 'unplayed';
  if (frame.homeScore > frame.awayScore) return 'home';
  if (frame.awayScore > frame.homeScore) return 'away';
  return 'none';
};

type FrameResult = ReturnType<typeof frameResult>;

/** A position at the row's outer edge (read out in the frame's hidden description instead). */
const FramePosition = ({ side, position }: { side: Side; position: string | number }) => (
  <Box
    component="span"
    sx={{ color: 'text.secondary', fontWeight: 600, textAlign: side === 'home' ? 'left' : 'right' }}
    aria-hidden="true"
  >
    {position}
  </Box>
);

/** A player's name, towards the score: bold for the winner, dimmed for the loser; a real player's
 * links to their page (a doubles pair, a side's id, has none). */
const FramePlayer = ({
  side,
  result,
  name,
  playerId,
  pair,
}: {
  side: Side;
  result: FrameResult;
  name: string;
  playerId: string;
  pair: boolean;
}) => (
  <Box
    component="span"
    sx={{
      textAlign: side === 'home' ? 'right' : 'left',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontWeight: result === side ? 700 : 400,
      color: result === otherSide(side) ? 'text.secondary' : 'text.primary',
    }}
  >
    {playerId === VACANT || name === '' || pair ? (
      name
    ) : (
      <PlayerLink playerId={playerId}>{name}</PlayerLink>
    )}
  </Box>
);

/**
 * A team's name beside the score, towards it: a link to the team's page (a players' knockout's
 * side, to its player's or each of its pair's).
 */
const BoardTeamName = ({
  teamId,
  playerIds,
  name,
  align,
}: {
  teamId: string;
  playerIds: readonly string[] | undefined;
  name: string;
  align: 'left' | 'right';
}) => (
  <Typography
    sx={{
      fontWeight: 600,
      textAlign: align,
      fontSize: { xs: '1rem', sm: '1.15rem' },
      overflowWrap: 'anywhere',
    }}
  >
    <SideLink teamId={teamId} playerIds={playerIds}>
      {name}
    </SideLink>
  </Typography>
);

/** A frame's row; the same frame (a live update leaves the others as they were) is not redrawn. */
const FrameRow = memo(function FrameRow({
  frame,
  playerName,
  homeTeamId,
  awayTeamId,
}: {
  frame: Frame;
  playerName: (id: string) => string;
  /** The match's sides, which a doubles pair's frame names in place of players. */
  homeTeamId: string;
  awayTeamId: string;
}) {
  const result = frameResult(frame);
  // A doubles pair's frame names the sides' ids: no player's page to link to.
  const isSide = (id: string) => id === homeTeamId || id === awayTeamId;
  // Before a round's line-up is set its positions are still 'vacant': that is "to be confirmed",
  // not a forfeit (a forfeit frame is complete).
  const nameOf = (id: string) => (result === 'unplayed' && id === VACANT ? 'TBC' : playerName(id));
  const home = nameOf(frame.homePlayerId);
  const away = nameOf(frame.awayPlayerId);
  const described =
    result === 'unplayed'
      ? 'not played yet'
      : result === 'none'
        ? 'no winner'
        : `won by ${result === 'home' ? home : away}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1.25rem minmax(0, 1fr) 2.75rem minmax(0, 1fr) 1.25rem',
        alignItems: 'center',
        gap: 0.75,
        py: 0.4,
        fontSize: '0.85rem',
      }}
    >
      <FramePosition side="home" position={frame.homePosition} />
      <FramePlayer
        side="home"
        result={result}
        name={home}
        playerId={frame.homePlayerId}
        pair={isSide(frame.homePlayerId)}
      />
      <Box
        component="span"
        sx={{
          textAlign: 'center',
          borderRadius: 1,
          fontWeight: 700,
          bgcolor: result === 'unplayed' ? 'transparent' : 'action.selected',
          color: result === 'unplayed' ? 'text.disabled' : 'text.primary',
        }}
      >
        <span aria-hidden="true">
          {result === 'unplayed' ? '–' : `${frame.homeScore}-${frame.awayScore}`}
        </span>
        <Box component="span" sx={visuallyHidden}>
          Frame {frame.frameNumber}: {home} v {away}, {described}
        </Box>
      </Box>
      <FramePlayer
        side="away"
        result={result}
        name={away}
        playerId={frame.awayPlayerId}
        pair={isSide(frame.awayPlayerId)}
      />
      <FramePosition side="away" position={frame.awayPosition} />
    </Box>
  );
});

/** The same element every time: React does not redraw it when the board changes. */
const LIVE_CHIP = (
  <Chip
    size="small"
    color="error"
    label="Live"
    sx={{
      fontWeight: 700,
      '&::before': {
        content: '""',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'common.white',
        ml: 1,
        animation: 'cueleague-pulse 1.6s ease-in-out infinite',
      },
      '@keyframes cueleague-pulse': { '50%': { opacity: 0.3 } },
    }}
  />
);

type Round = ReturnType<typeof roundsOf>[number];

/**
 * One round of the board. A live frame redraws only its round (and a frame row only when the
 * frame changed), not the whole board: what a visitor waits for shows sooner.
 */
const RoundBoard = memo(
  ({
    round,
    now,
    playerName,
    homeTeamId,
    awayTeamId,
  }: {
    round: Round;
    /** The round being played. */
    now: boolean;
    playerName: (id: string) => string;
    homeTeamId: string;
    awayTeamId: string;
  }) => (
    <Box
      component="section"
      aria-label={`Round ${round.round}: ${round.home}–${round.away}`}
      sx={{
        border: 1,
        borderColor: now ? 'primary.dark' : 'divider',
        borderRadius: 1.5,
        px: 1.25,
        py: 0.75,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.25 }} aria-hidden="true">
        <Typography
          variant="caption"
          sx={{
            fontWeight: 700,
            color: 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          Round {round.round}
          {now ? ' · now' : ''}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {round.home}–{round.away}
        </Typography>
      </Stack>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {round.frames.map((frame) => (
          <FrameRow
            key={frame.frameId}
            frame={frame}
            playerName={playerName}
            homeTeamId={homeTeamId}
            awayTeamId={awayTeamId}
          />
        ))}
      </Box>
    </Box>
  ),
  (before, after) =>
    before.now === after.now &&
    before.playerName === after.playerName &&
    before.homeTeamId === after.homeTeamId &&
    before.awayTeamId === after.awayTeamId &&
    (before.round === after.round || JSON.stringify(before.round) === JSON.stringify(after.round)),
);

export const MatchScoreboard = ({
  match,
  teamName,
  playersOf,
  playerName,
  venueName,
  compact = false,
  headingLevel = 'h2',
  linked = false,
  cup = null,
}: {
  match: Match;
  teamName: TeamName;
  /** A players' knockout's side's players, for links to their pages; absent: teams only. */
  playersOf?: ((teamId: string) => readonly string[] | undefined) | undefined;
  playerName: (id: string) => string;
  venueName?: string | undefined;
  headingLevel?: 'h2' | 'h3';
  /** Score and round progress only (the home page). */
  compact?: boolean;
  /** A link to the match's page, its full scorecard (the live page). */
  linked?: boolean;
  /** The cup this match is a tie of; null for a league match. */
  cup?: CupLabel | null;
}) => {
  const score = boardScore(match);
  const rounds = roundsOf(match);
  const playing = roundInPlay(match);
  const home = teamName(match.homeTeamId);
  const away = teamName(match.awayTeamId);
  const headingId = `match-${match.id}-heading`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            mb: 1.5,
            gap: 1,
          }}
        >
          {cup ? (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
              {LIVE_CHIP}
              <CupChip cup={cup} />
            </Stack>
          ) : (
            LIVE_CHIP
          )}
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
            {match.format.positionsPerTeam === 1 ? (
              `Race to ${String(raceToOf(match.format))}`
            ) : (
              <>
                Round {playing} of {rounds.length} · {framesPlayed(match)}/
                {framesPerMatch(match.format)} frames
              </>
            )}
            {venueName ? ` · ${venueName}` : ''}
          </Typography>
        </Stack>
        <Typography variant="h3" component={headingLevel} id={headingId} sx={visuallyHidden}>
          {withCup(`${home} ${score.home}, ${away} ${score.away}`, cup)}
        </Typography>
        <ScoreGrid
          home={
            <BoardTeamName
              teamId={match.homeTeamId}
              playerIds={playersOf?.(match.homeTeamId)}
              name={home}
              align="right"
            />
          }
          away={
            <BoardTeamName
              teamId={match.awayTeamId}
              playerIds={playersOf?.(match.awayTeamId)}
              name={away}
              align="left"
            />
          }
          score={score}
          namesRead
        />
        {!compact && (
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            }}
          >
            {rounds.map((round) => (
              <RoundBoard
                key={round.round}
                round={round}
                now={round.round === playing && !round.complete}
                playerName={playerName}
                homeTeamId={match.homeTeamId}
                awayTeamId={match.awayTeamId}
              />
            ))}
          </Box>
        )}
        {linked && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
            <Button
              component={RouterLink}
              to={matchPath(match.id)}
              size="small"
              aria-label={withCup(`Full scorecard: ${home} v ${away}`, cup)}
            >
              Full scorecard
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
