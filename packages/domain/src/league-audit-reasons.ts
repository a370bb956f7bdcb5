// The reasons of the league audit (entities.ts's leagueAuditEntrySchema): what changed a league
// record that is not one match. A file of its own, with no import from entities.ts, so entities.ts
// can re-export it without a cycle.
import { z } from 'zod';

/** Why a league record that is not one match changed (a roster move, a migration's fix). */
export const leagueAuditReasonSchema = z.enum([
  'player_transferred',
  'membership_deactivated',
  'player_added_by_captain',
  'player_reviewed',
  'roster_imported',
  /** The player record's account was unlinked: the captaincies it held ended with it. */
  'captaincy_ended',
  /** A captain invite was accepted after the team's captaincy or roster changed: as a player. */
  'captain_invite_accepted_as_player',
  /** A season was started from another (POST /api/seasons/:id/next). */
  'season_started',
  /** A team's entry to a cup was withdrawn before the draw (on the cup's season). */
  'cup_entry_withdrawn',
  /** A points adjustment recorded, changed or removed (on its season; docs/rules.md). */
  'points_adjustment_added',
  'points_adjustment_changed',
  'points_adjustment_removed',
  /** A proposed penalty the admin waived, with why (docs/rules.md, Proposed penalties). */
  'penalty_waived',
  /** The league's settings changed (its name, time zone or walkover rule; on the league). */
  'league_settings_changed',
  /** Fees and fines (docs/rules.md): a ledger entry added or removed (on its season), a
   * season's entry fee charged to its teams, a treasurer named or removed (on the league). */
  'ledger_entry_added',
  'ledger_entry_removed',
  'entry_fees_charged',
  'treasurer_named',
  'treasurer_removed',
]);
export type LeagueAuditReason = z.infer<typeof leagueAuditReasonSchema>;
