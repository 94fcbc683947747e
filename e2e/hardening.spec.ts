import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fileUnreadable, IMAGE_TOO_LARGE, ONLY_IMAGES, STORAGE_UNAVAILABLE, URL_PROMPT } from '../src/features/gallery/messages';
import { expect, runClockUntilVisible, test } from './fixtures';
import { GALLERY, IMG, dropFiles, fixture, handleDialogs, serveImages } from './galleryHelpers';

/**
 * Hostile storage, files, networks and clocks, on the production build: the app never crashes, never loses an album
 * silently and never hangs. Every test also runs under the Content-Security-Policy (fixtures.ts fails on violations).
 */

const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });

/** Writes raw text (not JSON-encoded) under localStorage keys before the app loads, once per test. */
async function seedRawStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((raw) => {
    if (window.sessionStorage.getItem('__seeded')) return;
    window.sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(raw)) window.localStorage.setItem(key, value);
  }, values);
}

async function openGallery(page: Page) {
  await serveImages(page);
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
}

/** Browser warnings about repaired stored data are expected here; errors are not. */
test.describe('stored data can never stop the app from starting', () => {
  const WRONG_TYPES_NEXT_TO_A_GOOD_ALBUM: Record<string, string> = {
    albums: JSON.stringify([
      { id: '1', title: 12, images: 'a.png', isMain: 'yes' },
      { id: 1.5, title: ['a'], images: [{}, null, ['https://x.test/a.png']], isMain: 1 },
      { id: 7, title: 'Praia', images: [IMG('sunset.jpg'), 'javascript:alert(1)', 42], isMain: true },
      { id: Number.MAX_SAFE_INTEGER, title: ' '.repeat(40), images: null },
    ]),
    theme: '"light"',
    isMenuOpen: 'false',
  };
  const WORST_CASES: Record<string, Record<string, string>> = {
    'deep nesting': {
      albums: '['.repeat(100_000) + ']'.repeat(100_000),
      theme: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
      isMenuOpen: 'nul',
    },
    'a huge string': { albums: JSON.stringify('x'.repeat(2_000_000)), theme: '42', isMenuOpen: '"true"' },
    '200 000 entries of the wrong type': {
      albums: JSON.stringify(Array.from({ length: 200_000 }, (_, i) => [0, null, 'x', {}, [], true][i % 6])),
      theme: '"blue"',
      isMenuOpen: '{}',
    },
    'wrong types at every level, next to one good album': WRONG_TYPES_NEXT_TO_A_GOOD_ALBUM,
  };

  for (const [name, values] of Object.entries(WORST_CASES)) {
    test(`boots with the defaults for what cannot be read: ${name}`, async ({ page }) => {
      await seedRawStorage(page, values);
      await openGallery(page);
      await expect(page.getByTestId('root-fallback')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Criar novo álbum' })).toBeVisible();
      const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
      expect(theme).toBe(values.theme === '"light"' ? 'light' : 'dark');
    });
  }

  test('keeps what can be read next to wrong types: the good album and its good image', async ({ page }) => {
    await seedRawStorage(page, WRONG_TYPES_NEXT_TO_A_GOOD_ALBUM);
    await openGallery(page);
    await expect(page.getByRole('button', { name: 'Praia', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Álbum principal: Praia' })).toBeVisible();
  });

  test('boots with 200 000 stored album records and renders the gallery', async ({ page }) => {
    // 200 000 album objects (all the browser's storage holds with short records): 1 in 1 000 has a usable title and
    // is kept, with a repaired id; the rest are dropped. (200 000 usable albums are covered in Jest: once repaired
    // they no longer fit in the browser's storage.)
    const records = Array.from({ length: 200_000 }, (_, i) => (i % 1000 === 0 ? { title: `a${i / 1000}` } : { title: 7 }));
    await seedRawStorage(page, { albums: JSON.stringify(records) });
    await openGallery(page);
    await expect(page.getByTestId('root-fallback')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'a199', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^a\d+$/ })).toHaveCount(200);
  });
});

test.describe('nothing can leave a blank page', () => {
  test("a script that fails to load shows the static pt-BR screen with a reload button", async ({ page, consoleErrors }) => {
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/#/');
    const fallback = page.getByTestId('root-fallback');
    await expect(fallback.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
    // The browser's own line for the 404.
    expect(consoleErrors.every((line) => line.startsWith('Failed to load resource'))).toBe(true);
    consoleErrors.length = 0;
  });
});

test.describe('the visitor is told when nothing can be saved', () => {
  test('blocked site data (storage access throws SecurityError): a persistent notice, and albums still work in memory', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied.", 'SecurityError');
        },
      });
    });
    await openGallery(page);
    await expect(page.getByRole('status').filter({ hasText: STORAGE_UNAVAILABLE })).toBeVisible();
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    await editor(page).getByLabel('Título').fill('Só aqui');
    await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await expect(page.getByRole('button', { name: 'Só aqui', exact: true })).toBeVisible();
    // Still there: the notice is not dismissed by a change.
    await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeVisible();
    expect(consoleErrors.filter((line) => line.startsWith('Storage unavailable'))).toHaveLength(1);
    consoleErrors.length = 0;
  });

  test('every write fails: the notice shows and each failure is logged once per key and cause', async ({ page, consoleErrors }) => {
    // Not a full storage (that is the save-failed banner, e2e/storage-safety): writes refused for another reason.
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    await openGallery(page);
    await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeVisible();
    for (const title of ['Um', 'Dois', 'Três']) {
      await page.getByRole('button', { name: 'Criar novo álbum' }).click();
      await editor(page).getByLabel('Título').fill(title);
      await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
      await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    }
    const saveErrors = consoleErrors.filter((line) => line.startsWith('Could not save'));
    // Three album changes, one failure line for "albums" (and at most one per other key written at start).
    expect(saveErrors.filter((line) => line.includes('"albums"'))).toHaveLength(1);
    expect(new Set(saveErrors).size).toBe(saveErrors.length);
    consoleErrors.length = 0;
  });
});

/** A PNG whose header declares `width` × `height` px, padded with about `bytes` of image data never decoded. */
function hugePng(width: number, height: number, bytes: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  // Incompressible noise, so the file really is about `bytes` long.
  const noise = Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 2654435761) >>> 24));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(noise, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Counts createImageBitmap calls (every decode of an upload goes through it) and unhandled rejections. */
async function watchDecodesAndRejections(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __decodes: number; __rejections: string[] };
    w.__decodes = 0;
    w.__rejections = [];
    const original = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) => {
      w.__decodes += 1;
      return original(...args);
    }) as typeof createImageBitmap;
    window.addEventListener('unhandledrejection', (event) => w.__rejections.push(String(event.reason)));
  });
  return {
    decodes: () => page.evaluate(() => (window as unknown as { __decodes: number }).__decodes),
    rejections: () => page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections),
  };
}

test.describe('images cannot exhaust memory', () => {
  test('a 1 MB PNG that declares 20 000 × 20 000 px is refused without being decoded; memory stays flat', async ({ page }) => {
    const watch = await watchDecodesAndRejections(page);
    const dialogs = handleDialogs(page);
    await openGallery(page);
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const panel = editor(page);
    await panel.getByLabel('Título').fill('Enorme');
    const png = hugePng(20_000, 20_000, 1_000_000);
    expect(png.length).toBeGreaterThan(1_000_000);
    expect(png.length).toBeLessThan(1.5 * 1024 * 1024);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const before = await heap();
    await panel.locator('input[type="file"]').setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => dialogs.messages('alert')).toEqual([IMAGE_TOO_LARGE]);
    const after = await heap();
    expect(await watch.decodes()).toBe(0);
    await expect(panel.getByRole('button', { name: /Enorme – imagem/ })).toHaveCount(0);
    // A decoded 20 000 × 20 000 RGBA picture would take 1.6 GB; the file's own bytes are about 1 MB.
    const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
    expect(after - before, `JS heap before ${kib(before)}, after ${kib(after)}`).toBeLessThan(16 * 1024 * 1024);
    expect(await watch.rejections()).toEqual([]);
  });

  test('a vanished file, a read error and a decode error each get their own alert, the other files still go in, nothing is left unhandled', async ({
    page,
  }) => {
    const watch = await watchDecodesAndRejections(page);
    const dialogs = handleDialogs(page);
    await openGallery(page);
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const panel = editor(page);
    await panel.getByLabel('Título').fill('Mistas');
    const target = panel.getByRole('heading', { name: 'Imagens' });
    // A file that vanished after it was picked, and one whose read fails: their reads reject.
    const dataTransfer = await page.evaluateHandle(
      ({ ocean, lake }) => {
        const transfer = new DataTransfer();
        const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const failing = (name: string, error: DOMException) => {
          const file = new File([bytes(ocean)], name, { type: 'image/jpeg' });
          Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.reject(error) });
          return file;
        };
        transfer.items.add(new File([bytes(ocean)], 'ocean.jpg', { type: 'image/jpeg' }));
        transfer.items.add(failing('sumiu.jpg', new DOMException('A requested file or directory could not be found.', 'NotFoundError')));
        transfer.items.add(failing('ilegivel.jpg', new DOMException('The requested file could not be read.', 'NotReadableError')));
        // A PNG header with nothing decodable after it.
        const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0, 1, 2, 3, 4]);
        transfer.items.add(new File([broken], 'quebrada.png', { type: 'image/png' }));
        transfer.items.add(new File([bytes(lake)], 'lake.webp', { type: 'image/webp' }));
        return transfer;
      },
      { ocean: fixture('ocean.jpg').toString('base64'), lake: fixture('lake.webp').toString('base64') },
    );
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await expect(panel.getByRole('button', { name: /Mistas – imagem \d de 2/ })).toHaveCount(2);
    await expect
      .poll(() => dialogs.messages('alert'))
      .toEqual([fileUnreadable('sumiu.jpg'), fileUnreadable('ilegivel.jpg'), ONLY_IMAGES]);
    expect(await watch.rejections()).toEqual([]);
  });

  test('a dropped file list with a good image still works (no regression in the plain path)', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const panel = editor(page);
    await panel.getByLabel('Título').fill('Simples');
    await dropFiles(page, panel.getByRole('heading', { name: 'Imagens' }), [{ name: 'sunset.jpg', bytes: fixture('sunset.jpg') }]);
    await expect(panel.getByRole('button', { name: /Simples – imagem 1 de 1/ })).toHaveCount(1);
  });
});

test.describe('networks', () => {
  test('the users table recovers by itself when the connection comes back after a failure', async ({ page, fakeServices, consoleErrors }) => {
    let failing = true;
    fakeServices.override((url) => (url.hostname === 'dummyjson.com' && failing ? 'network-error' : null));
    await page.clock.install();
    await page.goto('/#/');
    const message = page.getByText('Não foi possível carregar os usuários.');
    await runClockUntilVisible(page, message);
    consoleErrors.length = 0; // the failure's own log lines
    failing = false;
    // The connection drops and comes back: no button is pressed.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(page.getByText('Exibindo 208 de 208 resultados')).toBeVisible();
  });
});

test.describe('networks: clock', () => {
  // The browser is elsewhere than the fake geolocation (São Paulo), so the browser zone is visible.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a hanging geolocation service shows `...` for 5 s, then the browser zone, then the located zone', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the geolocation answer back (page routes take precedence over the fixture's context route).
    await page.route('**/v1/ip/geo/**', async (route) => {
      await released;
      await route.fallback();
    });
    await page.clock.install();
    await page.goto('/#/pages/time');
    const clock = page.getByTestId('live-clock');
    const zone = page.getByTestId('time-zone');
    const location = page.getByTestId('location');
    await expect(clock).toHaveText('...');
    await page.clock.runFor(4_000);
    await expect(clock).toHaveText('...');
    await page.clock.runFor(1_500);
    await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(zone).toHaveText('Fuso horário: Asia/Tokyo');
    await expect(location).toHaveText('...');
    release();
    await expect(location).toHaveText('São Paulo, São Paulo, Brazil');
    await expect(zone).toHaveText('Fuso horário: America/Sao_Paulo');
  });
});

test.describe('content security policy and referrer', () => {
  test('index.html ships the policy, with the three service origins and no inline script allowed but the theme one', async ({
    page,
    cspViolations,
    consoleErrors,
  }) => {
    await page.goto('/#/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('img-src \'self\' data: https:');
    expect(policy).toContain("connect-src 'self' https://dummyjson.com https://api.ipify.org https://get.geojs.io");
    expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    // The policy is enforced: an injected inline script does not run. Trusted Types refuse its text before the
    // `script-src` hashes are even asked (e2e/trusted-types.spec.ts); the theme script, allowed by its hash, did run.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      try {
        script.textContent = 'window.__injected = true';
      } catch (error) {
        return error instanceof Error ? error.name : 'thrown';
      }
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true ? 'ran' : 'did not run';
    });
    expect(injected).toBe('TypeError');
    // …and reported, which is what fails every other test of the suite (fixtures.ts).
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^require-trusted-types-for blocked trusted-types-sink/);
    cspViolations.length = 0;
    expect(consoleErrors.every((line) => /Content Security Policy|requires 'TrustedScript' assignment/.test(line))).toBe(true);
    consoleErrors.length = 0;
  });

  test('album images are requested without a referrer, and a stored http image as https', async ({ page }) => {
    await page.addInitScript((albums) => {
      if (window.sessionStorage.getItem('__seeded')) return;
      window.sessionStorage.setItem('__seeded', '1');
      window.localStorage.setItem('albums', JSON.stringify(albums));
    }, [{ id: 1, title: 'Antigo', images: ['http://images.test/sunset.jpg'], isMain: true }]);
    const referrers: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://images.test/')) referrers.push(request.headers().referer);
    });
    await openGallery(page);
    const image = page.getByRole('region', { name: 'Álbum principal: Antigo' }).getByRole('img', { name: 'Antigo – imagem 1 de 1' });
    await expect(image).toHaveAttribute('src', 'https://images.test/sunset.jpg');
    await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(referrers.length).toBeGreaterThan(0);
    expect(referrers.every((referrer) => referrer === undefined)).toBe(true);
  });

  test('an http image URL of another site gets the alert and the prompt again; https is taken', async ({ page }) => {
    const dialogs = handleDialogs(page);
    await openGallery(page);
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const panel = editor(page);
    await panel.getByLabel('Título').fill('Links');
    dialogs.answer('http://images.test/night.jpg', 'https://images.test/night.jpg');
    await panel.getByRole('button', { name: 'Adicionar por URL' }).click();
    await expect.poll(() => dialogs.seen.map((d) => `${d.type}: ${d.message}`)).toEqual([
      `prompt: ${URL_PROMPT}`,
      `alert: ${ONLY_IMAGES}`,
      `prompt: ${URL_PROMPT}`,
    ]);
    await expect(panel.getByRole('button', { name: /Links – imagem 1 de 1/ })).toHaveCount(1);
  });
});
