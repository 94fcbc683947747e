// A page loads chunks later by its own version's names, which a deploy removes from the host: the outgoing version's
// hashed files move to a cache of their own until every window open at the switch has closed.

/** Workbox marks files whose names do not change with their content with this parameter. */
const REVISION_PARAMETER = '__WB_REVISION__';

const WINDOWS_ENTRY = '__projetos-open-windows__';

export interface PreviousVersions {
  /** Newest first. */
  cacheNames(): Promise<string[]>;
  /** Copies the outgoing hashed files (those not in incomingKeys) for openWindows; nothing if none is open. */
  keep(options: { precacheName: string; incomingKeys: ReadonlySet<string>; openWindows: readonly string[]; now: number }): Promise<void>;
  match(request: Request): Promise<Response | undefined>;
  prune(isOpen: (windowId: string) => Promise<boolean>): Promise<void>;
}

/** Several apps may share an origin and its caches. */
export function previousVersionsPrefix(scope: string): string {
  return `projetos-previous-version ${scope} `;
}

export function previousVersions(caches: CacheStorage, scope: string): PreviousVersions {
  const prefix = previousVersionsPrefix(scope);
  const windowsKey = new URL(WINDOWS_ENTRY, scope).href;

  const cacheNames = async () =>
    (await caches.keys())
      .filter((name) => name.startsWith(prefix))
      .sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)));

  const windowsOf = async (cache: Cache): Promise<string[]> => {
    try {
      const list: unknown = await (await cache.match(windowsKey))?.json();
      return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };

  return {
    cacheNames,

    async keep({ precacheName, incomingKeys, openWindows, now }) {
      if (openWindows.length === 0) return;
      const precache = await caches.open(precacheName);
      const outgoing = (await precache.keys()).filter(
        (request) => !incomingKeys.has(request.url) && !new URL(request.url).searchParams.has(REVISION_PARAMETER),
      );
      if (outgoing.length === 0) return;
      const kept = await caches.open(`${prefix}${now}`);
      for (const request of outgoing) {
        const response = await precache.match(request);
        if (response) await kept.put(request, response);
      }
      await kept.put(windowsKey, new Response(JSON.stringify(openWindows), { headers: { 'content-type': 'application/json' } }));
    },

    async match(request) {
      for (const name of await cacheNames()) {
        const response = await (await caches.open(name)).match(request);
        if (response) return response;
      }
      return undefined;
    },

    async prune(isOpen) {
      for (const name of await cacheNames()) {
        const windows = await windowsOf(await caches.open(name));
        const stillOpen = await Promise.all(windows.map(isOpen));
        if (!stillOpen.includes(true)) await caches.delete(name);
      }
    },
  };
}
