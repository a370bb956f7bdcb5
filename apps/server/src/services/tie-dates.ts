// A cup tie's date agreed by its captains (docs/rules.md, Knockouts): the window a date must be
// in, and the accepted date written as a fixture move (audit, live event, the proposal closed).
// The routes are routes/tie-date-routes.ts; who is told is services/notifications.ts.
import { playByEnd, type TieDates } from '@cueleague/domain/competitions/tie-dates';
import type { Match } from '@cueleague/domain/entities';
import { findCompetitionRow } from '../repositories/competitions.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { insertAudit } from '../repositories/match-audit.ts';
import { loadMatch, updateFixture } from '../repositories/matches.ts';
import { deleteTieDateProposal, findTieDateProposal } from '../repositories/tie-date-proposals.ts';
import { loadCupState, tieRoundDate } from './competitions.ts';
import { leagueTimezone } from './league-data.ts';
import { fixtureView } from './match-audit.ts';
import { recordMatchChange, type MatchEvents } from './match-events.ts';

/**
 * The end of a tie's window: the end of its round's play-by date, league time (the date its
 * match was made at, as `advanceCompetition` picks it). Null when the cup gave no dates.
 */
export const tiePlayBy = async (db: Executor, match: Match): Promise<string | null> => {
  if (!match.competitionId || !match.tieId) return null;
  const row = await findCompetitionRow(db, match.competitionId);
  if (!row) return null;
  const state = await loadCupState(db, row);
  const groupTie = state.groups?.ties.find(({ id }) => id === match.tieId);
  const tie =
    state.resolved?.ties.find(({ id }) => id === match.tieId) ??
    (groupTie && { stage: 'group', round: groupTie.round });
  const date = tie ? tieRoundDate(state, tie) : undefined;
  return date ? playByEnd(date, await leagueTimezone(db, match.seasonId)) : null;
};

/** What GET /matches/:id/date-proposal answers: the window's end and the open proposal. */
export const tieDatesOf = async (db: Executor, match: Match): Promise<TieDates> => {
  const row = match.state === 'pre-match' ? await findTieDateProposal(db, match.id) : undefined;
  return {
    matchId: match.id,
    playBy: await tiePlayBy(db, match),
    proposal: row
      ? {
          side: row.side === 'away' ? 'away' : 'home',
          scheduledDate: row.scheduledDate,
          proposedAt: row.proposedAt,
        }
      : null,
  };
};

/**
 * Moves the match to the agreed date and closes the proposal, audited as a fixture move. Answers
 * the match as it is now; the caller checked it is unplayed and holds its row lock.
 */
export const agreeTieDate = async (
  trx: Trx,
  match: Match,
  scheduledDate: string,
  events: MatchEvents,
  audit: { actorUserId: string; at: Date },
): Promise<Match> => {
  const changes = {
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    venueId: match.venueId ?? null,
    scheduledDate,
  };
  await updateFixture(trx, match.id, changes, audit.at);
  await deleteTieDateProposal(trx, match.id);
  const after = (await loadMatch(trx, match.id)) ?? { ...match, ...changes };
  await recordMatchChange(trx, events, after, match);
  await insertAudit(trx, {
    matchId: match.id,
    reason: 'match_updated',
    note: 'Date agreed by the captains',
    actorUserId: audit.actorUserId,
    at: audit.at,
    before: fixtureView(match),
    after: fixtureView(after),
  });
  return after;
};
