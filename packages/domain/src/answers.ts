// The answers the web app reads, by name. The web names the answer it expects from a route
// (`apiFetch('match', path)`) and gets its type; in development and in tests it also checks each
// answer against the schema named here, while a production build carries no schema at all: the
// server serializes every answer through the same schema, and the wire fingerprint below tells an
// open page that the server it talks to was built from another contract (docs/decisions/0024).
import { z } from 'zod';
import { competitionSchema, competitionsSchema, honoursSchema } from './competitions/records.ts';
import { tieDatesSchema } from './competitions/tie-dates.ts';
import {
  ledgerEntrySchema,
  ledgerSummarySchema,
  myLedgerSchema,
  teamStatementSchema,
  treasurerSchema,
} from './ledger.ts';
import { penaltyProposalSchema } from './penalty-proposals.ts';
import {
  authStateSchema,
  availabilitySchema,
  divisionSchema,
  inviteCheckSchema,
  leagueSchema,
  matchSchema,
  playerSchema,
  pointsAdjustmentSchema,
  seasonSchema,
  teamPlayerSchema,
  teamSchema,
  venueSchema,
} from './entities.ts';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeResultSchema,
} from './notifications.ts';
import {
  addedTeamPlayerSchema,
  availabilityListSchema,
  batchDeletedSchema,
  demoLoginsSchema,
  demoSummarySchema,
  inviteSentSchema,
  leaguesSchema,
  listOf,
  matchesSchema,
  matchesWithFramesSchema,
  matchMonthsSchema,
  nextSeasonCreatedSchema,
  nextSeasonPreviewSchema,
  pendingInvitesSchema,
  playerCareerSchema,
  playersSchema,
  playerStatsSchema,
  ratingHistorySchema,
  rosterImportAnswerSchema,
  roundRobinAnswerSchema,
  seasonsSchema,
  setupDoneSchema,
  setupStatusSchema,
  signedInSchema,
  standingsSchema,
  teamPlayersSchema,
  teamsSchema,
  transferSchema,
  usersSchema,
  venuesSchema,
} from './responses.ts';

export const answerSchemas = {
  addedTeamPlayer: addedTeamPlayerSchema,
  adjustmentReasons: listOf(z.string()),
  authState: authStateSchema,
  availability: availabilitySchema,
  availabilityList: availabilityListSchema,
  batchDeleted: batchDeletedSchema,
  competition: competitionSchema,
  competitions: competitionsSchema,
  demoLogins: demoLoginsSchema,
  demoSummary: demoSummarySchema,
  division: divisionSchema,
  honours: honoursSchema,
  inviteCheck: inviteCheckSchema,
  inviteSent: inviteSentSchema,
  league: leagueSchema,
  leagues: leaguesSchema,
  match: matchSchema,
  matches: matchesSchema,
  matchesWithFrames: matchesWithFramesSchema,
  matchMonths: matchMonthsSchema,
  nextSeasonCreated: nextSeasonCreatedSchema,
  nextSeasonPreview: nextSeasonPreviewSchema,
  notificationList: notificationListSchema,
  notificationPreferences: notificationPreferencesSchema,
  ledgerEntry: ledgerEntrySchema,
  ledgerSummary: ledgerSummarySchema,
  myLedger: myLedgerSchema,
  teamStatement: teamStatementSchema,
  treasurer: treasurerSchema,
  treasurers: listOf(treasurerSchema),
  entryFeesCharged: z.object({ charged: z.number().int() }),
  penaltyProposal: penaltyProposalSchema,
  penaltyProposals: listOf(penaltyProposalSchema),
  pendingInvites: pendingInvitesSchema,
  player: playerSchema,
  playerCareer: playerCareerSchema,
  players: playersSchema,
  playerStats: playerStatsSchema,
  pointsAdjustment: pointsAdjustmentSchema,
  pointsAdjustments: listOf(pointsAdjustmentSchema),
  ratingHistory: ratingHistorySchema,
  rosterImport: rosterImportAnswerSchema,
  roundRobin: roundRobinAnswerSchema,
  season: seasonSchema,
  seasons: seasonsSchema,
  setupDone: setupDoneSchema,
  setupStatus: setupStatusSchema,
  signedIn: signedInSchema,
  standings: standingsSchema,
  team: teamSchema,
  teamPlayer: teamPlayerSchema,
  teamPlayers: teamPlayersSchema,
  teams: teamsSchema,
  tieDates: tieDatesSchema,
  transfer: transferSchema,
  unreadCount: unreadCountSchema,
  unsubscribed: unsubscribeResultSchema,
  users: usersSchema,
  venue: venueSchema,
  venues: venuesSchema,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof answerSchemas;
/** The answer a route named `N` gives, as the web app receives it. */
export type AnswerOf<N extends AnswerName> = z.output<(typeof answerSchemas)[N]>;

/** The contract of every answer above as one canonical text (each schema's JSON Schema, by name). */
export const wireContract = (): string =>
  JSON.stringify(
    (Object.keys(answerSchemas) as AnswerName[])
      .sort()
      .map((name) => [
        name,
        z.toJSONSchema(answerSchemas[name], { io: 'output', unrepresentable: 'any' }),
      ]),
  );

/** FNV-1a over UTF-16 code units, 32 bits, from a given offset basis. */
const fnv1a = (text: string, basis: number): string => {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/**
 * The wire fingerprint: 16 hex digits that change whenever the contract does. The server sends it
 * with every API answer (WIRE_HEADER) and the web app is built with it, so a page built from
 * another contract knows it should reload. A change detector, not a secret: two FNV-1a hashes.
 */
export const wireFingerprint = (contract: string = wireContract()): string =>
  fnv1a(contract, 0x811c9dc5) + fnv1a(contract, 0x050c5d1f);
