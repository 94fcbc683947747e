import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser. Its old headless shell (`chromium-headless-shell`, the same engine
 * without the browser's window code) when installed: it is what Playwright itself runs for headless Chromium, and the
 * browser tests need much less CPU with it (docs/DECISIONS.md, "Tests and lint").
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Headless, with the flags this machine needs. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1280, height: 800 },
};

/** The Firefox and WebKit specs (their own projects): matched by absolute path, which may itself contain "firefox". */
const specsIn = (folder: string) => new RegExp(`^${path.join(__dirname, 'e2e', folder, path.sep).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const FIREFOX_SPECS = specsIn('firefox');
const WEBKIT_SPECS = specsIn('webkit');

export const PROD_URL = 'http://127.0.0.1:4173';
/** The same production build served under a sub-path, as GitHub Pages serves a project site. */
export const SUBPATH_URL = 'http://127.0.0.1:4174/projetos/';

export default defineConfig({
  testDir: 'e2e',
  // Four workers on the two cores CI has: a page often waits (timers, answers), so fewer browsers leave part of the
  // machine idle (docs/DECISIONS.md, "Tests and lint"). The spec files are independent (each deploy test and each dev
  // server has a port of its own); the tests inside a file run in order, in one worker. E2E_WORKERS=1 runs one.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // No trace (Playwright's default): recording one snapshots the page at every action of every test, passing or not,
  // at a cost in CPU (docs/DECISIONS.md, "Tests and lint"). A failing test keeps a screenshot of its end;
  // `npx playwright test <spec> --trace on` records one to debug it.
  use: { ...chromium, screenshot: 'only-on-failure' },
  projects: [
    // Workers take spec files in this order. The two development-build specs come first: each waits for a dev
    // server of its own to build, and queued last they ran alone at the end (docs/DECISIONS.md, "Tests and lint").
    // The development build (`npm start`), for Redux DevTools time travel: the spec starts its dev server (e2e/devServer.ts).
    { name: 'dev', testMatch: /devtools\.spec\.ts/, use: { ...chromium } },
    // React Fast Refresh (`npm start` with hot updates): the spec starts its own hot dev server on a copy of the sources.
    { name: 'hot', testMatch: /fast-refresh\.spec\.ts/, use: { ...chromium } },
    // The production build in Firefox (Debian's firefox-esr, or FIREFOX_PATH), driven through puppeteer-core by the
    // e2e/firefox fixtures: Playwright runs and reports these tests; the browser is not Playwright's
    // (docs/DECISIONS.md, "Firefox in `npm test`"). In one worker, queued before `prod`: each worker launches Firefox
    // once, and four launches cost more CPU than the parallelism saved (DECISIONS, "The browser tests' CPU").
    {
      name: 'firefox',
      testDir: 'e2e/firefox',
      timeout: 60_000,
      workers: 1,
      use: { baseURL: PROD_URL, timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } },
    },
    // The production build, as visitors get it.
    // Service workers are blocked except in the specs that test them (offline, subpath): a worker answers requests
    // from its cache, which would hide the other specs' faked answers and failures.
    {
      name: 'prod',
      testIgnore: [/(devtools|fast-refresh|screenshots|docs-images)\.spec\.ts/, FIREFOX_SPECS, WEBKIT_SPECS],
      use: { ...chromium, baseURL: PROD_URL, serviceWorkers: 'block' },
    },
    // The production build in WebKit (Debian's WebKitGTK MiniBrowser, or WEBKIT_BROWSER_PATH), driven over WebDriver
    // classic by WebKitWebDriver (WEBKIT_DRIVER_PATH) through selenium-webdriver in the e2e/webkit fixtures.
    { name: 'webkit', testDir: 'e2e/webkit', timeout: 60_000 },
    // Not part of `npm test`: `npm run screenshots` writes PNGs of every screen to look at.
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts/, use: { ...chromium, baseURL: PROD_URL, serviceWorkers: 'block' } },
    // Not part of `npm test`: `npm run docs:images` draws public/'s PNG icons from public/icon.svg, the share image
    // and the README's screenshots in docs/ (needs `npm run build`).
    { name: 'docs-images', testMatch: /docs-images\.spec\.ts/, use: { ...chromium, baseURL: PROD_URL, serviceWorkers: 'block' } },
  ],
  webServer: [
    {
      command: `node scripts/serve-dist.mjs 4173 dist`,
      url: PROD_URL,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-dist.mjs 4174 dist --base /projetos/`,
      url: SUBPATH_URL,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
