// The error catalogue (docs/rules.md, Error catalogue): the original specification's messages,
// word for word, and our replacement for its configuration message.

export const MESSAGES = {
  noPlayerRecord: 'No player record found for this user',
  framesCount: 'Frames array must contain exactly 16 frames.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  errorDeterminingUserRole: 'Error determining user role',
  errorFetchingUserTeam: 'Error fetching user team',
  bannerNoUser: 'No user logged in',
  bannerNoCurrentSeason: 'No current season found',
  bannerNotCaptain: 'User is not a captain of any team',
  unknownTeam: 'Unknown Team',
  clientOffline: 'Failed to get document because the client is offline.',
} as const;

/**
 * The whole-frames update's count message for a match of `frames` frames: the catalogue's words
 * for the '4v4 Standard' 16, the format's count otherwise.
 */
export const framesCountMessage = (frames: number): string =>
  frames === 16 ? MESSAGES.framesCount : `Frames array must contain exactly ${frames} frames.`;

/** The banner's diagnostic for an unexpected failure. */
export const bannerErrorMessage = (message: string): string => `Error: ${message}`;

/** The server refuses to start with this where the specification logged its Firebase message
 * (docs/rules.md, Error catalogue). */
export const configMissingMessage = (names: readonly string[]): string =>
  `Server configuration is missing required fields: ${names.join(', ')}`;

/** The error codes of the error body (docs/api.md, Conventions: Errors), with their HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A mutationId sent again with a different request (another endpoint or body). */
  mutation_id_reused: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal from a domain rule: which code to answer with and why. */
export interface Refusal {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** The frame the refusal is about, when one is (a stale write answers with its current state). */
  frameId?: string;
}

export type RuleResult<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const refuse = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): { ok: false } & Refusal =>
  fields ? { ok: false, code, message, fields } : { ok: false, code, message };
