import type { Page } from 'puppeteer-core';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import { literal } from '../xpathQueries';
import {
  attributeOf,
  countOf,
  expect,
  expectFocused,
  expectNoAxeViolations,
  expectNone,
  expectText,
  expectUrl,
  expectVisible,
  isVisible,
  read,
  role,
  styleOf,
  test,
  text,
  textsOf,
  useStoredSettings,
  visit,
  xpath,
} from './fixtures';

/**
 * The users table in Firefox, in both themes: sort through its popup with the mouse, filter through the other one
 * with the keyboard alone (Firefox's own native selects), the URL of each step, Back and Forward, and the history
 * guard of the filter popup (e2e/table.spec.ts is the full Chromium suite).
 */

const COUNTER = text('Exibindo ');
const ALL = 'Exibindo 208 de 208 resultados';
const SORT_POPUP = role('dialog', 'Ordenar');
const FILTER_POPUP = role('dialog', 'Filtrar');
/** A toolbar button by the start of its name (a status dot may follow it: "Filtro filtro ativo"). */
const toolbarButton = (name: string) => xpath(`//button[starts-with(normalize-space(), ${literal(name)})]`);
/** The cells of one column, in display order. */
const column = (n: number) => `tbody td:nth-child(${n})`;
/** The header of one column (its aria-sort). */
const header = (n: number) => `thead th:nth-child(${n})`;

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const ascii = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function openTable(tab: Page, path = '/#/') {
  await visit(tab, path);
  await expectVisible(tab, COUNTER);
}

for (const theme of [darkTheme, lightTheme]) {
  test.describe(`users table (${theme.name})`, () => {
    test.beforeEach(async ({ tab }) => {
      await useStoredSettings(tab, { theme: theme.name });
    });

    test('shows the users, then sorts through its popup with the mouse, with Back and Forward', async ({ tab }) => {
      await openTable(tab);
      await expectText(tab, COUNTER, ALL);
      await expect.poll(() => styleOf(tab, 'html', 'background-color')).toBe(rgb(theme.colors.background));
      expect(await textsOf(tab, `${role('table', 'Usuários')} thead th`)).toEqual([
        'ID',
        'Nome',
        'Idade',
        'Sexo',
        'Email',
        'Telefone',
        'Data de Nasc.',
      ]);
      const first = await textsOf(tab, 'tbody tr:first-child td');
      expect(first.slice(0, 2)).toEqual(['1', 'Ana']);
      expect(first[6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(await countOf(tab, 'tbody tr')).toBe(208);

      await tab.locator(toolbarButton('Ordernar')).click();
      await expectVisible(tab, SORT_POPUP);
      await expectNoAxeViolations(tab);
      await tab.select(`${SORT_POPUP} ${role('combobox', 'Coluna')}`, 'data de nasc.');
      await tab.select(`${SORT_POPUP} ${role('combobox', 'Ordernar por')}`, 'crescente');
      await expectUrl(tab, /#\/\?sortby=data\+de\+nasc\.&orderby=crescente$/);
      await expectVisible(tab, text('Ordenado por Data de Nasc. em ordem crescente'));
      const dates = (await textsOf(tab, column(7))).map((date) => date.split('/').reverse().join(''));
      expect(dates).toHaveLength(208);
      expect([...dates].sort()).toEqual(dates);

      await tab.select(`${SORT_POPUP} ${role('combobox', 'Ordernar por')}`, 'decrescente');
      await expectText(tab, text('Ordenado por'), 'Ordenado por Data de Nasc. em ordem decrescente');
      await expect.poll(() => attributeOf(tab, header(7), 'aria-sort')).toBe('descending');
      await tab.goBack();
      await expectUrl(tab, /orderby=crescente$/);
      await expect.poll(() => attributeOf(tab, header(7), 'aria-sort')).toBe('ascending');
      await tab.goForward();
      await expectUrl(tab, /orderby=decrescente$/);
      await expect.poll(() => attributeOf(tab, header(7), 'aria-sort')).toBe('descending');

      await tab.locator(`${SORT_POPUP} ${role('button', 'Resetar')}`).click();
      await expectUrl(tab, /#\/$/);
      await expectNone(tab, text('Ordenado por'));

      // A click outside closes the popup.
      await tab.locator('h1').click();
      await expectNone(tab, SORT_POPUP);
    });

    test('filters by keyboard alone; typing replaces the history entry; Escape returns to the button', async ({ tab }) => {
      await openTable(tab);
      await expectText(tab, COUNTER, ALL);
      await tab.focus(toolbarButton('Filtro'));
      await tab.keyboard.press('Enter');
      await expectVisible(tab, FILTER_POPUP);
      const columnPicker = `${FILTER_POPUP} ${role('combobox', 'Coluna')}`;
      await expectFocused(tab, columnPicker);
      await expectNoAxeViolations(tab);
      // Firefox's closed native select: typing picks the option, as a visitor would.
      await tab.keyboard.type('Nome');
      await expectUrl(tab, /filter=nome/);
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Tab');
      const statusPicker = `${FILTER_POPUP} ${role('combobox', 'Status')}`;
      await expectFocused(tab, statusPicker);
      await tab.keyboard.press('ArrowDown');
      await expect.poll(() => read(() => tab.$eval(statusPicker, (select) => (select as HTMLSelectElement).value), null)).toBe('é');
      await tab.keyboard.press('Tab');
      await expectFocused(tab, `${FILTER_POPUP} input`);
      // The chosen status reaches the URL a few frames after the pick (an entry of its own); typing adds none.
      await expectUrl(tab, /status=%C3%A9$/);
      const historyBefore = await tab.evaluate(() => history.length);
      await tab.keyboard.type('jose', { delay: 20 });
      await expectUrl(tab, /value=jose$/);
      expect(await tab.evaluate(() => history.length)).toBe(historyBefore);
      await expectText(tab, column(2), 'José');
      await expectText(tab, 'tbody mark', 'José');
      await expectText(tab, text('Filtrado por'), 'Filtrado por Nome (é) : jose');
      for (const name of await textsOf(tab, column(2))) expect(ascii(name)).toMatch(/^jose/);
      await tab.keyboard.press('Escape');
      await expectNone(tab, FILTER_POPUP);
      await expectFocused(tab, toolbarButton('Filtro'));
    });

    test('Back inside the filter popup goes to /, a deep link is reproduced', async ({ tab }) => {
      await visit(tab, '/#/pages/time');
      await expectText(tab, 'h1', 'Hora Atual');
      await openTable(tab, '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
      await expectVisible(tab, text('Ordenado por Idade em ordem decrescente'));
      await expectVisible(tab, text('Filtrado por Nome (é) : an'));
      await expect.poll(() => attributeOf(tab, header(3), 'aria-sort')).toBe('descending');
      const ages = (await textsOf(tab, column(3))).map(Number);
      expect(ages.length).toBeGreaterThan(3);
      expect([...ages].sort((a, b) => b - a)).toEqual(ages);
      await expectText(tab, 'tbody mark', /^an$/i);

      await tab.locator(toolbarButton('Filtro')).click();
      await expectVisible(tab, FILTER_POPUP);
      await tab.goBack();
      await expectUrl(tab, /#\/$/);
      await expectNone(tab, FILTER_POPUP);
      await expectText(tab, COUNTER, ALL);
      expect(await isVisible(tab, text('Ordenado por'))).toBe(false);
    });
  });
}

/**
 * A visitor who leaves the table while its list is still downloading: the request is aborted mid-body, and nothing
 * reaches the console (api/baseApi.ts ends the body then; failed instead, Firefox logged "Failed to read data from the
 * ReadableStream" for each reader of the body).
 */
test('leaving the table while its list is downloading logs nothing', async ({ tab, fakeServices }) => {
  fakeServices.override((url) => (url.pathname.endsWith('/users') ? 'stall-body' : null));
  await visit(tab, '/#/');
  await expectText(tab, 'h1', 'Ordenação e Filtro');
  await expect.poll(() => fakeServices.requests.filter((url) => url.pathname.endsWith('/users')).length).toBe(1);
  await visit(tab, '/#/pages/time');
  await expectVisible(tab, text('Fuso horário: America/Sao_Paulo'));
});
