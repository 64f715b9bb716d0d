/*
 * The offline service worker of the built app (written into dist/sw.js by scripts/serviceWorker.ts,
 * which replaces the two placeholders below). Cache-first for the precached files: the app, its
 * scripts and styles, the solver's wasm, the presets, scenarios and lessons. The cache is named
 * after the build; a new build's worker waits until no tab of the old one is open, or until a page
 * posts {type: 'SKIP_WAITING'} (its "A new version is ready: Reload", src/app/serviceWorker.ts), and
 * then removes the older caches. Paths are
 * relative to this file, so the app works under any sub-path (its scope is this file's directory).
 */
/* global self, caches, fetch, URL, Response */
const CACHE = 'mp-precache-__VERSION__';
const FILES = __FILES__;
const SCOPE = new URL('./', self.location.href).href;
const URLS = FILES.map((f) => new URL(f, SCOPE).href);
const INDEX = new URL('./', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(URLS))
      .then(() => caches.keys())
      .then((names) => {
        // The first install takes over at once (the page works offline after one visit). An update
        // waits until every tab of the old build is closed: an open page keeps the files it started with.
        if (!names.some((n) => n.startsWith('mp-precache-') && n !== CACHE)) return self.skipWaiting();
        return undefined;
      }),
  );
});

// A page's "Reload" into the new version: take over now.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('mp-precache-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  // Pages of the app (any query: lesson links, tiles...) are the one index.html.
  const isPage = request.mode === 'navigate';
  const url = new URL(request.url);
  url.hash = '';
  const key = isPage ? INDEX : url.search ? null : url.href;
  if (key === null || (!isPage && !URLS.includes(key))) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit || fetch(request)),
  );
});
