import { PROD_URL, SUBPATH_URL } from '../playwright.config';
import { expect, test } from './fixtures';

/** scripts/serve-dist.mjs, the static server of the browser tests and `npm run serve` (README "Deploy"). */
test.describe('static server', () => {
  test('a malformed % is a 404 and the server keeps serving', async ({ request }) => {
    expect((await request.get(`${PROD_URL}/%`)).status()).toBe(404);
    expect((await request.get(`${PROD_URL}/%E0%A4%A`)).status()).toBe(404);
    expect((await request.get(`${PROD_URL}/`)).status()).toBe(200);
  });

  test('no path leaves the folder', async ({ request }) => {
    for (const path of ['/..%2fpackage.json', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/package.json', '/projetos/..%2f..%2fpackage.json']) {
      expect((await request.get(`${PROD_URL}${path}`)).status(), path).toBe(404);
      expect((await request.get(`${SUBPATH_URL}${path.slice(1)}`)).status(), path).toBe(404);
    }
  });

  test('serves brotli or gzip as the browser accepts, index.html never cached and hashed files for good', async ({ request }) => {
    const page = await request.get(`${PROD_URL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const html = await page.text();
    const script = /src="(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const gzip = await request.get(`${PROD_URL}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['cache-control']).toContain('immutable');
    // Source maps are not referenced by the published files (hidden-source-map, or none with SOURCE_MAPS=none).
    const plain = await request.get(`${PROD_URL}/${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('Algo deu errado'); // the entry's own text, uncompressed
    expect(await plain.text()).not.toContain('sourceMappingURL');
  });

  test('outside the sub-path nothing is served', async ({ request }) => {
    expect((await request.get(SUBPATH_URL.replace('/projetos/', '/index.html'))).status()).toBe(404);
    expect((await request.get(SUBPATH_URL.replace(/\/$/, ''), { maxRedirects: 0 })).status()).toBe(301);
  });
});
