import type { JSHandle, Locator, Page } from '@playwright/test';
import { expect, test, useStoredSettings } from './fixtures';
import { GALLERY, IMG, serveImages } from './galleryHelpers';

/**
 * WCAG 1.4.12 (text spacing) and 1.4.10 (reflow at 320 CSS px, which is 1280 px at 400 % zoom): what the app does
 * today, kept so.
 */
const PRAIA = { id: 1_700_000_000_001, title: 'Praia', images: [IMG('sunset.jpg'), IMG('ocean.jpg'), IMG('dunes.jpg')], isMain: true };
const SERRA = { id: 1_700_000_000_002, title: 'Serra', images: [IMG('forest.jpg'), IMG('night.jpg')], isMain: false };
const TABLE = '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an';

/**
 * WCAG 1.4.12's figures, on every element: line height 1.5, letter spacing 0.12 em, word spacing 0.16 em; and the
 * spacing after paragraphs twice the font size (on paragraphs, which is what that figure is about).
 */
const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Every control, heading and label inside `scope` whose text is cut: text drawn outside the element's own box, or
 * outside an ancestor that clips (overflow hidden or clip; a scrolling ancestor does not cut, its text is reached by
 * scrolling). Text made for screen readers only (clipped to nothing on purpose) is left out. Table cells are not
 * controls, headings or labels: they end long values with an ellipsis by design (spec §2 fixes the column widths),
 * and the whole value stays in the page.
 */
async function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const TARGETS = 'button, a[href], input, select, textarea, label, h1, h2, h3, h4, h5, h6, [role="switch"], [role="status"]';
    const EPSILON = 1;
    const clipsContent = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const screenReaderOnly = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === 'inset(50%)' || style.visibility === 'hidden' || style.display === 'none') return true;
      }
      return false;
    };
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - EPSILON ||
      inner.right > outer.right + EPSILON ||
      inner.top < outer.top - EPSILON ||
      inner.bottom > outer.bottom + EPSILON;
    const found: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(TARGETS)) {
      if (element.getClientRects().length === 0 || screenReaderOnly(element)) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const style = getComputedStyle(element);
      if (clipsContent(style) && (element.scrollWidth > element.clientWidth + EPSILON || element.scrollHeight > element.clientHeight + EPSILON)) {
        found.push(`${name}: its content is larger than its box`);
        continue;
      }
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || screenReaderOnly(text.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width === 0) continue;
          if (outside(rect, box)) found.push(`${name}: "${text.textContent.trim().slice(0, 30)}" runs out of its box`);
          for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
            if (ancestor === document.documentElement || ancestor === document.body) break;
            if (clipsContent(getComputedStyle(ancestor)) && outside(rect, ancestor.getBoundingClientRect())) {
              found.push(`${name}: "${text.textContent.trim().slice(0, 30)}" is cut by ${ancestor.tagName.toLowerCase()}`);
              break;
            }
          }
        }
      }
    }
    return [...new Set(found)];
  });
}

async function expectNothingCut(page: Page, scope: Locator, where: string) {
  await page.mouse.move(0, 0);
  expect(await cutTexts(scope), where).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`text spacing (WCAG 1.4.12) at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await serveImages(page);
      await useStoredSettings(page, { albums: [PRAIA, SERRA], isMenuOpen: viewport.width >= 720 });
      // Before the app's scripts: the spacing holds from the first paint, as a visitor's style sheet would.
      await page.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, TEXT_SPACING);
    });

    test('the table page and both popups', async ({ page }) => {
      await page.goto(TABLE);
      await expect(page.getByText(/^Exibindo \d+ de 208 resultados$/)).toBeVisible();
      await expectNothingCut(page, page.locator('body'), 'table page');
      await page.getByRole('button', { name: /^Ordernar/ }).click();
      await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
      await expectNothingCut(page, page.getByRole('dialog', { name: 'Ordenar' }), 'sort popup');
      await page.getByRole('button', { name: /^Filtro/ }).click();
      const filter = page.getByRole('dialog', { name: 'Filtrar' });
      await expect(filter).toBeVisible();
      await expectNothingCut(page, filter, 'filter popup');
      await filter.getByLabel('Coluna', { exact: true }).selectOption('sexo');
      await expect(filter.getByRole('button', { name: 'Feminino' })).toBeVisible();
      await expectNothingCut(page, filter, 'filter popup, Sexo');
    });

    test('the gallery, the album editor and the viewers', async ({ page }) => {
      await page.goto(GALLERY);
      await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
      await expectNothingCut(page, page.locator('body'), 'gallery page');
      await page.getByRole('button', { name: 'Ampliar álbum' }).click();
      const album = page.getByRole('dialog');
      await expect(album).toBeVisible();
      await expectNothingCut(page, album, 'album viewer');
      await page.keyboard.press('Escape');
      await expect(album).toBeHidden();
      await page.getByRole('button', { name: 'Praia', exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Editar álbum' });
      await expect(editor).toBeVisible();
      await editor.getByLabel('Título').fill('Praias');
      await expectNothingCut(page, editor, 'album editor');
      await editor.getByRole('button', { name: /Praias – imagem 1 de 3/ }).click();
      const image = page.getByRole('dialog', { name: /Imagem ampliada/ });
      await expect(image).toBeVisible();
      await expectNothingCut(page, image, 'image viewer');
      await page.keyboard.press('Escape');
      await expect(image).toBeHidden();
      await editor.getByRole('button', { name: 'Fechar editor sem salvar' }).click();
      await expect(editor).toBeHidden();
      await page.getByRole('button', { name: 'Criar novo álbum' }).click();
      await expect(page.getByRole('dialog', { name: 'Novo álbum' })).toBeVisible();
      await expectNothingCut(page, page.getByRole('dialog', { name: 'Novo álbum' }), 'new album editor');
    });

    test('the clock page and the not-found screen', async ({ page }) => {
      await page.goto('/#/pages/time');
      await expect(page.getByTestId('world-clock')).toHaveCount(6);
      await expectNothingCut(page, page.locator('body'), 'clock page');
      await page.goto('/#/nada');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingCut(page, page.locator('body'), 'not-found screen');
    });
  });
}

/**
 * The page's first control: the first one in its main area; a page with none there (the clock) has the menu's first
 * one (after the skip button) as its first control.
 */
function firstControl(page: Page) {
  return page.evaluateHandle(() => {
    const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]';
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest('[inert]');
    const inMain = Array.from(document.querySelectorAll(`main ${CONTROLS}`)).filter(shown);
    const all = Array.from(document.querySelectorAll(CONTROLS)).filter(shown);
    return inMain[0] ?? all[1] ?? null;
  });
}

/** Presses Tab (at most 30 times) until `target` has focus; whether it got it. */
async function tabUntilFocused(page: Page, target: JSHandle<Element | null>): Promise<boolean> {
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

test.describe('400 % zoom: a 320 × 256 CSS px window (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  for (const { route, ready } of [
    { route: '/#/', ready: (page: Page) => page.getByText(/^Exibindo 208 de 208 resultados$/) },
    { route: GALLERY, ready: (page: Page) => page.getByRole('button', { name: 'Ampliar álbum' }) },
    { route: '/#/pages/time', ready: (page: Page) => page.getByTestId('world-clock').first() },
    { route: '/#/nada', ready: (page: Page) => page.getByRole('link', { name: 'Página inicial' }) },
  ]) {
    test(`${route}: nothing scrolls sideways, and Tab reaches the page's first control in view`, async ({ page }) => {
      await serveImages(page);
      await useStoredSettings(page, { albums: [PRAIA] });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(ready(page)).toBeVisible();
      const sideways = await page.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
      });
      expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.clientWidth);

      const first = await firstControl(page);
      expect(await first.evaluate((element) => element !== null)).toBe(true);
      expect(await tabUntilFocused(page, first), 'Tab reaches the first control').toBe(true);
      const inView = await first.evaluate((element) => {
        const box = (element as Element).getBoundingClientRect();
        return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      });
      expect(inView, 'the focused control is in view').toBe(true);
    });
  }
});
