import { MemoryCaches } from '@/testing/memoryCaches';
import { previousVersions, previousVersionsPrefix } from './previousVersions';

const SCOPE = 'https://example.test/projetos/';
const PRECACHE = `workbox-precache-v2-${SCOPE}`;
const at = (file: string) => new URL(file, SCOPE).href;

/** The precache while version 2 installs: version 1's files, and version 2's that are the same or already in. */
const OUTGOING = [at('main.11111111.js'), at('table.11111111.chunk.js'), at('shared.33333333.chunk.js'), at('index.html?__WB_REVISION__=1')];
const INCOMING = new Set([at('main.22222222.js'), at('table.22222222.chunk.js'), at('shared.33333333.chunk.js'), at('index.html?__WB_REVISION__=2')]);

async function setUp() {
  const caches = new MemoryCaches();
  await caches.fill(PRECACHE, OUTGOING);
  return { caches, previous: previousVersions(caches.asCacheStorage, SCOPE) };
}

describe('previousVersions', () => {
  it('should keep the content-hashed files the incoming version does not have, for the windows open now', async () => {
    const { caches, previous } = await setUp();
    await previous.keep({ precacheName: PRECACHE, incomingKeys: INCOMING, openWindows: ['tab-1'], now: 1 });
    const names = await previous.cacheNames();
    expect(names).toEqual([`${previousVersionsPrefix(SCOPE)}1`]);
    const kept = caches.caches.get(names[0] ?? '');
    // Not index.html (a page never asks for an older one) nor a file both versions share.
    expect([...(kept?.entries.keys() ?? [])].filter((url) => !url.includes('__projetos-open-windows__'))).toEqual([
      at('main.11111111.js'),
      at('table.11111111.chunk.js'),
    ]);
    expect(await (await previous.match(new Request(at('table.11111111.chunk.js'))))?.text()).toBe(at('table.11111111.chunk.js'));
    expect(await previous.match(new Request(at('table.22222222.chunk.js')))).toBeUndefined();
  });

  it('should keep nothing when no window is open, or when nothing goes away', async () => {
    const { previous } = await setUp();
    await previous.keep({ precacheName: PRECACHE, incomingKeys: INCOMING, openWindows: [], now: 1 });
    await previous.keep({ precacheName: PRECACHE, incomingKeys: new Set(OUTGOING), openWindows: ['tab-1'], now: 2 });
    expect(await previous.cacheNames()).toEqual([]);
  });

  it('should find a file in the newest kept version first', async () => {
    const { caches, previous } = await setUp();
    await previous.keep({ precacheName: PRECACHE, incomingKeys: INCOMING, openWindows: ['tab-1'], now: 1 });
    await (await caches.open(`${previousVersionsPrefix(SCOPE)}1`)).put(at('main.11111111.js'), new Response('older'));
    await caches.fill(PRECACHE, [at('main.11111111.js')]);
    await previous.keep({ precacheName: PRECACHE, incomingKeys: INCOMING, openWindows: ['tab-2'], now: 2 });
    expect(await previous.cacheNames()).toEqual([`${previousVersionsPrefix(SCOPE)}2`, `${previousVersionsPrefix(SCOPE)}1`]);
    expect(await (await previous.match(new Request(at('main.11111111.js'))))?.text()).toBe(at('main.11111111.js'));
  });

  it('should drop a kept version once none of its windows is open, and only then', async () => {
    const { previous } = await setUp();
    await previous.keep({ precacheName: PRECACHE, incomingKeys: INCOMING, openWindows: ['tab-1', 'tab-2'], now: 1 });
    const open = new Set(['tab-2', 'tab-3']);
    const isOpen = (id: string) => Promise.resolve(open.has(id));
    await previous.prune(isOpen);
    expect(await previous.cacheNames()).toHaveLength(1);
    open.delete('tab-2');
    await previous.prune(isOpen);
    expect(await previous.cacheNames()).toEqual([]);
  });

  it("should leave another app's kept versions alone (several apps may share an origin)", async () => {
    const { caches, previous } = await setUp();
    await caches.fill(`${previousVersionsPrefix('https://example.test/')}1`, [at('main.11111111.js')]);
    expect(await previous.cacheNames()).toEqual([]);
    await previous.prune(() => Promise.resolve(false));
    expect(await caches.keys()).toContain(`${previousVersionsPrefix('https://example.test/')}1`);
  });
});
