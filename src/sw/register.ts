import { TRUSTED_TYPES_POLICIES } from '@/config/trustedTypes';
import { isVersionAnswer, VERSION_QUERY, type VersionQuery } from './protocol';

// A new version's worker takes over at once, but an open page keeps the version it loaded; a polite status (no focus
// move, no forced reload) says the next load brings the new one.
export const UPDATE_TEXT = 'Uma nova versão do app foi instalada e será usada na próxima visita.';
export const RELOAD_TEXT = 'Recarregar agora';

export interface ServiceWorkerHost {
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
}

/** Plain DOM: the notice lives outside React, like the worker. */
export function announceUpdate(doc: Document = document, reload: () => void = () => window.location.reload()): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-testid="app-update"]');
  if (existing) return existing;
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'app-update';
  notice.dataset.print = 'hide';
  // Transparent borders show only in forced colours, which drop backgrounds and shadows.
  notice.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:1000;display:flex;gap:12px;align-items:center;max-width:min(420px,calc(100vw - 32px));' +
    'padding:11px 15px;border:1px solid transparent;border-radius:8px;background:#1b1e24;color:#e9ecf1;box-shadow:0 4px 16px rgba(0,0,0,.35);font:14px/1.4 system-ui,sans-serif';
  const text = doc.createElement('span');
  text.textContent = UPDATE_TEXT;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = RELOAD_TEXT;
  button.style.cssText = 'flex:none;min-height:44px;padding:0 13px;border:1px solid transparent;border-radius:6px;background:#8ab4ff;color:#0d1526;font:inherit;font-weight:600;cursor:pointer';
  button.addEventListener('click', reload);
  notice.append(text, button);
  doc.body.append(notice);
  return notice;
}

/** Their names carry content hashes, so they name the version the page runs. */
function pageScripts(doc: Document = document): string[] {
  return Array.from(doc.scripts, (script) => script.src).filter((src) => src !== '');
}

export interface MessageTarget {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** Resolves only if the worker answers: a worker that is not the app's (the retiring one) never does. */
export function isCurrentVersion(worker: MessageTarget, scripts: string[] = pageScripts()): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      channel.port1.close();
      resolve(isVersionAnswer(event.data) && event.data.current);
    };
    const query: VersionQuery = { type: VERSION_QUERY, scripts };
    worker.postMessage(query, [channel.port2]);
  });
}

export interface RegisterOptions {
  host?: ServiceWorkerHost;
  onUpdate?: () => void;
  checkVersion?: (worker: MessageTarget) => Promise<boolean>;
  /** The first worker took over: the page's requests went out before it, so ask the users again to reach its cache. */
  onFirstControl?: () => void;
}

/** Relative, so it works under any sub-path. */
const SERVICE_WORKER_SCRIPT = 'sw.js';

/** Through the app's Trusted Types policy, which vouches for `sw.js` alone, when the browser has Trusted Types. */
export function serviceWorkerScriptUrl(factory: TrustedTypePolicyFactory | undefined): TrustedScriptURL | string {
  if (!factory) return SERVICE_WORKER_SCRIPT;
  const policy = factory.createPolicy(TRUSTED_TYPES_POLICIES.serviceWorker, {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_SCRIPT) throw new TypeError(`Not the app's service worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER_SCRIPT);
}

/**
 * Called once the page has loaded, so the precache does not compete with the page's files. A later
 * `controllerchange` is a new version; the page is told if it runs an older one.
 */
export function registerServiceWorker({
  host = navigator,
  onUpdate = () => announceUpdate(),
  checkVersion = (worker) => isCurrentVersion(worker),
  onFirstControl,
}: RegisterOptions = {}): void {
  const container = host.serviceWorker;
  if (!container) return;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) {
      const worker = container.controller;
      if (!worker) return;
      void checkVersion(worker).then((current) => {
        if (!current) onUpdate();
      });
    } else {
      controlled = true;
      onFirstControl?.();
    }
  });
  // Browsers without Trusted Types have no `window.trustedTypes`.
  let factory: TrustedTypePolicyFactory | undefined;
  if (window.trustedTypes) factory = window.trustedTypes;
  container.register(serviceWorkerScriptUrl(factory)).catch((error: unknown) => {
    // Offline use is an extra: the app works without it.
    console.warn('The service worker could not be registered.', error);
  });
}
