// What a match audit entry (repositories/match-audit.ts) keeps of a match or a fixture.
import type { Match } from '@cueleague/domain/entities';

/** What the audit keeps of a fixture's creation, move or deletion. */
export const fixtureView = (
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'scheduledDate' | 'state'> & {
    venueId?: string | null | undefined;
  },
) => ({
  homeTeamId: match.homeTeamId,
  awayTeamId: match.awayTeamId,
  venueId: match.venueId ?? null,
  scheduledDate: match.scheduledDate,
  state: match.state,
});

/** Who made a fixture change, for its audit entry (none for seeding and test set-up). */
export interface FixtureAudit {
  actorUserId: string;
  note?: string | null;
}

/** What an audit entry keeps of a match: its state and the frames that changed. */
export const auditView = (match: Match, frames: Match['frames']) => ({
  state: match.state,
  version: match.version,
  homeScore: match.homeScore,
  awayScore: match.awayScore,
  preMatchState: match.preMatchState,
  progress: match.progress,
  frames,
});
