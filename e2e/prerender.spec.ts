import type { Page } from '@playwright/test';
import { darkTheme, lightTheme } from '../src/theme/themes';
import { expect, test, useStoredSettings } from './fixtures';

/**
 * The first paint comes from index.html (docs/ARCHITECTURE.md, "First paint and early requests"): the layout,
 * prerendered at build time, in the stored theme and menu state, with the route's heading and loading state, before
 * any script of the app has run; the app's first frame then replaces it with the same picture.
 *
 * "Before any script" is checked two ways: with JavaScript off, where only the defaults can apply (nothing reads the
 * storage or the address: dark, the width rule, the table), and with the app's entry held back, where index.html's
 * own inline script has run (theme, menu choice, route) and none of the app's code has.
 */

const ENTRY = /\/main\.[0-9a-f]{8}\.js$/;
const PRERENDERED = '[data-prerendered]';

/** CSS rgb() of a #rrggbb token, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * Holds the app's entry back on every navigation until `release()`. Routing turns the browser's cache off, so each
 * navigation asks for the entry again.
 */
async function holdApp(page: Page) {
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  let visits = 0;
  await page.route(ENTRY, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    /** Opens `path` with the app held back: what shows is index.html alone. */
    async open(path: string) {
      gate = new Promise((resolve) => (release = resolve));
      // A query of its own: a change of the hash alone would not load the document again (the app reads the hash only).
      visits += 1;
      await page.goto(path.replace(/^\/#/, `/?visit=${visits}#`), { waitUntil: 'commit' });
      await expect(page.locator(PRERENDERED)).toBeVisible();
    },
    /** Lets the entry load and waits for the app's first frame. */
    async release() {
      release();
      await expect(page.locator(PRERENDERED)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  };
}

/**
 * What a visitor sees of the layout, from the page's own boxes and colours: the same selectors find the prerendered
 * parts and the app's (only visible elements count: the prerendered markup holds every variant).
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const isShown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(isShown);
    /**
     * Its box, colours, text and first icon as shown; the page area's content is the app's alone (`whole` false). A
     * page's frame may be narrower than the page area (TablePage's 950 px): a heading or a loading state shows its
     * content centred either way, so their width is their content's (`content`; its height would follow the face's
     * rotation).
     */
    const measure = (element: Element | undefined, whole = true, content = false) => {
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      const { y, height } = element.getBoundingClientRect();
      const { x, width } = (content ? range : element).getBoundingClientRect();
      const box = { x, y, width, height };
      const style = getComputedStyle(element);
      return {
        box: [box.x, box.y, box.width, ...(whole ? [box.height] : [])].map((value) => Math.round(value * 2) / 2),
        // As rendered: the variants the first paint does not show are not part of its text.
        text: whole && element instanceof HTMLElement ? element.innerText.trim() : '',
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
        icon: whole ? ([...element.querySelectorAll('svg')].find(isShown)?.innerHTML ?? null) : null,
        current: element.getAttribute('aria-current'),
      };
    };
    const first = (selector: string) => measure(all(selector)[0]);
    return {
      theme: document.documentElement.dataset.theme,
      page: getComputedStyle(document.documentElement).backgroundColor,
      menu: first('header'),
      title: first('header h2'),
      toggle: first('header button[aria-expanded]'),
      entries: all('nav a').map((element) => measure(element)),
      labels: all('nav a > span').map((element) => measure(element)),
      themeToggle: first('header button[aria-label="Altere o tema"]'),
      docs: first('header a[target="_blank"]'),
      backdrop: first('[data-testid="menu-backdrop"], [data-prerender-drawer]'),
      // Its height and content follow the page's content, which the first paint does not have (beyond the table's
      // loading state).
      main: measure(all('main')[0], false),
      heading: measure(all('h1')[0], true, true),
      loading: measure(
        all('main [role="status"]').find((element) => element.textContent?.includes('Carregando')),
        true,
        true,
      ),
      notFound: all('main > p, main > a').map((element) => measure(element)),
    };
  });
}

test.describe('with JavaScript off, the page is the layout in the default state', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop: the menu open, the table heading and its loading state, dark', async ({ page }) => {
    await page.goto('/#/');
    const prerendered = page.locator(PRERENDERED);
    await expect(prerendered.locator('header:visible')).toHaveCSS('width', '260px');
    await expect(prerendered.locator('header:visible')).toHaveCSS('background-color', rgb(darkTheme.colors.surface));
    await expect(prerendered.locator('header:visible h2')).toHaveText('Projetos');
    await expect(prerendered.locator('nav a:visible')).toHaveText(['Ordenação e Filtro', 'Galeria', 'Hora Atual']);
    await expect(prerendered.locator('nav a[aria-current="page"]:visible')).toHaveText('Ordenação e Filtro');
    await expect(prerendered.locator('header button[aria-expanded]:visible')).toHaveAttribute('aria-label', 'Reduza o menu');
    await expect(prerendered.locator('h1:visible')).toHaveText('Ordenação e Filtro');
    await expect(prerendered.locator('[role="status"]:visible')).toHaveText('Carregando usuários…');
    await expect(prerendered.locator('main:visible')).toHaveCSS('margin-left', '260px');
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(darkTheme.colors.background));
    await expect(page.locator('noscript p')).toHaveText('Ative o JavaScript para usar esta página.');
    await expect(page.locator('noscript p')).toBeVisible();
  });

  test('phone: the menu collapsed, no drawer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/#/');
    const prerendered = page.locator(PRERENDERED);
    await expect(prerendered.locator('header:visible')).toHaveCSS('width', '60px');
    await expect(prerendered.locator('header button[aria-expanded]:visible')).toHaveAttribute('aria-label', 'Amplie o menu');
    await expect.poll(async () => (await prerendered.locator('nav a:visible span').first().boundingBox())?.width).toBeLessThanOrEqual(1);
    await expect(prerendered.locator('[data-prerender-drawer]')).toBeHidden();
    await expect(prerendered.locator('main:visible')).toHaveCSS('margin-left', '60px');
    await expect(prerendered.locator('h1:visible')).toHaveText('Ordenação e Filtro');
    await context.close();
  });
});

test.describe('before the app runs, index.html shows the stored state and the route', () => {
  test('is painted before the app has loaded, and is inert and hidden from assistive technologies', async ({ page }) => {
    const app = await holdApp(page);
    await app.open('/#/');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint')))
      .toBe(true);
    await expect(page.locator(PRERENDERED)).toHaveAttribute('inert', '');
    await expect(page.locator(PRERENDERED)).toHaveAttribute('aria-hidden', 'true');
    // Nothing of it is reachable: no role, no focus (assistive technologies and the keyboard meet the app only).
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await app.release();
  });

  for (const theme of [darkTheme, lightTheme]) {
    test(`the stored ${theme.name} theme`, async ({ page }) => {
      await useStoredSettings(page, { theme: theme.name });
      const app = await holdApp(page);
      await app.open('/#/pages/gallery');
      const prerendered = page.locator(PRERENDERED);
      await expect(page.locator('html')).toHaveCSS('background-color', rgb(theme.colors.background));
      await expect(prerendered.locator('header:visible')).toHaveCSS('background-color', rgb(theme.colors.surface));
      await expect(prerendered.locator('h1:visible')).toHaveCSS('color', rgb(theme.colors.text));
      await expect(prerendered.locator('nav a[aria-current="page"]:visible')).toHaveCSS('background-color', rgb(theme.colors.accentSoft));
      await expect(prerendered.locator('header button[aria-label="Altere o tema"]:visible')).toHaveCount(1);
      await app.release();
    });
  }

  test('a stored menu choice: collapsed on a wide screen', async ({ page }) => {
    await useStoredSettings(page, { isMenuOpen: false });
    const app = await holdApp(page);
    await app.open('/#/pages/time');
    const prerendered = page.locator(PRERENDERED);
    await expect(prerendered.locator('header:visible')).toHaveCSS('width', '60px');
    await expect(prerendered.locator('main:visible')).toHaveCSS('margin-left', '60px');
    await expect(prerendered.locator('header button[aria-expanded]:visible')).toHaveAttribute('aria-label', 'Amplie o menu');
    await app.release();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('a stored "open" is the drawer over the page', async ({ page }) => {
      await useStoredSettings(page, { isMenuOpen: true });
      const app = await holdApp(page);
      await app.open('/#/');
      const prerendered = page.locator(PRERENDERED);
      await expect(prerendered.locator('header:visible')).toHaveCSS('width', '260px');
      await expect(prerendered.locator('[data-prerender-drawer]')).toBeVisible();
      await expect(prerendered.locator('main:visible')).toHaveCSS('margin-left', '60px');
      await app.release();
      await expect(page.getByTestId('menu-backdrop')).toBeVisible();
    });
  });

  for (const [path, heading, current] of [
    ['/#/', 'Ordenação e Filtro', 'Ordenação e Filtro'],
    ['/#/Pages/Filter/?sortby=nome&orderby=crescente', 'Ordenação e Filtro', 'Ordenação e Filtro'],
    ['/#/pages/gallery', 'Galeria', 'Galeria'],
    ['/#/pages/time', 'Hora Atual', 'Hora Atual'],
  ] as const) {
    test(`${path}: its heading and menu entry`, async ({ page }) => {
      const app = await holdApp(page);
      await app.open(path);
      const prerendered = page.locator(PRERENDERED);
      await expect(prerendered.locator('h1:visible')).toHaveText(heading);
      await expect(prerendered.locator('nav a[aria-current="page"]:visible')).toHaveText(current);
      await expect(prerendered.locator('nav a:visible')).toHaveCount(3);
      await app.release();
    });
  }

  test('an unknown path: the not-found screen, without the menu', async ({ page }) => {
    const app = await holdApp(page);
    await app.open('/#/nada/aqui');
    const prerendered = page.locator(PRERENDERED);
    await expect(prerendered.locator('h1:visible')).toHaveText('Página não encontrada');
    await expect(prerendered.getByText('404', { exact: true })).toBeVisible();
    await expect(prerendered.locator('header:visible')).toHaveCount(0);
    await app.release();
  });
});

/** Stored settings of each case (no choice: the width rule), with the theme they are paired with. */
const CASES = [
  { name: 'no stored menu choice, dark', settings: { theme: 'dark' } },
  { name: 'menu stored open, light', settings: { theme: 'light', isMenuOpen: true } },
  { name: 'menu stored collapsed, dark', settings: { theme: 'dark', isMenuOpen: false } },
] as const;

for (const [device, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`the app's first frame is the prerendered picture (${device})`, () => {
    test.use(use);

    for (const { name, settings } of CASES) {
      test(`${name}: the same boxes and colours on every route`, async ({ page, fakeServices }) => {
        // The users answer never comes: the table's first frame is its loading state, as prerendered.
        fakeServices.override((url) => (url.hostname === 'dummyjson.com' ? 'hang' : null));
        await useStoredSettings(page, settings);
        const app = await holdApp(page);
        for (const path of ['/#/', '/#/pages/gallery', '/#/pages/time', '/#/nada/aqui']) {
          await app.open(path);
          const prerendered = await layout(page);
          expect(prerendered.heading, path).not.toBeNull();
          await app.release();
          expect(await layout(page), path).toEqual(prerendered);
        }
      });
    }
  });
}

test.describe('a normal load', () => {
  test('logs no warning, and nothing moves until the first rows are in', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      const state = window as unknown as { __layoutShift: number };
      state.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/#/');
    await expect(page.getByRole('row')).toHaveCount(209);
    // Two frames after the rows: any shift they caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
    // Playwright's own line for the service worker these tests block (playwright.config.ts).
    expect(messages.filter((text) => text !== 'warning: Service Worker registration blocked by Playwright')).toEqual([]);
  });

  // Emotion reads the names in the prerendered stylesheet's `data-emotion` (Emotion's own server-rendering mark) and
  // takes those rules as inserted: the app's first frame draws the same parts, and serialises none of them again.
  test("the app's styles add none of the prerendered rules again, and the layout keeps them", async ({ page }) => {
    await page.goto('/#/');
    await expect(page.getByRole('row')).toHaveCount(209);
    const { prerendered, addedSelectors, layoutClasses } = await page.evaluate(() => {
      const sheet = document.querySelector('style[data-emotion^="css "]');
      const added = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      );
      const classes = [...document.querySelectorAll('#root nav *, #root main h1')].flatMap((element) => [...element.classList]);
      return { prerendered: sheet?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [], addedSelectors: added, layoutClasses: classes };
    });
    expect(prerendered.length).toBeGreaterThan(15);
    expect(addedSelectors.length).toBeGreaterThan(0);
    const names = new Set(prerendered);
    expect(addedSelectors.filter((rule) => [...rule.matchAll(/\.css-(\w+)/g)].some(([, name]) => names.has(name ?? '')))).toEqual([]);
    // The app's own menu and heading wear classes of the prerendered sheet.
    expect(layoutClasses.filter((name) => names.has(name.replace(/^css-/, ''))).length).toBeGreaterThan(3);
  });
});

test.describe('never a blank page', () => {
  test('an entry that throws before rendering shows the static fallback over the prerendered layout', async ({ page, consoleErrors }) => {
    await page.route(ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom");' }));
    await page.goto('/#/pages/gallery');
    const fallback = page.getByTestId('root-fallback');
    await expect(fallback.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    expect(consoleErrors.splice(0)).toContain('Uncaught: boom');
  });
});
