// The admin forms validate with the domain's request schemas; these helpers only bridge what an
// <input> gives (always a string) to what those schemas take, and word zod's default messages for
// people. A message the domain wrote itself ('Required') wins over these.
import { z } from 'zod';

/** An empty text input is "not given": null for the domain's nullish fields. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

/** A number input's text as a number; empty is undefined, which the schema then judges. */
export const numberInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
    schema,
  );

/** zod's defaults ("Too small: expected number to be >=1") in plain words. */
export const FORM_ERRORS = {
  error: (issue: { code: string; [key: string]: unknown }): string | undefined => {
    const { code, origin, minimum, maximum, expected, format } = issue as {
      code: string;
      origin?: string;
      minimum?: number | bigint;
      maximum?: number | bigint;
      expected?: string;
      format?: string;
    };
    if (code === 'too_small' && origin === 'number') return `Use ${String(minimum)} or more`;
    if (code === 'too_big' && origin === 'number') return `Use ${String(maximum)} or less`;
    if (code === 'too_big' && origin === 'string')
      return `Use at most ${String(maximum)} characters`;
    if (code === 'invalid_type' && expected === 'int') return 'Use a whole number';
    if (code === 'invalid_type' && expected === 'number') return 'Enter a number';
    if (code === 'invalid_format' && format === 'date') return 'Pick a date';
    if (code === 'invalid_type' && expected === 'string') return 'Required';
    return undefined;
  },
};
