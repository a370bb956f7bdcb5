import { expect } from 'vitest';

/**
 * `element` is styled a tap target of at least 24 × 24 px (WCAG 2.2, 2.5.8): jsdom lays nothing
 * out, so this reads the minimum size its styles give it.
 */
export const expectTapTarget = (element: Element): void => {
  const style = window.getComputedStyle(element);
  expect(style.display, 'a box that takes a height (not a line of inline text)').not.toBe('inline');
  expect(Number.parseFloat(style.minHeight), 'min-height (px)').toBeGreaterThanOrEqual(24);
  expect(Number.parseFloat(style.minWidth), 'min-width (px)').toBeGreaterThanOrEqual(24);
};
