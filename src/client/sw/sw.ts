/// <reference lib="webworker" />
/**
 * The service worker (issue 28 §2), built by vite-plugin-pwa (`injectManifest`, vite.config.ts)
 * from Workbox's modules: the build's files are precached (the list is injected at
 * `self.__WB_MANIFEST`), every page path opens the precached index.html, and signed-in API reads
 * are answered network first with the user's last good answer as the fallback. The API cache's
 * rules are in lib/api-cache-rules.ts (unit tested). A new version waits until the page asks it
 * to take over (the "Update" button), never on its own.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE_NAME,
  ASSETS_CACHE_NAME,
  cacheKeyFor,
  forStorage,
  fromStorage,
  isCacheableRead,
  isServerFailure,
  MAX_AGE_SECONDS,
  MAX_ENTRIES,
  mayStore,
  NETWORK_TIMEOUT_SECONDS,
  requestUser,
  SKIP_WAITING,
  userOfCacheKey,
} from '../lib/api-cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and every lazy chunk; older versions' precaches are removed on activation.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page path (a deep link, a reload offline) gets the app's page; the API and the operations
// endpoints are never answered with it, nor is the sign-in page the server serves.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/(healthz|readyz|metrics)(\/|$)/, /^\/login\.html$/],
  }),
);

// The build files left out of the precache (the latin-ext font face, vite.config.ts) are kept
// once loaded: their names are hashed, so a kept copy is never stale.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSETS_CACHE_NAME,
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

/** Keys, keeps and marks API answers per user (api-cache-rules.ts). */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const user = requestUser(request.headers);
    return user ? cacheKeyFor(request.url, user) : request;
  },
  fetchDidSucceed: async ({ response }) => {
    if (isServerFailure(response.status)) throw new Error(`server failure ${response.status}`);
    return response;
  },
  cacheWillUpdate: async ({ request, response }) =>
    mayStore(requestUser(request.headers), response) ? forStorage(response, new Date()) : null,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ? fromStorage(cachedResponse, userOfCacheKey(request.url)) : null,
};

registerRoute(
  ({ request }) => isCacheableRead(request, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // Keys are built from the URL alone (with the user), so Vary is never what tells them apart.
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({
        maxEntries: MAX_ENTRIES,
        maxAgeSeconds: MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
      perUser,
    ],
  }),
);

// The first version takes over the open page at once, so its reads are kept from the start.
// Later versions wait (no skipWaiting here) until the page sends SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});
