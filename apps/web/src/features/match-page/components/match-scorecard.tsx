// The scorecard on screen: round by round, both line-ups and then every frame (home player v
// away player, who breaks, who won, the match score after it). Phone first: at 360 px the frames
// table keeps to four narrow columns (the winner is the ticked name), names wrapping if long. In
// a race format each frame is a pairing of several racks: a fifth narrow column has its racks
// (a race still being played marked so), and the score after it counts pairings won.
import type { Side } from '@cueleague/domain/entities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Section } from '../../../components/page.tsx';
import { TAP_TARGET } from '../../../components/route-link.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { PlayerLink } from '../../../entities/players/components/player-link.tsx';
import { VACANT } from '@cueleague/domain/constants';
import type { MatchPeople } from '../hooks/use-match-people.ts';
import type { LineupSlot, ScorecardFrame, ScorecardRound } from '../scorecard.ts';

/**
 * A player's short name as a link to their page; 'Vacant', a player not named yet (TBC, as the
 * live scoreboard writes it, said in full to screen readers) and a doubles pair are plain text.
 */
const PlayerName = ({
  playerId,
  people,
  bold = false,
  tapTarget = false,
}: {
  playerId: string | null;
  people: MatchPeople;
  bold?: boolean;
  /** The name is one of a stack of links (a line-up): its link is a full-size tap target. */
  tapTarget?: boolean;
}) => {
  if (playerId === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <span aria-hidden="true">TBC</span>
        <Box component="span" sx={visuallyHidden}>
          To be named
        </Box>
      </Box>
    );
  if (playerId === VACANT)
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        Vacant
      </Box>
    );
  // A doubles pair (its side's id) has no page of its own: its name, linked above the scorecard.
  if (!people.isPlayer(playerId))
    return (
      <Box component="span" sx={{ fontWeight: bold ? 700 : 400 }}>
        {people.short(playerId)}
      </Box>
    );
  return (
    <PlayerLink
      playerId={playerId}
      sx={{ fontWeight: bold ? 700 : 400, ...(tapTarget ? TAP_TARGET : {}) }}
    >
      {people.short(playerId)}
    </PlayerLink>
  );
};

const Lineup = ({
  side,
  teamName,
  slots,
  people,
}: {
  side: Side;
  teamName: string;
  slots: readonly LineupSlot[];
  people: MatchPeople;
}) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary', fontWeight: 700, overflowWrap: 'anywhere', mb: 0.25 }}
    >
      {teamName}{' '}
      <Box component="span" sx={{ fontWeight: 400 }}>
        ({side})
      </Box>
    </Typography>
    <Box
      component="ol"
      aria-label={`${teamName} line-up`}
      sx={{ listStyle: 'none', m: 0, p: 0, fontSize: '0.875rem' }}
    >
      {slots.map((slot) => (
        // A line a tap target high (24 px, a line of this text is 21), the names one under another.
        <Box
          component="li"
          key={slot.position}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 24 }}
        >
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, width: '1.25em' }}>
            {slot.position}
          </Box>
          <PlayerName playerId={slot.playerId} people={people} tapTarget />
        </Box>
      ))}
    </Box>
  </Box>
);

/** The mark of the player who breaks: "B" in a small box (what it means is said beside it). */
const BreakBadge = ({ children }: { children?: ReactNode }) => (
  <Box
    component="span"
    title="Breaks"
    sx={{
      fontSize: '0.65rem',
      fontWeight: 700,
      px: 0.5,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'secondary.main',
      color: 'secondary.main',
      lineHeight: 1.4,
    }}
  >
    <span aria-hidden="true">B</span>
    {children}
  </Box>
);

/** The breaking player's name with a marker, read out as "(breaks)". */
const FramePlayer = ({
  entry,
  side,
  people,
}: {
  entry: ScorecardFrame;
  side: Side;
  people: MatchPeople;
}) => {
  const { frame, outcome } = entry;
  const id = side === 'home' ? frame.homePlayerId : frame.awayPlayerId;
  const position = side === 'home' ? frame.homePosition : frame.awayPosition;
  const unnamed = outcome === 'unplayed' && id === VACANT;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 0.75,
        minWidth: 0,
      }}
    >
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }} aria-hidden="true">
        {position}
      </Box>
      <PlayerName playerId={unnamed ? null : id} people={people} bold={outcome === side} />
      {outcome === side && (
        <Box component="span" sx={{ color: 'success.light', fontWeight: 700 }} title="Won">
          <span aria-hidden="true">✓</span>
          <Box component="span" sx={visuallyHidden}>
            {' (won)'}
          </Box>
        </Box>
      )}
      {entry.breaker === side && (
        <BreakBadge>
          <Box component="span" sx={visuallyHidden}>
            {' (breaks)'}
          </Box>
        </BreakBadge>
      )}
    </Box>
  );
};

const winnerText = (entry: ScorecardFrame, people: MatchPeople): string => {
  const { frame, outcome } = entry;
  switch (outcome) {
    case 'unplayed':
      return entry.inPlay ? 'Being played' : 'Not played';
    case 'none':
      return 'No winner';
    case 'home':
      return people.short(frame.homePlayerId);
    case 'away':
      return people.short(frame.awayPlayerId);
  }
};

/** Nothing in a cell yet: a dash, read out as "none yet". */
const NoneYet = () => (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    <span aria-hidden="true">–</span>
    <Box component="span" sx={visuallyHidden}>
      none yet
    </Box>
  </Box>
);

/**
 * A pairing's racks in a race, home's first: "3–2" once it has a result; while the race is on,
 * its racks so far marked "in play" under them (not a result: the score column stays empty).
 */
const RacksCell = ({ entry }: { entry: ScorecardFrame }) => {
  const { racks, outcome, inPlay } = entry;
  if (!racks || (outcome === 'unplayed' && !inPlay)) return <NoneYet />;
  return (
    <>
      <Box component="span" sx={{ color: inPlay ? 'warning.light' : 'text.primary' }}>
        {racks.home}–{racks.away}
      </Box>
      {inPlay && (
        <>
          {' '}
          <Box
            component="span"
            sx={{
              display: 'block',
              fontSize: '0.6875rem',
              fontWeight: 700,
              color: 'warning.light',
              lineHeight: 1.2,
            }}
          >
            in play
          </Box>
        </>
      )}
    </>
  );
};

/** A round as the scorecard shows it, with the names of the match's people and teams. */
interface RoundProps {
  round: ScorecardRound;
  people: MatchPeople;
  home: string;
  away: string;
}

const FramesTable = ({ round, people, home, away }: RoundProps) => (
  <TableContainer>
    <Table
      size="small"
      sx={{
        '& td, & th': { px: { xs: 0.75, sm: 1 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        // On a phone the winner is the ticked name; the column shows from 600 px up.
        '& .winner': { display: { xs: 'none', sm: 'table-cell' } },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {round.racks
          ? `Round ${round.round} frames: ${home} v ${away}, who breaks (B), the racks, the winner and the pairings won after each frame`
          : `Round ${round.round} frames: ${home} v ${away}, who breaks (B), the winner and the score after each frame`}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: '3.5em' }}>
            Frame
          </TableCell>
          <TableCell scope="col">Home</TableCell>
          <TableCell scope="col">Away</TableCell>
          {round.racks && (
            <TableCell scope="col" align="center">
              Racks
            </TableCell>
          )}
          <TableCell scope="col" className="winner">
            Winner
          </TableCell>
          <TableCell scope="col" align="right">
            Score
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {round.frames.map((entry) => (
          <TableRow key={entry.frame.frameId}>
            <TableCell component="th" scope="row">
              {entry.frame.frameNumber}
            </TableCell>
            <TableCell>
              <FramePlayer entry={entry} side="home" people={people} />
            </TableCell>
            <TableCell>
              <FramePlayer entry={entry} side="away" people={people} />
            </TableCell>
            {round.racks && (
              <TableCell
                align="center"
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                <RacksCell entry={entry} />
              </TableCell>
            )}
            <TableCell
              className="winner"
              sx={{
                whiteSpace: 'nowrap',
                color: entry.outcome === 'unplayed' ? 'text.secondary' : 'text.primary',
                fontWeight: entry.outcome === 'home' || entry.outcome === 'away' ? 700 : 400,
              }}
            >
              {winnerText(entry, people)}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {entry.after ? `${entry.after.home}–${entry.after.away}` : <NoneYet />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/**
 * One round: its line-ups and frames. A live update redraws only the rounds it changed (a frame
 * scored touches one), not the whole scorecard: what a visitor waits for shows sooner.
 */
const RoundCard = memo(
  ({ round, people, home, away }: RoundProps) => (
    <Section
      title={`Round ${round.round}`}
      id={`round-${round.round}-heading`}
      action={
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {round.started ? (
            <>
              <span aria-hidden="true">
                {round.home}–{round.away}
              </span>
              {round.racks && (
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ color: 'text.secondary', fontWeight: 400, ml: 1, whiteSpace: 'nowrap' }}
                >
                  racks {round.racks.home}–{round.racks.away}
                </Box>
              )}
              <Box component="span" sx={visuallyHidden}>
                Round score: {home} {round.home}, {away} {round.away}
                {round.racks && `; racks: ${home} ${round.racks.home}, ${away} ${round.racks.away}`}
              </Box>
            </>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              Not started
            </Box>
          )}
        </Typography>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {round.started ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
              gap: 2,
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Lineup side="home" teamName={home} slots={round.lineups.home} people={people} />
            <Lineup side="away" teamName={away} slots={round.lineups.away} people={people} />
          </Box>
        ) : (
          // Before a round begins there is no line-up to show: one line, not a list of blanks.
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: { xs: 1.5, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            Line-ups to come: each captain names a player for each position before the round starts.
          </Typography>
        )}
        <FramesTable round={round} people={people} home={home} away={away} />
      </Paper>
    </Section>
  ),
  (before, after) =>
    before.people === after.people &&
    before.home === after.home &&
    before.away === after.away &&
    sameRound(before.round, after.round),
);

/** The same round to show: a round is a few frames, so comparing its data is cheap. */
const sameRound = (a: ScorecardRound, b: ScorecardRound): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

export const MatchScorecard = ({
  rounds,
  people,
  home,
  away,
}: {
  rounds: readonly ScorecardRound[];
  people: MatchPeople;
  home: string;
  away: string;
}) => (
  <>
    {/* The key to the frames' marks; screen readers hear them in words instead. */}
    <Typography
      variant="body2"
      color="text.secondary"
      aria-hidden="true"
      sx={{ mb: 1.5, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <span>
        <BreakBadge /> breaks
      </span>
      <span>
        <Box component="span" sx={{ color: 'success.light', fontWeight: 700, mr: 0.5 }}>
          ✓
        </Box>
        {rounds.some((round) => round.racks) ? 'won the race' : 'won the frame'}
      </span>
    </Typography>
    {rounds.map((round) => (
      <RoundCard key={round.round} round={round} people={people} home={home} away={away} />
    ))}
  </>
);
