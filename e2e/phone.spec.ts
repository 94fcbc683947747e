import type { Locator, Page } from '@playwright/test';
import { expect, settledForPicture, test, useStoredSettings } from './fixtures';
import { GALLERY, serveImages } from './galleryHelpers';
import { FILTERED_TABLE, PHONE_PAGES, PRAIA, sidewaysOverflow } from './phoneJourney';

/**
 * Phones (docs/DECISIONS.md, "Phones"): below 720 px the menu starts collapsed and opens as a modal drawer; every
 * page fits 320–414 px without sideways scrolling, with 44 px primary controls and 24 px others.
 */

const toggle = (page: Page) => page.getByRole('button', { name: /^(Amplie|Reduza) o menu$/ });
const storedMenu = (page: Page) => page.evaluate(() => window.localStorage.getItem('isMenuOpen'));

/** Sizes and horizontal position of every visible control inside `scope`, named for the report. */
async function controls(scope: Locator) {
  return scope.evaluate((root) => {
    const found: Array<{ name: string; width: number; height: number; left: number; right: number }> = [];
    for (const element of root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[inert]')) continue;
      // A visually hidden input stands in for its label (the file picker): the label is the control.
      if (style.opacity === '0' || style.clipPath === 'inset(50%)') continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      found.push({ name, width: box.width, height: box.height, left: box.left, right: box.right });
    }
    return found;
  });
}

/** Every control at least 24 × 24 and within the screen's width; the named primary ones at least 44 × 44. */
async function expectTouchTargets(page: Page, scope: Locator, primary: readonly string[]) {
  // Measured as the controls will stay: during a transition (the drawer's width) they are still narrow.
  await settledForPicture(page);
  const width = page.viewportSize()?.width ?? 0;
  const found = await controls(scope);
  expect(found.length).toBeGreaterThan(0);
  for (const control of found) {
    expect.soft(Math.round(control.width), `${control.name} width`).toBeGreaterThanOrEqual(24);
    expect.soft(Math.round(control.height), `${control.name} height`).toBeGreaterThanOrEqual(24);
    expect.soft(control.left, `${control.name} left edge`).toBeGreaterThanOrEqual(0);
    expect.soft(control.right, `${control.name} right edge`).toBeLessThanOrEqual(width + 0.5);
  }
  for (const name of primary) {
    const control = found.find((c) => c.name === name);
    expect(control, `primary control ${name}`).toBeDefined();
    expect.soft(Math.round(control?.width ?? 0), `${name} width`).toBeGreaterThanOrEqual(44);
    expect.soft(Math.round(control?.height ?? 0), `${name} height`).toBeGreaterThanOrEqual(44);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(sidewaysOverflow)).toBe(0);
}

test.describe('the menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('starts collapsed with no stored choice, and nothing is stored until the visitor chooses', async ({ page }) => {
    await page.goto('/#/pages/time');
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName('Amplie o menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await storedMenu(page)).toBeNull();
    // The page is usable at once: nothing covers it and nothing is inert.
    await expect(page.getByRole('main')).not.toHaveAttribute('inert');
  });

  test('is a modal drawer: a tap outside, Escape or a chosen page closes it, focus back on the toggle', async ({ page }) => {
    await page.goto('/#/pages/time');
    const main = page.getByRole('main');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Reduza o menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page)).toBeFocused();
    await expect(main).toHaveAttribute('inert', '');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    // The page behind takes no focus: Tab stays in the drawer (the browser's own UI aside).
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => document.activeElement?.closest('header') !== null || document.activeElement === document.body);
      expect(inDrawer).toBe(true);
    }
    // A tap outside the 260 px drawer closes it; it is the visitor's choice, so it is stored.
    await page.getByTestId('menu-backdrop').click({ position: { x: 330, y: 300 } });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await expect(main).not.toHaveAttribute('inert');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect.poll(() => storedMenu(page)).toBe('false');

    await toggle(page).click();
    await expect.poll(() => storedMenu(page)).toBe('true');
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();

    await toggle(page).click();
    await page.getByRole('navigation', { name: 'Projetos' }).getByRole('link', { name: 'Galeria' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await expect.poll(() => storedMenu(page)).toBe('false');
  });

  test('opened by keyboard over an open popup, Escape closes the drawer first, then the popup', async ({ page }) => {
    await page.goto('/#/');
    const filter = page.getByRole('button', { name: 'Filtro' });
    await filter.click();
    const popup = page.getByRole('dialog', { name: 'Filtrar' });
    await expect(popup).toBeVisible();
    // The keyboard reaches the toggle without a press outside the popup, so the popup stays open under the drawer.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');

    // One Escape, one layer: the drawer on top closes and the popup behind it stays as the visitor left it.
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await expect(popup).toBeVisible();

    // The next Escape closes the popup, and focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(filter).toBeFocused();
  });

  test('respects a stored choice: open on a phone is the drawer', async ({ page }) => {
    await useStoredSettings(page, { isMenuOpen: true });
    await page.goto('/#/pages/time');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');
    await expect(page.getByTestId('menu-backdrop')).toBeVisible();
  });
});

test.describe('the menu on a wide screen', () => {
  test('keeps the spec default (open) with no stored choice, and a stored choice', async ({ page }) => {
    await page.goto('/#/pages/time');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main')).not.toHaveAttribute('inert');
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => storedMenu(page)).toBe('false');
    // The choice made here holds on a phone-sized window too.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 1280, height: 800 });
    await toggle(page).click();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');
  });
});

for (const width of [320, 375, 414]) {
  test.describe(`every page at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('no page scrolls sideways; the table scrolls in its own box and shows there is more', async ({ page }) => {
      await serveImages(page);
      await useStoredSettings(page, { albums: [PRAIA] });
      for (const [path, heading, content] of PHONE_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(content).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      await page.goto(FILTERED_TABLE);
      await expect(page.getByText(/^Exibindo \d+ de 208 resultados$/)).toBeVisible();
      await expect(page.getByText('Filtrado por Nome (é) : an')).toBeVisible();
      await expectNoSidewaysScroll(page);
      const frame = page.getByRole('table').locator('xpath=../..');
      await expect(frame).toHaveAttribute('data-more-right', 'true');
      await expect(frame).toHaveAttribute('data-more-left', 'false');
      await page.getByRole('table').locator('xpath=..').evaluate((scroller) => scroller.scrollBy(10_000, 0));
      await expect(frame).toHaveAttribute('data-more-right', 'false');
      await expect(frame).toHaveAttribute('data-more-left', 'true');
    });
  });
}

test.describe('controls and overlays at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the shell and the table: primary controls 44 px, every other 24 px, all on screen', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.getByText(/^Exibindo 208 de 208 resultados$/)).toBeVisible();
    await expectTouchTargets(page, page.locator('body'), ['Amplie o menu', 'Ordernar', 'Filtro']);
    for (const [button, dialog] of [
      [/Ordernar/, 'Ordenar'],
      [/Filtro/, 'Filtrar'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const popup = page.getByRole('dialog', { name: dialog });
      await expect(popup).toBeVisible();
      const box = await popup.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(320);
      await expectTouchTargets(page, popup, ['Resetar']);
      await page.keyboard.press('Escape');
    }
    await toggle(page).click();
    await expectTouchTargets(page, page.getByRole('banner'), ['Reduza o menu', 'Ordenação e Filtro', 'Galeria', 'Hora Atual', 'Altere o tema']);
  });

  /** The viewer's title (its name and the counter) is shown whole: nothing cut or hidden past its box. */
  async function expectWholeTitle(viewer: Locator) {
    const title = viewer.getByRole('heading', { level: 2 });
    await expect(title).toContainText(/\d+ \/ \d+/);
    const { scrollWidth, clientWidth, scrollHeight, clientHeight } = await title.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  }

  test('the gallery: carousel, editor and both viewers fit, full screen where they should, and keep swipe', async ({ page }) => {
    await serveImages(page);
    await useStoredSettings(page, { albums: [PRAIA] });
    await page.goto(GALLERY);
    const carousel = page.getByRole('region', { name: 'Álbum principal: Praia' });
    await expect(carousel.getByRole('img', { name: 'Praia – imagem 1 de 3' })).toBeVisible();
    await expectTouchTargets(page, carousel, ['Imagem anterior', 'Próxima imagem', 'Pausar apresentação', 'Ampliar álbum']);

    // The album viewer takes the whole screen and keeps swipe. A dot first: it stops the auto-advance (spec §4), so
    // the album opens on image 1 however long the measuring above took.
    await carousel.getByRole('button', { name: 'Imagem 1 de 3' }).click();
    await carousel.getByRole('button', { name: 'Ampliar álbum' }).click();
    const albumViewer = page.getByRole('dialog', { name: /^Praia/ });
    await expect(albumViewer.getByRole('img', { name: 'Praia – imagem 1 de 3' })).toBeVisible();
    const viewerBox = await albumViewer.boundingBox();
    expect(viewerBox).toEqual({ x: 0, y: 0, width: 320, height: 640 });
    await expectTouchTargets(page, albumViewer, ['Fechar álbum ampliado', 'Próxima imagem', 'Imagem anterior']);
    await expectWholeTitle(albumViewer);
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number, y: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(230, 90, 320);
    await expect(albumViewer.getByRole('img', { name: 'Praia – imagem 2 de 3' })).toBeVisible();
    await albumViewer.getByRole('button', { name: 'Fechar álbum ampliado' }).click();

    // The editor fits the screen, every control reachable.
    await page.getByRole('button', { name: 'Praia', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Editar álbum' });
    await expect(editor).toBeVisible();
    const editorBox = await editor.boundingBox();
    expect(editorBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((editorBox?.x ?? 0) + (editorBox?.width ?? 999)).toBeLessThanOrEqual(320);
    await expectTouchTargets(page, editor, ['Fechar editor sem salvar', 'Salve alterações', 'Deletar Álbum']);

    // The image viewer, over the editor, takes the whole screen too.
    await editor.getByRole('button', { name: 'Praia – imagem 1 de 3' }).click();
    const imageViewer = page.getByRole('dialog', { name: /Imagem ampliada/ });
    await expect(imageViewer.getByRole('img', { name: 'Praia – imagem 1 de 3' })).toBeVisible();
    expect(await imageViewer.boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 640 });
    await expectTouchTargets(page, imageViewer, ['Fechar imagem', 'Excluir']);
    await expectWholeTitle(imageViewer);
    await swipe(230, 90, 320);
    await expect(imageViewer.getByRole('img', { name: 'Praia – imagem 2 de 3' })).toBeVisible();
  });
});
