import { darkTheme, lightTheme } from '../src/theme/themes';
import { SERVICE_HOSTS, expect, expectNoAxeViolations, test, useStoredSettings } from './fixtures';

const PAGES = [
  { path: '/#/', heading: 'Ordenação e Filtro', entry: 'Ordenação e Filtro' },
  { path: '/#/pages/filter', heading: 'Ordenação e Filtro', entry: 'Ordenação e Filtro' },
  { path: '/#/pages/gallery', heading: 'Galeria', entry: 'Galeria' },
  { path: '/#/pages/time', heading: 'Hora Atual', entry: 'Hora Atual' },
] as const;

/** CSS rgb() of a #rrggbb token, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test.describe('routes (spec §2)', () => {
  for (const { path, heading, entry } of PAGES) {
    test(`${path} shows its page inside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Projetos' });
      await expect(nav.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test('titles the document after each page', async ({ page }) => {
    for (const [path, title] of [
      ['/#/', 'Ordenação e Filtro · Projetos'],
      ['/#/pages/filter?sortby=id&orderby=crescente', 'Ordenação e Filtro · Projetos'],
      ['/#/pages/gallery', 'Galeria · Projetos'],
      ['/#/pages/time', 'Hora Atual · Projetos'],
      ['/#/nao/existe', 'Página não encontrada · Projetos'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // Moving through the menu titles each page too.
    await page.goto('/#/pages/time');
    await page.getByRole('link', { name: 'Galeria' }).click();
    await expect(page).toHaveTitle('Galeria · Projetos');
  });

  test('keeps the layout mounted across pages: the menu is not rebuilt and its labels do not replay', async ({ page }) => {
    await page.goto('/#/pages/time');
    const nav = page.getByRole('navigation', { name: 'Projetos' });
    await expect(nav.getByRole('link', { name: 'Galeria' })).toBeVisible();
    // The first reveal of the labels ends first: what is checked below is that navigating does not replay it.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    // A mark on the DOM node itself: a rebuilt menu would be a new node without it.
    await nav.evaluate((element) => ((element as HTMLElement & { __kept?: boolean }).__kept = true));
    for (const entry of ['Galeria', 'Ordenação e Filtro', 'Hora Atual']) {
      await nav.getByRole('link', { name: entry }).click();
      await expect(nav.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      expect(await nav.evaluate((element) => (element as HTMLElement & { __kept?: boolean }).__kept)).toBe(true);
      // The label reveal (a CSS animation) did not start again: no label animation is running.
      const running = await nav.evaluate(
        (element) =>
          document.getAnimations().filter((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            return a.playState === 'running' && target instanceof Node && element.contains(target);
          }).length,
      );
      expect(running).toBe(0);
    }
  });

  test('an unknown path shows the not-found screen, and its link goes home', async ({ page }) => {
    await page.goto('/#/nao/existe');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('link', { name: 'Página inicial' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordenação e Filtro' })).toBeVisible();
  });

  test('a page whose chunk does not load offers a reload, never the error view', async ({ page, consoleErrors }) => {
    // The network gone, or a deploy that removed the chunk from a page no service worker serves.
    await page.route('**/gallery.*.chunk.js', (route) => route.abort());
    await page.goto('/#/pages/gallery');
    await expect(page.getByRole('heading', { name: 'Esta parte do app não pôde ser carregada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    // Only the page area shows it: the menu is still there to leave it.
    await expect(page.getByRole('navigation', { name: 'Projetos' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.unroute('**/gallery.*.chunk.js');
    // The reload keeps the address.
    await page.getByRole('button', { name: 'Recarregar a página' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/gallery$/);
    // The failed requests, and React's report of what its boundary caught; nothing else.
    expect(consoleErrors.filter((line) => !/^Failed to load resource|^ChunkLoadError: Loading chunk/.test(line))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('a popup chunk that fails to load on intent is no uncaught error; opening the popup offers a reload', async ({ page, consoleErrors }) => {
    await page.route('**/table-popups.*.chunk.js', (route) => route.abort());
    await page.goto('/#/pages/filter?sortby=nome&orderby=crescente');
    await expect(page.getByText('Exibindo 208 de 208 resultados')).toBeVisible();
    // Pointing at the button asks for the popups' chunk (on intent), which fails.
    const intentFailed = page.waitForEvent('requestfailed', (request) => /table-popups\./.test(request.url()));
    await page.getByRole('button', { name: 'Filtro' }).hover();
    await intentFailed;
    await page.getByRole('button', { name: 'Filtro' }).click();
    await expect(page.getByRole('heading', { name: 'Esta parte do app não pôde ser carregada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await page.unroute('**/table-popups.*.chunk.js');
    await page.getByRole('button', { name: 'Recarregar a página' }).click();
    await expect(page).toHaveURL(/#\/pages\/filter\?sortby=nome&orderby=crescente$/);
    await page.getByRole('button', { name: 'Filtro' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    // No "Uncaught" line: the failed load on intent was handled; the rest is the failed requests and React's report.
    expect(consoleErrors.filter((line) => !/^Failed to load resource|^ChunkLoadError: Loading chunk/.test(line))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('contacts no host but its own and the three services', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    for (const { path } of PAGES) {
      await page.goto(path);
      // Every request the page makes is what this test counts, so it waits until the network is quiet.
      // eslint-disable-next-line playwright/no-networkidle
      await page.waitForLoadState('networkidle');
    }
    const allowed = new Set([new URL(baseURL ?? '').host, ...SERVICE_HOSTS]);
    expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);
  });
});

test.describe('side menu (spec §2)', () => {
  test('is 260 px open and 60 px collapsed, named by its state', async ({ page }) => {
    await page.goto('/#/pages/time');
    const menu = page.getByRole('banner');
    await expect(menu.getByRole('heading', { name: 'Projetos' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Reduza o menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(260);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Amplie o menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(60);
    // The content follows the menu.
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(60);
    await page.getByRole('button', { name: 'Amplie o menu' }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(260);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(260);
  });

  test('reveals labels 150 ms after opening and hides them at once on collapse', async ({ page }) => {
    await page.goto('/#/pages/time');
    const label = page.getByRole('navigation').getByText('Galeria');
    await page.getByRole('button', { name: 'Reduza o menu' }).click();
    // Hidden at once: clipped to 1 px, with no transition.
    await expect.poll(async () => (await label.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Amplie o menu' }).click();
    const timing = await label.evaluate((element) =>
      element.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming()),
    );
    expect(timing).toEqual([expect.objectContaining({ delay: 150, fill: 'both' })]);
    await expect(label).toHaveCSS('opacity', '1');
    await expect(label).toBeVisible();
  });

  test('keeps the menu state and theme across reloads', async ({ page }) => {
    await page.goto('/#/pages/gallery');
    await page.getByRole('button', { name: 'Reduza o menu' }).click();
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('isMenuOpen')])).toEqual([
      '"light"',
      'false',
    ]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Amplie o menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(lightTheme.colors.background));
  });

  test('reaches other open tabs within a second, without a reload', async ({ page, context }) => {
    await page.goto('/#/pages/time');
    const other = await context.newPage();
    await other.goto('/#/pages/gallery');
    await expect(other.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await page.getByRole('button', { name: 'Reduza o menu' }).click();
    await expect(other.locator('html')).toHaveCSS('background-color', rgb(lightTheme.colors.background), { timeout: 1000 });
    await expect(other.getByRole('button', { name: 'Amplie o menu' })).toBeVisible({ timeout: 1000 });
    await other.close();
  });

  test('opens the documentation in a new tab', async ({ page }) => {
    await page.goto('/#/');
    const docs = page.getByRole('link', { name: /Documentação/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(docs).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('theme (spec §3, §4)', () => {
  test('defaults to dark with no fade at start-up, and toggles to light and back with one', async ({ page }) => {
    // Every colour transition that starts: start-up must start none (each would repaint the page for its length).
    await page.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
      document.addEventListener('transitionrun', (event) => {
        started.push(`${(event.target as Element).tagName.toLowerCase()} ${event.propertyName}`);
      });
    });
    const transitionsStarted = () => page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted);
    await page.goto('/#/');
    await expect(page.getByText('Exibindo 208 de 208 resultados')).toBeVisible();
    // The root paints the page (the body is transparent over it); the body holds the text colour.
    const root = page.locator('html');
    const body = page.locator('body');
    await expect(root).toHaveCSS('background-color', rgb(darkTheme.colors.background));
    await expect(body).toHaveCSS('color', rgb(darkTheme.colors.text));
    await expect(root).toHaveCSS('color-scheme', 'dark');
    expect(await transitionsStarted()).toEqual([]);
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await expect.poll(transitionsStarted).toEqual(expect.arrayContaining(['html background-color', 'body color']));
    await expect(root).toHaveCSS('background-color', rgb(lightTheme.colors.background));
    await expect(body).toHaveCSS('color', rgb(lightTheme.colors.text));
    await expect(root).toHaveCSS('color-scheme', 'light');
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await expect(root).toHaveCSS('background-color', rgb(darkTheme.colors.background));
  });

  for (const theme of [lightTheme, darkTheme]) {
    test(`paints the first frame in the stored ${theme.name} theme`, async ({ page }) => {
      await useStoredSettings(page, { theme: theme.name });
      // The first animation frame callback runs right before the first frame is painted.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.documentElement).backgroundColor;
        });
      });
      await page.goto('/#/pages/time');
      await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(
        rgb(theme.colors.background),
      );
      await expect(page.locator('html')).toHaveCSS('background-color', rgb(theme.colors.background));
    });
  }

  test('ignores a bad stored theme and uses dark', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', '"purple"');
        localStorage.setItem('isMenuOpen', '{oops');
      }
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/#/');
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(darkTheme.colors.background));
    await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
    expect(warnings.filter((text) => text.includes('theme'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('isMenuOpen'))).toHaveLength(1);
  });
});

test.describe('keyboard', () => {
  test('operates the whole shell with the keyboard alone, with visible focus', async ({ page }) => {
    // The app renders its first frame once the page's chunk and first answers are in (src/index.tsx boot), which
    // can be after the load event Playwright waits for: keys are pressed once it is there, as a visitor would.
    const skip = page.getByRole('button', { name: 'Pular para o conteúdo' });
    await page.goto('/#/pages/time');
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // From the top again: the skip button, then the menu toggle.
    await page.reload();
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const collapse = page.getByRole('button', { name: 'Reduza o menu' });
    await expect(collapse).toBeFocused();
    await expect(collapse).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Amplie o menu' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const gallery = page.getByRole('link', { name: 'Galeria' });
    await expect(gallery).toBeFocused();
    await expect(gallery).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/pages\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    // The layout stayed mounted: focus is still on the activated link, never on <body>.
    await expect(gallery).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hora Atual' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');

    await page.getByRole('button', { name: 'Altere o tema' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(lightTheme.colors.background));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Documentação/ })).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const isMenuOpen of [true, false]) {
      test(`axe finds no violations on any route (${theme}, menu ${isMenuOpen ? 'open' : 'collapsed'})`, async ({ page }) => {
        // Four full axe audits, the first over the 208-row table.
        test.setTimeout(90_000);
        await useStoredSettings(page, { theme, isMenuOpen });
        // `/#/pages/filter` shows the page `/#/` shows (the tests above), so that page is audited once, at `/#/`.
        for (const path of ['/#/', '/#/pages/gallery', '/#/pages/time', '/#/404']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // No wait for the label reveal here: expectNoAxeViolations waits until every finite animation has ended.
          await expectNoAxeViolations(page);
        }
      });
    }
  }
});
