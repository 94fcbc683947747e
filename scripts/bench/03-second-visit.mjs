// Second visit to #/: in one browser context (its HTTP cache, storage and service workers kept), a first visit, then
// once the page has settled (network quiet; a service worker, if the site registered one, active and in control)
// the page is closed and #/ opened again in a new page: that visit's first rows painted, in ms from navigation
// start. Ours registers a service worker (precache, stale-while-revalidate users answer); the original registers
// none, so what it keeps is the browser's HTTP cache. Both at loopback speed and with LATENCY ms added to each
// service request. VISITS per site and condition, alternated A B B A; 50 users.
import { alternate } from '../bench-lib/abba.mjs';
import { printTable } from '../bench-lib/report.mjs';
import { TABLE_ROUTE, newVisitorContext, visit } from '../bench-lib/visit.mjs';

export const title = 'Second visit to #/ (cache and service worker kept)';

const VISITS = Number(process.env.BENCH_SECOND_VISIT_LOADS ?? 5);
const LATENCY = 150;

async function secondVisit(browser, site) {
  const context = await newVisitorContext(browser, { serviceWorkers: 'allow' });
  try {
    const first = await visit(context, site.url(TABLE_ROUTE.hash), TABLE_ROUTE);
    await first.page.waitForLoadState('networkidle');
    await first.page.evaluate(async () => {
      if (!(await navigator.serviceWorker.getRegistration())) return;
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await first.page.close();
    const second = await visit(context, site.url(TABLE_ROUTE.hash), TABLE_ROUTE);
    const controlled = await second.page.evaluate(() => navigator.serviceWorker.controller !== null);
    return { paintedAt: second.paintedAt, fcp: second.fcp, controlled };
  } finally {
    await context.close();
  }
}

export async function run({ browser, sites, fakeServer }) {
  fakeServer.setUsersCount(50);
  const rows = [];
  for (const latency of [0, LATENCY]) {
    fakeServer.setLatency(latency);
    const visits = await alternate(sites, VISITS, (site) => secondVisit(browser, site));
    const pick = (read) => Object.fromEntries(Object.entries(visits).map(([name, list]) => [name, list.map(read)]));
    const condition = latency ? `services +${latency} ms` : 'loopback';
    rows.push(
      { figure: `second visit, first rows painted, ${condition} (ms)`, values: pick((v) => v.paintedAt) },
      { figure: `second visit, First Contentful Paint, ${condition} (ms)`, values: pick((v) => v.fcp) },
    );
    if (!latency) {
      const controlled = Object.fromEntries(
        Object.entries(visits).map(([name, list]) => [name, `${list.filter((v) => v.controlled).length} of ${list.length}`]),
      );
      rows.push({ figure: 'second visit served by a service worker', values: controlled });
    }
  }
  printTable(`Median (min–max) of ${VISITS} second visits per site and condition, alternated A B B A.`, rows);
}
