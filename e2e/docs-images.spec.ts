import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, fixPictureInstant, settledForPicture, test, useStoredSettings } from './fixtures';
import { IMG, serveImages } from './galleryHelpers';

/**
 * `npm run docs:images` (not part of `npm test`; needs `npm run build`): draws the app's PNG icons from the one
 * source public/icon.svg, the share-preview image public/og-image.png and the README's screenshots in docs/.
 */
const ROOT = path.join(__dirname, '..');
const ICON_SVG = readFileSync(path.join(ROOT, 'public', 'icon.svg'), 'utf8');
const ICON_BACKGROUND = '#0d1526';

async function drawIcon(page: Page, size: number, file: string, maskable: boolean) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon keeps its drawing inside the central 80% safe zone, on a full-bleed background.
  const inset = maskable ? Math.round(size * 0.18) : 0;
  await page.setContent(
    `<html><body style="margin:0;background:${maskable ? ICON_BACKGROUND : 'transparent'}">` +
      `<div style="position:absolute;inset:${inset}px">${ICON_SVG.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
  );
  await page.screenshot({ path: path.join(ROOT, 'public', file), omitBackground: !maskable });
}

test('icons from public/icon.svg', async ({ page }) => {
  await drawIcon(page, 192, 'icon-192.png', false);
  await drawIcon(page, 512, 'icon-512.png', false);
  await drawIcon(page, 512, 'icon-maskable-512.png', true);
  // iOS draws its own rounded corners on an opaque square.
  await drawIcon(page, 180, 'apple-touch-icon.png', true);
  expect(readFileSync(path.join(ROOT, 'public', 'icon-512.png')).subarray(1, 4).toString()).toBe('PNG');
});

/** A PNG screenshot re-encoded as WebP by the browser (smaller files for the README). */
async function webpScreenshot(page: Page, file: string) {
  const png = await page.screenshot();
  const webp = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.82).split(',')[1] ?? '';
  }, png.toString('base64'));
  writeFileSync(path.join(ROOT, 'docs', file), Buffer.from(webp, 'base64'));
}

test('share image and README screenshots', async ({ page }) => {
  // The same instant in every run: the clock shot changes only when the page does.
  await fixPictureInstant(page);
  await serveImages(page);
  await useStoredSettings(page, {
    theme: 'dark',
    isMenuOpen: true,
    albums: [
      { id: 1, title: 'Viagem', images: [IMG('ocean.jpg'), IMG('forest.jpg'), IMG('mountains.png')], isMain: true },
      { id: 2, title: 'Família', images: [IMG('lake.webp')], isMain: false },
    ],
  });
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.goto('/#/pages/filter?sortby=idade&orderby=decrescente');
  await expect(page.getByText(/^Exibindo \d+ de \d+ resultados$/)).toBeVisible();
  await settledForPicture(page);
  await page.screenshot({ path: path.join(ROOT, 'public', 'og-image.png') });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByText(/^Exibindo \d+ de \d+ resultados$/)).toBeVisible();
  await settledForPicture(page);
  await webpScreenshot(page, 'screenshot-table-dark.webp');

  await page.goto('/#/pages/gallery');
  await expect(page.getByRole('button', { name: 'Viagem', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Altere o tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await settledForPicture(page);
  await webpScreenshot(page, 'screenshot-gallery-light.webp');

  await page.goto('/#/pages/time');
  await expect(page.getByTestId('location')).not.toHaveText('...');
  await page.getByRole('button', { name: 'Altere o tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settledForPicture(page);
  await webpScreenshot(page, 'screenshot-clock-dark.webp');
});
