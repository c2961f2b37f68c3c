/*
 * Marcador's service worker, hand-written (no build plugin). It keeps the app shell (index.html)
 * and the built files so /app opens without network after a first visit:
 * - pages (navigations): network first, the cached shell when offline;
 * - /assets/* (hashed, immutable) and other static files: cache first, stored on first use;
 * - /api is never cached: match data lives in IndexedDB and syncs itself.
 */
const CACHE = 'marcador-shell-v1';
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/manifest.webmanifest', '/favicon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page lists what it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => {
    const path = new URL(url, self.location.origin).pathname;
    return !path.startsWith('/api') && (path.startsWith('/assets/') || !path.includes('.'));
  });
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map((url) => {
          const path = new URL(url, self.location.origin).pathname;
          // Page paths are all the same shell.
          return path.startsWith('/assets/') ? cache.add(url).catch(() => undefined) : undefined;
        }),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A prerendered page shows a signed-out visitor: never the offline shell of /app.
          // Nor the live match's spectator page, which is a page of its own, not the shell.
          if (response.ok && !response.headers.has('x-prerendered') && url.pathname !== '/live') {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached || Response.error())),
    );
    return;
  }

  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
