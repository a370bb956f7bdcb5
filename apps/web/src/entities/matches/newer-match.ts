// A match reaches the cache by several roads (a read's answer, a write's answer, a live event) and
// they can arrive in either order: the copy shown stays when it is newer than the one arriving.
import type { Match } from '@cueleague/domain/entities';

/** Whether a value (a live message's, an answer's) is a whole match with its frames. */
export const isMatch = (value: unknown): value is Match =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Match).id === 'string' &&
  typeof (value as Match).state === 'string' &&
  typeof (value as Match).version === 'number' &&
  Array.isArray((value as Match).frames);

interface Versioned {
  version: number;
}

/** Whether the copy shown is newer than the one arriving: then the shown one stays. */
export const isNewer = (shown: Versioned | undefined, incoming: Versioned): boolean =>
  shown !== undefined && shown.version > incoming.version;

/** The copy to keep of the one shown and the one arriving: the arriving one, unless older. */
export const newerMatch = <T extends Versioned>(shown: T | undefined, incoming: T): T =>
  shown && isNewer(shown, incoming) ? shown : incoming;
