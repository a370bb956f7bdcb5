// A cup tie's date, agreed by its captains inside its round's window (docs/rules.md, Knockouts).
// A round's date is its "play by" date: a tie may be played any time from when its match is
// made until the end of that day, league time. Either captain proposes a date, the other
// accepts; the admin can still move the match as any fixture.
import { z } from 'zod';
import { idSchema, sideSchema, timestampSchema, type Side } from '../entities.ts';
import type { Actor, MatchTeams } from '../permissions.ts';
import { isAdmin, holdsSide } from '../permissions.ts';
import { plausibleTimestampSchema } from '../requests/dates.ts';
import { otherSide, sideTeamId } from '../sides.ts';
import { localDateInZone, zonedTimeToUtc } from '../zoned-time.ts';

/** The open proposal of a tie's date: which side proposed what, and when. */
export const tieDateProposalSchema = z.object({
  side: sideSchema,
  scheduledDate: timestampSchema,
  proposedAt: timestampSchema,
});
export type TieDateProposal = z.infer<typeof tieDateProposalSchema>;

/** GET /api/matches/:id/date-proposal: the tie's window and its open proposal, if any. */
export const tieDatesSchema = z.object({
  matchId: idSchema,
  /** The end of the round's play-by day, league time: a date must be before it. */
  playBy: timestampSchema.nullable(),
  proposal: tieDateProposalSchema.nullable(),
});
export type TieDates = z.infer<typeof tieDatesSchema>;

/**
 * POST /api/matches/:id/date-proposal. `side` is the team proposing: a captain's own team (it
 * may be left out), or either team for an admin.
 */
export const tieDateProposalBodySchema = z.strictObject({
  scheduledDate: plausibleTimestampSchema,
  side: sideSchema.optional(),
});
export type TieDateProposalBody = z.infer<typeof tieDateProposalBodySchema>;

/** The instant a round's play-by date ends: midnight after that day, in the league's zone. */
export const playByEnd = (playByDate: string, timeZone: string): string => {
  const day = new Date(`${localDateInZone(playByDate, timeZone)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return zonedTimeToUtc(day.toISOString().slice(0, 10), '00:00', timeZone);
};

/** Why a date is outside a tie's window, or null when it is inside (after now, before `playBy`). */
export const outsideWindow = (
  scheduledDate: string,
  now: Date,
  playBy: string | null,
): string | null => {
  const at = new Date(scheduledDate).getTime();
  if (at <= now.getTime()) return 'Propose a date still to come.';
  if (playBy !== null && at >= new Date(playBy).getTime())
    return 'The tie must be played by the end of its round\u2019s play-by date.';
  return null;
};

/**
 * The side an actor proposes for: the one asked for, else the one they captain. Null when they
 * may not propose for it (a captain of neither team, or of the other one).
 */
export const proposingSide = (
  actor: Actor | null,
  match: MatchTeams,
  asked: Side | undefined,
): Side | null => {
  if (asked) return isAdmin(actor) || holdsSide(actor, sideTeamId(match, asked)) ? asked : null;
  if (holdsSide(actor, match.homeTeamId)) return 'home';
  if (holdsSide(actor, match.awayTeamId)) return 'away';
  return null;
};

/** Accepting a proposal: a captain of the other team, or an admin. */
export const canAcceptTieDate = (actor: Actor | null, match: MatchTeams, proposer: Side): boolean =>
  isAdmin(actor) || holdsSide(actor, sideTeamId(match, otherSide(proposer)));

/** Proposing, withdrawing or declining: a captain of either team, or an admin. */
export const canManageTieDate = (actor: Actor | null, match: MatchTeams): boolean =>
  isAdmin(actor) || holdsSide(actor, match.homeTeamId) || holdsSide(actor, match.awayTeamId);
