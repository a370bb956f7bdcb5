// The built app registers its service worker (src/service-worker/), which keeps the app shell so
// the app opens with no network after one visit. Not in development: Vite serves modules there.
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app still works online without it; say why offline use won't.
      console.warn('The offline app shell could not be installed', error);
    });
  });
};
