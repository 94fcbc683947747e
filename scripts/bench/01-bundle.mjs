// Issue 2: the JavaScript and CSS a visitor downloads before the first table rows of #/ appear (gzip).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeFakeServices } from '../bench-lib/fakeRoutes.mjs';

export const title = 'Initial download (JS + CSS before the first table rows of #/)';

export async function run({ browser, baseURL }) {
  const context = await browser.newContext();
  await routeFakeServices(context);
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseURL && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${baseURL}/#/`);
  // The first data row of the table, or the page heading while the table feature is not there yet.
  await page.locator('tbody tr, h1').first().waitFor();
  const snapshot = [...files];
  let raw = 0;
  let gzip = 0;
  for (const file of snapshot) {
    const bytes = readFileSync(`dist${file}`);
    raw += bytes.length;
    const zipped = gzipSync(bytes, { level: 9 }).length;
    gzip += zipped;
    console.log(`  ${file.padEnd(36)} ${String(bytes.length).padStart(8)} B  ${String(zipped).padStart(7)} B gzip`);
  }
  console.log(`  total: ${snapshot.length} files, ${raw} B minified, ${gzip} B gzip (${(gzip / 1000).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} KiB); budget 130 kB`);
  await context.close();
}
