// `npm run bench`: measures our production build beside the original site's (the site it replaces), in the same run,
// on this machine. Makes our build in dist-bench/ (BENCH_SKIP_BUILD=1 reuses the last one), serves both builds with
// the same static server (bench-lib/sites.mjs), answers the three services and the original's font stylesheet with
// one local fake (bench-lib/fakeServer.mjs), and runs every scripts/bench/*.mjs module in turn with one headless
// Chromium. Each timed module alternates the sites A B B A… (bench-lib/abba.mjs) and prints Markdown tables:
// figure | original | ours | ours / original (ratio of the medians), each cell the median (min–max); then the
// machine's load while it ran (bench-lib/load.mjs). Prints figures, asserts nothing.
// `npm run bench -- table` runs the modules whose file name contains "table" (`-- first second` runs two).
// Ports: bench-lib/ports.mjs. Nothing it starts outlives it (bench-lib/cleanup.mjs).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { installExitCleanup, killOnExit } from './bench-lib/cleanup.mjs';
import { FAKE_SERVER_FLAGS, startFakeServer } from './bench-lib/fakeServer.mjs';
import { watchLoad } from './bench-lib/load.mjs';
import { OURS_DIR, startSites } from './bench-lib/sites.mjs';

installExitCleanup();
const startedAt = Date.now();
const filters = process.argv.slice(2);
const dir = join(process.cwd(), 'scripts', 'bench');
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.mjs'))
  .sort()
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
if (modules.length === 0) {
  console.error(`No bench module matches ${filters.join(', ')}; the modules: ${readdirSync(dir).join(', ')}.`);
  process.exit(2);
}

/**
 * The build a deployment makes (its default service URLs: the fake answers them under their real host names).
 * Asynchronous, not spawnSync, so that a signal reaches the handlers while it runs; in its own process group, so that
 * a kill also ends the minifier's worker processes.
 */
function build() {
  console.log(`Building ${OURS_DIR}/ (production)…`);
  const webpack = createRequire(import.meta.url).resolve('webpack/bin/webpack.js');
  const child = spawn(process.execPath, [webpack, '--mode', 'production'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUTPUT_DIR: OURS_DIR },
    detached: true,
  });
  const unregister = killOnExit(() => process.kill(-child.pid, 'SIGTERM'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      unregister();
      if (code === 0) resolve();
      else reject(new Error(`the build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

if (process.env.BENCH_SKIP_BUILD !== '1') await build();

/** The flags this machine's Chromium needs (README, "Tests"), and the fake's; Lighthouse's own launches use them too. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', ...FAKE_SERVER_FLAGS];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const failed = [];
const fakeServer = await startFakeServer();
let served = null;
let browser = null;
try {
  served = await startSites();
  // Playwright's own signal handlers are off: bench-lib/cleanup.mjs decides how the process ends, and Playwright
  // still kills this browser in its 'exit' listener.
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  for (const file of modules) {
    const load = watchLoad();
    // A module that fails is reported and the others still run: a whole run takes minutes, and one broken
    // module should cost only its own rerun (`npm run bench -- <name>`).
    try {
      const bench = await import(pathToFileURL(join(dir, file)).href);
      console.log(`\n## ${bench.title ?? file}\n`);
      await bench.run({ browser, sites: served.sites, fakeServer, executablePath, chromiumFlags: CHROMIUM_FLAGS });
    } catch (error) {
      failed.push(file);
      console.log(`**${file} failed:** ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    } finally {
      console.log(load.stop());
      fakeServer.setUsersCount(null);
      fakeServer.setLatency(0);
    }
  }
} finally {
  await browser?.close();
  await served?.stop();
  await fakeServer.close();
}

console.log(`\nBench run: ${Math.round((Date.now() - startedAt) / 1000)} s (${modules.length} modules${process.env.BENCH_SKIP_BUILD === '1' ? '' : ', build included'}).`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exitCode = 1;
}
