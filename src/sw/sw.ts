import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheFallbackPlugin, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { DEFAULT_SERVICE_URLS } from '@/config/services';
import { previousVersions } from './previousVersions';
import { isVersionQuery, type VersionAnswer } from './protocol';

/**
 * The app's service worker (production builds; build/serviceWorker.ts compiles it and injects the
 * list of the build's files). docs/ARCHITECTURE.md "Build, deploy and offline" and "Deploy rules":
 *
 * - every file of the build is precached: after one visit the app opens offline;
 * - opening the app (its folder or index.html, with any query string) asks the network first, so a reload after a
 *   deploy runs the new version; offline, or with no answer within 3 s, the precached index.html opens;
 * - a new version takes over at once (no waiting for every tab to close), and keeps the files of the version it
 *   replaces for the pages still running it (previousVersions.ts);
 * - the users answer is served stale-while-revalidate (the table shows the last list it received while offline); the
 *   ip and geo lookups are not cached (offline, the clock falls back to the browser's zone: spec §8).
 */
declare const self: ServiceWorkerGlobalScope;

/** How long opening the app waits for the network before it opens the precached version instead. */
const NAVIGATION_TIMEOUT_SECONDS = 3;

const scope = self.registration.scope;
const scopePath = new URL(scope).pathname;
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
const previous = previousVersions(self.caches, scope);

const isOpen = async (windowId: string) => (await self.clients.get(windowId)) !== undefined;
const pruneQuietly = () => previous.prune(isOpen).catch((error: unknown) => console.warn('Could not drop old files.', error));

// Routes are tried in this order.

// Opening the app: its folder or index.html, whatever the query string (`?ref=newsletter`) and under any sub-path.
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

// The build's own files.
registerRoute(new PrecacheRoute(precache));

// A script of an older version, asked for by a page that still runs it.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'script',
  async ({ request }) => (await previous.match(request)) ?? fetch(request),
);

// The users answer (spec §7): the last one received, refreshed in the background.
const usersUrl = new URL(process.env.USERS_SERVICE_URL ?? DEFAULT_SERVICE_URLS.users, self.location.href);
registerRoute(
  ({ url }) => url.origin === usersUrl.origin && url.pathname === usersUrl.pathname,
  new StaleWhileRevalidate({
    cacheName: 'users',
    plugins: [new ExpirationPlugin({ maxEntries: 4 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

self.addEventListener('install', (event) => {
  // A new version takes over at once: the pages it takes over keep their files (previousVersions.ts).
  void self.skipWaiting();
  event.waitUntil(
    (async () => {
      // Before anything of the new version is cached, and before it takes over any page (it controls them from the
      // start of its activation, and their requests may reach it before its activation ends): the precache holds the
      // outgoing version's files; keep those the open windows may still ask for. Activation then drops them from it.
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
