// A competition's rules refuse by throwing, since the bracket is derived in one pass and a bad
// result cannot be skipped. The error is a `Refusal` (errors.ts), so the server answers it as
// any other domain refusal (`fromRefusal`: 409 for a tie that is not ready).
import type { ErrorCode, Refusal } from '../errors.ts';

/** A competition rule's refusal: its code says what to answer, its message why. */
export class CompetitionRefusal extends Error implements Refusal {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'CompetitionRefusal';
    this.code = code;
    if (fields) this.fields = fields;
  }
}
