import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installPreloadErrorHandler } from './lib/lazy-page.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';

installPreloadErrorHandler();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
