// A failed page chunk: reload once (remembered in sessionStorage), then an error with Retry.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../test/console.ts';
import {
  CHUNK_RELOAD_KEY,
  installPreloadErrorHandler,
  lazyPage,
  type ReloadDeps,
} from './lazy-page.tsx';
import { PageErrorBoundary } from '../components/page-error-boundary.tsx';

const deps = () => {
  const reload = vi.fn<() => void>();
  return { storage: window.sessionStorage, reload } satisfies ReloadDeps;
};

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/standings-page-abc.js');

const renderLazy = (Page: ReturnType<typeof lazyPage>, onRetry = vi.fn()) =>
  render(
    <PageErrorBoundary onRetry={onRetry}>
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );

describe('vite:preloadError', () => {
  it('reloads the page once and handles the event; the second time lets the error through', () => {
    const reload = deps();
    const stop = installPreloadErrorHandler(window, reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    stop();
  });
});

describe('lazyPage', () => {
  it('shows the page once its chunk loads, and forgets an earlier reload', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const Page = lazyPage(() => Promise.resolve(() => <h1>Standings</h1>), deps());
    renderLazy(Page);
    screen.getByText('Loading page');
    await screen.findByRole('heading', { name: 'Standings' });
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('renders a preloaded page at once, without showing its spinner even for a moment', async () => {
    const Page = lazyPage(() => Promise.resolve(() => <h1>Standings</h1>), deps());
    await Page.preload();
    renderLazy(Page);
    expect(screen.queryByText('Loading page')).toBeNull();
    screen.getByRole('heading', { name: 'Standings' });
  });

  it('reloads once when the chunk fails, keeping the spinner up meanwhile', async () => {
    const reload = deps();
    const Page = lazyPage(() => Promise.reject(chunkError()), reload);
    renderLazy(Page);
    await vi.waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
    screen.getByText('Loading page');
  });

  it('after the reload, a second failure shows an error with Retry', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = deps();
    const onRetry = vi.fn();
    const Page = lazyPage(() => Promise.reject(chunkError()), reload);
    renderLazy(Page, onRetry);
    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(reload.reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    // React and the boundary both report the failure, React as it finishes the render the
    // click started: once act() has flushed that work, both reports are in.
    await act(async () => undefined);
    expect(takeConsoleErrors().some((line) => line.includes('Page failed'))).toBe(true);
  });
});
