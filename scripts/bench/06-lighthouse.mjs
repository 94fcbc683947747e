// Lighthouse 12 (run from Node, lighthouse is a dev dependency) on each route, mobile profile (its default: simulated
// slow 4G and 4× CPU slowdown) and desktop profile, median of RUNS runs: performance score, FCP, LCP, TBT, Speed
// Index, CLS; and, for the median TBT run, the main-thread tasks that block (over 50 ms after the slowdown), so a
// change can see which one moved. The fake answers 50 users, as in the first-visit figures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { median } from '../bench-lib/stats.mjs';

export const title = 'Lighthouse (mobile and desktop): performance, FCP, LCP, TBT, SI, CLS';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ROUTES = ['#/', '#/pages/gallery', '#/pages/time'];
/** `BENCH_LIGHTHOUSE_PROFILES=mobile` runs one profile only. */
const PROFILES = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(({ name }) => (process.env.BENCH_LIGHTHOUSE_PROFILES ?? 'mobile,desktop').split(',').includes(name));

function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? '?'}`),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(
      (task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${withoutContentHash(String(task.url).replace(/^.*\//, '')) || 'other'})`,
    ),
  };
}

export async function run({ baseURL, fakeServer, executablePath, chromiumFlags }) {
  fakeServer.setUsersCount(50);
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...chromiumFlags, '--headless=new'] });
  try {
    for (const profile of PROFILES) {
      for (const route of ROUTES) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await lighthouse(
            `${baseURL}/${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            profile.config,
          );
          runs.push(figures(result.lhr));
        }
        const pick = (key) => median(runs.map((r) => r[key]));
        const typical = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)];
        console.log(
          `  ${profile.name.padEnd(7)} ${route.padEnd(16)} performance ${pick('score')} (${runs.map((r) => r.score).join(', ')}), ` +
            `FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms (${runs.map((r) => Math.round(r.tbt)).join(', ')}), ` +
            `SI ${Math.round(pick('si'))} ms, CLS ${pick('cls').toFixed(3)}`,
        );
        if (typical.longTasks.length) console.log(`      long tasks: ${typical.longTasks.join('; ')}`);
        if (typical.shifts.length) console.log(`      layout shifts: ${typical.shifts.join('; ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
}
