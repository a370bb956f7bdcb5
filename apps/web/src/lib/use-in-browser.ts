// What a page rendered by the server (ssr/) cannot know until the app runs in the browser.
//
// The page's own origin (https://league.example), for links that must be absolute (a calendar
// feed to paste into another app). A page rendered by the server (ssr/) does not know the address
// it is reached at: there, and while the app takes the page over, the origin is '' and such links
// read as relative ones; the app then fills them in.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export const usePageOrigin = (): string =>
  useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );

/**
 * False on the server and while the app takes a server-rendered page over, true from then on:
 * for what only a browser can render (a portal into document.body), added once the page is the
 * app's.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
