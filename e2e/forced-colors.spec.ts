import type { Locator, Page } from '@playwright/test';
import { expect, test, useStoredSettings } from './fixtures';
import { GALLERY, IMG, fixture, mimeOf, serveImages } from './galleryHelpers';

/**
 * Forced colours (Windows contrast themes, docs/ARCHITECTURE.md "States in forced colours"): the browser replaces the
 * page's colours with the system's and drops background colours that are not system colours, and every box-shadow.
 * Each state the app shows must still be drawn. These tests compare what is drawn (screenshots of the element in its
 * two states, or with and without a decoration), never CSS values, in both themes (the system palette follows the
 * colour scheme, the app's surfaces follow its stored theme) and at phone width where the layout differs.
 */
const PRAIA = { id: 1_700_000_000_001, title: 'Praia', images: [IMG('sunset.jpg'), IMG('ocean.jpg'), IMG('dunes.jpg')], isMain: true };
const SERRA = { id: 1_700_000_000_002, title: 'Serra', images: [IMG('forest.jpg'), IMG('night.jpg')], isMain: false };
const THEMES = ['dark', 'light'] as const;
type ThemeName = (typeof THEMES)[number];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Forced colours on, with the system palette of `theme` and the app's own stored theme the same. */
async function forcedColors(page: Page, theme: ThemeName, settings: Record<string, unknown> = {}) {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: theme });
  await serveImages(page);
  await useStoredSettings(page, { theme, ...settings });
}

/**
 * What the element looks like at rest: no pointer over it (the hover state is dropped on the next frame, so two
 * frames are drawn first), transitions finished, no caret.
 */
async function drawn(page: Page, element: Locator): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return element.screenshot({ animations: 'disabled', caret: 'hide' });
}

/** Adds a style sheet (a decoration hidden, a text taken out of the picture); returns what removes it. */
async function withStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({ content: css });
  return () => style.evaluate((element) => (element as HTMLElement).remove());
}

/**
 * The two pictures of the same element differ where a visitor can see it: at least `MIN_PIXELS` pixels with a
 * channel apart by `MIN_STEP` of 255 or more. Antialiasing of a colour the theme replaced leaves faint differences
 * (a step of 1, or a few dozen pixels at 45 along a rounded edge) that nobody sees; those do not count.
 */
const MIN_STEP = 96;
const MIN_PIXELS = 16;

async function expectDifferent(page: Page, a: Buffer, b: Buffer, what: string) {
  const { sameSize, pixels } = await page.evaluate(
    async ([first, second, step]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return { sameSize: false, pixels: 0 };
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let channel = 0; channel < 4; channel += 1) {
          if (Math.abs((x.data[i + channel] ?? 0) - (y.data[i + channel] ?? 0)) >= step) {
            count += 1;
            break;
          }
        }
      }
      return { sameSize: true, pixels: count };
    },
    [a.toString('base64'), b.toString('base64'), MIN_STEP] as const,
  );
  expect(sameSize, `${what}: the same element, the same size`).toBe(true);
  expect(pixels, `${what}: pixels that differ clearly`).toBeGreaterThanOrEqual(MIN_PIXELS);
}

/** What `hiding` hides is drawn: the element's picture changes when it is hidden. */
async function expectDrawn(page: Page, element: Locator, hiding: string, what: string) {
  const shown = await drawn(page, element);
  const restore = await withStyle(page, `${hiding} { visibility: hidden !important; }`);
  const hidden = await drawn(page, element);
  await restore();
  await expectDifferent(page, shown, hidden, what);
}

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });

async function openAlbumEditor(page: Page, title: string) {
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(editor(page)).toBeVisible();
}

for (const theme of THEMES) {
  for (const viewport of [DESKTOP, PHONE]) {
    const size = viewport === PHONE ? 'phone' : 'desktop';

    test.describe(`forced colours, ${theme}, ${size}`, () => {
      test.use({ viewport });

      test('the green dot on Ordernar and Filtro is drawn (spec §2)', async ({ page }) => {
        await forcedColors(page, theme);
        await page.goto('/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
        await expect(page.getByText(/^Exibindo \d+ de 208 resultados$/)).toBeVisible();
        for (const name of [/^Ordernar/, /^Filtro/]) {
          const button = page.getByRole('button', { name });
          await expect(button.getByTestId('status-dot')).toHaveCount(1);
          await expectDrawn(page, button, '[data-testid="status-dot"]', `${String(name)}: the dot`);
        }
      });

      test('the current menu entry is drawn, also in the collapsed menu', async ({ page }) => {
        await forcedColors(page, theme, { isMenuOpen: false });
        const entry = page.getByRole('navigation', { name: 'Projetos' }).getByRole('link', { name: 'Galeria' });
        await page.goto(GALLERY);
        await expect(entry).toHaveAttribute('aria-current', 'page');
        const current = await drawn(page, entry);
        await page.goto('/#/pages/time');
        await expect(entry).not.toHaveAttribute('aria-current');
        await expectDifferent(page, current, await drawn(page, entry), 'Galeria: current against not current');
      });

      test('Álbum principal: the switch on and off differ', async ({ page }) => {
        await forcedColors(page, theme, { albums: [PRAIA, SERRA] });
        await openAlbumEditor(page, 'Praia');
        const main = editor(page).getByRole('switch');
        await expect(main).toBeChecked();
        await blur(page);
        const on = await drawn(page, main);
        // By keyboard: a pointer left over the switch may still be drawn as hovering in the next picture.
        await main.press('Space');
        await expect(main).not.toBeChecked();
        await blur(page);
        await expectDifferent(page, on, await drawn(page, main), 'switch on against off');
      });

      test('Salve alterações: the changed state and its dot are drawn (spec §4)', async ({ page }) => {
        await forcedColors(page, theme, { albums: [PRAIA] });
        await openAlbumEditor(page, 'Praia');
        await editor(page).getByLabel('Título').fill('Praias');
        const save = editor(page).getByRole('button', { name: 'Salve alterações' });
        await expect(save).toHaveAttribute('data-changed', 'true');
        await blur(page);
        const dot = 'button[data-changed="true"] > span[aria-hidden="true"]';
        await expectDrawn(page, save, dot, 'the changed dot');
        const changed = await drawn(page, save);
        // The same button, same size, drawn as unchanged: the dot's room is kept, the changed look taken away.
        const restore = await withStyle(page, `${dot} { visibility: hidden !important; }`);
        await save.evaluate((button) => button.setAttribute('data-changed', 'false'));
        const unchanged = await drawn(page, save);
        await restore();
        await expectDifferent(page, changed, unchanged, 'changed against unchanged');
      });

      test('the carousel dots are drawn, the current one distinct', async ({ page }) => {
        await forcedColors(page, theme, { albums: [PRAIA] });
        await page.goto(GALLERY);
        const dots = page.getByRole('group', { name: 'Escolha a imagem' });
        // A dot pressed stops the auto-advance (spec §4), so the current image stays.
        await dots.getByRole('button', { name: 'Imagem 2 de 3' }).click();
        await expect(dots.getByRole('button', { name: 'Imagem 2 de 3' })).toHaveAttribute('aria-current', 'true');
        await blur(page);
        const other = dots.getByRole('button', { name: 'Imagem 1 de 3' });
        await expectDrawn(page, other, '[role="group"] button::before', 'a dot that is not current');
        const current = await drawn(page, dots.getByRole('button', { name: 'Imagem 2 de 3' }));
        await expectDifferent(page, current, await drawn(page, other), 'current dot against another');
      });
    });
  }

  test.describe(`forced colours, ${theme}, desktop only`, () => {
    test('the day and year progress bars show their filled part', async ({ page }) => {
      // 18:00 on 1 July in the browser's zone: the day is 75 % gone and the year half gone.
      await page.clock.setFixedTime(new Date('2026-07-01T18:00:00-03:00'));
      await forcedColors(page, theme);
      await page.goto('/#/pages/time');
      for (const name of ['Progresso do dia', 'Progresso do ano']) {
        const bar = page.getByRole('progressbar', { name });
        await expect(bar).toBeVisible();
        await expectDrawn(page, bar, '[role="progressbar"] > *', `${name}: the filled part`);
      }
    });

    test('the sorted column header differs from an unsorted one (spec §4)', async ({ page }) => {
      await forcedColors(page, theme);
      const header = page.getByRole('columnheader', { name: 'Idade' });
      await page.goto('/#/pages/filter?sortby=idade&orderby=crescente');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const sorted = await drawn(page, header);
      await page.goto('/#/pages/filter?sortby=nome&orderby=crescente');
      await expect(header).not.toHaveAttribute('aria-sort');
      await expectDifferent(page, sorted, await drawn(page, header), 'Idade sorted against not sorted');
    });

    test('the not-found screen’s home link keeps its button’s frame (spec §2)', async ({ page }) => {
      await forcedColors(page, theme);
      await page.goto('/#/pagina-que-nao-existe');
      const link = page.getByRole('link', { name: 'Página inicial' });
      await expect(link).toBeVisible();
      const framed = await drawn(page, link);
      // The same box without its border: the padding takes the border's place.
      const restore = await withStyle(page, 'main a { border-width: 0 !important; padding: 10px 18px !important; }');
      const unframed = await drawn(page, link);
      await restore();
      await expectDifferent(page, framed, unframed, 'Página inicial: with and without its frame');
    });

    test('a pressed Sexo value differs from the same button not pressed', async ({ page }) => {
      await forcedColors(page, theme);
      await page.goto('/#/pages/filter?filter=sexo&value=feminino');
      await page.getByRole('button', { name: /^Filtro/ }).click();
      const feminino = page.getByRole('dialog', { name: 'Filtrar' }).getByRole('button', { name: 'Feminino' });
      await expect(feminino).toHaveAttribute('aria-pressed', 'true');
      const pressed = await drawn(page, feminino);
      // Under the pointer its label is drawn too (the hover colour once hid it): hiding the label changes the picture.
      await feminino.hover();
      const underPointer = () => feminino.screenshot({ animations: 'disabled', caret: 'hide' });
      const labelled = await underPointer();
      const restore = await withStyle(page, `[aria-pressed='true'] { color: transparent !important; }`);
      const unlabelled = await underPointer();
      await restore();
      await expectDifferent(page, labelled, unlabelled, 'Feminino pressed, under the pointer: its label');
      await page.getByRole('dialog', { name: 'Filtrar' }).getByRole('button', { name: 'Masculino' }).click();
      await expect(feminino).toHaveAttribute('aria-pressed', 'false');
      await expectDifferent(page, pressed, await drawn(page, feminino), 'Feminino pressed against not pressed');
    });

    test('the drop zone is drawn as a drop target while a file is dragged over it', async ({ page }) => {
      await forcedColors(page, theme);
      await page.goto(GALLERY);
      await page.getByRole('button', { name: 'Criar novo álbum' }).click();
      const zone = editor(page).locator('[data-dragging]');
      // The sentence changes too ("Solte as imagens…"); here the frame alone must show it.
      await withStyle(page, '[data-dragging] > * { visibility: hidden !important; }');
      await expect(zone).toHaveAttribute('data-dragging', 'false');
      const idle = await drawn(page, zone);
      const dataTransfer = await page.evaluateHandle(
        ({ bytes, type }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], 'ocean.jpg', { type }));
          return transfer;
        },
        { bytes: fixture('ocean.jpg').toString('base64'), type: mimeOf('ocean.jpg') },
      );
      await zone.dispatchEvent('dragenter', { dataTransfer });
      await expect(zone).toHaveAttribute('data-dragging', 'true');
      await expectDifferent(page, idle, await drawn(page, zone), 'drop zone dragging against idle');
    });
  });

  test.describe(`forced colours, ${theme}, phone only`, () => {
    test.use({ viewport: PHONE });

    test('the table shows which edge has more columns beyond it', async ({ page }) => {
      await forcedColors(page, theme);
      await page.goto('/#/');
      await expect(page.getByText(/^Exibindo 208 de 208 resultados$/)).toBeVisible();
      const frame = page.getByRole('table').locator('xpath=../..');
      await expect(frame).toHaveAttribute('data-more-right', 'true');
      await expectDrawn(page, frame, '[data-more-right]::after', 'the right edge mark');
      await page.getByRole('table').locator('xpath=..').evaluate((scroller) => scroller.scrollBy(10_000, 0));
      await expect(frame).toHaveAttribute('data-more-left', 'true');
      await expectDrawn(page, frame, '[data-more-left]::before', 'the left edge mark');
    });
  });
}
