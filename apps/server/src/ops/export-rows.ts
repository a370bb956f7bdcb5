// What a row of each exported table may hold, checked before an import writes anything: the
// file is input like any request body (an admin's download can be edited before it is loaded).
// Rows are in the database's own shape (camelCase names, 0/1 booleans, ISO text times, JSON
// text). A column added by a later migration is optional, so an older export still loads; a
// column no table has is refused. The names use the domain's own schema, as the API does.
import { bracketKindSchema } from '@cueleague/domain/competitions/records';
import { MAX_ADJUSTMENT_POINTS } from '@cueleague/domain/constants';
import {
  membershipRoleSchema,
  nameSchema,
  userRoleSchema,
  walkoverRuleSchema,
} from '@cueleague/domain/entities';
import {
  chargeCategorySchema,
  ledgerKindSchema,
  MAX_LEDGER_AMOUNT,
  paymentMethodSchema,
} from '@cueleague/domain/ledger';
import { NOTIFICATION_KINDS } from '@cueleague/domain/notifications';
import { penaltyKindSchema, penaltyStateSchema } from '@cueleague/domain/penalty-proposals';
import { MAX_AUTO_COMPLETE_HOURS, MAX_RESULT_DUE_HOURS } from '@cueleague/domain/result-deadlines';
import { z } from 'zod';
import { hashToken } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';

const id = z.string().min(1).max(200);
const time = z.iso.datetime({ offset: true });
const date = z.iso.date();
const bool = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().min(0).max(1_000_000_000);
const text = (max: number) => z.string().max(max);
/** One line of text: no control characters (a mail header, a title). */
const line = (max: number) => text(max).regex(/^\P{Cc}*$/u, 'No control characters');
const isJson = (value: string): boolean => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};
const json = (max: number) => text(max).refine(isJson, 'Not JSON text');
const email = z.email().max(320);
const notificationKind = z.enum(NOTIFICATION_KINDS);
/** A link inside the app ('/matches/…'), never another site or a script. */
const appLink = text(500).regex(/^\/(?![/\\])\P{Cc}*$/u, 'Not a link inside the app');
const tokenHash = z.string().regex(/^[0-9a-f]{64}$/, 'Not a sha-256 hash');
/** A queued mail's extra headers: a JSON object of header names and one-line values. */
const mailHeaders = json(4_000).refine((value) => {
  const parsed: unknown = JSON.parse(value);
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.entries(parsed).every(
      ([name, header]) =>
        /^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name) &&
        typeof header === 'string' &&
        /^\P{Cc}{0,2000}$/u.test(header),
    )
  );
}, 'Not a JSON object of mail headers');

const unsubscribeToken = z.strictObject({
  tokenHash,
  userId: id,
  kind: notificationKind,
  createdAt: time,
});

export const EXPORT_ROW_SCHEMAS = {
  users: z.strictObject({
    id,
    email,
    /** Null in an admin's download; an argon2 hash in an operator's export. */
    passwordHash: text(500).nullable(),
    role: userRoleSchema.nullable(),
    createdAt: time,
    /** When a link mailed to the address was used (decision 0031); null: not proved. */
    emailVerifiedAt: time.nullable(),
  }),
  leagues: z.strictObject({
    id,
    name: nameSchema,
    timezone: text(64),
    createdAt: time,
    walkoverRule: walkoverRuleSchema.optional(),
    resultDueHours: z.number().int().min(1).max(MAX_RESULT_DUE_HOURS).optional(),
    autoCompleteHours: z.number().int().min(0).max(MAX_AUTO_COMPLETE_HOURS).optional(),
    /** Migration 0027's: absent from older exports (no penalties proposed). */
    lateResultPenalty: z.number().int().min(0).max(MAX_ADJUSTMENT_POINTS).optional(),
    unconfirmedPenalty: z.number().int().min(0).max(MAX_ADJUSTMENT_POINTS).optional(),
    penaltiesFrom: time.nullable().optional(),
    /** Migration 0028's: absent from older exports (pounds). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
  leagueAdmins: z.strictObject({ leagueId: id, userId: id }),
  seasons: z.strictObject({
    id,
    leagueId: id,
    name: nameSchema,
    isCurrent: bool,
    startDate: date.nullable(),
    endDate: date.nullable(),
    pointsForWin: count,
    pointsForDraw: count,
    pointsForLoss: count.optional(),
    pointsPerFrame: count.optional(),
    pointsPerRack: count.optional(),
    format: json(2_000).optional(),
  }),
  divisions: z.strictObject({ id, seasonId: id, name: nameSchema.nullable(), position: count }),
  venues: z.strictObject({
    id,
    name: nameSchema,
    address: line(300).nullable(),
    tables: count,
  }),
  teams: z.strictObject({
    id,
    seasonId: id,
    name: nameSchema,
    homeVenueId: id.nullable(),
    captainUserId: id.nullable(),
    divisionId: id.nullable().optional(),
    /** 'club' or 'entrant' (migration 0024); absent from older exports (every team a club). */
    kind: z.enum(['club', 'entrant']).optional(),
  }),
  /** Migration 0024's; absent from older exports (no players' knockouts). */
  entrantPlayers: z.strictObject({ teamId: id, playerId: id, position: count }),
  players: z.strictObject({
    id,
    userId: id.nullable(),
    firstName: nameSchema,
    lastName: nameSchema,
    needsReview: bool.optional(),
    addedByUserId: id.nullable().optional(),
  }),
  teamPlayers: z.strictObject({
    id,
    teamId: id,
    playerId: id,
    seasonId: id,
    role: membershipRoleSchema,
    isActive: bool,
  }),
  matches: z.strictObject({
    id,
    seasonId: id,
    homeTeamId: id,
    awayTeamId: id,
    venueId: id.nullable(),
    scheduledDate: time,
    state: line(40),
    format: json(2_000),
    preMatchState: text(40_000),
    progress: json(200_000),
    version: count,
    homeScore: count,
    awayScore: count,
    updatedAt: time,
    /** A cup tie's (migration 0016); absent from older exports. */
    competitionId: id.nullable().optional(),
    tieId: line(40).nullable().optional(),
  }),
  competitions: z.strictObject({
    id,
    seasonId: id,
    name: nameSchema,
    kind: line(40),
    state: line(40),
    format: json(2_000),
    homeRule: line(40),
    draw: json(2_000).nullable(),
    drawOrder: json(20_000).nullable(),
    roundDates: json(2_000).nullable(),
    createdAt: time,
    updatedAt: time,
    /** Migration 0017's; absent from older exports (single elimination, no plate). */
    bracket: bracketKindSchema.optional(),
    plate: bool.optional(),
    /** The entry window (migration 0019); absent from older exports. */
    entriesCloseAt: time.nullable().optional(),
    capacity: count.nullable().optional(),
    /** Groups then knockout (migration 0020): group size and how many go through; absent from
     * older exports (no groups). */
    groupSize: count.nullable().optional(),
    groupQualifiers: count.nullable().optional(),
    /** Each round's race in a players' knockout (migration 0024); absent from older exports. */
    roundRaces: json(2_000).nullable().optional(),
    /** Migration 0025's; absent from older exports (any registered player may enter). */
    seasonPlayersOnly: bool.optional(),
  }),
  competitionEntries: z.strictObject({
    competitionId: id,
    teamId: id,
    /** When and by whom (migration 0019); absent from older exports. */
    enteredAt: time.nullable().optional(),
    enteredBy: id.nullable().optional(),
  }),
  competitionDecisions: z.strictObject({
    competitionId: id,
    tieId: line(40),
    /** The team put through (its id), as the decide route stores it. */
    winner: id,
    reason: text(500),
    actorUserId: id,
    at: time,
  }),
  tieDateProposals: z.strictObject({
    matchId: id,
    side: line(8),
    scheduledDate: time,
    proposedByUserId: id,
    proposedAt: time,
  }),
  /** Migration 0021's; absent from older exports (no adjustments). */
  pointsAdjustments: z.strictObject({
    id,
    seasonId: id,
    teamId: id,
    points: z.number().int().min(-MAX_ADJUSTMENT_POINTS).max(MAX_ADJUSTMENT_POINTS),
    reason: line(120),
    matchId: id.nullable(),
    createdBy: id.nullable(),
    createdAt: time,
    updatedAt: time,
  }),
  /** Migration 0028's; absent from older exports (no treasurers, no ledger). */
  treasurers: z.strictObject({ leagueId: id, userId: id, namedBy: id.nullable(), namedAt: time }),
  ledgerEntries: z.strictObject({
    id,
    seasonId: id,
    teamId: id,
    /** Migration 0029's; absent from older exports (every entry the team's own). */
    playerId: id.nullable().optional(),
    kind: ledgerKindSchema,
    category: chargeCategorySchema.nullable(),
    method: paymentMethodSchema.nullable(),
    amount: z.number().int().min(1).max(MAX_LEDGER_AMOUNT),
    entryDate: date,
    note: line(200),
    createdBy: id.nullable(),
    createdAt: time,
  }),
  /** Migration 0027's; absent from older exports (no proposals). */
  penaltyProposals: z.strictObject({
    id,
    seasonId: id,
    teamId: id,
    matchId: id,
    kind: penaltyKindSchema,
    points: z.number().int().min(-MAX_ADJUSTMENT_POINTS).max(-1),
    state: penaltyStateSchema,
    proposedAt: time,
    decidedAt: time.nullable(),
    decidedBy: id.nullable(),
    waiveReason: line(200).nullable(),
    adjustmentId: id.nullable(),
  }),
  availability: z.strictObject({
    matchId: id,
    playerId: id,
    teamId: id,
    available: bool,
    updatedAt: time,
    updatedByUserId: id,
  }),
  frames: z.strictObject({
    frameId: id,
    matchId: id,
    seasonId: id,
    round: count,
    frameNumber: count,
    homePosition: line(8),
    awayPosition: count,
    homePlayerId: id,
    awayPlayerId: id,
    winnerPlayerId: id.nullable(),
    homeScore: count,
    awayScore: count,
    isComplete: bool,
    state: line(40),
    breakerSide: line(8),
    version: count,
    scoredBy: id.nullable(),
    scoredAt: time.nullable(),
  }),
  auditLog: z.strictObject({
    id,
    matchId: id,
    reason: line(80),
    note: text(2_000).nullable(),
    actorUserId: id,
    at: time,
    before: json(500_000),
    after: json(500_000),
    mutationId: text(200).nullable(),
  }),
  leagueAudit: z.strictObject({
    id,
    subjectType: line(40),
    subjectId: id,
    reason: line(80),
    note: text(2_000).nullable(),
    actorUserId: id.nullable(),
    at: time,
    before: json(500_000),
    after: json(500_000),
  }),
  notifications: z.strictObject({
    id,
    userId: id,
    kind: notificationKind,
    title: line(500),
    link: appLink,
    matchId: id.nullable(),
    createdAt: time,
    readAt: time.nullable(),
  }),
  notificationEmailPreferences: z.strictObject({
    userId: id,
    kind: notificationKind,
    enabled: bool,
  }),
  notificationClaims: z.strictObject({
    matchId: id,
    userId: id,
    kind: notificationKind,
    claimedAt: time,
  }),
  // An export made before migration 0015 carries the tokens themselves: stored hashed here.
  unsubscribeTokens: z.union([
    unsubscribeToken,
    z
      .strictObject({ token: text(200), userId: id, kind: notificationKind, createdAt: time })
      .transform(({ token, ...row }) => ({ tokenHash: hashToken(token), ...row })),
  ]),
  mailQueue: z.strictObject({
    id,
    userId: id.nullable(),
    toAddress: email,
    subject: line(998),
    body: text(100_000),
    link: line(2_000).nullable(),
    headers: mailHeaders.nullable(),
    createdAt: time,
    attempts: count,
    nextAttemptAt: time,
    // Only mails still to send move, free of the old server's claims.
    claimedAt: z.null(),
    claimedBy: z.null(),
    sentAt: z.null(),
    failedAt: z.null(),
    lastError: text(500).nullable(),
  }),
} satisfies Partial<Record<keyof Database, z.ZodType>>;

export type ExportRowTable = keyof typeof EXPORT_ROW_SCHEMAS;
