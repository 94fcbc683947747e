import { previousVersionsPrefix } from './previousVersions';

/**
 * The retiring worker (README "Retiring the service worker"): deployed as `sw.js` in place of the app's worker
 * (`SERVICE_WORKER=retire npm run build`, webpack.config.ts), it reaches every browser that has the app's worker, as
 * any new version does, and undoes it: it takes over the open windows, deletes the app's caches, unregisters itself and
 * loads each open window once more, now from the network with no worker. The build that carries it registers no
 * worker, so nothing installs one again.
 */

/**
 * The caches the app's worker makes for `scope` (src/sw/sw.ts): Workbox's precache (named after the scope), the kept
 * versions' files and the users answers. Another app on the same origin keeps its own.
 */
export function isAppCache(name: string, scope: string): boolean {
  return name === `workbox-precache-v2-${scope}` || name.startsWith(previousVersionsPrefix(scope)) || name === 'users';
}

export type RetiringScope = Pick<ServiceWorkerGlobalScope, 'caches' | 'clients' | 'registration' | 'skipWaiting' | 'addEventListener'>;

/** What the retiring worker does once it is active. Each step goes on when an earlier one fails. */
export async function retire(scope: RetiringScope): Promise<void> {
  // Controlled windows can be sent to a URL (WindowClient.navigate): take over every open one first.
  await scope.clients.claim().catch(() => undefined);
  const names = await scope.caches.keys().catch(() => [] as string[]);
  const appCaches = names.filter((name) => isAppCache(name, scope.registration.scope));
  await Promise.all(appCaches.map((name) => scope.caches.delete(name).catch(() => false)));
  await scope.registration.unregister().catch(() => false);
  // Unregistered, this worker still controls the open windows until they load again: once, from the network.
  const windows = await scope.clients.matchAll({ type: 'window' }).catch(() => [] as WindowClient[]);
  await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)));
}

export function startRetiringWorker(scope: RetiringScope): void {
  scope.addEventListener('install', () => void scope.skipWaiting());
  scope.addEventListener('activate', (event) => event.waitUntil(retire(scope)));
}
