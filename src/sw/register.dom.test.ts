import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { VERSION_QUERY } from '@/sw/protocol';
import { TRUSTED_TYPES_POLICIES } from '@/config/trustedTypes';
import {
  announceUpdate,
  isCurrentVersion,
  registerServiceWorker,
  RELOAD_TEXT,
  serviceWorkerScriptUrl,
  UPDATE_TEXT,
} from './register';

const WORKER = {} as ServiceWorker;

function fakeContainer(controller: ServiceWorker | null) {
  const listeners: Record<string, () => void> = {};
  return {
    controller,
    register: jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
    fire: (type: string) => listeners[type]?.(),
  };
}

describe('serviceWorkerScriptUrl', () => {
  /** A Trusted Types factory that records its policies and marks what they vouch for. */
  function fakeTrustedTypes() {
    const policies: Record<string, (input: string) => string> = {};
    const factory: TrustedTypePolicyFactory = {
      createPolicy: (name, rules) => {
        const createScriptURL = rules.createScriptURL ?? (() => { throw new TypeError('no createScriptURL'); });
        policies[name] = createScriptURL;
        return { createScriptURL: (input) => ({ trusted: createScriptURL(input) }) as unknown as TrustedScriptURL };
      },
    };
    return { factory, policies };
  }

  it('should vouch for sw.js through the app\'s own policy where the browser has Trusted Types', () => {
    const { factory, policies } = fakeTrustedTypes();
    expect(serviceWorkerScriptUrl(factory)).toEqual({ trusted: 'sw.js' });
    expect(Object.keys(policies)).toEqual([TRUSTED_TYPES_POLICIES.serviceWorker]);
  });

  it('should vouch for no other script', () => {
    const { factory, policies } = fakeTrustedTypes();
    serviceWorkerScriptUrl(factory);
    const policy = policies[TRUSTED_TYPES_POLICIES.serviceWorker];
    expect(() => policy?.('https://evil.example/sw.js')).toThrow(TypeError);
    expect(() => policy?.('sw.js?x')).toThrow(TypeError);
  });

  it('should give the plain string where the browser has no Trusted Types', () => {
    expect(serviceWorkerScriptUrl(undefined)).toBe('sw.js');
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should register sw.js relative to the page, so a sub-path keeps working', () => {
    const container = fakeContainer(null);
    registerServiceWorker({ host: { serviceWorker: container } });
    expect(container.register).toHaveBeenCalledWith('sw.js');
  });

  it('should announce a new version only when a worker replaces the one that controlled the page', async () => {
    const first = fakeContainer(null);
    const onFirstUpdate = jest.fn();
    const onFirstControl = jest.fn();
    const checkVersion = jest.fn(() => Promise.resolve(false));
    registerServiceWorker({ host: { serviceWorker: first }, onUpdate: onFirstUpdate, onFirstControl, checkVersion });
    first.controller = WORKER;
    first.fire('controllerchange'); // the first install claiming the page is not an update
    await Promise.resolve();
    expect(onFirstUpdate).not.toHaveBeenCalled();
    expect(checkVersion).not.toHaveBeenCalled();
    expect(onFirstControl).toHaveBeenCalledTimes(1);
    first.fire('controllerchange'); // a later version replacing that first worker is one
    await Promise.resolve();
    expect(checkVersion).toHaveBeenCalledWith(WORKER);
    expect(onFirstUpdate).toHaveBeenCalledTimes(1);
    expect(onFirstControl).toHaveBeenCalledTimes(1);

    const updated = fakeContainer(WORKER);
    const onUpdate = jest.fn();
    const onLaterControl = jest.fn();
    registerServiceWorker({ host: { serviceWorker: updated }, onUpdate, onFirstControl: onLaterControl, checkVersion });
    updated.fire('controllerchange');
    await Promise.resolve();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onLaterControl).not.toHaveBeenCalled();
  });

  it('should say nothing when the page already runs the new worker’s version (loaded from the network after a deploy)', async () => {
    const container = fakeContainer(WORKER);
    const onUpdate = jest.fn();
    let answer: (current: boolean) => void = () => undefined;
    const checkVersion = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    registerServiceWorker({ host: { serviceWorker: container }, onUpdate, checkVersion });
    container.fire('controllerchange');
    answer(true);
    await Promise.resolve();
    expect(checkVersion).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('should do nothing without service worker support', () => {
    expect(() => registerServiceWorker({ host: {} })).not.toThrow();
  });
});

describe('isCurrentVersion', () => {
  const jsdomMessageChannel = globalThis.MessageChannel;
  beforeAll(() => {
    globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
  });
  afterAll(() => {
    globalThis.MessageChannel = jsdomMessageChannel;
  });

  /** A worker that answers as src/sw/sw.ts does, knowing `files`. */
  function workerKnowing(files: string[]) {
    return {
      postMessage: jest.fn((message: unknown, transfer: Transferable[]) => {
        const query = message as { type: string; scripts: string[] };
        const port = transfer[0] as MessagePort;
        port.postMessage({ current: query.type === VERSION_QUERY && query.scripts.every((script) => files.includes(script)) });
        port.close();
      }),
    };
  }

  it('should ask the worker about the page’s scripts and take its answer', async () => {
    const scripts = ['https://example.test/main.11111111.js', 'https://example.test/266.11111111.js'];
    await expect(isCurrentVersion(workerKnowing(scripts), scripts)).resolves.toBe(true);
    await expect(isCurrentVersion(workerKnowing(['https://example.test/main.22222222.js']), scripts)).resolves.toBe(false);
  });
});

describe('announceUpdate', () => {
  it('should show one polite status with a reload button', () => {
    const reload = jest.fn();
    announceUpdate(document, reload);
    announceUpdate(document, reload);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(UPDATE_TEXT);
    (notices[0]?.querySelector('button') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notices[0]?.querySelector('button')).toHaveTextContent(RELOAD_TEXT);
  });
});
