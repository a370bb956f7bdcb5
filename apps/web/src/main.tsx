import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPageAt } from './app/app-routes.tsx';
import { installPreloadErrorHandler } from './lib/lazy-page.tsx';
import { setDisplayLocale } from './lib/format.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { readServerState } from './ssr/server-state.ts';

installPreloadErrorHandler();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// A page the server rendered (ssr/) is taken over where it stands, from the data it was rendered
// from and in the language its dates were written in; as a transition, so the work is cut into
// short tasks and the page answers a tap while it runs. Any other page (the stored app shell of
// a repeat visit, a signed-in area) is rendered here.
// The page's own chunk is loaded first: React then takes the whole page over in one pass, and
// nothing that changes meanwhile (who is signed in, the live channel) can reach a part of it still
// waiting for its code, which React would throw away and paint again.
const serverState = readServerState(document);
if (serverState && root.firstElementChild) {
  setDisplayLocale(serverState.locale);
  void preloadPageAt(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App initialState={serverState.queries} serverRendered />
          </StrictMode>,
        );
      });
    });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
