// The worker's global scope: the WebWorker lib cannot share a program with the DOM lib, so these parts are copied
// from it.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  readonly preloadResponse: Promise<unknown>;
  readonly handled: Promise<undefined>;
  respondWith(response: Response | PromiseLike<Response>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly ports: ReadonlyArray<MessagePort>;
}

interface Client {
  readonly id: string;
  readonly url: string;
  readonly type: 'window' | 'worker' | 'sharedworker';
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

interface WindowClient extends Client {
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  navigate(url: string | URL): Promise<WindowClient | null>;
}

interface ClientQueryOptions {
  includeUncontrolled?: boolean;
  type?: 'window' | 'worker' | 'sharedworker' | 'all';
}

interface Clients {
  get(id: string): Promise<Client | undefined>;
  matchAll(options: ClientQueryOptions & { type: 'window' }): Promise<ReadonlyArray<WindowClient>>;
  matchAll(options?: ClientQueryOptions): Promise<ReadonlyArray<Client>>;
  claim(): Promise<void>;
}

interface ServiceWorkerGlobalScopeEventMap {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
}

interface ServiceWorkerGlobalScope extends EventTarget {
  readonly caches: CacheStorage;
  readonly clients: Clients;
  readonly location: { readonly href: string; readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof ServiceWorkerGlobalScopeEventMap>(
    type: K,
    listener: (event: ServiceWorkerGlobalScopeEventMap[K]) => void,
  ): void;
}
