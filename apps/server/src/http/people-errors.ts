// zod's default messages ("Invalid input: expected string, received undefined") are for
// programmers; the API's 422 answers reach people (an admin's dialog, a captain's phone), so the
// server words every check it did not word itself: "Reason is required.", "Tables must be at most
// 12.". A message a schema gives ('Say why') always wins over these (zod's precedence).
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** A field as people say it: 'scheduledDate' -> 'Scheduled date', 'winnerPlayerId' -> 'Winner player'. */
export const fieldLabel = (path: readonly PropertyKey[] | undefined): string => {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string' || key === '') return 'The value';
  const words = key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  datetime: 'a date and time (like 2026-12-03T19:30:00Z)',
  date: 'a date (like 2026-12-03)',
  time: 'a time (like 19:30)',
  email: 'an e-mail address',
  url: 'a web address',
};

const count = (value: unknown, unit: string): string => {
  const n = Number(value);
  return `${String(value)} ${unit}${n === 1 ? '' : 's'}`;
};

/** The sentence for one of zod's own checks, or undefined to keep zod's (a check we do not know). */
export const peopleMessage = (issue: Issue): string | undefined => {
  const label = fieldLabel(issue.path);
  const raw = issue as unknown as Record<string, unknown>;
  const missing = issue.input === undefined || issue.input === null;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return `${label} is required.`;
  switch (issue.code) {
    case 'invalid_type':
      return `${label} must be ${TYPE_WORDS[String(raw.expected)] ?? `a ${String(raw.expected)}`}.`;
    case 'too_small': {
      const { origin, minimum, inclusive } = raw;
      if (origin === 'string')
        return Number(minimum) <= 1
          ? `${label} is required.`
          : `${label} must be at least ${count(minimum, 'character')}.`;
      if (origin === 'array' || origin === 'set')
        return `${label} needs at least ${count(minimum, 'item')}.`;
      return `${label} must be ${inclusive === false ? 'more than' : 'at least'} ${String(minimum)}.`;
    }
    case 'too_big': {
      const { origin, maximum, inclusive } = raw;
      if (origin === 'string') return `${label} must be at most ${count(maximum, 'character')}.`;
      if (origin === 'array' || origin === 'set')
        return `${label} takes at most ${count(maximum, 'item')}.`;
      return `${label} must be ${inclusive === false ? 'less than' : 'at most'} ${String(maximum)}.`;
    }
    case 'invalid_value': {
      const values = (raw.values as unknown[] | undefined) ?? [];
      return values.length > 0 && values.length <= 8
        ? `${label} must be one of: ${values.map(String).join(', ')}.`
        : `${label} is not one of the values it takes.`;
    }
    case 'invalid_format': {
      const words = FORMAT_WORDS[String(raw.format)];
      return words ? `${label} must be ${words}.` : `${label} is not in the form it takes.`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(raw.divisor)}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${label} is not valid.`;
    default:
      return undefined;
  }
};

/** Words every schema check the server makes; called once as the server starts. */
export const wordErrorsForPeople = (): void => {
  z.config({ customError: peopleMessage });
};
