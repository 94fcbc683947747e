import { MemoryCaches } from '@/testing/memoryCaches';
import { previousVersionsPrefix } from './previousVersions';
import { isAppCache, retire, startRetiringWorker, type RetiringScope } from './retiring';

const SCOPE = 'https://example.test/projetos/';

function fakeScope(caches: MemoryCaches) {
  const steps: string[] = [];
  const windows = ['https://example.test/projetos/#/pages/gallery', 'https://example.test/projetos/?ref=x#/'].map((url) => ({
    url,
    navigate: jest.fn((to: string) => {
      steps.push(`navigate ${to}`);
      return Promise.resolve(null);
    }),
  }));
  const listeners: Record<string, (event: { waitUntil: (promise: Promise<unknown>) => void }) => void> = {};
  const scope = {
    caches: caches.asCacheStorage,
    registration: {
      scope: SCOPE,
      unregister: jest.fn(() => {
        steps.push('unregister');
        return Promise.resolve(true);
      }),
    },
    clients: {
      claim: jest.fn(() => {
        steps.push('claim');
        return Promise.resolve();
      }),
      matchAll: jest.fn(() => Promise.resolve(windows)),
    },
    skipWaiting: jest.fn(() => Promise.resolve()),
    addEventListener: jest.fn((type: string, listener: (typeof listeners)[string]) => {
      listeners[type] = listener;
    }),
  };
  return { scope: scope as unknown as RetiringScope, raw: scope, steps, windows, listeners };
}

describe('the retiring worker', () => {
  it("should delete the app's caches, unregister, then load each open window once more", async () => {
    const caches = new MemoryCaches();
    const other = `workbox-precache-v2-https://example.test/`;
    await caches.fill(`workbox-precache-v2-${SCOPE}`, [`${SCOPE}main.11111111.js`]);
    await caches.fill(`${previousVersionsPrefix(SCOPE)}1`, [`${SCOPE}main.00000000.js`]);
    await caches.fill('users', ['https://dummyjson.com/users?limit=208']);
    await caches.fill(other, ['https://example.test/app.js']);
    const { scope, steps } = fakeScope(caches);

    await retire(scope);

    // Another app on the same origin (here at its root) keeps its cache.
    expect(await caches.keys()).toEqual([other]);
    expect(steps).toEqual([
      'claim',
      'unregister',
      'navigate https://example.test/projetos/#/pages/gallery',
      'navigate https://example.test/projetos/?ref=x#/',
    ]);
  });

  it('should go on when a step fails', async () => {
    const caches = new MemoryCaches();
    await caches.fill('users', ['https://dummyjson.com/users?limit=208']);
    const { scope, raw, windows } = fakeScope(caches);
    raw.clients.claim.mockImplementation(() => Promise.reject(new Error('no')));
    raw.registration.unregister.mockImplementation(() => Promise.reject(new Error('no')));
    windows[0]?.navigate.mockImplementation(() => Promise.reject(new TypeError('not controlled')));
    await expect(retire(scope)).resolves.toBeUndefined();
    expect(await caches.keys()).toEqual([]);
    expect(windows[1]?.navigate).toHaveBeenCalledTimes(1);
  });

  it('should take over at once and retire on activation', async () => {
    const caches = new MemoryCaches();
    const { scope, raw, listeners } = fakeScope(caches);
    startRetiringWorker(scope);
    listeners.install?.({ waitUntil: () => undefined });
    expect(raw.skipWaiting).toHaveBeenCalledTimes(1);
    let activation: Promise<unknown> = Promise.resolve();
    listeners.activate?.({
      waitUntil: (promise) => {
        activation = promise;
      },
    });
    await activation;
    expect(raw.registration.unregister).toHaveBeenCalledTimes(1);
  });

  it.each([
    [`workbox-precache-v2-${SCOPE}`, true],
    [`${previousVersionsPrefix(SCOPE)}123`, true],
    ['users', true],
    ['workbox-precache-v2-https://example.test/', false],
    [`workbox-precache-v2-${SCOPE}other/`, false],
    ['another-app', false],
  ])('should count %s as one of its caches: %s', (name, expected) => {
    expect(isAppCache(name, SCOPE)).toBe(expected);
  });
});
