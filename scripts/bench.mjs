// `npm run bench`: makes a production build in dist-bench/ whose three services point at a local fake server
// (bench-lib/fakeServer.mjs; Lighthouse drives its own Chromium, where no Playwright route can answer), serves it as
// a static host would (brotli/gzip), and runs every scripts/bench/*.mjs module in turn with one headless Chromium.
// Prints figures, asserts nothing. `npm run bench -- table` runs the modules whose file name contains "table";
// BENCH_SKIP_BUILD=1 reuses the last dist-bench/.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { FAKE_SERVICE_ENV, startFakeServer } from './bench-lib/fakeServer.mjs';

const PORT = 4180;
const DIST = 'dist-bench';
const baseURL = `http://127.0.0.1:${PORT}`;
const only = process.argv[2];

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log(`Building ${DIST}/ (production, services on the local fake)…`);
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...FAKE_SERVICE_ENV, OUTPUT_DIR: DIST },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const fakeServer = await startFakeServer();
const server = spawn(process.execPath, ['scripts/serve-dist.mjs', String(PORT), DIST], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

/** The flags this machine's Chromium needs (README, "Tests"); Lighthouse's own launches use them too. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });

try {
  const dir = join(process.cwd(), 'scripts', 'bench');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
    if (only && !file.includes(only)) continue;
    const bench = await import(pathToFileURL(join(dir, file)).href);
    console.log(`\n## ${bench.title ?? file}`);
    await bench.run({ browser, baseURL, distDir: DIST, fakeServer, executablePath, chromiumFlags: CHROMIUM_FLAGS });
    fakeServer.setUsersCount(null);
  }
} finally {
  await browser.close();
  server.kill();
  await fakeServer.close();
}
