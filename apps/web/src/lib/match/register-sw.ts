/**
 * Registers the service worker (public/sw.js) from the match pages only, so the landing page carries
 * none of this. Once it controls the page it is told which files this visit loaded (the entry,
 * route chunks, locale files), since those were fetched before it could see them; it caches them so
 * /app opens without network next time.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(window.location.origin) && !new URL(url).pathname.startsWith('/api'));
      registration.active?.postMessage({ type: 'cache-urls', urls: [...urls, window.location.pathname] });
    })
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
