// Lighthouse 12 (run from Node; installed by this module, see below) on each route of both sites, mobile profile (its
// default: simulated slow 4G and 4× CPU slowdown) and desktop profile, RUNS runs per site, route and profile, the
// sites alternated A B B A: performance score, FCP, LCP, TBT, Speed Index, CLS. Lighthouse drives its own Chromium
// (started with the bench's flags, so the fake answers the services there too) and resets the site's storage and
// cache before each run. Under each table, for each site's median-TBT run, the main-thread tasks that block (over
// 50 ms after the slowdown) and the layout shifts, so a change can see which one moved. 50 users.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { alternate } from '../bench-lib/abba.mjs';
import { killOnExit } from '../bench-lib/cleanup.mjs';
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { printNotes, printTable } from '../bench-lib/report.mjs';
import { median } from '../bench-lib/stats.mjs';
import { ROUTES } from '../bench-lib/visit.mjs';

export const title = 'Lighthouse 12, mobile and desktop';

/**
 * Lighthouse is no dependency of the project: its 110 packages would slow every `npm ci` (docs/DECISIONS.md,
 * "Lighthouse belongs to the bench"). This module's first run installs it into scripts/bench-deps/ from that folder's
 * own lockfile (the npm registry, or npm's cache, is needed once).
 */
const DEPS = fileURLToPath(new URL('../bench-deps/', import.meta.url));

async function loadLighthouse() {
  if (!existsSync(join(DEPS, 'node_modules', 'lighthouse'))) {
    console.log('Installing Lighthouse into scripts/bench-deps/ (first run only)…\n');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: DEPS, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const resolve = createRequire(join(DEPS, 'package.json')).resolve;
  const load = (name) => import(pathToFileURL(resolve(name)).href);
  return {
    chromeLauncher: await load('chrome-launcher'),
    lighthouse: (await load('lighthouse')).default,
    desktopConfig: (await load('lighthouse/core/config/desktop-config.js')).default,
  };
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * The performance score's five metrics (its weights sum to 100, so the score is the same as with every audit) and
 * the two lists printed below the tables. Only what these need is gathered (no full-page screenshot, no bundle or
 * unused-code analysis): less work per run on a busy machine.
 */
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'long-tasks', 'layout-shifts'];
/** `BENCH_LIGHTHOUSE_PROFILES=mobile` runs one profile only. */
const PROFILE_NAMES = (process.env.BENCH_LIGHTHOUSE_PROFILES ?? 'mobile,desktop').split(',');

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

export async function run({ sites, fakeServer, executablePath, chromiumFlags }) {
  const { chromeLauncher, lighthouse, desktopConfig } = await loadLighthouse();
  const profiles = [
    { name: 'mobile', config: undefined },
    { name: 'desktop', config: desktopConfig },
  ].filter(({ name }) => PROFILE_NAMES.includes(name));
  fakeServer.setUsersCount(50);
  // Its SIGINT handler off: bench-lib/cleanup.mjs ends the process and kills this Chrome with the rest.
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...chromiumFlags, '--headless=new'], handleSIGINT: false });
  const unregister = killOnExit(() => chrome.kill());
  try {
    for (const profile of profiles) {
      const rows = [];
      const notes = {};
      for (const { hash } of ROUTES) {
        const runs = await alternate(sites, RUNS, async (site) => {
          const result = await lighthouse(site.url(hash), { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: AUDITS, disableFullPageScreenshot: true }, profile.config);
          return figures(result.lhr);
        });
        const pick = (key) => Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, list.map((r) => r[key])]));
        rows.push(
          { figure: `${hash} performance score`, values: pick('score') },
          { figure: `${hash} First Contentful Paint (ms)`, values: pick('fcp') },
          { figure: `${hash} Largest Contentful Paint (ms)`, values: pick('lcp') },
          { figure: `${hash} Total Blocking Time (ms)`, values: pick('tbt') },
          { figure: `${hash} Speed Index (ms)`, values: pick('si') },
          { figure: `${hash} Cumulative Layout Shift`, values: pick('cls'), digits: 3 },
        );
        for (const [name, list] of Object.entries(runs)) {
          const typical = list.find((r) => r.tbt === median(list.map((l) => l.tbt)));
          const parts = [typical.longTasks.length && `long tasks ${typical.longTasks.join('; ')}`, typical.shifts.length && `layout shifts ${typical.shifts.join('; ')}`];
          notes[`${name} ${hash}`] = parts.filter(Boolean).join('; ') || 'no long task, no layout shift';
        }
      }
      printTable(`**${profile.name}**: median (min–max) of ${RUNS} runs per site and route, alternated A B B A.`, rows);
      printNotes(`${profile.name}, the median-TBT run's blocking tasks and layout shifts:`, notes);
    }
  } finally {
    unregister();
    chrome.kill();
  }
}
