/* global self, caches */
// The field app's service worker (issue 16): the app's page and scripts, and the scooper's last route, stay
// available with no signal. Pages and reads go to the network first and fall back to what was last fetched.
const CACHE = 'scv-field-v1';
const SHELL = '/field';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch(SHELL, { headers: { Accept: 'text/html' } });
      if (!page.ok) return;
      const html = await page.clone().text();
      await cache.put(SHELL, page);
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await cache.addAll(assets);
    })().then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const CACHED_READS = new Set(['/api/field/me', '/api/field/route']);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const isPage = request.mode === 'navigate';
  if (url.pathname.startsWith('/api/') && !CACHED_READS.has(url.pathname)) return;
  event.respondWith(
    (async () => {
      try {
        const response = await fetch(request);
        if (response.ok) {
          const copy = response.clone();
          const cache = await caches.open(CACHE);
          await cache.put(isPage ? SHELL : request, copy);
        }
        return response;
      } catch (error) {
        const cached = await caches.match(isPage ? SHELL : request);
        if (cached) return cached;
        throw error;
      }
    })(),
  );
});
