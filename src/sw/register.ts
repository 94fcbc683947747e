import { TRUSTED_TYPES_POLICIES } from '@/config/trustedTypes';
import { isVersionAnswer, VERSION_QUERY, type VersionQuery } from './protocol';

/**
 * Registers the app's service worker (src/sw/sw.ts, production build): after one visit the app opens offline. A new
 * version's worker takes over at once; a page that is open keeps running the version it loaded (the worker keeps that
 * version's files for it), and a polite status (role="status", no focus move, no forced reload) tells the visitor that
 * the next load brings the new version, with a button to reload now. A page that already runs the new version (loaded
 * from the network just after the deploy) is not told anything.
 */
export const UPDATE_TEXT = 'Uma nova versão do app foi instalada e será usada na próxima visita.';
export const RELOAD_TEXT = 'Recarregar agora';

export interface ServiceWorkerHost {
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
}

/** Shows the update notice once, as plain DOM (it lives outside React, like the worker). */
export function announceUpdate(doc: Document = document, reload: () => void = () => window.location.reload()): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-testid="app-update"]');
  if (existing) return existing;
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'app-update';
  notice.dataset.print = 'hide';
  // Transparent borders: invisible normally, drawn in a contrast theme (forced colours drop backgrounds and shadows).
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

/** The absolute URLs of the page's own scripts: they name the version it runs (their names carry content hashes). */
function pageScripts(doc: Document = document): string[] {
  return Array.from(doc.scripts, (script) => script.src).filter((src) => src !== '');
}

/** What the page needs of a worker to ask it something (a ServiceWorker is one). */
export interface MessageTarget {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/**
 * Asks `worker` whether the page's scripts belong to its version (src/sw/protocol.ts). Resolves only if it answers:
 * a worker that is not the app's (the retiring one) never does.
 */
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
  /** A new version's worker took over a page that runs an older version. */
  onUpdate?: () => void;
  /** Whether the page runs the version of the worker that now controls it. */
  checkVersion?: (worker: MessageTarget) => Promise<boolean>;
  /**
   * The first worker ever took over this page (first visit). The page's own requests went out before it existed, so
   * the users answer is asked again to reach the worker's cache: offline after one visit.
   */
  onFirstControl?: () => void;
}

/** The worker's script, beside index.html (relative, so it works under any sub-path). */
export const SERVICE_WORKER_SCRIPT = 'sw.js';

/**
 * The worker's URL as the registration takes it: where the Content-Security-Policy requires Trusted Types (they
 * guard `register`, which runs a script), through the app's policy for it, which vouches for `sw.js` alone; where the
 * browser has no Trusted Types, the plain string.
 */
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
 * Registers `sw.js` beside index.html (so it works under any sub-path); index.tsx calls it once the page has loaded,
 * so the worker's precache does not compete with the page's own files. A worker that
 * replaces one that already controlled this page (a later `controllerchange`) is a new version; the page is told if it
 * runs an older one.
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
  // Behind a check: browsers without Trusted Types (Safari, older Firefox) have no `window.trustedTypes`.
  let factory: TrustedTypePolicyFactory | undefined;
  if (window.trustedTypes) factory = window.trustedTypes;
  container.register(serviceWorkerScriptUrl(factory)).catch((error: unknown) => {
    // Offline use is an extra: the app works without it (blocked by the browser, private mode, an old browser).
    console.warn('The service worker could not be registered.', error);
  });
}
