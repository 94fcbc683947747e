import type { Page } from '@playwright/test';
import { expect, fixPictureInstant, settledForPicture, test, useStoredSettings } from './fixtures';
import { IMG, serveImages } from './galleryHelpers';

/**
 * `npm run screenshots` (not part of `npm test`): PNGs of every screen in both themes, menu open and collapsed,
 * into screenshots/, to be looked at before an issue is resolved.
 */

/** The table's result counter (its rows are in); the clock's zone, from the location service. */
const RESULTS = /^Exibindo \d+ de 208 resultados$/;
const LOCATED = 'Fuso horário: America/Sao_Paulo';

/** Each screen, and a text that shows its content is in (the table's rows, the clock's location). */
const SCREENS = [
  { name: 'table', path: '/#/', ready: RESULTS },
  { name: 'table-sorted', path: '/#/pages/filter?sortby=idade&orderby=decrescente', ready: RESULTS },
  { name: 'table-filtered', path: '/#/pages/filter?filter=nome&status=%C3%A9&value=an', ready: RESULTS },
  { name: 'table-empty', path: '/#/pages/filter?filter=email&status=%C3%A9&value=zzz', ready: RESULTS },
  { name: 'gallery', path: '/#/pages/gallery', ready: 'Nenhum álbum principal' },
  { name: 'clock', path: '/#/pages/time', ready: LOCATED },
  { name: 'not-found', path: '/#/nada', ready: 'Página não encontrada' },
];

/** Visits each screen, expects its heading and content in, and takes its picture with `picture(name)`. */
async function expectEachScreenPictured(page: Page, picture: (screen: string) => Promise<unknown>) {
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await settledForPicture(page);
    await picture(screen.name);
  }
}

// Every picture shows the same instant, so two runs of one build can be compared pixel by pixel.
test.beforeEach(({ page }) => fixPictureInstant(page));

for (const theme of ['dark', 'light'] as const) {
  for (const isMenuOpen of [true, false]) {
    test(`every screen, ${theme}, menu ${isMenuOpen ? 'open' : 'collapsed'}`, async ({ page }) => {
      await useStoredSettings(page, { theme, isMenuOpen });
      await expectEachScreenPictured(page, (screen) =>
        page.screenshot({ path: `screenshots/${screen}-${theme}-${isMenuOpen ? 'open' : 'collapsed'}.png` }),
      );
    });
  }

  test(`table popups and a phone-sized table, ${theme}`, async ({ page }) => {
    await useStoredSettings(page, { theme, isMenuOpen: true });
    await page.goto('/#/pages/filter?sortby=nome&orderby=crescente&filter=nome&status=%C3%A9&value=ma');
    await page.getByRole('button', { name: /Ordernar/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/table-sort-popup-${theme}.png` });
    await page.getByRole('button', { name: /Filtro/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/table-filter-popup-${theme}.png` });
    await page.getByRole('dialog').getByLabel('Coluna', { exact: true }).selectOption('sexo');
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/table-filter-popup-sexo-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // At a phone's width the menu stored open is the drawer over the page (e2e/prerender.spec.ts), a layer of its own:
    // the next Escape closes it (one Escape closes one layer, hooks/useDismiss.ts). The narrow layout settled before
    // the key: pressed at once, Escape met the menu before or after it became the drawer, by chance.
    await page.setViewportSize({ width: 375, height: 740 });
    await settledForPicture(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Amplie o menu' })).toHaveAttribute('aria-expanded', 'false');
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/table-phone-${theme}.png` });
  });

  test(`table print preview (PDF, A4), ${theme}`, async ({ page }) => {
    await useStoredSettings(page, { theme, isMenuOpen: true });
    await page.goto('/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=a');
    await expect(page.getByText(/^Exibindo \d+ de 208 resultados$/)).toBeVisible();
    // Turned into PNG pages with `pdftoppm -png -r 60 screenshots/table-print-<theme>.pdf` to look at.
    await page.pdf({ path: `screenshots/table-print-${theme}.pdf`, format: 'A4' });
  });
}

const PHONE_ALBUM = { id: 1_700_000_000_001, title: 'Praia', images: [IMG('sunset.jpg'), IMG('ocean.jpg'), IMG('dunes.jpg')], isMain: true };

// The gallery with an album at desktop width: the carousel's step buttons and the album viewer's.
for (const theme of ['dark', 'light'] as const) {
  test(`gallery with an album, carousel and album viewer (desktop, ${theme})`, async ({ page }) => {
    await serveImages(page);
    await useStoredSettings(page, { theme, albums: [PHONE_ALBUM] });
    await page.goto('/#/pages/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Álbum principal/ }).getByRole('img')).toBeVisible();
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/gallery-album-${theme}.png` });
    await page.getByRole('button', { name: 'Ampliar álbum' }).click();
    await expect(page.getByRole('dialog', { name: /^Praia/ }).getByRole('img')).toBeVisible();
    await settledForPicture(page);
    await page.screenshot({ path: `screenshots/gallery-album-viewer-${theme}.png` });
  });
}

for (const width of [320, 375, 414]) {
  for (const theme of ['dark', 'light'] as const) {
    test.describe(`phone ${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

      test('every page, the drawer, both popups, the editor and both viewers', async ({ page }) => {
        test.setTimeout(120_000);
        const shot = (name: string) => page.screenshot({ path: `screenshots/phone-${width}-${theme}-${name}.png` });
        await serveImages(page);
        await useStoredSettings(page, { theme, albums: [PHONE_ALBUM] });
        for (const [name, path, ready] of [
          ['table', '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an', RESULTS],
          ['gallery', '/#/pages/gallery', 'Praia'],
          ['clock', '/#/pages/time', LOCATED],
          ['not-found', '/#/nada', 'Página não encontrada'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(ready).first()).toBeVisible();
          await settledForPicture(page);
          await shot(name);
        }
        await page.goto('/#/pages/time');
        await page.getByRole('button', { name: 'Amplie o menu' }).click();
        await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
        await settledForPicture(page);
        await shot('drawer');
        await page.keyboard.press('Escape');

        await page.goto('/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
        await page.getByRole('button', { name: /Ordernar/ }).click();
        await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
        // Settled like every other picture: taken at once, it caught the menu's or the edge shadow's transition at
        // whatever point the popup's chunk happened to arrive.
        await settledForPicture(page);
        await shot('sort-popup');
        await page.getByRole('button', { name: /Filtro/ }).click();
        await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
        await settledForPicture(page);
        await shot('filter-popup');
        // Closed first: a history change while the filter popup is open counts as Back, which goes to '/' (spec §2).
        await page.keyboard.press('Escape');

        await page.goto('/#/pages/gallery');
        await page.getByRole('button', { name: 'Ampliar álbum' }).click();
        await expect(page.getByRole('dialog', { name: /^Praia/ }).getByRole('img')).toBeVisible();
        await settledForPicture(page);
        await shot('album-viewer');
        await page.getByRole('button', { name: 'Fechar álbum ampliado' }).click();
        await page.getByRole('button', { name: 'Praia', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Editar álbum' })).toBeVisible();
        await settledForPicture(page);
        await shot('editor');
        await page.getByRole('dialog', { name: 'Editar álbum' }).getByRole('button', { name: 'Praia – imagem 1 de 3' }).click();
        await expect(page.getByRole('dialog', { name: /Imagem ampliada/ }).getByRole('img')).toBeVisible();
        await settledForPicture(page);
        await shot('image-viewer');
      });
    });
  }
}

// Forced colours (Windows contrast themes, docs/ARCHITECTURE.md "States in forced colours"): the system's dark and
// light palettes, the app's stored theme the same, to look at what e2e/forced-colors.spec.ts checks state by state.
for (const theme of ['dark', 'light'] as const) {
  test.describe(`forced colours, ${theme}`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: 'active', colorScheme: theme }));

    const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/forced-${theme}-${name}.png` });

    test('every screen, the menu collapsed, keyboard focus, both popups and the phone drawer', async ({ page }) => {
      test.setTimeout(120_000);
      await useStoredSettings(page, { theme, isMenuOpen: true });
      await expectEachScreenPictured(page, (screen) => shot(page, screen));
      await page.goto('/#/pages/filter?sortby=nome&orderby=crescente&filter=nome&status=%C3%A9&value=ma');
      await expect(page.getByText(RESULTS)).toBeVisible();
      // Collapsed, then loaded again: drawn after the menu's transition, the toolbar's edges fell on either side of a
      // pixel from one run to the next.
      await page.getByRole('button', { name: 'Reduza o menu' }).click();
      await page.reload();
      await expect(page.getByText(RESULTS)).toBeVisible();
      // Focus on Ordernar by keyboard, so the focus ring is drawn.
      await page.getByRole('button', { name: /Ordernar/ }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await settledForPicture(page);
      await shot(page, 'table-collapsed-focus');
      await page.getByRole('button', { name: /Ordernar/ }).click();
      await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'sort-popup');
      await page.getByRole('button', { name: /Filtro/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'filter-popup');
      await page.getByRole('dialog').getByLabel('Coluna', { exact: true }).selectOption('sexo');
      await page.getByRole('dialog').getByRole('button', { name: 'Feminino' }).click();
      await settledForPicture(page);
      await shot(page, 'filter-popup-sexo');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/#/pages/time');
      await page.getByRole('button', { name: 'Amplie o menu' }).click();
      await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'phone-drawer');
    });

    test('the gallery: carousel, editor with a change, both viewers', async ({ page }) => {
      await serveImages(page);
      await useStoredSettings(page, { theme, albums: [PHONE_ALBUM] });
      await page.goto('/#/pages/gallery');
      await expect(page.getByRole('region', { name: /^Álbum principal/ }).getByRole('img')).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'gallery-album');
      await page.getByRole('button', { name: 'Ampliar álbum' }).click();
      await expect(page.getByRole('dialog', { name: /^Praia/ }).getByRole('img')).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'album-viewer');
      await page.getByRole('button', { name: 'Fechar álbum ampliado' }).click();
      await page.getByRole('button', { name: 'Praia', exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Editar álbum' });
      await expect(editor).toBeVisible();
      await editor.getByRole('textbox').first().fill('Praia do Sul');
      await settledForPicture(page);
      await shot(page, 'editor-changed');
      await editor.getByRole('button', { name: / – imagem 1 de 3$/ }).click();
      await expect(page.getByRole('dialog', { name: /Imagem ampliada/ }).getByRole('img')).toBeVisible();
      await settledForPicture(page);
      await shot(page, 'image-viewer');
    });
  });
}
