import { test as base, expect } from '@playwright/test';
import axe from 'axe-core';
import puppeteer, { type Browser, type BrowserContext, type Dialog, type Page } from 'puppeteer-core';
import { PROD_URL } from '../../playwright.config';
import { AXE_EXCLUDE, AXE_TAGS, animationsSettled, axeViolations } from '../axeScope';
import type { FakeServicesProxy } from './fakeServicesProxy';
import { seedStorage, shiftDate } from '../pageScripts';
import { roleXPath, textXPath } from '../xpathQueries';
import { fakeServicesProxyFixture, proxiedTestFixtures, type FakeServices } from '../sharedFixtures';

/**
 * Firefox under Playwright Test (docs/DECISIONS.md, "Firefox in `npm test`"). Playwright 1.65 cannot drive Debian's
 * Firefox ESR (its WebDriver BiDi client sends commands Firefox 153 does not have), so these fixtures launch Firefox
 * with puppeteer-core over WebDriver BiDi and hand each test a puppeteer `Page` (`tab`). Playwright Test stays the
 * one runner and reporter: `npm test` counts these tests with the rest.
 *
 * One Firefox per worker; each test gets a fresh browser context (its own storage) with the fake services
 * (fakeServicesProxy.ts), the time zone and viewport of the project's `timezoneId` / `viewport` options, pt-BR, and
 * the same watch as the Chromium fixtures: a console error, uncaught exception or Content-Security-Policy violation
 * fails the test unless the test takes it.
 */

/** Debian's Firefox ESR (`apt-get install firefox-esr firefox-esr-l10n-pt-br`), or FIREFOX_PATH. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Timeout for the waits of these helpers: Firefox on a busy two-core machine. */
const WAIT_MS = 15_000;

export type { FakeServices };

/** What the tab's alert/confirm/prompt said, and what the next confirm (true/false) or prompt (text, null) answers. */
export interface Dialogs {
  readonly seen: Array<{ type: string; message: string }>;
  answer(...values: Array<string | boolean | null>): void;
  messages(type?: string): string[];
  clear(): void;
}

interface WorkerFixtures {
  /** Whether Firefox runs service workers (a browser-wide preference): only the offline spec turns them on. */
  firefoxServiceWorkers: boolean;
  fakeServicesProxy: FakeServicesProxy;
  firefox: Browser;
}

interface TestFixtures {
  fakeServices: FakeServices;
  /** Console errors and page errors of every tab; the test fails if any is left unexpected. */
  consoleErrors: string[];
  /** Content-Security-Policy violations (index.html's policy): the test fails if there is any. */
  cspViolations: string[];
  firefoxContext: BrowserContext;
  /** Opens another tab in the same context (shared storage), set up like `tab`. */
  openTab: () => Promise<Page>;
  /** The test's first tab. */
  tab: Page;
}

const dialogsByTab = new WeakMap<Page, Dialogs>();

/** Answers every dialog of `tab` (unanswered: alert and confirm accepted, prompt cancelled) and records it. */
function recordDialogs(tab: Page): Dialogs {
  const seen: Array<{ type: string; message: string }> = [];
  const answers: Array<string | boolean | null> = [];
  tab.on('dialog', (dialog: Dialog) => {
    const type = dialog.type();
    seen.push({ type, message: dialog.message() });
    const next = type === 'alert' || answers.length === 0 ? undefined : answers.shift();
    const reply =
      type === 'prompt'
        ? typeof next === 'string'
          ? dialog.accept(next)
          : dialog.dismiss()
        : next === false
          ? dialog.dismiss()
          : dialog.accept();
    void reply.catch(() => undefined); // a page closed meanwhile
  });
  const dialogs: Dialogs = {
    seen,
    answer: (...values) => void answers.push(...values),
    messages: (type) => seen.filter((d) => !type || d.type === type).map((d) => d.message),
    clear: () => void (seen.length = 0),
  };
  dialogsByTab.set(tab, dialogs);
  return dialogs;
}

/** The dialogs `tab` has shown, and the answers queued for the next ones. */
export function dialogsOf(tab: Page): Dialogs {
  const dialogs = dialogsByTab.get(tab);
  if (!dialogs) throw new Error('Not a tab of these fixtures');
  return dialogs;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  firefoxServiceWorkers: [false, { scope: 'worker', option: true }],
  fakeServicesProxy: [fakeServicesProxyFixture, { scope: 'worker' }],
  firefox: [
    async ({ fakeServicesProxy, firefoxServiceWorkers }, use) => {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        defaultViewport: null,
        // The fake services' certificate is self-signed (fakeServicesProxy.ts).
        acceptInsecureCerts: true,
        // Release builds honour `services.settings.server` below only with this set (Firefox's own log says so):
        // otherwise Firefox keeps asking its remote-settings server, which the proxy refuses.
        env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
        extraPrefsFirefox: {
          'intl.locale.requested': 'pt-BR',
          'intl.accept_languages': 'pt-BR',
          'network.proxy.type': 1,
          'network.proxy.ssl': '127.0.0.1',
          'network.proxy.ssl_port': fakeServicesProxy.port,
          'network.proxy.http': '127.0.0.1',
          'network.proxy.http_port': fakeServicesProxy.port,
          'services.settings.server': 'data:,#remote-settings-dummy/v1',
          // Firefox sends a request again, up to 10 times, when its connection drops before any answer: the fake's
          // network errors (a dropped connection) would be counted ten times over.
          'network.http.request.max-attempts': 1,
          'dom.serviceWorkers.enabled': firefoxServiceWorkers,
        },
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  ...proxiedTestFixtures,
  firefoxContext: async ({ firefox }, use) => {
    const context = await firefox.createBrowserContext();
    await use(context);
    await context.close();
  },
  openTab: async ({ firefoxContext, fakeServices, consoleErrors, cspViolations, timezoneId, viewport }, use, testInfo) => {
    void fakeServices; // every tab talks to the fake, never to the internet
    const tabs: Page[] = [];
    await use(async () => {
      const tab = await firefoxContext.newPage();
      tabs.push(tab);
      tab.setDefaultTimeout(WAIT_MS);
      tab.on('console', (message) => {
        if (message.type() !== 'error') return;
        // An object argument reads as "JSHandle@error" in the message's text: spell out the error it holds.
        const index = consoleErrors.push(message.text()) - 1;
        if (message.text().includes('JSHandle@')) {
          void Promise.all(message.args().map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value)))))
            .then((parts) => {
              // A page that is unloading answers nothing: the message's own text is kept then.
              if (parts.every((part) => typeof part === 'string')) consoleErrors[index] = parts.join(' ');
            })
            .catch(() => undefined);
        }
      });
      // Uncaught exceptions, and the errors Firefox reports itself (failed requests, CORS, CSP), in the browser's language.
      tab.on('pageerror', (error) => consoleErrors.push(`Page error: ${error instanceof Error ? error.message : String(error)}`));
      recordDialogs(tab);
      if (viewport) await tab.setViewport(viewport);
      if (timezoneId) await tab.emulateTimezone(timezoneId);
      await tab.exposeFunction('__reportCspViolation', (text: string) => {
        cspViolations.push(text);
      });
      await tab.evaluateOnNewDocument(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => Promise<void> }).__reportCspViolation;
          void report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      return tab;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [index, tab] of tabs.entries()) {
        if (tab.isClosed()) continue;
        const screenshot = await tab.screenshot().catch(() => null);
        if (screenshot) await testInfo.attach(`firefox-tab-${index + 1}.png`, { body: Buffer.from(screenshot), contentType: 'image/png' });
      }
    }
  },
  tab: async ({ openTab }, use) => {
    await use(await openTab());
  },
});

export { expect };

/** Opens `path` (e.g. '/#/pages/time') of the production build. */
export async function visit(tab: Page, path: string): Promise<void> {
  await tab.goto(new URL(path, PROD_URL).href);
}

/**
 * A selector for the visible element with this ARIA role and exact accessible name, read from the DOM
 * (../xpathQueries.ts). Combine them with a space for "inside": `${role('dialog', 'Filtrar')} ${role('button')}`.
 */
export function role(ariaRole: string, name?: string): string {
  return xpath(roleXPath(ariaRole, name));
}

/** A selector for the smallest elements whose text contains `value`. */
export function text(value: string): string {
  return xpath(textXPath(value));
}

/** A selector from an XPath. */
export function xpath(expression: string): string {
  return `::-p-xpath(${expression})`;
}

/**
 * Runs a read of the page, or gives `fallback` when the page changed under it (an element gone, a navigation that
 * replaced the document): the waits below read again until their deadline, as Playwright's web assertions do.
 */
export async function read<T>(reader: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await reader();
  } catch {
    return fallback;
  }
}

/** The text of the first element `selector` finds (null when there is none). */
export async function textOf(tab: Page, selector: string): Promise<string | null> {
  const element = await tab.$(selector);
  return element ? element.evaluate((node) => node.textContent) : null;
}

/** The texts of every element `selector` finds, in document order. */
export async function textsOf(tab: Page, selector: string): Promise<string[]> {
  return tab.$$eval(selector, (nodes) => nodes.map((node) => node.textContent ?? ''));
}

export async function countOf(tab: Page, selector: string): Promise<number> {
  return (await tab.$$(selector)).length;
}

/** An attribute of the first element `selector` finds (null when there is no element or no attribute). */
export async function attributeOf(tab: Page, selector: string, name: string): Promise<string | null> {
  const element = await tab.$(selector);
  return element ? element.evaluate((node, attribute) => node.getAttribute(attribute), name) : null;
}

/** Whether the first element `selector` finds is rendered and visible. */
export async function isVisible(tab: Page, selector: string): Promise<boolean> {
  const element = await tab.$(selector);
  return element ? element.isVisible() : false;
}

/** Whether the first element `selector` finds has the focus. */
export async function isFocused(tab: Page, selector: string): Promise<boolean> {
  const element = await tab.$(selector);
  return element ? element.evaluate((node) => node === document.activeElement) : false;
}

/** A computed style property of the first element `selector` finds. */
export async function styleOf(tab: Page, selector: string, property: string): Promise<string | null> {
  const element = await tab.$(selector);
  return element ? element.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property) : null;
}

/** Waits until an element `selector` finds is visible. */
export async function expectVisible(tab: Page, selector: string): Promise<void> {
  await expect.poll(() => read(() => isVisible(tab, selector), false), { message: `${selector} is visible`, timeout: WAIT_MS }).toBe(true);
}

/** Waits until `selector` finds nothing. */
export async function expectNone(tab: Page, selector: string): Promise<void> {
  await expect.poll(() => read(() => countOf(tab, selector), -1), { message: `${selector} is gone`, timeout: WAIT_MS }).toBe(0);
}

/** Waits until the first element `selector` finds has this text (exact, or matching a RegExp). */
export async function expectText(tab: Page, selector: string, expected: string | RegExp): Promise<void> {
  const current = () => read(() => textOf(tab, selector), null);
  const options = { message: `text of ${selector}`, timeout: WAIT_MS };
  if (typeof expected === 'string') await expect.poll(current, options).toBe(expected);
  else await expect.poll(current, options).toMatch(expected);
}

/** Waits until the elements `selector` finds have these texts, in order. */
export async function expectTexts(tab: Page, selector: string, expected: string[]): Promise<void> {
  await expect.poll(() => read(() => textsOf(tab, selector), [] as string[]), { message: `texts of ${selector}`, timeout: WAIT_MS }).toEqual(expected);
}

export async function expectAttribute(tab: Page, selector: string, name: string, expected: string | null): Promise<void> {
  await expect.poll(() => read<string | null | undefined>(() => attributeOf(tab, selector, name), undefined), { message: `${name} of ${selector}`, timeout: WAIT_MS }).toBe(expected);
}

export async function expectFocused(tab: Page, selector: string): Promise<void> {
  await expect.poll(() => read(() => isFocused(tab, selector), false), { message: `${selector} has the focus`, timeout: WAIT_MS }).toBe(true);
}

/** Waits until the tab's URL matches. */
export async function expectUrl(tab: Page, expected: RegExp): Promise<void> {
  await expect.poll(() => tab.url(), { message: 'URL', timeout: WAIT_MS }).toMatch(expected);
}

/** Sets stored settings (theme, menu, albums) before the app loads, once per tab. */
export async function useStoredSettings(tab: Page, settings: Record<string, unknown>): Promise<void> {
  await tab.evaluateOnNewDocument(seedStorage, settings);
}

/**
 * Runs the page's clock from `instant` (ms since the epoch) at real speed: `Date` is shifted, timers are the
 * browser's own. Playwright's `page.clock` has no Firefox counterpart here; these tests need a known day and hour,
 * not control over time.
 */
export async function startClockAt(tab: Page, instant: number): Promise<void> {
  await tab.evaluateOnNewDocument(shiftDate, instant);
}

/** axe-core with the WCAG 2.x A/AA rules and best practices (../axeScope.ts), as the Chromium suite runs it. */
export async function expectNoAxeViolations(tab: Page): Promise<void> {
  await tab.waitForFunction(animationsSettled);
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.evaluate(axe.source);
  expect(await tab.evaluate(axeViolations, { tags: AXE_TAGS, exclude: AXE_EXCLUDE })).toEqual([]);
}
