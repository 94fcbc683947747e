import { darkTheme, lightTheme } from '../../src/theme/themes';
import { literal, roleXPath } from '../xpathQueries';
import { button, css, expect, Key, test, text, xpath, type Tab, type Target } from './fixtures';

/**
 * The users table in WebKit: sort and filter through the popups with real clicks on the selects' options and real
 * typing, the highlight, the counter, the empty result, Back and Forward, and Back from the filter popup
 * (e2e/table.spec.ts is the full Chromium suite).
 */

const COUNTER = text('Exibindo ');
const ALL = 'Exibindo 208 de 208 resultados';
const popup = (title: string) => roleXPath('dialog', title);
const SORT_POPUP = popup('Ordenar');
const FILTER_POPUP = popup('Filtrar');
/** A toolbar button by the start of its name (a status dot may follow it: "Filtro filtro ativo"). */
const toolbarButton = (name: string) => xpath(`//button[starts-with(normalize-space(.), ${literal(name)})]`);
/** The select labelled `label` inside a popup. */
const select = (scope: string, label: string) => roleXPath('combobox', label, scope);
/** One option of that select, by value: a click on it is a visitor's pick. */
const option = (scope: string, label: string, value: string) => xpath(`${select(scope, label)}/option[@value=${literal(value)}]`);
/** The cells of one column, in display order. */
const column = (n: number) => css(`tbody td:nth-child(${n})`);
const header = (n: number) => css(`thead th:nth-child(${n})`);

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const ascii = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function openTable(tab: Tab, path = '/#/') {
  await tab.visit(path);
  await tab.expectVisible(COUNTER);
}

const selectValue = (tab: Tab, target: Target) => tab.read(target, (elements) => (elements[0] as HTMLSelectElement | undefined)?.value ?? null, null);

for (const theme of [darkTheme, lightTheme]) {
  test(`shows the users, sorts through its popup, with Back and Forward (${theme.name})`, async ({ tab }) => {
    tab.use({ storage: { theme: theme.name } });
    await openTable(tab);
    await tab.expectText(COUNTER, ALL);
    await expect.poll(() => tab.styleOf(css('html'), 'background-color')).toBe(rgb(theme.colors.background));
    expect(await tab.textsOf(css('table[aria-label="Usuários"] thead th'))).toEqual(['ID', 'Nome', 'Idade', 'Sexo', 'Email', 'Telefone', 'Data de Nasc.']);
    const first = await tab.textsOf(css('tbody tr:first-child td'));
    expect(first.slice(0, 2)).toEqual(['1', 'Ana']);
    expect(first[6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await tab.countOf(css('tbody tr'))).toBe(208);

    await tab.click(toolbarButton('Ordernar'));
    await tab.expectVisible(xpath(SORT_POPUP));
    await tab.click(option(SORT_POPUP, 'Coluna', 'data de nasc.'));
    await tab.click(option(SORT_POPUP, 'Ordernar por', 'crescente'));
    await tab.expectUrl(/#\/\?sortby=data\+de\+nasc\.&orderby=crescente$/);
    await tab.expectVisible(text('Ordenado por Data de Nasc. em ordem crescente'));
    const dates = (await tab.textsOf(column(7))).map((date) => date.split('/').reverse().join(''));
    expect(dates).toHaveLength(208);
    expect([...dates].sort()).toEqual(dates);

    await tab.click(option(SORT_POPUP, 'Ordernar por', 'decrescente'));
    await tab.expectText(text('Ordenado por'), 'Ordenado por Data de Nasc. em ordem decrescente');
    await tab.expectAttribute(header(7), 'aria-sort', 'descending');
    await tab.driver.navigate().back();
    await tab.expectUrl(/orderby=crescente$/);
    await tab.expectAttribute(header(7), 'aria-sort', 'ascending');
    await tab.driver.navigate().forward();
    await tab.expectUrl(/orderby=decrescente$/);
    await tab.expectAttribute(header(7), 'aria-sort', 'descending');

    await tab.click(button('Resetar', SORT_POPUP));
    await tab.expectUrl(/#\/$/);
    await tab.expectNone(text('Ordenado por'));
    // A click outside closes the popup.
    await tab.click(css('h1'));
    await tab.expectNone(xpath(SORT_POPUP));
  });
}

test('filters through its popup: highlight, counter, typing adds no history entry, Escape returns to the button', async ({ tab }) => {
  await openTable(tab);
  await tab.expectText(COUNTER, ALL);
  await tab.click(toolbarButton('Filtro'));
  await tab.expectVisible(xpath(FILTER_POPUP));
  await tab.expectFocused(xpath(select(FILTER_POPUP, 'Coluna')));
  await tab.click(option(FILTER_POPUP, 'Coluna', 'nome'));
  await tab.expectUrl(/filter=nome/);
  await tab.click(option(FILTER_POPUP, 'Status', 'é'));
  await expect.poll(() => selectValue(tab, xpath(select(FILTER_POPUP, 'Status')))).toBe('é');
  // The chosen status reaches the URL a few frames after the pick (an entry of its own); typing adds none.
  await tab.expectUrl(/status=%C3%A9$/);
  const input = xpath(`${FILTER_POPUP}//input[@type="search"]`);
  await expect.poll(() => tab.read(input, (elements) => (elements[0] as HTMLInputElement | undefined)?.disabled ?? null, null)).toBe(false);
  const historyBefore = await tab.evaluate(() => history.length);
  await tab.type(input, 'jose');
  await tab.expectUrl(/value=jose$/);
  expect(await tab.evaluate(() => history.length)).toBe(historyBefore);
  await tab.expectText(column(2), 'José');
  await tab.expectText(css('tbody mark'), 'José');
  await tab.expectText(text('Filtrado por'), 'Filtrado por Nome (é) : jose');
  await tab.expectText(COUNTER, /^Exibindo [1-9]\d* de 208 resultados$/);
  const names = await tab.textsOf(column(2));
  expect(await tab.textOf(COUNTER)).toBe(`Exibindo ${names.length} de 208 resultados`);
  for (const name of names) expect(ascii(name)).toMatch(/^jose/);
  await tab.press(Key.ESCAPE);
  await tab.expectNone(xpath(FILTER_POPUP));
  await tab.expectFocused(toolbarButton('Filtro'));
});

test('a filter that matches nobody shows the empty result, and clearing it shows everyone', async ({ tab }) => {
  await openTable(tab, '/#/?filter=id&status=%C3%A9&value=99999');
  await tab.expectVisible(text('-- Sem valores --'));
  await tab.expectText(COUNTER, 'Exibindo 0 de 208 resultados');
  await tab.click(button('Limpar filtro'));
  await tab.expectText(COUNTER, ALL);
  expect(await tab.countOf(css('tbody tr'))).toBe(208);
});

test('Back inside the filter popup goes to /, a deep link is reproduced', async ({ tab }) => {
  await tab.visit('/#/pages/time');
  await tab.expectText(css('h1'), 'Hora Atual');
  await openTable(tab, '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
  await tab.expectVisible(text('Ordenado por Idade em ordem decrescente'));
  await tab.expectVisible(text('Filtrado por Nome (é) : an'));
  await tab.expectAttribute(header(3), 'aria-sort', 'descending');
  const ages = (await tab.textsOf(column(3))).map(Number);
  expect(ages.length).toBeGreaterThan(3);
  expect([...ages].sort((a, b) => b - a)).toEqual(ages);
  await tab.expectText(css('tbody mark'), /^an$/i);

  await tab.click(toolbarButton('Filtro'));
  await tab.expectVisible(xpath(FILTER_POPUP));
  await tab.driver.navigate().back();
  await tab.expectUrl(/#\/$/);
  await tab.expectNone(xpath(FILTER_POPUP));
  await tab.expectText(COUNTER, ALL);
  expect(await tab.showing(text('Ordenado por'))).toBe(false);
});

/**
 * A visitor who leaves the table while its list is still downloading: the request is aborted mid-body, and no error
 * reaches the page's console or goes uncaught.
 */
test('leaving the table while its list is downloading logs nothing', async ({ tab, fakeServices }) => {
  fakeServices.override((url) => (url.pathname.endsWith('/users') ? 'stall-body' : null));
  await tab.visit('/#/');
  await tab.expectText(css('h1'), 'Ordenação e Filtro');
  await expect.poll(() => fakeServices.requests.filter((url) => url.pathname.endsWith('/users')).length).toBe(1);
  await tab.visit('/#/pages/time');
  await tab.expectVisible(text('Fuso horário: America/Sao_Paulo'));
});
