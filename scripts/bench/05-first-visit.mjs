// First visit, cold cache, desktop profile, no throttling: for each route, the median of LOADS loads in fresh
// browser contexts of
// - the moment the page's own content is painted (the frame after it is in the DOM), measured from navigation start:
//   #/ the first data row (the fake answers 50 users), gallery the empty main album (a first visit has none), clock the time
//   and the visitor's location;
// - First Contentful Paint and Largest Contentful Paint;
// - the waterfall: when each script and service request started and ended, so it shows what waits for what;
// - the Suspense reveal: how long the page area showed "Carregando…" before the page itself;
// - the next page: after a first visit to #/, 300 ms after the first rows, from the click on another page's menu link
//   to that page's content painted (the visitor's first move; the idle preload has usually loaded its chunk by then,
//   and the line says in how many loads it had).
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { median } from '../bench-lib/stats.mjs';

export const title = 'First visit (cold cache, desktop, 50 users): content painted, FCP, LCP, waterfall';

const LOADS = Number(process.env.BENCH_FIRST_VISIT_LOADS ?? 7);

const ROUTES = [
  { hash: '#/', ready: () => document.querySelector('tbody td:nth-child(2)') !== null, what: 'first data row' },
  {
    hash: '#/pages/gallery',
    // A first visit has no album yet: the page's content is the empty main album.
    ready: () => /Nenhum álbum principal/.test(document.querySelector('main')?.textContent ?? ''),
    what: 'empty main album',
  },
  {
    hash: '#/pages/time',
    ready: () => /\d{2}:\d{2}:\d{2}/.test(document.querySelector('main')?.textContent ?? '') && /São Paulo/.test(document.querySelector('main')?.textContent ?? ''),
    what: 'time and location',
  },
];

/**
 * Init script: records when the route's content first reaches the DOM, its next frame, the loading state and LCP.
 * `window.__watchContent(readySource)` starts the same watch again for other content (a move to another page).
 */
function observeFirstVisit(readySource) {
  const state = { lcp: 0 };
  let ready = () => false;
  window.__firstVisit = state;
  window.__watchContent = (source) => {
    ready = new Function(`return (${source})()`);
    Object.assign(state, { loadingShownAt: null, loadingGoneAt: null, readyAt: null, paintedAt: null });
  };
  window.__watchContent(readySource);
  const check = () => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.trim() === 'Carregando…');
    const now = performance.now();
    if (loading && state.loadingShownAt === null) state.loadingShownAt = now;
    if (!loading && state.loadingShownAt !== null && state.loadingGoneAt === null) state.loadingGoneAt = now;
    if (state.readyAt === null && ready()) {
      state.readyAt = now;
      requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  document.addEventListener('load', check, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = Math.max(state.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** How long "Carregando…" showed before the content was painted (0: never). */
const loadingShownFor = ({ loadingShownAt, loadingGoneAt, paintedAt }) =>
  loadingShownAt === null ? 0 : (loadingGoneAt ?? paintedAt) - loadingShownAt;

const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);

/** Short names: main.1a2b3c4d.js → main.js, the fake's URLs → users / ip / geo. */
function label(url) {
  const { pathname } = new URL(url);
  if (pathname.endsWith('/users')) return 'users';
  if (pathname.includes('/ipify')) return 'ip';
  if (pathname.includes('/geo/')) return 'geo';
  return withoutContentHash(pathname.slice(1)) || 'index.html';
}

async function loadOnce(browser, url, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(observeFirstVisit, route.ready.toString());
  await page.goto(url);
  await page.waitForFunction(() => window.__firstVisit.paintedAt !== null, null, { timeout: 15_000 });
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__firstVisit.paintedAt && /\.js$|users|ipify|geo/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }));
    const nav = performance.getEntriesByType('navigation')[0];
    return { ...window.__firstVisit, fcp: paint?.startTime ?? null, html: nav ? nav.responseEnd : null, resources };
  });
  await context.close();
  return result;
}

const NEXT_PAGES = [
  { linkName: 'Galeria', chunk: 'gallery', route: ROUTES[1] },
  { linkName: 'Hora Atual', chunk: 'clock', route: ROUTES[2] },
];

async function nextPageOnce(browser, baseURL, { linkName, chunk, route }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(observeFirstVisit, ROUTES[0].ready.toString());
  await page.goto(`${baseURL}/#/`);
  await page.waitForFunction(() => window.__firstVisit.paintedAt !== null, null, { timeout: 15_000 });
  await page.waitForTimeout(300);
  // Loaded: requested, and run (webpack removes a chunk's script element once it has run).
  const chunkLoaded = await page.evaluate(
    (name) =>
      performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/${name}.`)) &&
      !document.querySelector(`script[src*="/${name}."]`),
    chunk,
  );
  const clickedAt = await page.evaluate(
    ({ name, readySource }) => {
      window.__watchContent(readySource);
      const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.includes(name));
      const at = performance.now();
      link.click();
      return at;
    },
    { name: linkName, readySource: route.ready.toString() },
  );
  await page.waitForFunction(() => window.__firstVisit.paintedAt !== null, null, { timeout: 15_000 });
  const watched = await page.evaluate(() => window.__firstVisit);
  await context.close();
  return { painted: watched.paintedAt - clickedAt, loading: loadingShownFor(watched), chunkLoaded };
}

export async function run({ browser, baseURL, fakeServer }) {
  fakeServer.setUsersCount(50);
  for (const route of ROUTES) {
    const loads = [];
    for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(browser, `${baseURL}/${route.hash}`, route));
    const pick = (key) => median(loads.map((load) => load[key] ?? 0));
    const reveal = loads.map(loadingShownFor);
    console.log(
      `  ${route.hash.padEnd(16)} ${route.what} painted: median ${ms(pick('paintedAt'))} ms (min ${ms(Math.min(...loads.map((l) => l.paintedAt)))}, max ${ms(Math.max(...loads.map((l) => l.paintedAt)))}); ` +
        `FCP ${ms(pick('fcp'))} ms; LCP ${ms(pick('lcp'))} ms; "Carregando…" shown in ${reveal.filter((r) => r > 0).length} of ${LOADS} loads (median ${ms(median(reveal))} ms)`,
    );
    // The waterfall of the median load (by content time).
    const typical = [...loads].sort((a, b) => a.paintedAt - b.paintedAt)[Math.floor(LOADS / 2)];
    const rows = typical.resources.map((r) => `${label(r.name)} ${ms(r.start)}→${ms(r.end)}`);
    console.log(`      waterfall (ms from navigation start): index.html →${ms(typical.html)}, ${rows.join(', ')}, content ${ms(typical.readyAt)}, painted ${ms(typical.paintedAt)}`);
  }
  for (const next of NEXT_PAGES) {
    const clicks = [];
    for (let i = 0; i < LOADS; i += 1) clicks.push(await nextPageOnce(browser, baseURL, next));
    const shown = clicks.map((c) => c.loading);
    console.log(
      `  #/ → ${next.linkName.padEnd(10)} click to ${next.route.what} painted: median ${ms(median(clicks.map((c) => c.painted)))} ms ` +
        `(min ${ms(Math.min(...clicks.map((c) => c.painted)))}, max ${ms(Math.max(...clicks.map((c) => c.painted)))}); chunk already loaded in ${clicks.filter((c) => c.chunkLoaded).length} of ${LOADS}; ` +
        `"Carregando…" shown in ${shown.filter((r) => r > 0).length} of ${LOADS} (median ${ms(median(shown))} ms)`,
    );
  }
}
