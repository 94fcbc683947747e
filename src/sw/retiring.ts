import { previousVersionsPrefix } from './previousVersions';

// The retiring worker (README "Retiring the service worker"): deployed as `sw.js`, it reaches every browser with the
// app's worker and undoes it: deletes the caches, unregisters, reloads open windows from the network.

/** Another app on the same origin keeps its own caches. */
export function isAppCache(name: string, scope: string): boolean {
  return name === `workbox-precache-v2-${scope}` || name.startsWith(previousVersionsPrefix(scope)) || name === 'users';
}

export type RetiringScope = Pick<ServiceWorkerGlobalScope, 'caches' | 'clients' | 'registration' | 'skipWaiting' | 'addEventListener'>;

/** Each step goes on when an earlier one fails. */
export async function retire(scope: RetiringScope): Promise<void> {
  // Only controlled windows can be navigated: take over every open one first.
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
