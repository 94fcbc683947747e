// The JavaScript and CSS a visitor downloads before the first table rows of #/ appear (gzip).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeFakeServices } from '../bench-lib/fakeRoutes.mjs';

export const title = 'Initial download (JS + CSS before the first table rows of #/)';

export async function run({ browser, baseURL, distDir }) {
  const context = await browser.newContext();
  await routeFakeServices(context);
  const page = await context.newPage();
  // Records the moment the first data row is in the DOM; files requested after it (idle preloads) do not count.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('tbody td:nth-child(2)')) {
        window.__rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseURL}/#/`);
  await page.waitForFunction(() => window.__rowsAt !== undefined);
  const snapshot = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__rowsAt && /\.(js|css)$/.test(new URL(entry.name).pathname))
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => new URL(entry.name).pathname),
  );
  let raw = 0;
  let gzip = 0;
  for (const file of snapshot) {
    const bytes = readFileSync(`${distDir}${file}`);
    raw += bytes.length;
    const zipped = gzipSync(bytes, { level: 9 }).length;
    gzip += zipped;
    console.log(`  ${file.padEnd(36)} ${String(bytes.length).padStart(8)} B  ${String(zipped).padStart(7)} B gzip`);
  }
  console.log(`  total: ${snapshot.length} files, ${raw} B minified, ${gzip} B gzip (${(gzip / 1000).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} KiB); budget 130 kB`);
  await context.close();
}
