import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheFallbackPlugin, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CHUNK_RELOAD_PARAM } from '@/config/constants';
import { DEFAULT_SERVICE_URLS } from '@/config/services';
import { previousVersions } from './previousVersions';
import { isVersionQuery, type VersionAnswer } from './protocol';

// The service worker (docs/ARCHITECTURE.md "Deploy rules"): precache every file, open the app network-first, take
// over at once while keeping the outgoing version's files for pages still running it.
declare const self: ServiceWorkerGlobalScope;

const NAVIGATION_TIMEOUT_SECONDS = 3;

const scope = self.registration.scope;
const scopePath = new URL(scope).pathname;
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
const previous = previousVersions(self.caches, scope);

const isOpen = async (windowId: string) => (await self.clients.get(windowId)) !== undefined;
const pruneQuietly = () => previous.prune(isOpen).catch((error: unknown) => console.warn('Could not drop old files.', error));

// Routes are tried in this order.

// Opening the app: its folder or index.html, whatever the query string, under any sub-path.
const openApp = new NetworkOnly({
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [new PrecacheFallbackPlugin({ fallbackURL: 'index.html', precacheController: precache })],
});
registerRoute(
  ({ request, url, sameOrigin }) =>
    request.mode === 'navigate' && sameOrigin && (url.pathname === scopePath || url.pathname === `${scopePath}index.html`),
  (options) => {
    // A page load is when windows close and open: a good moment to drop what no window uses any more.
    options.event.waitUntil(pruneQuietly());
    return openApp.handle(options);
  },
);

// The build's own files, also when a chunk is asked for again after a chunk error (app/errors.tsx).
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${CHUNK_RELOAD_PARAM}$`)] }));

// A script of an older version, asked for by a page that still runs it.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'script',
  async ({ request }) => (await previous.match(request)) ?? fetch(request),
);

// The users answer (spec §7): the last one, refreshed in the background. ip and geo are not cached (spec §8).
const usersUrl = new URL(process.env.USERS_SERVICE_URL ?? DEFAULT_SERVICE_URLS.users, self.location.href);
registerRoute(
  ({ url }) => url.origin === usersUrl.origin && url.pathname === usersUrl.pathname,
  new StaleWhileRevalidate({
    cacheName: 'users',
    plugins: [new ExpirationPlugin({ maxEntries: 4 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

self.addEventListener('install', (event) => {
  // Take over at once: the pages it takes over keep their files (previousVersions.ts).
  void self.skipWaiting();
  event.waitUntil(
    (async () => {
      // Before the new version caches or controls anything, keep the outgoing files open windows may ask for.
      try {
        const openWindows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        await previous.keep({
          precacheName: precache.strategy.cacheName,
          incomingKeys: new Set(precache.getURLsToCacheKeys().values()),
          openWindows: openWindows.map((client) => client.id),
          now: Date.now(),
        });
      } catch (error) {
        console.warn('Could not keep the previous version’s files.', error);
      }
      await precache.install(event);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      await pruneQuietly();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (!isVersionQuery(event.data)) return;
  const answer: VersionAnswer = { current: event.data.scripts.every((script) => precache.getCacheKeyForURL(script) !== undefined) };
  event.ports[0]?.postMessage(answer);
});
