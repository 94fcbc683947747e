// `npm run bench`: builds nothing itself (run `npm run build` first); serves dist/, fakes the three services,
// and runs every scripts/bench/*.mjs module in turn with one headless Chromium. Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const PORT = 4180;
const baseURL = `http://127.0.0.1:${PORT}`;
const only = process.argv[2];

const server = spawn(process.execPath, ['scripts/serve-dist.mjs', String(PORT), 'dist'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

try {
  const dir = join(process.cwd(), 'scripts', 'bench');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
    if (only && !file.includes(only)) continue;
    const bench = await import(pathToFileURL(join(dir, file)).href);
    console.log(`\n## ${bench.title ?? file}`);
    await bench.run({ browser, baseURL });
  }
} finally {
  await browser.close();
  server.kill();
}
