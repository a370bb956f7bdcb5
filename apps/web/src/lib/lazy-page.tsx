// Pages load lazily (docs/rules.md, The web app: Pages). After a deploy, an open tab may ask for a
// chunk that no longer exists: Vite then fires 'vite:preloadError'. We reload the page once to pick
// up the new build (remembered in sessionStorage so a broken deploy can't loop), and if it fails
// again the error reaches PageErrorBoundary, which offers a retry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_RELOAD_KEY = 'cueleague:chunk-reload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

// On the server (ssr/) there is no window: a page loaded there has nothing to reload.
const browserDeps = (): ReloadDeps =>
  typeof window === 'undefined'
    ? {
        storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
        reload: () => {},
      }
    : { storage: window.sessionStorage, reload: () => window.location.reload() };

/** Reloads unless this tab already did so for a failed chunk; says whether it reloaded. */
export const reloadOnce = (deps: ReloadDeps = browserDeps()): boolean => {
  try {
    if (deps.storage.getItem(CHUNK_RELOAD_KEY)) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // No sessionStorage (privacy mode): don't risk a reload loop.
    return false;
  }
  deps.reload();
  return true;
};

/** A chunk loaded: the next failure (a later deploy) may reload again. */
export const clearReloadFlag = (deps: ReloadDeps = browserDeps()): void => {
  try {
    deps.storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing to clear.
  }
};

/** Listens for Vite's preload errors; returns the function that stops listening. */
export const installPreloadErrorHandler = (
  target: Window = window,
  deps?: ReloadDeps,
): (() => void) => {
  const onPreloadError = (event: Event) => {
    // Handled: Vite won't rethrow, and the page is reloading.
    if (reloadOnce(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
};

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

/** A lazily loaded page that can be asked to load before React renders it. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the page's chunk; resolves once React can render it without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a named export. A failed import (even one Vite did not report) gets the same
 * reload-once treatment; while the page reloads the spinner stays up. Once loaded (by a render or
 * by `preload`), the page is handed to React at once (a thenable that answers when asked), so a
 * page the server rendered is taken over in one pass, never left waiting for its chunk while
 * something else changes (ssr/, main.tsx).
 */
export const lazyPage = <P extends object>(
  load: () => Promise<ComponentType<P> | undefined>,
  deps?: ReloadDeps,
): LazyPage<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= (async () => {
      let component: ComponentType<P> | undefined;
      try {
        component = await load();
      } catch (error) {
        loading = null;
        if (reloadOnce(deps)) return never<{ default: ComponentType<P> }>();
        throw error;
      }
      // undefined: the preload error handler took the failure and is reloading the page.
      if (!component) return never<{ default: ComponentType<P> }>();
      clearReloadFlag(deps);
      loaded = component;
      return { default: component };
    })());
  const page = lazy(() => {
    const ready = loaded;
    if (!ready) return start();
    // Answers during React's own call, so the page renders without suspending.
    const now = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) =>
        resolve({ default: ready }),
    };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(page, { preload: () => start().then(() => undefined) });
};
