// /team/match/:matchId/score: live scoring, built for a phone held in one hand at a pool table with
// poor signal. The page follows the match lifecycle (docs/rules.md, Match lifecycle: pre-match,
// line-ups, frames, round locks, result), shows the other captain's entries live, and says of each
// of the captain's own entries whether it is sending, saved, or in conflict.
import type { Side } from '@cueleague/domain/entities';
import { allowedActions, type MatchActionType } from '@cueleague/domain/match-lifecycle';
import { raceToOf } from '@cueleague/domain/match-format';
import { canActForSide, holdsSide, isAdmin as isLeagueAdmin } from '@cueleague/domain/permissions';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useAuth } from '../../../entities/auth/hooks/auth-context.tsx';
import { useLeagueTimezone } from '../../../entities/league/hooks/use-league.ts';
import { useSideNames } from '../../../entities/competitions/hooks/use-side-names.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import {
  ScoringContext,
  ScoringSessionContext,
  type Scoring,
  type ScoringSession,
} from '../hooks/scoring-context.tsx';
import { useScoringMatch } from '../hooks/use-scoring-match.ts';
import { useScoringOutbox } from '../hooks/use-scoring-outbox.ts';
import { useScoringPeople } from '../hooks/use-scoring-people.ts';
import { otherSide, sideTeamId } from '@cueleague/domain/sides';
import { phaseOf, type Phase } from '@cueleague/domain/match-phase';
import { isDoublesTie, isSinglesTie, withPendingFrames } from '../scoring-view.ts';
import { LineupPanel } from './lineup-panel.tsx';
import { PreMatchPanel } from './pre-match-panel.tsx';
import { RoundPanel } from './round-panel.tsx';
import { CompletedSummary, ResultPanel } from './result-panel.tsx';
import { ScoreHeader } from './score-header.tsx';
import { TieDatePanel } from './tie-date-panel.tsx';
import { actorFromAuth } from '../../../entities/teams/hooks/use-my-team.ts';

const SIDES: readonly Side[] = ['home', 'away'];

const phaseKey = (phase: Phase): string =>
  'round' in phase ? `${phase.kind}-${phase.round}` : phase.kind;

const COLUMN_SX = { maxWidth: 640, mx: 'auto', width: '100%' } as const;
const PANEL_SX = { outline: 'none' } as const;

/** The centred column every state of the page sits in. */
const Column = ({ children }: { children: ReactNode }) => <Box sx={COLUMN_SX}>{children}</Box>;

const NoSuchMatch = () => (
  <Page title="No such match" narrow>
    <EmptyState
      icon={<SearchOffIcon />}
      title="No such match"
      link={{ to: '/team/matches', label: 'Your matches' }}
    >
      The link may be old, or the match was deleted from the fixtures.
    </EmptyState>
  </Page>
);

const NotYourMatch = ({
  teams,
  reason,
  singles,
  doubles,
  matchId,
  inTeamArea,
}: {
  teams: string | null;
  reason: string | null;
  /** A singles knockout tie: its two players score it, not captains. */
  singles: boolean;
  /** A doubles knockout tie: its two pairs' players score it. */
  doubles: boolean;
  matchId: string;
  /** The user may open the team area (a captain or a player), so "Your matches" leads somewhere. */
  inTeamArea: boolean;
}) => (
  <Page title="Not your match" narrow>
    <EmptyState
      icon={<LockPersonIcon />}
      title={singles ? "You don't play in this match" : "You can't score this match"}
      action={
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ justifyContent: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button component={RouterLink} to="/live" variant="outlined">
            Live scoreboard
          </Button>
          {inTeamArea ? (
            <Button component={RouterLink} to="/team/matches">
              Your matches
            </Button>
          ) : (
            <Button component={RouterLink} to={`/matches/${encodeURIComponent(matchId)}`}>
              The match
            </Button>
          )}
        </Stack>
      }
    >
      {reason ??
        (singles
          ? `Only its two ${doubles ? 'pairs' : 'players'}${teams ? ` (${teams})` : ''} or a league admin can score it. You can follow it on the live scoreboard.`
          : `Only the captains of ${teams ?? 'the two teams'} (or a league admin) can score it. You can follow it on the live scoreboard.`)}
    </EmptyState>
  </Page>
);

const LoadingScorePage = () => (
  <Column>
    <Box role="status" aria-label="Loading the match">
      <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
      <Skeleton variant="text" width="50%" height={36} />
      <Stack spacing={1.5}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={140} />
        ))}
      </Stack>
    </Box>
  </Column>
);

export const MatchScorePage = () => {
  const { matchId = '' } = useParams();
  const auth = useAuth();
  const timeZone = useLeagueTimezone();
  const { query, liveStatus } = useScoringMatch(matchId);
  const { outbox, actions } = useScoringOutbox(matchId);
  const server = query.data;
  const { teamName } = useSideNames(server ? [server] : []);
  const online = useOnline();
  const [chosen, setChosen] = useState<Side | null>(null);

  // Kept while the sign-in facts it reads stay the same, as the scoring context depends on it.
  const { user, userRole, isAdmin, captainOf, memberOf, entrantOf } = auth;
  const actor = useMemo(
    () => actorFromAuth({ user, userRole, isAdmin, captainOf, memberOf, entrantOf }),
    [user, userRole, isAdmin, captainOf, memberOf, entrantOf],
  );

  // The same array while the same sides (the header is rendered again only when it changes).
  const sidesKey = server
    ? SIDES.filter((candidate) => canActForSide(actor, server, candidate)).join(' ')
    : '';
  const sides = useMemo(() => sidesKey.split(' ').filter(Boolean) as Side[], [sidesKey]);
  // A captain acts for their own team (a singles tie's player for themself); an admin may act
  // for either (home until they switch).
  const side: Side =
    chosen && sides.includes(chosen)
      ? chosen
      : server && holdsSide(actor, server.awayTeamId) && !holdsSide(actor, server.homeTeamId)
        ? 'away'
        : (sides[0] ?? 'home');
  const phase = useMemo(() => (server ? phaseOf(server) : null), [server]);
  // An admin who captains one of the teams (or plays in the tie) keeps that side's view.
  const adminView =
    server !== undefined &&
    isLeagueAdmin(actor) &&
    !holdsSide(actor, server.homeTeamId) &&
    !holdsSide(actor, server.awayTeamId);
  // A singles tie's sides are its two players, no team's roster: nobody picks who plays.
  const singles = server !== undefined && isSinglesTie(server);
  // A doubles tie is a singles tie between pairs, each named in its frame by its side.
  const doubles = server !== undefined && isDoublesTie(server);

  // The captain's own roster, for the availability toggles (and their names).
  const roster = useQuery({
    ...teamPlayersQuery({ teamId: server ? sideTeamId(server, side) : '', isActive: true }),
    enabled: Boolean(server) && phase?.kind === 'pre-match' && sides.length > 0 && !singles,
  });
  const people = useScoringPeople(
    server,
    (roster.data ?? []).map((membership) => membership.playerId),
    teamName,
  );

  const match = useMemo(
    () => (server ? withPendingFrames(server, outbox.pendingFrames) : undefined),
    [server, outbox.pendingFrames],
  );

  const home = server ? teamName(server.homeTeamId) : '';
  const away = server ? teamName(server.awayTeamId) : '';
  useEffect(() => {
    if (server) document.title = `Scoring: ${home} v ${away} · CueLeague`;
  }, [server, home, away]);

  // A new phase (the next round's line-up, say) starts at the top, with focus on it.
  const panel = useRef<HTMLDivElement>(null);
  const shownPhase = phase ? phaseKey(phase) : null;
  const previousPhase = useRef(shownPhase);
  useEffect(() => {
    if (shownPhase === previousPhase.current) return;
    const first = previousPhase.current === null;
    previousPhase.current = shownPhase;
    if (first) return;
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [shownPhase]);

  // The session stays the same object through taps and answers (the same rights are the same
  // set), so the parts that read only it are not rendered again by a tap.
  const allowedKey = server ? allowedActions(server, actor, side).join(' ') : '';
  const allowed = useMemo(
    () => new Set(allowedKey.split(' ').filter(Boolean) as MatchActionType[]),
    [allowedKey],
  );
  const homeTeamId = server?.homeTeamId;
  const awayTeamId = server?.awayTeamId;
  const userId = auth.user?.id;
  const raceTo = server ? raceToOf(server.format) : 1;
  const session = useMemo<ScoringSession | null>(() => {
    if (!userId || !homeTeamId || !awayTeamId) return null;
    return {
      matchId,
      side,
      other: otherSide(side),
      userId,
      adminView,
      raceTo,
      singles,
      doubles,
      allowed,
      outbox: actions,
      people,
      teamName,
      sideName: (which) => teamName(which === 'home' ? homeTeamId : awayTeamId),
    };
  }, [
    matchId,
    side,
    userId,
    adminView,
    raceTo,
    singles,
    doubles,
    allowed,
    actions,
    people,
    teamName,
    homeTeamId,
    awayTeamId,
  ]);

  const scoring = useMemo<Scoring | null>(
    () => (session && server && match ? { ...session, match, server, outbox } : null),
    [session, server, match, outbox],
  );

  if (!matchId) return <NoSuchMatch />;
  if (query.isPending || auth.loading) return <LoadingScorePage />;
  if (!server) {
    if (isNotFound(query.error)) return <NoSuchMatch />;
    return (
      <Page title="Live scoring" narrow>
        <ErrorState
          title="The match didn't load"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  if (sides.length === 0 || outbox.forbidden || !scoring || !phase) {
    return (
      <NotYourMatch
        teams={`${home} and ${away}`}
        reason={outbox.forbidden}
        singles={singles}
        doubles={doubles}
        matchId={server.id}
        inTeamArea={auth.userRole === 'captain' || auth.userRole === 'player'}
      />
    );
  }

  return (
    <ScoringSessionContext.Provider value={session}>
      <ScoringContext.Provider value={scoring}>
        <Column>
          <ScoreHeader
            phase={phase}
            liveStatus={liveStatus}
            online={online}
            sides={sides}
            onSide={setChosen}
          />
          <Box
            ref={panel}
            tabIndex={-1}
            aria-label="Scoring"
            sx={PANEL_SX}
            key={`${side}-${phaseKey(phase)}`}
          >
            {phase.kind === 'pre-match' && server.competitionId && (
              <TieDatePanel
                match={server}
                side={side}
                sideName={scoring.sideName}
                timeZone={timeZone}
              />
            )}
            {phase.kind === 'pre-match' && <PreMatchPanel timeZone={timeZone} />}
            {phase.kind === 'lineups' && <LineupPanel round={phase.round} />}
            {phase.kind === 'scoring' && <RoundPanel round={phase.round} />}
            {phase.kind === 'result' && <ResultPanel />}
            {(phase.kind === 'completed' || phase.kind === 'cancelled') && <CompletedSummary />}
          </Box>
        </Column>
      </ScoringContext.Provider>
    </ScoringSessionContext.Provider>
  );
};
