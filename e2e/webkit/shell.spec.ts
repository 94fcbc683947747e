import { darkTheme, lightTheme } from '../../src/theme/themes';
import { button, css, expect, heading, link, test, type Tab } from './fixtures';

/**
 * The shell in WebKit: every route inside the layout, the not-found screen, the theme and the collapsed menu kept
 * over a reload (e2e/shell.spec.ts is the full Chromium suite).
 */

const PAGES = [
  { path: '/#/', heading: 'Ordenação e Filtro' },
  { path: '/#/pages/gallery', heading: 'Galeria' },
  { path: '/#/pages/time', heading: 'Hora Atual' },
] as const;
const NAV = '//nav[@aria-label="Projetos"]';

/** CSS rgb() of a #rrggbb token, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function expectBackground(tab: Tab, hex: string) {
  await expect.poll(() => tab.styleOf(css('html'), 'background-color')).toBe(rgb(hex));
}

test('every page shows inside the layout, with its title and menu entry marked', async ({ tab }) => {
  for (const { path, heading: name } of PAGES) {
    await tab.visit(path);
    await tab.expectVisible(heading(name));
    await expect.poll(() => tab.driver.getTitle()).toBe(`${name} · Projetos`);
    expect(await tab.attributeOf(link(name, NAV), 'aria-current')).toBe('page');
    expect(await tab.countOf(css('nav[aria-label="Projetos"] [aria-current="page"]'))).toBe(1);
  }
});

test('an unknown path shows the not-found screen, and its link goes home', async ({ tab }) => {
  await tab.visit('/#/nao/existe');
  await tab.expectVisible(heading('Página não encontrada'));
  await expect.poll(() => tab.driver.getTitle()).toBe('Página não encontrada · Projetos');
  expect(await tab.countOf(css('nav'))).toBe(0);
  await tab.click(link('Página inicial'));
  await tab.expectUrl(/#\/$/);
  await tab.expectText(css('h1'), 'Ordenação e Filtro');
});

test('keeps the collapsed menu and the light theme across a reload', async ({ tab }) => {
  await tab.visit('/#/pages/gallery');
  await tab.expectText(css('h1'), 'Galeria');
  await expectBackground(tab, darkTheme.colors.background);
  expect(await tab.styleOf(css('html'), 'color-scheme')).toBe('dark');
  await tab.click(button('Reduza o menu'));
  await tab.expectAttribute(button('Amplie o menu'), 'aria-expanded', 'false');
  await tab.click(button('Altere o tema'));
  await expectBackground(tab, lightTheme.colors.background);
  expect(await tab.styleOf(css('body'), 'color')).toBe(rgb(lightTheme.colors.text));
  await expect
    .poll(() => tab.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('isMenuOpen')]))
    .toEqual(['"light"', 'false']);
  await tab.reload();
  await tab.expectText(css('h1'), 'Galeria');
  await tab.expectVisible(button('Amplie o menu'));
  await expectBackground(tab, lightTheme.colors.background);
});
