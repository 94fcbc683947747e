import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { test as base, expect } from '@playwright/test';
import { By, Key, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { DriverService } from 'selenium-webdriver/remote';
import { PROD_URL } from '../../playwright.config';
import { animationsSettled } from '../axeScope';
import type { FakeServicesProxy } from '../firefox/fakeServicesProxy';
import { roleXPath, textXPath } from '../xpathQueries';
import { hooksScript, type HookSettings, type PageReport } from './hooks';
import { BLANK_PATH, startPageProxy, type PageProxy } from './pageProxy';
import { fakeServicesProxyFixture, proxiedTestFixtures, type FakeServices } from '../sharedFixtures';

/**
 * WebKit (Safari's engine) under Playwright Test: Debian's WebKitGTK, its MiniBrowser driven over W3C WebDriver
 * classic by WebKitWebDriver, through selenium-webdriver (README, "Supported browsers"). Playwright Test
 * stays the one runner and reporter, so `npm test` counts these tests with the rest.
 *
 * One MiniBrowser session per worker, under an Xvfb of its own when there is no DISPLAY; each test starts on fresh
 * storage (no service worker, no cache, nothing stored), with the fake services behind the page proxy
 * (pageProxy.ts), and fails on an uncaught error, a console error or a Content-Security-Policy violation unless the
 * test takes it. A failing test keeps a screenshot.
 */

/** WebKitWebDriver (`apt-get install webkit2gtk-driver`), or WEBKIT_DRIVER_PATH. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** The browser WebKitWebDriver starts: Debian's MiniBrowser (same package), or WEBKIT_BROWSER_PATH. */
export const WEBKIT_BROWSER_PATH =
  process.env.WEBKIT_BROWSER_PATH ??
  [
    `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`,
    `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkitgtk-6.0/MiniBrowser`,
  ].find((path) => existsSync(path)) ??
  'MiniBrowser';

/** The browser's zone: WebKitGTK takes it from the process environment (no WebDriver command sets it). */
const TIME_ZONE = 'America/Sao_Paulo';
interface WindowSize {
  width: number;
  height: number;
}
/** The window's inside, as the other projects' viewport. */
const VIEWPORT: WindowSize = { width: 1280, height: 800 };
/** Timeout for the waits of these helpers: WebKit on a busy two-core machine. */
export const WAIT_MS = 15_000;

/** WebDriver script: whether the page's transitions have ended; a hidden window's never run, and nothing moves there. */
const ANIMATIONS_SETTLED = `return document.visibilityState === 'hidden' || (${animationsSettled.toString()})();`;

/** A way to find elements: CSS or XPath, usable both through WebDriver and inside the page. */
export interface Target {
  using: 'css' | 'xpath';
  value: string;
}
export const css = (value: string): Target => ({ using: 'css', value });
export const xpath = (value: string): Target => ({ using: 'xpath', value });
const by = (target: Target) => (target.using === 'css' ? By.css(target.value) : By.xpath(target.value));
const nameOf = (target: Target) => target.value;

// `scope` is an XPath whose descendants are searched (e.g. `EDITOR`); by default the document.
export const button = (name: string, scope = ''): Target => xpath(roleXPath('button', name, scope));
export const link = (name: string, scope = ''): Target => xpath(roleXPath('link', name, scope));
export const heading = (name: string, scope = ''): Target => xpath(roleXPath('heading', name, scope));
/** The smallest elements whose text contains `value`. */
export const text = (value: string, scope = ''): Target => xpath(textXPath(value, scope));

/** Runs in the page: the elements `target` finds, in document order. */
function findAll(target: Target): Element[] {
  if (target.using === 'css') return [...document.querySelectorAll(target.value)];
  const found = document.evaluate(target.value, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  return Array.from({ length: found.snapshotLength }, (_, index) => found.snapshotItem(index) as Element);
}

/** A function run in the page with the elements of a target and extra arguments. */
type PageRead<T, A extends unknown[]> = (elements: Element[], ...args: A) => T;

export type { FakeServices };

/** The test's tab: its WebDriver session, and the helpers the specs use. */
export class Tab {
  constructor(
    private readonly session: WebDriver,
    private readonly proxy: PageProxy,
    /** Shared by the tabs of one test: the window WebDriver's commands go to now, and the reports handed out. */
    private readonly shared: { current: string; taken: Set<string> },
    /** This tab's window. */
    readonly handle: string,
  ) {}

  /** The session, with its commands going to this tab (for what these helpers do not cover: Back, the title…). */
  get driver(): WebDriver {
    if (this.shared.current !== this.handle) throw new Error('Another tab is current: use `await tab.front()` first');
    return this.session;
  }

  /** Another tab of the same session and storage (its window already open and current). */
  another(handle: string): Tab {
    this.shared.current = handle;
    const other = new Tab(this.session, this.proxy, this.shared, handle);
    other.settings = this.settings;
    return other;
  }

  /** Makes this tab the one WebDriver's commands go to, and the one shown (`force`: after the current one closed). */
  async front(force = false): Promise<WebDriver> {
    if (force || this.shared.current !== this.handle) {
      await this.session.switchTo().window(this.handle);
      this.shared.current = this.handle;
    }
    return this.session;
  }

  /** The page reports not handed out yet, of this kind: the current document's and those its predecessors sent. */
  async takeReports(kind: PageReport['kind']): Promise<string[]> {
    const current = ((await (await this.front()).executeScript('return window.__webkitReports ?? []').catch(() => [])) ?? []) as PageReport[];
    const fresh: string[] = [];
    for (const report of [...this.proxy.reports.map((line) => JSON.parse(line) as PageReport), ...current]) {
      if (report.kind !== kind || this.shared.taken.has(report.id)) continue;
      this.shared.taken.add(report.id);
      fresh.push(report.text);
    }
    return fresh;
  }

  /** The errors reported so far, which the test then answers for: the fixture no longer fails on them. */
  takeErrors(): Promise<string[]> {
    return this.takeReports('error');
  }

  /** Settings of the hooks (hooks.ts) for the documents the test opens from now on. */
  use(settings: HookSettings): void {
    this.settings = settings;
    this.proxy.hooksScript = hooksScript(settings);
  }

  private settings: HookSettings = {};

  /**
   * The network gone (or back): the app's origin answers nothing, as the fake services must be told too
   * (`fakeServices.override`). WebDriver classic has no offline switch; the page proxy stands in for one.
   */
  async setOffline(offline: boolean): Promise<void> {
    this.proxy.offline = offline;
    this.use({ ...this.settings, offline });
    // The open document learns it as a browser tells it: `navigator.onLine` and an `offline` / `online` event.
    await (await this.front()).executeScript(
      `const offline = arguments[0];
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => !offline });
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));`,
      offline,
    );
  }

  /** Files of the app whose path matches fail to load, as over a dropped connection (null: none). */
  failRequests(pattern: RegExp | null): void {
    this.proxy.failing = pattern;
  }

  /** Opens `path` (e.g. '/#/pages/time') of the production build. */
  async visit(path: string): Promise<void> {
    await (await this.front()).get(new URL(path, PROD_URL).href);
    await this.loaded();
  }

  async reload(): Promise<void> {
    await (await this.front()).navigate().refresh();
    await this.loaded();
  }

  /**
   * Waits for the document's load to end: an address opened while it is still loading replaces its history entry
   * (HTML's rule), and Back would then skip it.
   */
  async loaded(): Promise<void> {
    await expect
      .poll(async () => (await this.front()).executeScript('return document.readyState').catch(() => null), { message: 'the page has loaded', timeout: WAIT_MS })
      .toBe('complete');
  }

  async url(): Promise<string> {
    return (await this.front()).getCurrentUrl();
  }

  /** Runs `reader` in the page with the elements `target` finds (a changing page reads as `fallback`). */
  async read<T, A extends unknown[]>(target: Target, reader: PageRead<T, A>, fallback: T, ...args: A): Promise<T> {
    try {
      return await (await this.front()).executeScript<T>(
        `const findAll = ${findAll.toString()}; return (${reader.toString()})(findAll(arguments[0]), ...arguments[1]);`,
        target,
        args,
      );
    } catch {
      return fallback;
    }
  }

  /** Runs `fn` in the page (serialised: it can use nothing from here) and gives what it returns or resolves to. */
  async evaluate<T>(fn: () => T | Promise<T>): Promise<Awaited<T>> {
    const [value, error] = await (await this.front()).executeAsyncScript<[Awaited<T>, string | null]>(
      `const done = arguments[arguments.length - 1];
      Promise.resolve().then(${fn.toString()}).then((value) => done([value, null]), (error) => done([null, String(error)]));`,
    );
    if (error !== null) throw new Error(`In the page: ${error}`);
    return value;
  }

  countOf(target: Target): Promise<number> {
    return this.read(target, (elements) => elements.length, -1);
  }

  textOf(target: Target): Promise<string | null> {
    return this.read(target, (elements) => elements[0]?.textContent ?? null, null);
  }

  textsOf(target: Target): Promise<string[]> {
    return this.read(target, (elements) => elements.map((element) => element.textContent ?? ''), []);
  }

  attributeOf(target: Target, name: string): Promise<string | null | undefined> {
    return this.read(target, (elements, attribute) => (elements[0] ? elements[0].getAttribute(attribute) : undefined), undefined, name);
  }

  styleOf(target: Target, property: string): Promise<string | null> {
    return this.read(target, (elements, name) => (elements[0] ? getComputedStyle(elements[0]).getPropertyValue(name) : null), null, property);
  }

  /** Whether the first element found is rendered (has a box and is not hidden). */
  showing(target: Target): Promise<boolean> {
    return this.read(
      target,
      (elements) => {
        const element = elements[0];
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      },
      false,
    );
  }

  isFocused(target: Target): Promise<boolean> {
    return this.read(target, (elements) => elements.length > 0 && elements[0] === document.activeElement, false);
  }

  /** The element `target` finds, once there is one. */
  async find(target: Target): Promise<WebElement> {
    return this.session.wait(
      async () => {
        const [element] = await (await this.front()).findElements(by(target));
        return element ?? null;
      },
      WAIT_MS,
      `${nameOf(target)} exists`,
    ) as Promise<WebElement>;
  }

  /**
   * Clicks the element as a visitor does (WebDriver's element click: scrolled into view, at its centre, refused
   * when another element would get the click), once it can be clicked and nothing moves: WebDriver clicks where the
   * element was, so a button the menu's width transition was moving got missed (Playwright's own click waits too).
   */
  async click(target: Target): Promise<void> {
    let lastError: unknown = null;
    const clicked = async () => {
      try {
        const driver = await this.front();
        const [element] = await driver.findElements(by(target));
        if (!element || !(await driver.executeScript<boolean>(ANIMATIONS_SETTLED))) return false;
        await element.click();
        return true;
      } catch (error) {
        lastError = error;
        return false;
      }
    };
    try {
      await this.session.wait(clicked, WAIT_MS);
    } catch {
      const reason = lastError instanceof Error ? lastError.message : 'no such element';
      throw new Error(`click ${nameOf(target)}: not done within ${WAIT_MS / 1000} s (${reason})`);
    }
  }

  /** Types into the element (WebDriver's element send keys: it focuses the element first). */
  async type(target: Target, value: string): Promise<void> {
    await (await this.find(target)).sendKeys(value);
  }

  /** Keys sent to whatever has the focus (WebDriver actions). */
  async press(...keys: string[]): Promise<void> {
    const actions = (await this.front()).actions();
    for (const key of keys) actions.keyDown(key).keyUp(key);
    await actions.perform();
  }

  /** The text of the open alert, confirm or prompt, once there is one. */
  async dialogText(): Promise<string> {
    let message: string | null = null;
    await expect
      .poll(
        async () => {
          try {
            message = await (await this.front()).switchTo().alert().getText();
            return true;
          } catch {
            return false;
          }
        },
        { message: 'a dialog opens', timeout: WAIT_MS },
      )
      .toBe(true);
    return message ?? '';
  }

  /** Answers the open dialog: accept (a prompt gets `text` first), or dismiss. */
  async answerDialog(answer: { accept: boolean; text?: string }): Promise<void> {
    const alert = (await this.front()).switchTo().alert();
    if (answer.text !== undefined) await alert.sendKeys(answer.text);
    await (answer.accept ? alert.accept() : alert.dismiss());
  }

  // The waits: each reads again until its deadline, as Playwright's web assertions do.

  async expectVisible(target: Target): Promise<void> {
    await expect.poll(() => this.showing(target), { message: `${nameOf(target)} is visible`, timeout: WAIT_MS }).toBe(true);
  }

  async expectNone(target: Target): Promise<void> {
    await expect.poll(() => this.countOf(target), { message: `${nameOf(target)} is gone`, timeout: WAIT_MS }).toBe(0);
  }

  async expectText(target: Target, expected: string | RegExp): Promise<void> {
    const options = { message: `text of ${nameOf(target)}`, timeout: WAIT_MS };
    if (typeof expected === 'string') await expect.poll(() => this.textOf(target), options).toBe(expected);
    else await expect.poll(() => this.textOf(target), options).toMatch(expected);
  }

  async expectTexts(target: Target, expected: string[]): Promise<void> {
    await expect.poll(() => this.textsOf(target), { message: `texts of ${nameOf(target)}`, timeout: WAIT_MS }).toEqual(expected);
  }

  async expectAttribute(target: Target, name: string, expected: string | null): Promise<void> {
    await expect.poll(() => this.attributeOf(target, name), { message: `${name} of ${nameOf(target)}`, timeout: WAIT_MS }).toBe(expected);
  }

  async expectFocused(target: Target): Promise<void> {
    await expect.poll(() => this.isFocused(target), { message: `${nameOf(target)} has the focus`, timeout: WAIT_MS }).toBe(true);
  }

  async expectUrl(expected: RegExp): Promise<void> {
    await expect.poll(() => this.url(), { message: 'URL', timeout: WAIT_MS }).toMatch(expected);
  }
}

/** A port nothing listens on now, for WebKitWebDriver. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An X server for MiniBrowser when there is no display: Xvfb picks a free display number and writes it to fd 3. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let output = '';
    let errors = '';
    (xvfb.stdio[2] as Readable).on('data', (chunk: Buffer) => (errors += chunk.toString()));
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(`:${output.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.trim()}`)));
  });
  return { display, process: xvfb };
}

interface WorkerFixtures {
  /**
   * A name: the spec files that give one get a MiniBrowser of their own, in a worker of their own (Playwright shares a
   * worker between files whose worker options are equal, so each names its own). WebKit's in-memory cache keeps the
   * scripts earlier tests loaded (whatever their Cache-Control) and nothing clears it over WebDriver: a test that
   * makes a file fail to load needs a browser that never loaded it.
   */
  webkitOwnSession: string | false;
  /**
   * The inside of MiniBrowser's window (a spec that sets it gets a browser of its own): the desktop's by default.
   * MiniBrowser makes it no narrower than its toolbar, about 450 px.
   */
  webkitWindow: WindowSize;
  /** The X display MiniBrowser shows on: DISPLAY, or an Xvfb started for this worker. */
  webkitDisplay: string;
  fakeServicesProxy: FakeServicesProxy;
  pageProxy: PageProxy;
  webkit: WebDriver;
}

interface TestFixtures {
  fakeServices: FakeServices;
  /** Uncaught errors, unhandled rejections and console errors of every document; the test fails if any is left. */
  consoleErrors: string[];
  /** Content-Security-Policy violations (index.html's policy): the test fails if there is any. */
  cspViolations: string[];
  tab: Tab;
  /** Opens another tab in the same session (shared storage); it is closed at the end of the test. */
  openTab: () => Promise<Tab>;
}

/** Back to a tab with nothing stored: no service worker, no cache, no storage, on a page that runs no app code. */
async function clearStorage(driver: WebDriver): Promise<void> {
  await driver.get(new URL(BLANK_PATH, PROD_URL).href);
  const failure = await driver.executeAsyncScript<string | null>(`
    const done = arguments[arguments.length - 1];
    (async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
      localStorage.clear();
      sessionStorage.clear();
    })().then(() => done(null), (error) => done(String(error)));
  `);
  if (failure !== null) throw new Error(`Could not clear the browser's storage: ${failure}`);
}

/**
 * A failed test's screenshot, or null. WebKitWebDriver's screenshot can wait for ever (seen once Escape has closed
 * the filter popup, while the page still draws frames): the test's own error is then reported without it, not after a
 * teardown timeout.
 */
async function screenshotOrNull(driver: WebDriver): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 5_000);
  });
  try {
    return await Promise.race([driver.takeScreenshot().catch(() => null), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  webkitOwnSession: [false, { scope: 'worker', option: true }],
  webkitWindow: [VIEWPORT, { scope: 'worker', option: true }],
  webkitDisplay: [
    async ({}, use) => {
      if (process.env.DISPLAY) {
        await use(process.env.DISPLAY);
        return;
      }
      const xvfb = await startXvfb();
      await use(xvfb.display);
      xvfb.process.kill();
    },
    { scope: 'worker' },
  ],
  fakeServicesProxy: [fakeServicesProxyFixture, { scope: 'worker' }],
  pageProxy: [
    async ({ fakeServicesProxy }, use) => {
      const proxy = await startPageProxy({ origin: PROD_URL, servicesProxyPort: fakeServicesProxy.port });
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  webkit: [
    async ({ webkitDisplay, pageProxy, webkitOwnSession, webkitWindow }, use) => {
      void webkitOwnSession; // its own worker is what it takes
      const port = await freePort();
      const service = new DriverService(WEBKIT_DRIVER_PATH, {
        port,
        args: [`--port=${port}`],
        loopback: true,
        hostname: '127.0.0.1',
        // Without a GPU, WebKitGTK's DMA-BUF frame transport is costly; shared memory draws the same frames for less
        // CPU (docs/DECISIONS.md, "Tests and lint").
        env: { ...process.env, DISPLAY: webkitDisplay, TZ: TIME_ZONE, LANGUAGE: 'pt_BR', WEBKIT_DISABLE_DMABUF_RENDERER: '1' },
      });
      const url = await service.start(WAIT_MS);
      const capabilities = new Map<string, unknown>([
        // The fake services' certificate is self-signed (fakeServicesProxy.ts).
        ['acceptInsecureCerts', true],
        // The tests answer each alert, confirm and prompt themselves.
        ['unhandledPromptBehavior', 'ignore'],
        [
          'webkitgtk:browserOptions',
          {
            binary: WEBKIT_BROWSER_PATH,
            args: ['--automation', `--proxy=http://127.0.0.1:${pageProxy.port}`, '--ignore-tls-errors'],
          },
        ],
      ]);
      const driver = WebDriver.createSession(new Executor(new HttpClient(url)), capabilities);
      await driver.getSession();
      // The window's outer size such that its inside is `webkitWindow` (the toolbar takes part of it).
      const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      const outer = await driver.manage().window().getRect();
      await driver
        .manage()
        .window()
        .setRect({ width: outer.width + webkitWindow.width - inner[0], height: outer.height + webkitWindow.height - inner[1] });
      await use(driver);
      await driver.quit().catch(() => undefined);
      await service.kill();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  openTab: async ({ webkit, tab }, use) => {
    const opened: Tab[] = [];
    await use(async () => {
      await webkit.switchTo().newWindow('tab');
      const other = tab.another(await webkit.getWindowHandle());
      opened.push(other);
      return other;
    });
    for (const other of opened) {
      await other.front();
      await webkit.close().catch(() => undefined);
    }
    if (opened.length > 0) await tab.front(true);
  },
  ...proxiedTestFixtures,
  tab: async ({ webkit, pageProxy, fakeServices, consoleErrors, cspViolations }, use, testInfo) => {
    void fakeServices; // the page talks to the fake, never to the internet
    pageProxy.offline = false;
    pageProxy.failing = null;
    pageProxy.reports.length = 0;
    const handle = await webkit.getWindowHandle();
    // A report is handed out once, though a document's own list and the proxy's may both hold it.
    const tab = new Tab(webkit, pageProxy, { current: handle, taken: new Set() }, handle);
    tab.use({});
    await use(tab);
    await tab.front();

    if (testInfo.status !== testInfo.expectedStatus) {
      // Kept in the test's results folder, as the Chromium projects keep theirs.
      const screenshot = await screenshotOrNull(webkit);
      if (screenshot) {
        const file = testInfo.outputPath('webkit.png');
        await writeFile(file, screenshot, 'base64');
        await testInfo.attach('webkit.png', { path: file, contentType: 'image/png' });
      }
    }
    // An alert left open blocks every command: the next test starts without it.
    await webkit
      .switchTo()
      .alert()
      .then((alert) => alert.dismiss())
      .catch(() => undefined);
    // What the last document reported, with what earlier ones sent the proxy.
    consoleErrors.push(...(await tab.takeReports('error')));
    cspViolations.push(...(await tab.takeReports('csp')));
    pageProxy.offline = false;
    pageProxy.failing = null;
    await clearStorage(webkit);
    pageProxy.reports.length = 0;
  },
});

export { expect, Key };
