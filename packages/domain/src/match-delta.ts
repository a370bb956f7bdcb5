// A match change as the live channel sends it when the match stays in the same lists (a frame
// scored or reset, a line-up, a round lock, a confirmation): what changed, not the whole match
// (docs/decisions/0022-live-deltas.md). `matchDelta` builds it from the match before and after;
// `applyMatchDelta` replays it on a copy whose version is the delta's `from`, and on nothing else.
import type { Frame, Match } from './entities.ts';

/** One frame's change: its id and the fields that changed; `whole` when it is sent entire (a new
 * frame, or one that lost a field). */
export type FrameDelta = { frameId: string; whole?: true } & Partial<Frame>;

export interface MatchDelta {
  id: string;
  /** The version this change follows: apply it only to a copy at exactly this version. */
  from: number;
  version: number;
  state: Match['state'];
  homeScore: number;
  awayScore: number;
  /** The match's other fields that changed (its progress, pre-match state...), as they are now. */
  set?: Record<string, unknown>;
  /** Fields the match no longer has. */
  unset?: string[];
  /** The frames that changed, by id. */
  frames?: FrameDelta[];
  /** The frames' ids in order, when which frames the match has (or their order) changed. */
  frameIds?: string[];
}

/** Fields every delta carries (or that identify it), never in `set`. */
const ALWAYS = new Set(['id', 'version', 'state', 'homeScore', 'awayScore', 'frames']);

/** Structural equality of JSON values (key order does not matter). */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = definedKeys(left);
  return (
    keys.length === definedKeys(right).length &&
    keys.every((key) => right[key] !== undefined && sameValue(left[key], right[key]))
  );
};

/** Keys with a value (JSON drops undefined ones). */
const definedKeys = (value: object): string[] =>
  Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key]) => key);

/** The fields of `after` that differ from `before`, and the keys `after` no longer has. */
const changes = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: ReadonlySet<string>,
): { set: Record<string, unknown>; unset: string[] } => {
  const set: Record<string, unknown> = {};
  for (const key of definedKeys(after)) {
    if (!skip.has(key) && !sameValue(before[key], after[key])) set[key] = after[key];
  }
  const unset = definedKeys(before).filter((key) => !skip.has(key) && after[key] === undefined);
  return { set, unset };
};

const NOT_FRAME_FIELDS = new Set(['frameId']);

/** The change from `before` to `after` (the same match, a later version). */
export const matchDelta = (before: Match, after: Match): MatchDelta => {
  const delta: MatchDelta = {
    id: after.id,
    from: before.version,
    version: after.version,
    state: after.state,
    homeScore: after.homeScore,
    awayScore: after.awayScore,
  };
  const { set, unset } = changes(before, after, ALWAYS);
  if (Object.keys(set).length > 0) delta.set = set;
  if (unset.length > 0) delta.unset = unset;

  const previous = new Map(before.frames.map((frame) => [frame.frameId, frame]));
  const frames: FrameDelta[] = [];
  for (const frame of after.frames) {
    const old = previous.get(frame.frameId);
    if (old === undefined) {
      frames.push({ ...frame, whole: true });
      continue;
    }
    const change = changes(old, frame, NOT_FRAME_FIELDS);
    if (change.unset.length > 0) frames.push({ ...frame, whole: true });
    else if (Object.keys(change.set).length > 0)
      frames.push({ frameId: frame.frameId, ...(change.set as Partial<Frame>) });
  }
  if (frames.length > 0) delta.frames = frames;
  const ids = after.frames.map((frame) => frame.frameId);
  if (
    !sameValue(
      ids,
      before.frames.map((frame) => frame.frameId),
    )
  )
    delta.frameIds = ids;
  return delta;
};

/**
 * The match after the change, or null when `match` is not the version the delta follows (a gap,
 * or a copy already newer): the caller then reads the match again rather than guess.
 */
export const applyMatchDelta = <M extends Pick<Match, 'id' | 'version'> & { frames?: Frame[] }>(
  match: M,
  delta: MatchDelta,
): M | null => {
  if (match.id !== delta.id || match.version !== delta.from) return null;
  const next: Record<string, unknown> = { ...match, ...delta.set };
  for (const key of delta.unset ?? []) delete next[key];
  next.version = delta.version;
  next.state = delta.state;
  next.homeScore = delta.homeScore;
  next.awayScore = delta.awayScore;
  // A summary (a list without frames) takes everything but the frames.
  if (match.frames === undefined) return next as M;
  const changed = new Map((delta.frames ?? []).map((frame) => [frame.frameId, frame]));
  const patch = (frame: Frame | undefined, id: string): Frame | null => {
    const change = changed.get(id);
    if (!change) return frame ?? null;
    const { whole, ...fields } = change;
    if (whole) return fields as Frame;
    return frame ? { ...frame, ...fields } : null;
  };
  const byId = new Map(match.frames.map((frame) => [frame.frameId, frame]));
  // A frame the delta patches but the copy lacks: not the version it follows after all.
  for (const change of changed.values())
    if (!change.whole && !byId.has(change.frameId)) return null;
  const frames: Frame[] = [];
  for (const id of delta.frameIds ?? match.frames.map((frame) => frame.frameId)) {
    const frame = patch(byId.get(id), id);
    if (!frame) return null;
    frames.push(frame);
  }
  next.frames = frames;
  return next as M;
};

/**
 * Whether a change leaves the match in every list it was in, in the same place (same season,
 * teams, state and date): then a delta says it; otherwise the whole match goes out, so a client
 * can tell which lists it enters or leaves.
 */
export const staysInLists = (before: Match, after: Match): boolean =>
  before.id === after.id &&
  after.version > before.version &&
  before.seasonId === after.seasonId &&
  before.homeTeamId === after.homeTeamId &&
  before.awayTeamId === after.awayTeamId &&
  before.state === after.state &&
  before.scheduledDate === after.scheduledDate;

/** A delta as it came off the wire, checked enough to apply. Written by hand rather than as a
 * schema: it runs on every page's first load, which carries no schema library (docs/decisions/0024). */
export const isMatchDelta = (value: unknown): value is MatchDelta => {
  if (!isRecord(value)) return false;
  const { id, from, version, state, homeScore, awayScore, set, unset, frames, frameIds } = value;
  return (
    typeof id === 'string' &&
    typeof state === 'string' &&
    [from, version, homeScore, awayScore].every(Number.isInteger) &&
    (set === undefined || isRecord(set)) &&
    (unset === undefined || isStrings(unset)) &&
    (frameIds === undefined || isStrings(frameIds)) &&
    (frames === undefined ||
      (Array.isArray(frames) &&
        frames.every(
          (frame) =>
            isRecord(frame) &&
            typeof frame.frameId === 'string' &&
            (frame.whole === undefined || frame.whole === true),
        )))
  );
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
