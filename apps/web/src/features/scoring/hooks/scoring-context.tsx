// What every part of the scoring page needs, provided once by the page: the match as shown (the
// server's, with the captain's unanswered frame writes on top), the side the user acts for, what
// they may do now, the write path, and names.
import type { Match, Side } from '@cueleague/domain/entities';
import type { MatchActionType } from '@cueleague/domain/match-lifecycle';
import { createContext, useContext } from 'react';
import type { TeamName } from '../../../entities/teams/hooks/use-team-names.ts';
import type { ScoringOutbox } from './use-scoring-outbox.ts';
import type { People } from './use-scoring-people.ts';

export interface Scoring {
  /** The match as shown: the server's with pending frame writes laid over it. */
  match: Match;
  /** The match as the server last said it is. */
  server: Match;
  side: Side;
  other: Side;
  userId: string;
  /** The actions the user may take for `side` in the match's state (the domain's rulebook). */
  allowed: ReadonlySet<MatchActionType>;
  outbox: ScoringOutbox;
  people: People;
  teamName: TeamName;
  /** The team name of a side. */
  sideName: (side: Side) => string;
}

export const ScoringContext = createContext<Scoring | null>(null);

export const useScoring = (): Scoring => {
  const scoring = useContext(ScoringContext);
  if (!scoring) throw new Error('useScoring must be used within the scoring page');
  return scoring;
};
