// A cup whose ties are shown where league matches are (the fixtures, the home page, /live, a
// team's and a match's page): the Winter Cup of s1, six teams, so its ties are quarter-finals
// (W1-…), semi-finals (W2-…) and the final (W3-1).
import type { CompetitionSummary } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { match } from './fixtures.ts';

export const WINTER_CUP: CompetitionSummary = {
  id: 'c1',
  seasonId: 's1',
  name: 'Winter Cup',
  kind: 'team-knockout',
  state: 'published',
  entrantCount: 6,
  bracket: 'single-elimination',
  plate: false,
  groups: null,
  entriesCloseAt: null,
  capacity: null,
  reserveCount: 0,
  winner: null,
  runnerUp: null,
  plateWinner: null,
};

/** The season's list of cups, as GET /api/competitions answers it. */
export const WINTER_CUPS = { items: [WINTER_CUP] };

/** A tie of the Winter Cup (a semi-final unless told) as a match. */
export const cupTie = (
  overrides: Partial<Match> & Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
): Match => match({ competitionId: WINTER_CUP.id, tieId: 'W2-1', ...overrides });
