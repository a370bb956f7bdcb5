// Notifications (docs/rules.md, The web app: Notifications): bottom centre, hidden after 6000 ms,
// not closed by clicking away.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationProvider, preloadSnackbars, useNotify } from './notifications.tsx';
import { SNACKBAR_COLORS } from './snackbar-kinds.ts';

// The snackbars load with the first notification (notifications-first.test.tsx covers that);
// loaded up front here, each step below is synchronous.
beforeAll(() => preloadSnackbars());

const Buttons = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Saved the team')}>success</button>
      <button onClick={() => notify.error('Could not save')}>error</button>
      <button onClick={() => notify.info('Match starts soon')}>info</button>
      <button onClick={() => notify.warning('Connection is slow')}>warning</button>
      <p>Somewhere else on the page</p>
    </>
  );
};

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Lets each step of the exit transition schedule and run the next. */
const settle = () => {
  for (let step = 0; step < 10; step++) advance(200);
};

/** WCAG's contrast ratio of two '#rrggbb' colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** With fake timers, shows the success notification and lets `ms` pass. */
const showSuccessFor = (ms: number) => {
  vi.useFakeTimers();
  renderNotifications();
  fireEvent.click(screen.getByText('success'));
  advance(ms);
};

const renderNotifications = () =>
  render(
    <NotificationProvider>
      <Buttons />
    </NotificationProvider>,
  );

describe('notifications', () => {
  it('shows error, success, info and warning snackbars', () => {
    for (const [variant, text] of [
      ['success', 'Saved the team'],
      ['error', 'Could not save'],
      ['info', 'Match starts soon'],
      ['warning', 'Connection is slow'],
    ] as const) {
      const view = renderNotifications();
      fireEvent.click(screen.getByText(variant));
      expect(screen.getByText(text).closest(`.notistack-MuiContent-${variant}`)).toBeTruthy();
      view.unmount();
    }
  });

  it('gives every variant text that contrasts 4.5:1 with its background', () => {
    for (const [variant, colors] of Object.entries(SNACKBAR_COLORS)) {
      expect(contrast(colors.text, colors.background), variant).toBeGreaterThanOrEqual(4.5);
      const view = renderNotifications();
      fireEvent.click(screen.getByText(variant));
      const content = screen.getByText(/./, { selector: '#notistack-snackbar' });
      const style = window.getComputedStyle(
        content.closest(`.notistack-MuiContent-${variant}`) as Element,
      );
      expect(style.backgroundColor, variant).toBe(rgb(colors.background));
      expect(style.color, variant).toBe(rgb(colors.text));
      view.unmount();
    }
  });

  it('sits at the bottom centre of the screen', () => {
    renderNotifications();
    fireEvent.click(screen.getByText('success'));
    const container = screen.getByText('Saved the team').closest('.notistack-SnackbarContainer');
    expect(container).toBeTruthy();
    const style = window.getComputedStyle(container as Element);
    expect(style.position).toBe('fixed');
    expect(style.bottom).not.toBe('');
    expect(style.top).toBe('');
    expect(style.left).toBe('50%');
    expect(style.transform).toBe('translateX(-50%)');
  });

  it('hides itself after 6000 ms, not before', () => {
    showSuccessFor(5_900);
    screen.getByText('Saved the team');
    advance(100);
    // The exit transition runs, then the snackbar leaves the page.
    settle();
    expect(screen.queryByText('Saved the team')).toBeNull();
  });

  it('does not close when the user clicks away', () => {
    showSuccessFor(500);
    fireEvent.mouseDown(document.body);
    fireEvent.click(screen.getByText('Somewhere else on the page'));
    fireEvent.touchStart(document.body);
    settle();
    screen.getByText('Saved the team');
  });

  it('can be dismissed with its close button', () => {
    showSuccessFor(500);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    settle();
    expect(screen.queryByText('Saved the team')).toBeNull();
  });
});
