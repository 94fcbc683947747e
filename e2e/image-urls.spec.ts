import type { Locator, Page } from '@playwright/test';
import { IMG_SRC_SOURCES } from '../src/config/imageSources';
import { IMAGE_URL_HAS_CREDENTIALS, imageUrlTooLong, ONLY_IMAGES, URL_PROMPT } from '../src/features/gallery/messages';
import { expect, test } from './fixtures';
import { GALLERY, fixture, handleDialogs, serveImages, storedAlbums } from './galleryHelpers';

// Image URLs (typed in the prompt or dropped as links) are accepted only where the Content-Security-Policy lets the
// page load them: both sides come from src/config/imageSources.ts. The suite's fixtures fail any test that triggers
// a policy violation, so every image shown below was loaded within the policy.

/** Serves the fixture `night.jpg` for any path on a local http host, as a test server on the visitor's machine would. */
async function serveLocalHttp(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: fixture('night.jpg') }));
}

const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });

async function newAlbum(page: Page, title: string): Promise<Locator> {
  await serveImages(page);
  await page.goto(GALLERY);
  await page.getByRole('button', { name: 'Criar novo álbum' }).click();
  const panel = editor(page);
  await panel.getByLabel('Título').fill(title);
  return panel;
}

/** Drops a link (`text/uri-list`, as when an image is dragged from another page) on `target`. */
async function dropLink(page: Page, target: Locator, url: string) {
  const dataTransfer = await page.evaluateHandle((uri) => {
    const transfer = new DataTransfer();
    transfer.setData('text/uri-list', uri);
    return transfer;
  }, url);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Waits until the image has loaded and has pixels (a blocked or failed image has naturalWidth 0). */
async function expectDisplayed(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('the shipped policy’s img-src is the gallery’s allow-list', async ({ page }) => {
  await page.goto('/#/');
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  const imgSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('img-src '));
  expect(imgSrc).toBe(['img-src', ...IMG_SRC_SOURCES].join(' '));
});

test('an accepted URL image is displayed: https, and http on localhost and 127.0.0.1', async ({ page }) => {
  await serveLocalHttp(page, 'http://localhost:8000');
  await serveLocalHttp(page, 'http://127.0.0.1:8000');
  const dialogs = handleDialogs(page);
  const panel = await newAlbum(page, 'Links');
  const urls = ['https://images.test/sunset.jpg', 'http://localhost:8000/fotos/a.jpg', 'http://127.0.0.1:8000/b.JPG?w=800'];
  for (const [index, url] of urls.entries()) {
    dialogs.answer(url);
    await panel.getByRole('button', { name: 'Adicionar por URL' }).click();
    await expect(panel.getByRole('button', { name: `Links – imagem ${index + 1} de ${index + 1}` })).toBeVisible();
  }
  for (let index = 1; index <= urls.length; index += 1) {
    await expectDisplayed(panel.getByRole('button', { name: `Links – imagem ${index} de 3` }).locator('img'));
  }
  // Only prompts: no alert.
  expect(dialogs.messages('alert')).toEqual([]);
  // A link dropped on the editor is displayed the same way.
  await dropLink(page, panel.getByRole('heading', { name: 'Imagens' }), 'https://images.test/ocean.jpg');
  await expectDisplayed(panel.getByRole('button', { name: 'Links – imagem 4 de 4' }).locator('img'));
  await panel.getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
  await expect.poll(async () => (await storedAlbums(page))[0]?.images).toEqual([...urls, 'https://images.test/ocean.jpg']);
});

test('a refused URL gets its alert, is never stored, and the prompt comes back', async ({ page }) => {
  // Served, so that only the policy (and now the rule) could keep them from showing.
  await serveLocalHttp(page, 'http://127.0.0.2:8000');
  await serveLocalHttp(page, 'http://x.localhost:8000');
  const dialogs = handleDialogs(page);
  const panel = await newAlbum(page, 'Recusadas');
  const tooLong = `https://images.test/${'a'.repeat(2100)}.jpg`;
  dialogs.answer(
    'https://user:secret@images.test/night.jpg',
    tooLong,
    'http://127.0.0.2:8000/night.jpg',
    'http://x.localhost:8000/night.jpg',
    'http://[::1]:8000/night.jpg',
  );
  await panel.getByRole('button', { name: 'Adicionar por URL' }).click();
  // Five refusals, then the sixth prompt is cancelled.
  await expect.poll(() => dialogs.seen.length).toBe(11);
  expect(dialogs.seen).toEqual([
    { type: 'prompt', message: URL_PROMPT },
    { type: 'alert', message: IMAGE_URL_HAS_CREDENTIALS },
    { type: 'prompt', message: URL_PROMPT },
    { type: 'alert', message: imageUrlTooLong() },
    { type: 'prompt', message: URL_PROMPT },
    { type: 'alert', message: ONLY_IMAGES },
    { type: 'prompt', message: URL_PROMPT },
    { type: 'alert', message: ONLY_IMAGES },
    { type: 'prompt', message: URL_PROMPT },
    { type: 'alert', message: ONLY_IMAGES },
    { type: 'prompt', message: URL_PROMPT },
  ]);
  // A dropped link with a password gets the same alert, once, and no prompt.
  dialogs.clear();
  await dropLink(page, panel.getByRole('heading', { name: 'Imagens' }), 'https://user:secret@images.test/ocean.jpg');
  await expect.poll(() => dialogs.seen).toEqual([{ type: 'alert', message: IMAGE_URL_HAS_CREDENTIALS }]);
  await expect(panel.getByText('0 de 7')).toBeVisible();
  // Saved with no image: none of the refused URLs reached storage.
  await panel.getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
  await expect.poll(async () => (await storedAlbums(page))[0]?.images).toEqual([]);
});
