/**
 * Files of the versions a new worker replaced, kept for the pages still running them (docs/ARCHITECTURE.md, "Deploy
 * rules"). A page loads parts of itself later (a page chunk, the table's popups), by the names its own version gave
 * them; after a deploy the host has only the new names. So when a new version activates, the content-hashed files of
 * the outgoing version that the new one does not have move from the precache into a cache of their own, with the list
 * of windows open at that moment. Scripts the precache does not have are looked up there. Once none of those windows is
 * open any more (each load of a page is a new window for the worker), the cache is deleted.
 */

/** Workbox's precache marks the files whose names do not change with their content with this parameter. */
const REVISION_PARAMETER = '__WB_REVISION__';

/** Where, in a kept version's cache, the windows open when it was replaced are listed. */
const WINDOWS_ENTRY = '__projetos-open-windows__';

export interface PreviousVersions {
  /** The names of the caches of kept versions, newest first. */
  cacheNames(): Promise<string[]>;
  /**
   * Keeps the content-hashed files of `precacheName` that are not among `incomingKeys` (the cache keys of the version
   * that is activating), for the windows in `openWindows`. Nothing is kept when no window is open.
   */
  keep(options: { precacheName: string; incomingKeys: ReadonlySet<string>; openWindows: readonly string[]; now: number }): Promise<void>;
  /** A kept file for `request`, newest version first. */
  match(request: Request): Promise<Response | undefined>;
  /** Deletes the kept versions none of whose windows `isOpen` any more. */
  prune(isOpen: (windowId: string) => Promise<boolean>): Promise<void>;
}

/** The start of the names of the kept versions' caches for `scope` (several apps may share an origin and its caches). */
export function previousVersionsPrefix(scope: string): string {
  return `projetos-previous-version ${scope} `;
}

/** The kept versions of the app whose worker has `scope`. */
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
