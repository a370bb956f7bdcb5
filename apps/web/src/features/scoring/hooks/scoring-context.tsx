// What every part of the scoring page needs, provided once by the page, in two parts. The session
// is what a tap does not change: the side the user acts for, what they may do now, the write
// path, and names. The whole of it adds the match as shown (the server's, with the captain's
// unanswered frame writes on top) and the outbox's entries, which change with every tap. The parts
// a tap renders again (a frame card, an earlier round) read the session only and take their frame
// and entry as props, so a tap renders the card tapped, not every card.
import type { Match, Side } from '@cueleague/domain/entities';
import type { MatchActionType } from '@cueleague/domain/match-lifecycle';
import { createContext, useContext } from 'react';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import type { ScoringActions, ScoringOutbox } from './use-scoring-outbox.ts';
import type { People } from './use-scoring-people.ts';

export interface ScoringSession {
  matchId: string;
  side: Side;
  other: Side;
  userId: string;
  /**
   * A league admin who captains neither team: the result is theirs to settle, not to confirm, so
   * the page speaks of both sides in the third person (docs/rules.md, The admin's view).
   */
  adminView: boolean;
  /** Racks a side needs to win a pairing: 1 (one frame) unless the match's format is a race. */
  raceTo: number;
  /**
   * A singles knockout tie (decision 0048): one player a side, one race, scored by the two players
   * themselves; no positions, line-ups or captains to speak of.
   */
  singles: boolean;
  /**
   * A doubles knockout tie (decision 0049): a singles tie (`singles` is true) between two pairs,
   * each playing as one; its frame's "players" are the sides, named by their sides' names.
   */
  doubles: boolean;
  /** The actions the user may take for `side` in the match's state (the domain's rulebook). */
  allowed: ReadonlySet<MatchActionType>;
  /** The write path (its entries are in `Scoring`). */
  outbox: ScoringActions;
  people: People;
  teamName: TeamName;
  /** The team name of a side. */
  sideName: (side: Side) => string;
}

export interface Scoring extends ScoringSession {
  /** The match as shown: the server's with pending frame writes laid over it. */
  match: Match;
  /** The match as the server last said it is. */
  server: Match;
  outbox: ScoringOutbox;
}

export const ScoringSessionContext = createContext<ScoringSession | null>(null);
export const ScoringContext = createContext<Scoring | null>(null);

/** The whole of it: renders again with every change of the match or the outbox. */
export const useScoring = (): Scoring => {
  const scoring = useContext(ScoringContext);
  if (!scoring) throw new Error('useScoring must be used within the scoring page');
  return scoring;
};

/** What a tap does not change: renders again only when the side, the rights or names change. */
export const useScoringSession = (): ScoringSession => {
  const session = useContext(ScoringSessionContext);
  if (!session) throw new Error('useScoringSession must be used within the scoring page');
  return session;
};
