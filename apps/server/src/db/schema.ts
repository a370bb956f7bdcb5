// The tables as Kysely sees them (camelCase through CamelCasePlugin; snake_case in SQL).
// One schema serves SQLite and PostgreSQL: booleans are 0/1 integers, timestamps ISO-8601 text,
// and structured values JSON text, so both databases store and return the same things.
import type { UserRole } from '@cueleague/domain/entities';
import type { Generated } from 'kysely';
export type Bool = number;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  role: UserRole | null;
  createdAt: string;
  /**
   * When a link mailed to `email` was used (verification, reset or invite), or null: an
   * unverified account signs in but does not own the address (docs/decisions/0031).
   */
  emailVerifiedAt: string | null;
}

/** A link that proves an account's e-mail (migration 0014); like reset links, hashed. */
export interface EmailVerificationsTable {
  tokenHash: string;
  userId: string;
  /** The address it was mailed to: a link for an address the account no longer has is dead. */
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SessionsTable {
  /** sha-256 of the cookie's token: a leaked table can't be replayed as sessions. */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface PasswordResetsTable {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface LeaguesTable {
  id: string;
  name: string;
  timezone: string;
  createdAt: string;
  /** The walkover rule the admin's form starts from (migration 0022): 'frames' or 'points'. */
  walkoverRule: Generated<string>;
  /** Results on time (migration 0026): hours after the start a result is due, and after the last
   * lock an unconfirmed one is completed (0: never). */
  resultDueHours: Generated<number>;
  autoCompleteHours: Generated<number>;
  /** Proposed penalties (migration 0027): points taken for each, 0 none; from when they apply. */
  lateResultPenalty: Generated<number>;
  unconfirmedPenalty: Generated<number>;
  penaltiesFrom: string | null;
  /** Fees and fines (migration 0028): the ISO 4217 currency the ledger counts in. */
  currency: Generated<string>;
}

/** An account named to keep a league's ledger (migration 0028). */
export interface TreasurersTable {
  leagueId: string;
  userId: string;
  /** The admin who named them; null once their account is gone. */
  namedBy: string | null;
  namedAt: string;
}

/** A charge or a payment in a team's ledger (migration 0028), in the currency's minor unit. */
export interface LedgerEntriesTable {
  id: string;
  seasonId: string;
  teamId: string;
  /** The team's player it is for (migration 0029); null: the team's own. */
  playerId: string | null;
  /** 'charge' or 'payment'. */
  kind: string;
  /** A charge's: 'entry-fee', 'fine' or 'other'; a payment's: null. */
  category: string | null;
  /** A payment's: 'cash', 'bank-transfer', 'card' or 'other'; a charge's: null. */
  method: string | null;
  amount: number;
  /** The day it was charged or paid, YYYY-MM-DD (the API's `on`). */
  entryDate: string;
  note: Generated<string>;
  createdBy: string | null;
  createdAt: string;
}

export interface LeagueAdminsTable {
  leagueId: string;
  userId: string;
}

export interface SeasonsTable {
  id: string;
  leagueId: string;
  name: string;
  isCurrent: Bool;
  startDate: string | null;
  endDate: string | null;
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: Generated<number>;
  pointsPerFrame: Generated<number>;
  pointsPerRack: Generated<number>;
  /** The season's match format, JSON (docs/rules.md, Match format). */
  format: Generated<string>;
}

/** A season's division; `position` 0 is the top. A null name: the one of an undivided season. */
export interface DivisionsTable {
  id: string;
  seasonId: string;
  name: string | null;
  position: number;
}

export interface VenuesTable {
  id: string;
  name: string;
  address: string | null;
  tables: number;
}

export interface TeamsTable {
  id: string;
  seasonId: string;
  name: string;
  homeVenueId: string | null;
  captainUserId: string | null;
  divisionId: string | null;
  /**
   * 'club': a league team; 'entrant': a players' knockout entry (migration 0024, decision 0048),
   * a side named after its player, in no league list.
   */
  kind: Generated<string>;
}

/** The player an entrant team stands for (migration 0024). */
export interface EntrantPlayersTable {
  teamId: string;
  playerId: string;
  position: number;
}

export interface PlayersTable {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  /** 1: added by a captain, not yet looked at by an admin. */
  needsReview: Generated<Bool>;
  addedByUserId: string | null;
}

/** A player's answer for a coming match (one per player and match). */
export interface AvailabilityTable {
  matchId: string;
  playerId: string;
  /** The team the player answered for (their active team when they answered). */
  teamId: string;
  available: Bool;
  updatedAt: string;
  updatedByUserId: string;
}

export interface TeamPlayersTable {
  id: string;
  teamId: string;
  playerId: string;
  seasonId: string;
  role: string;
  isActive: Bool;
}

export interface MatchesTable {
  id: string;
  seasonId: string;
  homeTeamId: string;
  awayTeamId: string;
  venueId: string | null;
  scheduledDate: string;
  state: string;
  format: string;
  preMatchState: string;
  progress: string;
  version: number;
  homeScore: number;
  awayScore: number;
  updatedAt: string;
  /** A cup tie's competition and bracket tie id (migration 0016); null: a league match. */
  competitionId: string | null;
  tieId: string | null;
}

/** A competition beside the season's league (docs/decisions/0039): a team cup today. */
export interface CompetitionsTable {
  id: string;
  seasonId: string;
  name: string;
  kind: string;
  state: string;
  /** The cup's match format, JSON, as a season's. */
  format: string;
  homeRule: string;
  /** How it was drawn (JSON: method and seed), the team ids in seed order (JSON), the rounds' dates (JSON). */
  draw: string | null;
  drawOrder: string | null;
  roundDates: string | null;
  createdAt: string;
  updatedAt: string;
  /** 'single-elimination' or 'double-elimination', and a plate (0/1) (migration 0017). */
  bracket: Generated<string>;
  plate: Generated<Bool>;
  /** Captains may enter until then (migration 0019); null: the admin picks the teams. */
  entriesCloseAt: string | null;
  /** The most teams drawn; later entries are reserves. Null: no limit but the bracket's. */
  capacity: number | null;
  /** Groups then knockout (migration 0020): the groups' size and how many of each go through; null: no groups. */
  groupSize: number | null;
  groupQualifiers: number | null;
  /** A players' knockout's race for each dated round (JSON, migration 0024); null: the format's. */
  roundRaces: string | null;
  /** A players' knockout open to its season's active players only (0/1, migration 0025). */
  seasonPlayersOnly: Generated<Bool>;
}

export interface CompetitionEntriesTable {
  competitionId: string;
  teamId: string;
  /** When and by whom the team was entered (migration 0019); null on an older cup's entries. */
  enteredAt: string | null;
  enteredBy: string | null;
}

/** A tie the admin decided (a walkover, a withdrawal, a level tie), with the reason. */
export interface CompetitionDecisionsTable {
  competitionId: string;
  tieId: string;
  winner: string;
  reason: string;
  actorUserId: string;
  at: string;
}

/** A cup tie's date one side proposed, for the other to accept (migration 0018). */
export interface TieDateProposalsTable {
  matchId: string;
  /** The proposing side, 'home' or 'away'. */
  side: string;
  scheduledDate: string;
  proposedByUserId: string;
  proposedAt: string;
}

/** A points adjustment (migration 0021): a penalty (minus) or award (plus) in a team's table. */
export interface PointsAdjustmentsTable {
  id: string;
  seasonId: string;
  teamId: string;
  points: number;
  reason: string;
  /** The team's match it is for; null: none (or the match was deleted). */
  matchId: string | null;
  /** The admin who recorded it; null once their account is gone. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A penalty the result timer proposed (migration 0027), until the admin applies or waives it. */
export interface PenaltyProposalsTable {
  id: string;
  seasonId: string;
  teamId: string;
  matchId: string;
  /** 'late-result' or 'unconfirmed'. */
  kind: string;
  /** Below zero: the points its adjustment takes. */
  points: number;
  /** 'proposed', 'applied' or 'waived'. */
  state: Generated<string>;
  proposedAt: string;
  decidedAt: string | null;
  /** The admin who decided it; null while proposed, or once their account is gone. */
  decidedBy: string | null;
  waiveReason: string | null;
  /** The adjustment an applied proposal made; null once that adjustment is removed. */
  adjustmentId: string | null;
}

export interface FramesTable {
  frameId: string;
  matchId: string;
  seasonId: string;
  round: number;
  frameNumber: number;
  homePosition: string;
  awayPosition: number;
  homePlayerId: string;
  awayPlayerId: string;
  winnerPlayerId: string | null;
  homeScore: number;
  awayScore: number;
  isComplete: Bool;
  state: string;
  breakerSide: string;
  version: number;
  scoredBy: string | null;
  scoredAt: string | null;
}

export interface AuditLogTable {
  id: string;
  matchId: string;
  reason: string;
  note: string | null;
  actorUserId: string;
  at: string;
  before: string;
  after: string;
  mutationId: string | null;
}

/** Audited league changes that are not about one match: a player's transfer, say. */
export interface LeagueAuditTable {
  id: string;
  /** What the entry is about ('player'), and its id. */
  subjectType: string;
  subjectId: string;
  reason: string;
  note: string | null;
  /** Null: the system (a migration's fix), not a person. */
  actorUserId: string | null;
  at: string;
  before: string;
  after: string;
}

export interface MutationReceiptsTable {
  mutationId: string;
  userId: string;
  statusCode: number;
  response: string;
  createdAt: string;
  /** sha-256 of the request (method, route, params, body); null on receipts older than it. */
  fingerprint: string | null;
}

/** One fixed window of attempts per key (an address, an e-mail, an account). */
/** The first-run setup code, while no league exists (one row, id 'setup'). */
export interface SetupCodeTable {
  id: string;
  code: string;
  createdAt: string;
}

export interface RateLimitsTable {
  key: string;
  windowStart: string;
  count: number;
}

/** An e-mailed invitation to a player record: accepting it creates the linked account. */
export interface InvitesTable {
  /** sha-256 of the link's token, like password resets. */
  tokenHash: string;
  playerId: string;
  email: string;
  /** Accepting also makes the new account this team's captain. */
  captainOfTeamId: string | null;
  /** The team's captain when the invite was sent: accepting makes a captain only if unchanged. */
  teamCaptainUserId: string | null;
  createdByUserId: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface LiveEventsTable {
  seq: Generated<number>;
  /** Comma-separated topics the event is for, e.g. `match:<id>,season:<id>,live`. */
  topics: string;
  event: string;
  version: number;
  data: string;
  createdAt: string;
}

/** One notification of one user (docs/rules.md, Notifications). */
export interface NotificationsTable {
  id: string;
  userId: string;
  /** A NotificationKind. */
  kind: string;
  title: string;
  link: string;
  matchId: string | null;
  createdAt: string;
  readAt: string | null;
}

/** A kind whose e-mail the user switched off (enabled 0) or back on (1); no row: e-mailed. */
export interface NotificationEmailPreferencesTable {
  userId: string;
  kind: string;
  enabled: Bool;
}

/** A mail's one-click unsubscribe link (migration 0015): one per mail, for its user and kind. */
export interface UnsubscribeTokensTable {
  /** sha-256 of the link's token, like invites and password resets. */
  tokenHash: string;
  userId: string;
  kind: string;
  createdAt: string;
}

/** A sent-once notification (a match-day reminder) claimed by the process that sends it. */
export interface NotificationClaimsTable {
  matchId: string;
  userId: string;
  kind: string;
  claimedAt: string;
}

/**
 * A notification mail to send (migration 0011): written with its notification, sent by the
 * process that claimed it, retried with backoff, left failed after the last attempt.
 */
export interface MailQueueTable {
  id: string;
  /** Whose notification it is (null only if written without one); their mail goes with them. */
  userId: string | null;
  toAddress: string;
  subject: string;
  body: string;
  link: string | null;
  /** A JSON object of extra headers, or null. */
  headers: string | null;
  createdAt: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimedAt: string | null;
  claimedBy: string | null;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  leagues: LeaguesTable;
  leagueAdmins: LeagueAdminsTable;
  seasons: SeasonsTable;
  divisions: DivisionsTable;
  venues: VenuesTable;
  teams: TeamsTable;
  entrantPlayers: EntrantPlayersTable;
  players: PlayersTable;
  teamPlayers: TeamPlayersTable;
  availability: AvailabilityTable;
  competitions: CompetitionsTable;
  competitionEntries: CompetitionEntriesTable;
  competitionDecisions: CompetitionDecisionsTable;
  tieDateProposals: TieDateProposalsTable;
  pointsAdjustments: PointsAdjustmentsTable;
  penaltyProposals: PenaltyProposalsTable;
  treasurers: TreasurersTable;
  ledgerEntries: LedgerEntriesTable;
  matches: MatchesTable;
  frames: FramesTable;
  auditLog: AuditLogTable;
  leagueAudit: LeagueAuditTable;
  mutationReceipts: MutationReceiptsTable;
  liveEvents: LiveEventsTable;
  rateLimits: RateLimitsTable;
  invites: InvitesTable;
  notifications: NotificationsTable;
  notificationEmailPreferences: NotificationEmailPreferencesTable;
  unsubscribeTokens: UnsubscribeTokensTable;
  notificationClaims: NotificationClaimsTable;
  mailQueue: MailQueueTable;
  setupCode: SetupCodeTable;
}
