// A visit to one route of a site, and when its own content was painted. Shared by the first-visit, second-visit and
// JavaScript-size modules.

/**
 * The routes, with what "the page's content" is on each, for both sites (conditions read the DOM both builds make):
 * - #/: the first data row of the users table (both sites render a plain `tbody` row whose second cell is the name);
 * - gallery: the empty gallery's message (a first visit has no album): ours "Nenhum álbum principal…", the
 *   original's "Adicione um novo album clicando em "+"";
 * - clock: the time with seconds and the visitor's city (the original shows "..." until the location is known, ours
 *   the browser's zone first: both have the city "São Paulo" once the fake's location has arrived).
 */
export const ROUTES = [
  {
    hash: '#/',
    // Both menus link to the table as #/pages/filter.
    link: '#/pages/filter',
    what: 'first table rows',
    ready: () => document.querySelector('tbody td:nth-child(2)') !== null,
  },
  {
    hash: '#/pages/gallery',
    link: '#/pages/gallery',
    what: 'empty gallery',
    ready: () => /Nenhum álbum principal|Adicione um novo album/.test(document.body?.textContent ?? ''),
  },
  {
    hash: '#/pages/time',
    link: '#/pages/time',
    what: 'time and city',
    ready: () => /\d\d:\d\d:\d\d/.test(document.body?.textContent ?? '') && /São Paulo/.test(document.body?.textContent ?? ''),
  },
];

export const TABLE_ROUTE = ROUTES[0];

/**
 * In the page, from its first script on: `window.__content.watch(ready)` records when `ready()` first holds
 * (`readyAt`, ms from navigation start) and the frame after (`paintedAt`: a task queued from requestAnimationFrame
 * runs once that frame is painted), and keeps the Largest Contentful Paint. `watch` can be called again (a move to
 * another page). The condition is passed as code, never as a string to eval: index.html's Content-Security-Policy
 * forbids eval.
 */
function watchContent() {
  const state = { readyAt: null, paintedAt: null, lcp: 0, longTasks: [], ready: () => false };
  const check = () => {
    if (state.readyAt !== null || !state.ready()) return;
    state.readyAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
  };
  state.watch = (ready) => {
    Object.assign(state, { ready, readyAt: null, paintedAt: null });
    check();
  };
  window.__content = state;
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = Math.max(state.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The init script that defines `window.__content` (nothing watched yet). */
export const WATCH_CONTENT = `(${watchContent})();`;

/** A fresh browser context as a first visitor has: no cache, no storage; `serviceWorkers: 'allow'` lets them run. */
export const newVisitorContext = (browser, { serviceWorkers = 'block' } = {}) =>
  browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers });

/** Waits until the watched content is painted. */
export const contentPainted = (page) => page.waitForFunction(() => window.__content.paintedAt !== null, null, { timeout: 60_000 });

/**
 * Opens `url` in a new page of `context` and waits for `route`'s content to be painted. Returns the page (still open)
 * and, in ms from navigation start: fcp, lcp, readyAt, paintedAt, html (index.html received), `resources` (every
 * request the page made, from Resource Timing: name, start, end, encoded body bytes) and `requestsBeforeContent`
 * (index.html and every request started before the content was painted). Also, from the Long Tasks API, the time
 * over 50 ms of each task (as Lighthouse's Total Blocking Time counts it) up to `settleMs` after the content was
 * painted (the wait before the figures are read; 300 ms lets the paint's Largest Contentful Paint entry arrive):
 * `blocking`, of the tasks that started after the first contentful paint (Lighthouse's window), and
 * `startupBlocking`, of every task from the navigation on (a prerendered first paint moves the start-up's script
 * after the first contentful paint, into Lighthouse's window), with `longestTask` among all.
 * `cpuSlowdown` (Chromium only) runs the page's CPU that many times slower, as DevTools does for a phone: the page's
 * own scheduling (React yields every 5 ms) then sees the slow CPU, which Lighthouse's simulated throttling does not.
 */
export async function visit(context, url, route, { cpuSlowdown = 1, settleMs = 300 } = {}) {
  const page = await context.newPage();
  if (cpuSlowdown !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript({ content: `${WATCH_CONTENT} window.__content.watch(${route.ready});` });
  await page.goto(url);
  await contentPainted(page);
  await page.waitForTimeout(settleMs);
  const figures = await page.evaluate((countedAfterPaint) => {
    const { readyAt, paintedAt, lcp, longTasks } = window.__content;
    const fcp = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize }));
    const nav = performance.getEntriesByType('navigation')[0];
    const startup = longTasks.filter((task) => task.start <= paintedAt + countedAfterPaint);
    const blockingOf = (tasks) => tasks.reduce((sum, task) => sum + task.duration - 50, 0);
    return {
      blocking: blockingOf(startup.filter((task) => task.start >= (fcp?.startTime ?? 0))),
      startupBlocking: blockingOf(startup),
      longestTask: Math.max(0, ...startup.map((task) => task.duration)),
      readyAt,
      paintedAt,
      lcp,
      fcp: fcp?.startTime ?? null,
      html: nav?.responseEnd ?? null,
      resources,
      requestsBeforeContent: 1 + resources.filter((entry) => entry.start <= paintedAt).length,
    };
  }, settleMs);
  return { page, ...figures };
}

/**
 * On a page with WATCH_CONTENT, clicks the side menu's link to `route` (both sites' menus link with
 * `href="#/pages/…"`) and returns the ms from the click to that page's content painted.
 */
export async function clickMenuLink(page, route) {
  const clickedAt = await page.evaluate(`(() => {
    window.__content.watch(${route.ready});
    const at = performance.now();
    document.querySelector('a[href="${route.link}"]').click();
    return at;
  })()`);
  await contentPainted(page);
  return (await page.evaluate(() => window.__content.paintedAt)) - clickedAt;
}

/** `visit` in a fresh first visitor's context, closed afterwards. */
export async function firstVisit(browser, url, route, options) {
  const context = await newVisitorContext(browser);
  try {
    const figures = await visit(context, url, route, options);
    delete figures.page;
    return figures;
  } finally {
    await context.close();
  }
}
