// Runs before every web test file: a clean DOM, globals and storage after each test, and any
// unexpected console.error turned into a failure.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, takeConsoleErrors } from './console.ts';

// findBy* and waitFor wait for a condition, not a time: on a busy shared machine a lazy page's
// first import can take seconds, so allow that before calling a missing element a failure.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: scrolling is a no-op here rather than a "not implemented" error.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
