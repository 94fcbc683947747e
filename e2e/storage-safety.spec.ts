import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  BACKUP_MADE,
  IMAGE_LIMIT,
  NEWER_FORMAT,
  SAVE_FAILED,
  STORAGE_UNAVAILABLE,
  albumNotice,
} from '../src/features/gallery/messages';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { GALLERY, IMG, fixture, handleDialogs, serveImages, storedAlbums } from './galleryHelpers';

// Issue 22: nothing a visitor saved is ever lost (docs/ARCHITECTURE.md, "Storage rules").

const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });
const albumButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const storedText = (page: Page, key = 'albums') => page.evaluate((k) => localStorage.getItem(k), key);
/** The keys of the albums' storage (the settings have keys of their own). */
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('albums')).sort());

/** Stores raw texts (not JSON-encoded values) before the first load of the test's first page. */
async function storeRaw(page: Page, values: Record<string, string>) {
  await page.addInitScript((items) => {
    if (window.sessionStorage.getItem('__seeded')) return;
    window.sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, values);
}

async function openGallery(page: Page) {
  await serveImages(page);
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
}

async function createAlbum(page: Page, title: string) {
  await page.getByRole('button', { name: 'Criar novo álbum' }).click();
  await editor(page).getByLabel('Título').fill(title);
  await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
  await expect(editor(page)).toHaveCount(0);
}

async function rename(page: Page, from: string, to: string) {
  await albumButton(page, from).click();
  await editor(page).getByLabel('Título').fill(to);
  await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
  await expect(editor(page)).toHaveCount(0);
}

test.describe('reading stored albums never destroys them', () => {
  const PHOTOS = ['sunset.jpg', 'ocean.jpg', 'dunes.jpg', 'forest.jpg', 'night.jpg'];
  // Stored as http: (shown as https:, as browsers do with mixed content), 9 of them: 2 more than an album may hold.
  const NINE = Array.from({ length: 9 }, (_, k) => `http://images.test/${PHOTOS[k % PHOTOS.length] ?? ''}`);
  const HAND_EDITED = JSON.stringify([
    { id: 1, title: 'Um título comprido demais', images: NINE, isMain: true, capa: 3 },
    { id: 2, title: 'Outro', images: [{ src: IMG('ocean.jpg'), legenda: 'mar' }], isMain: false, local: 'BA' },
    'lixo',
  ]);

  test('a value it repairs for display stays as stored until the visitor changes albums, then is backed up', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await storeRaw(page, { albums: HAND_EDITED });
    await openGallery(page);
    await expect(albumButton(page, 'Um título co')).toBeVisible();
    await expect(albumButton(page, 'Outro')).toBeVisible();
    expect(warnings.some((line) => line.includes('repaired for display'))).toBe(true);
    // Opening the app, visiting every page and reloading writes nothing.
    for (const route of ['/#/', '/#/pages/time', GALLERY]) await page.goto(route);
    await page.reload();
    await expect(albumButton(page, 'Outro')).toBeVisible();
    expect(await storedText(page)).toBe(HAND_EDITED);
    expect(await storageKeys(page)).toEqual(['albums']);

    // The first change: the original text is kept aside, and the gallery says so with a download.
    await createAlbum(page, 'Novo');
    const notice = page.getByRole('status').filter({ hasText: BACKUP_MADE });
    await expect(notice).toBeVisible();
    const backupKey = (await storageKeys(page)).find((key) => key.startsWith('albums.backup-'));
    expect(backupKey).toMatch(/^albums\.backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(await storedText(page, backupKey)).toBe(HAND_EDITED);
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Baixar cópia' }).click()]);
    expect(download.suggestedFilename()).toBe(`${backupKey}.json`);
    expect(readFileSync(await download.path(), 'utf8')).toBe(HAND_EDITED);
    await notice.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(page.getByText(BACKUP_MADE)).toHaveCount(0);

    // Albums the visitor did not touch are written as they were stored: 9 images, long title, unknown fields.
    const stored = JSON.parse((await storedText(page)) ?? '[]') as Array<Record<string, unknown>>;
    expect(stored.slice(0, 2)).toEqual((JSON.parse(HAND_EDITED) as unknown[]).slice(0, 2));
    expect(stored[2]).toMatchObject({ title: 'Novo', images: [], isMain: false });
    await expect(page.getByText(BACKUP_MADE)).toHaveCount(0);
  });

  test('an edited album keeps the fields a newer version added to it and to its images', async ({ page }) => {
    await storeRaw(page, { albums: HAND_EDITED });
    await openGallery(page);
    await rename(page, 'Outro', 'Mar');
    const stored = JSON.parse((await storedText(page)) ?? '[]') as Array<Record<string, unknown>>;
    expect(stored[1]).toEqual({ id: 2, title: 'Mar', images: [{ src: IMG('ocean.jpg'), legenda: 'mar' }], isMain: false, local: 'BA' });
  });

  test('a value that is not JSON is shown as no albums, kept until a save, then backed up', async ({ page }) => {
    await storeRaw(page, { albums: '[{"id":1,"title":"Praia"' });
    await openGallery(page);
    await expect(page.getByText('Você ainda não criou nenhum álbum.')).toBeVisible();
    expect(await storedText(page)).toBe('[{"id":1,"title":"Praia"');
    await createAlbum(page, 'Novo');
    await expect(page.getByRole('status').filter({ hasText: BACKUP_MADE })).toBeVisible();
    const backupKey = (await storageKeys(page)).find((key) => key.startsWith('albums.backup-'));
    expect(await storedText(page, backupKey)).toBe('[{"id":1,"title":"Praia"');
  });

  test('albums written by a newer version are shown but never overwritten: the visitor is told to reload', async ({ page }) => {
    const newer = JSON.stringify([{ id: 1, title: 'Praia', images: [], isMain: false, tags: ['mar'] }]);
    await storeRaw(page, { albums: newer, 'albums.format': '3' });
    await openGallery(page);
    await expect(albumButton(page, 'Praia')).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: NEWER_FORMAT });
    await expect(alert).toBeVisible();
    await createAlbum(page, 'Novo');
    await expect(albumButton(page, 'Novo')).toBeVisible();
    expect(await storedText(page)).toBe(newer);
    // "Recarregar" reloads the page (a deploy of the newer version would then be running).
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Recarregar' }).click()]);
    await expect(albumButton(page, 'Praia')).toBeVisible();
    await expect(albumButton(page, 'Novo')).toHaveCount(0);
  });
});

test.describe('two tabs, any interleaving', () => {
  async function twoTabs(page: Page) {
    await openGallery(page);
    const other = await page.context().newPage();
    await serveImages(other);
    await other.goto(GALLERY);
    await expect(other.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    return other;
  }

  test('another tab clears the site data: this tab shows it at once, and an open edit is kept when saved', async ({ page }) => {
    const other = await twoTabs(page);
    await createAlbum(page, 'Praia');
    await createAlbum(page, 'Serra');
    await expect(albumButton(other, 'Serra')).toBeVisible();
    await albumButton(page, 'Praia').click();
    await editor(page).getByLabel('Título').fill('Praia 2');

    await other.evaluate(() => localStorage.clear());
    await expect(albumButton(page, 'Serra')).toHaveCount(0);
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await expect(albumButton(page, 'Praia 2')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: albumNotice({ kind: 'restored', title: 'Praia 2' }) })).toBeVisible();
    expect((await storedAlbums(page)).map((a) => a.title)).toEqual(['Praia 2']);
    // What the tab shows is what a reload shows.
    await page.reload();
    await expect(albumButton(page, 'Praia 2')).toBeVisible();
    await expect(albumButton(page, 'Serra')).toHaveCount(0);
    await expect(albumButton(other, 'Praia 2')).toBeVisible();
    await other.close();
  });

  test('another tab removes the albums key: this tab shows no albums, as a reload would', async ({ page }) => {
    const other = await twoTabs(page);
    await createAlbum(page, 'Praia');
    await expect(albumButton(other, 'Praia')).toBeVisible();
    await other.evaluate(() => localStorage.removeItem('albums'));
    await expect(albumButton(page, 'Praia')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: albumNotice({ kind: 'deletedElsewhere', title: 'Praia' }) })).toBeVisible();
    await createAlbum(page, 'Serra');
    expect((await storedAlbums(page)).map((a) => a.title)).toEqual(['Serra']);
    await other.close();
  });

  test('two albums created in the same millisecond in two tabs are both kept, with distinct ids', async ({ page }) => {
    const other = await twoTabs(page);
    const instant = new Date('2026-11-25T12:00:00.000Z');
    await page.clock.setFixedTime(instant);
    await other.clock.setFixedTime(instant);
    await createAlbum(page, 'Um');
    await createAlbum(other, 'Dois');
    for (const tab of [page, other]) {
      await expect(albumButton(tab, 'Um')).toBeVisible();
      await expect(albumButton(tab, 'Dois')).toBeVisible();
    }
    const stored = await storedAlbums(page);
    expect(stored.map((a) => a.title)).toEqual(['Um', 'Dois']);
    expect(stored[0]?.id).toBe(instant.getTime());
    expect(new Set(stored.map((a) => a.id)).size).toBe(2);
    await other.close();
  });

  test('an edit is never silently lost to a delete in another tab, in either order', async ({ page }) => {
    const other = await twoTabs(page);
    other.on('dialog', (dialog) => void dialog.accept());
    await createAlbum(page, 'Praia');
    await createAlbum(page, 'Serra');
    await expect(albumButton(other, 'Serra')).toBeVisible();

    // The edit is open in this tab while the other tab deletes the album: saving keeps the edit, and says so.
    await albumButton(page, 'Praia').click();
    await editor(page).getByLabel('Título').fill('Praia 2');
    await albumButton(other, 'Praia').click();
    await editor(other).getByRole('button', { name: 'Deletar Álbum' }).click();
    await expect(albumButton(page, 'Praia')).toHaveCount(0);
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: albumNotice({ kind: 'restored', title: 'Praia 2' }) })).toBeVisible();
    for (const tab of [page, other]) await expect(albumButton(tab, 'Praia 2')).toBeVisible();

    // The other way round: the edit is saved first, then the other tab (which shows it) deletes it: this tab is told.
    await rename(page, 'Serra', 'Serra 2');
    await expect(albumButton(other, 'Serra 2')).toBeVisible();
    await albumButton(other, 'Serra 2').click();
    await editor(other).getByRole('button', { name: 'Deletar Álbum' }).click();
    await expect(albumButton(page, 'Serra 2')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: albumNotice({ kind: 'deletedElsewhere', title: 'Serra 2' }) })).toBeVisible();
    expect((await storedAlbums(page)).map((a) => a.title)).toEqual(['Praia 2']);
    await other.close();
  });

  test('two edits of one album: the last one saved wins, and both tabs are told', async ({ page }) => {
    const other = await twoTabs(page);
    await createAlbum(page, 'Praia');
    await expect(albumButton(other, 'Praia')).toBeVisible();
    await albumButton(other, 'Praia').click();
    await editor(other).getByLabel('Título').fill('De lá');
    await rename(page, 'Praia', 'Daqui');
    await editor(other).getByRole('button', { name: 'Salve alterações' }).click();
    await expect(other.getByRole('status').filter({ hasText: albumNotice({ kind: 'overwrote', title: 'De lá' }) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: albumNotice({ kind: 'changedElsewhere', title: 'De lá' }) })).toBeVisible();
    await expect(albumButton(page, 'De lá')).toBeVisible();
    await other.close();
  });
});

test.describe('limits are told, never silent', () => {
  test('a full storage: the save-failed banner, not the blocked-storage notice; a reload shows the last saved albums', async ({
    page,
    consoleErrors,
  }) => {
    await openGallery(page);
    await createAlbum(page, 'Praia');
    // Fill the origin's real quota with other keys, down to the last character that fits.
    await page.evaluate(() => {
      let size = 1024 * 1024;
      let index = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    await createAlbum(page, 'Serra');
    await expect(page.getByRole('alert').filter({ hasText: SAVE_FAILED })).toBeVisible();
    await expect(page.getByText(STORAGE_UNAVAILABLE)).toHaveCount(0);
    await expect(albumButton(page, 'Serra')).toBeVisible();
    expect(consoleErrors.some((line) => line.includes('Could not save "albums"'))).toBe(true);
    consoleErrors.length = 0;
    await page.reload();
    await expect(albumButton(page, 'Praia')).toBeVisible();
    await expect(albumButton(page, 'Serra')).toHaveCount(0);
    expect((await storedAlbums(page)).map((a) => a.title)).toEqual(['Praia']);
    await page.evaluate(() => localStorage.clear());
  });

  test('two upload batches that pass the limit together: the spec alert, exactly 7 images kept', async ({ page }) => {
    await openGallery(page);
    const dialogs = handleDialogs(page);
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    await editor(page).getByLabel('Título').fill('Muitas');
    const names = ['sunset.jpg', 'ocean.jpg', 'dunes.jpg', 'forest.jpg', 'night.jpg', 'lake.webp', 'mountains.png', 'animated.gif'];
    const files = names.map((name) => ({ name, base64: fixture(name).toString('base64') }));
    // Two drops of 4 files in the same task: the second arrives before the first is read.
    const target = await editor(page).getByRole('heading', { name: 'Imagens' }).elementHandle();
    await page.evaluate(
      ({ element, items }) => {
        const drop = (batch: typeof items) => {
          const transfer = new DataTransfer();
          for (const item of batch) {
            const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
            const type = item.name.endsWith('.png') ? 'image/png' : item.name.endsWith('.gif') ? 'image/gif' : item.name.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
            transfer.items.add(new File([bytes], item.name, { type }));
          }
          for (const type of ['dragenter', 'dragover', 'drop']) {
            element?.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
          }
        };
        drop(items.slice(0, 4));
        drop(items.slice(4));
      },
      { element: target, items: files },
    );
    await expect(editor(page).getByText('7 de 7')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => dialogs.messages('alert')).toEqual([IMAGE_LIMIT]);
    await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await expect.poll(async () => (await storedAlbums(page))[0]?.images.length).toBe(7);
  });
});

test.describe('storage notices', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`are axe-clean and reachable by keyboard in the ${theme} theme`, async ({ page }) => {
      // A newer format and an unreadable value at once is not a real state; it shows every notice together.
      await storeRaw(page, { albums: '{oops', theme: JSON.stringify(theme) });
      await openGallery(page);
      await createAlbum(page, 'Praia');
      await page.evaluate(() => localStorage.setItem('albums.format', '9'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('alert').filter({ hasText: NEWER_FORMAT })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => localStorage.removeItem('albums.format'));
      await page.reload();
      await page.evaluate(() => localStorage.setItem('albums', '{oops'));
      await createAlbum(page, 'Serra');
      const notice = page.getByRole('status').filter({ hasText: BACKUP_MADE });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Baixar cópia' }).focus();
      await expect(notice.getByRole('button', { name: 'Baixar cópia' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(notice.getByRole('button', { name: 'Fechar aviso' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/storage-notices-${theme}.png`, fullPage: true });
    });
  }
});
