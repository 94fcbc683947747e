// First visit: cold cache, no service worker, desktop viewport, no throttling; both sites get 50 users (the
// original's own request size). LOADS loads per site and route, each in a fresh browser context, alternated A B B A:
// - First Contentful Paint, and the page's own content painted (bench-lib/visit.mjs ROUTES: the frame after it is
//   in the DOM), in ms from navigation start; Largest Contentful Paint;
// - on #/ also with LATENCY ms added to each service request (the fake waits before answering), and the requests
//   started before the first rows were painted (index.html included);
// - the next page: after a first visit to #/ (300 ms after its first rows), from the click on another page's menu
//   link to that page's content painted (a visitor's first move).
// - a phone's CPU: each route again with the page's CPU 4 times slower (DevTools' throttling, which the page's own
//   scheduling sees): the blocking time after the first contentful paint (Lighthouse's window) and over the whole
//   start-up, and the longest task (bench-lib/visit.mjs).
// Under the table, the request waterfall of each site's median #/ load (ms from navigation start).
import { alternate } from '../bench-lib/abba.mjs';
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { printNotes, printTable } from '../bench-lib/report.mjs';
import { median } from '../bench-lib/stats.mjs';
import { ROUTES, TABLE_ROUTE, clickMenuLink, firstVisit, newVisitorContext, visit } from '../bench-lib/visit.mjs';

export const title = 'First visit (cold cache, desktop, 50 users)';

const LOADS = Number(process.env.BENCH_FIRST_VISIT_LOADS ?? 7);
const LATENCY = 150;
/** DevTools' "4× slowdown", Lighthouse's mobile CPU. */
const PHONE_CPU = 4;
/** How long after the content is painted a phone load's long tasks still count: the start-up's last ones end by then. */
const PHONE_SETTLE_MS = 1000;

/** Short names in the waterfall: main.1a2b3c4d.js → main.js, the services → users / ip / geo. */
function label(url) {
  const { hostname, pathname } = new URL(url);
  if (hostname === 'dummyjson.com') return 'users';
  if (hostname === 'api.ipify.org') return 'ip';
  if (hostname === 'get.geojs.io') return 'geo';
  if (hostname.startsWith('fonts.')) return 'fonts.css';
  return withoutContentHash(pathname.replace(/^.*\//, ''));
}

/** A visit to #/, then a click on the menu link to `route`: ms from the click to its content painted. */
async function nextPage(browser, site, route) {
  const context = await newVisitorContext(browser);
  try {
    const { page } = await visit(context, site.url(TABLE_ROUTE.hash), TABLE_ROUTE);
    return await clickMenuLink(page, route);
  } finally {
    await context.close();
  }
}

export async function run({ browser, sites, fakeServer }) {
  fakeServer.setUsersCount(50);
  const rows = [];
  const pick = (loads, key) => Object.fromEntries(Object.entries(loads).map(([name, list]) => [name, list.map((load) => load[key])]));
  let tableLoads;
  for (const route of ROUTES) {
    const loads = await alternate(sites, LOADS, (site) => firstVisit(browser, site.url(route.hash), route));
    rows.push(
      { figure: `${route.hash} First Contentful Paint (ms)`, values: pick(loads, 'fcp') },
      { figure: `${route.hash} ${route.what} painted (ms)`, values: pick(loads, 'paintedAt') },
      { figure: `${route.hash} Largest Contentful Paint (ms)`, values: pick(loads, 'lcp') },
    );
    if (route === TABLE_ROUTE) {
      tableLoads = loads;
      rows.push({ figure: '#/ requests before the first rows painted', values: pick(loads, 'requestsBeforeContent') });
      fakeServer.setLatency(LATENCY);
      const slow = await alternate(sites, LOADS, (site) => firstVisit(browser, site.url(route.hash), route));
      fakeServer.setLatency(0);
      rows.push({ figure: `#/ first rows painted, services +${LATENCY} ms (ms)`, values: pick(slow, 'paintedAt') });
    }
  }
  for (const route of ROUTES.slice(1)) {
    const clicks = await alternate(sites, LOADS, (site) => nextPage(browser, site, route));
    rows.push({ figure: `#/ → ${route.hash} click to ${route.what} painted (ms)`, values: clicks });
  }
  printTable(`Median (min–max) of ${LOADS} loads per site, alternated A B B A.`, rows);

  const phone = [];
  for (const route of ROUTES) {
    const loads = await alternate(sites, LOADS, (site) => firstVisit(browser, site.url(route.hash), route, { cpuSlowdown: PHONE_CPU, settleMs: PHONE_SETTLE_MS }));
    phone.push(
      { figure: `${route.hash} blocking time after first paint, CPU ×${PHONE_CPU} (ms)`, values: pick(loads, 'blocking') },
      { figure: `${route.hash} blocking time of the whole start-up, CPU ×${PHONE_CPU} (ms)`, values: pick(loads, 'startupBlocking') },
      { figure: `${route.hash} longest task of the start-up, CPU ×${PHONE_CPU} (ms)`, values: pick(loads, 'longestTask') },
      { figure: `${route.hash} ${route.what} painted, CPU ×${PHONE_CPU} (ms)`, values: pick(loads, 'paintedAt') },
    );
  }
  printTable(
    `A phone's CPU: the same loads with the page's CPU ${PHONE_CPU} times slower; blocking time as Lighthouse counts it (the time over 50 ms of each long task), from the first contentful paint (Lighthouse's window) or from the navigation, to 1 s after the content is painted. Median (min–max) of ${LOADS} loads per site, alternated A B B A.`,
    phone,
  );

  const waterfalls = {};
  for (const [name, loads] of Object.entries(tableLoads)) {
    const typical = loads.find((load) => load.paintedAt === median(loads.map((l) => l.paintedAt)));
    const requests = typical.resources.filter((entry) => entry.start <= typical.paintedAt);
    waterfalls[name] =
      `index.html →${Math.round(typical.html)}, ${requests.map((r) => `${label(r.name)} ${Math.round(r.start)}→${Math.round(r.end)}`).join(', ')}, ` +
      `rows in the DOM ${Math.round(typical.readyAt)}, painted ${Math.round(typical.paintedAt)}`;
  }
  printNotes('Waterfall of the median #/ load (ms from navigation start):', waterfalls);
}
