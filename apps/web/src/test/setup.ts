// Runs before every web test file: a clean DOM, globals and storage after each test, and any
// unexpected console.error turned into a failure.
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, takeConsoleErrors } from './console.ts';

// A shared, busy machine (CI runs beside the developers) can take seconds to render a lazy page:
// findBy* waits for its condition up to 10 s instead of Testing Library's 1 s, which fails tests
// for the machine's load rather than for the app.
configure({ asyncUtilTimeout: 10_000 });

// A test of the server's rendering (ssr/) runs in Node, with no window.
const inDom = typeof window !== 'undefined';

// jsdom has no layout: scrolling is a no-op here rather than a "not implemented" error.
if (inDom) {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (inDom) window.sessionStorage.clear();
  // A test that took the network away gives it back: TanStack's online state is app-wide.
  onlineManager.setOnline(true);
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
