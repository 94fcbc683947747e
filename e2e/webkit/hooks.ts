import { seedStorage, shiftDate } from '../pageScripts';

/**
 * What runs in every app document before the app's own scripts (the page proxy puts it there: pageProxy.ts), since
 * WebDriver classic has no way to add a script to new documents nor a console-log endpoint.
 */
export interface HookSettings {
  /** localStorage entries (JSON-encoded) written before the app first loads in this tab. */
  storage?: Record<string, unknown>;
  /** The page's `Date` starts at this instant (ms since the epoch) and runs at real speed. */
  clockAt?: number;
  /** Service workers are held back (registration never settles) unless a spec tests them, as the other projects do. */
  serviceWorkers?: boolean;
  /** `navigator.onLine` is false, as a browser without network says (the page proxy answers nothing meanwhile). */
  offline?: boolean;
}

/** A report from the page: an uncaught error, an unhandled rejection, a console error or a CSP violation. */
export interface PageReport {
  id: string;
  kind: 'error' | 'csp';
  text: string;
}

/** Runs in the page: it is serialised, so it uses nothing from this module; the page scripts come as arguments. */
function pageHooks(settings: HookSettings, seed: typeof seedStorage, shift: typeof shiftDate) {
  const w = window as unknown as { __webkitReports?: PageReport[] };
  if (w.__webkitReports) return;
  const reports: PageReport[] = [];
  w.__webkitReports = reports;
  const documentId = Math.random().toString(36).slice(2);
  const report = (kind: PageReport['kind'], text: string) => {
    const entry = { id: `${documentId}-${reports.length}`, kind, text };
    reports.push(entry);
    // Kept by the proxy, so a document the test has left still counts.
    void fetch('/__webkit/report', { method: 'POST', body: JSON.stringify(entry), keepalive: true }).catch(() => undefined);
  };
  const describeValue = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

  window.addEventListener('error', (event) => report('error', `Page error: ${describeValue(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) => report('error', `Unhandled rejection: ${describeValue(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report('error', args.map(describeValue).join(' '));
    consoleError(...args);
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    report('csp', `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
  });

  if (settings.storage) seed(settings.storage);
  if (settings.clockAt !== undefined) shift(settings.clockAt);

  if (settings.offline) Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });

  if (!settings.serviceWorkers && 'serviceWorker' in navigator) {
    ServiceWorkerContainer.prototype.register = () => new Promise<ServiceWorkerRegistration>(() => undefined);
  }
}

/** The script `/__webkit/hooks.js` answers with. */
export function hooksScript(settings: HookSettings): string {
  return `(${pageHooks.toString()})(${JSON.stringify(settings)}, ${seedStorage.toString()}, ${shiftDate.toString()});`;
}
