import type { Page } from 'puppeteer-core';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import {
  attributeOf,
  countOf,
  expect,
  expectNoAxeViolations,
  expectText,
  expectUrl,
  expectVisible,
  role,
  styleOf,
  test,
  useStoredSettings,
  visit,
} from './fixtures';

/**
 * The shell in Firefox: every route inside the layout, the not-found and error views, the theme, and axe on every
 * route in both themes (e2e/shell.spec.ts is the full Chromium suite).
 *
 * Chromium only, and why: Redux DevTools time travel (e2e/devtools.spec.ts) and React Fast Refresh
 * (e2e/fast-refresh.spec.ts) test the development build's tooling, not what visitors run; Lighthouse (`npm run
 * bench`) exists for Chromium only; the first-visit download and request-order tests (e2e/first-visit.spec.ts) hold
 * requests back with Playwright routing, which this Firefox has no counterpart for without a service worker in the
 * way, and measure the bundle, which is the same file in every browser.
 */

const PAGES = [
  { path: '/#/', heading: 'Ordenação e Filtro' },
  { path: '/#/pages/gallery', heading: 'Galeria' },
  { path: '/#/pages/time', heading: 'Hora Atual' },
] as const;

/** CSS rgb() of a #rrggbb token, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function expectBackground(tab: Page, hex: string) {
  await expect.poll(() => styleOf(tab, 'html', 'background-color')).toBe(rgb(hex));
}

test.describe('routes and views', () => {
  test('every page shows inside the layout, with its title and menu entry marked', async ({ tab }) => {
    for (const { path, heading } of PAGES) {
      await visit(tab, path);
      await expectVisible(tab, role('heading', heading));
      await expect.poll(() => tab.title()).toBe(`${heading} · Projetos`);
      const nav = role('navigation', 'Projetos');
      expect(await attributeOf(tab, `${nav} ${role('link', heading)}`, 'aria-current')).toBe('page');
      expect(await countOf(tab, `${nav} [aria-current="page"]`)).toBe(1);
    }
  });

  test('an unknown path shows the not-found screen, and its link goes home', async ({ tab }) => {
    await visit(tab, '/#/nao/existe');
    await expectVisible(tab, role('heading', 'Página não encontrada'));
    await expect.poll(() => tab.title()).toBe('Página não encontrada · Projetos');
    expect(await countOf(tab, role('navigation'))).toBe(0);
    await tab.locator(role('link', 'Página inicial')).click();
    await expectUrl(tab, /#\/$/);
    await expectText(tab, 'h1', 'Ordenação e Filtro');
  });

  test('a page whose chunk does not load shows the error view with a reload that keeps the address', async ({ tab, consoleErrors }) => {
    // A page chunk that fails to load (the network gone, a stale deploy): a reload screen, never the raw error view.
    await tab.setRequestInterception(true);
    let failChunk = true;
    tab.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const fail = failChunk && /\/gallery\.[0-9a-f]{8}\.chunk\.js$/.test(request.url());
      void (fail ? request.abort('failed') : request.continue()).catch(() => undefined);
    });
    await visit(tab, '/#/pages/gallery');
    await expectVisible(tab, role('heading', 'Esta parte do app não pôde ser carregada'));
    expect(await countOf(tab, role('heading', 'Unexpected Application Error!'))).toBe(0);
    // Only the page area shows the error: the menu is still there to leave it.
    await expectVisible(tab, role('navigation', 'Projetos'));
    expect(await countOf(tab, 'main')).toBe(1);
    expect(consoleErrors.length).toBeGreaterThan(0);
    consoleErrors.length = 0;
    failChunk = false;
    await tab.locator(role('button', 'Recarregar a página')).click();
    await expectText(tab, 'h1', 'Galeria');
    await expectUrl(tab, /#\/pages\/gallery$/);
    consoleErrors.length = 0;
  });
});

test.describe('theme', () => {
  test('defaults to dark, toggles to light and keeps it across a reload', async ({ tab }) => {
    await visit(tab, '/#/pages/time');
    await expectBackground(tab, darkTheme.colors.background);
    expect(await styleOf(tab, 'html', 'color-scheme')).toBe('dark');
    await tab.locator(role('button', 'Altere o tema')).click();
    await expectBackground(tab, lightTheme.colors.background);
    expect(await styleOf(tab, 'body', 'color')).toBe(rgb(lightTheme.colors.text));
    await expect.poll(() => tab.evaluate(() => localStorage.getItem('theme'))).toBe('"light"');
    await tab.reload();
    await expectText(tab, 'h1', 'Hora Atual');
    await expectBackground(tab, lightTheme.colors.background);
  });

  for (const theme of [lightTheme, darkTheme]) {
    test(`paints the first frame in the stored ${theme.name} theme`, async ({ tab }) => {
      await useStoredSettings(tab, { theme: theme.name });
      // The first animation frame callback runs right before the first frame is painted.
      await tab.evaluateOnNewDocument(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.documentElement).backgroundColor;
        });
      });
      await visit(tab, '/#/pages/time');
      await expect.poll(() => tab.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe(rgb(theme.colors.background));
    });
  }
});

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violations on any route (${theme})`, async ({ tab }) => {
      await useStoredSettings(tab, { theme });
      for (const path of [...PAGES.map((p) => p.path), '/#/404']) {
        await visit(tab, path);
        await expectVisible(tab, 'h1');
        await expectNoAxeViolations(tab);
      }
    });
  }
});
