/** An in-memory Cache (the parts the service worker uses), keyed by URL, for the service worker's tests. */
export class MemoryCache {
  readonly entries = new Map<string, Response>();

  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(urlOf(request))?.clone());
  }
  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
    return Promise.resolve();
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request).href;
  return request instanceof URL ? request.href : request.url;
}

/** An in-memory CacheStorage of MemoryCaches, in the order they were opened. */
export class MemoryCaches {
  readonly caches = new Map<string, MemoryCache>();

  /** As the service worker's code takes it. */
  get asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
  open(name: string): Promise<MemoryCache> {
    const cache = this.caches.get(name) ?? new MemoryCache();
    this.caches.set(name, cache);
    return Promise.resolve(cache);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }
  /** A cache filled with `urls`, each answering its own URL as text. */
  async fill(name: string, urls: readonly string[]): Promise<void> {
    const cache = await this.open(name);
    for (const url of urls) await cache.put(url, new Response(url));
  }
}
