// console.error fails a test (docs/decisions/0005-test-tools.md); a test that expects one takes it
// with takeConsoleErrors().
import { format } from 'node:util';

const errors: string[] = [];

export const recordConsoleError = (...args: unknown[]): void => {
  errors.push(format(...args));
};

/** Returns the errors logged so far and forgets them. */
export const takeConsoleErrors = (): string[] => errors.splice(0, errors.length);
