import type { Page } from 'puppeteer-core';
import { EDITOR_DIALOG } from '../galleryHelpers';
import {
  countOf,
  expect,
  expectNone,
  expectText,
  expectVisible,
  read,
  role,
  test,
  text,
  textOf,
  visit,
  xpath,
} from './fixtures';

/**
 * Installable and offline in Firefox (README "Installable and offline"; e2e/offline.spec.ts is the Chromium suite):
 * after one visit, Firefox's service worker serves every route with the network gone. This spec runs in a Firefox of
 * its own with service workers on (a browser-wide preference, off elsewhere as in the Chromium suite). Its worker
 * reaches the fake services through the same proxy as the page (fakeServicesProxy.ts), so the users answer it keeps
 * is the fake's.
 */
test.use({ firefoxServiceWorkers: true });

const UNKNOWN_PLACE = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const STALE = 'Sem conexão: a lista pode estar desatualizada.';
const COUNTER = text('Exibindo ');
const ALL = 'Exibindo 208 de 208 resultados';

/**
 * Opens `path` in a new document, as a visitor opening it again. Not a hash change followed by a reload: the hash
 * change starts the page's chunk, and a reload that overtakes it aborts that load, which the dying page reports as
 * a failed chunk (an error boundary's console line, or nothing, depending on the race).
 */
async function reopen(tab: Page, path: string) {
  await tab.goto('about:blank');
  await visit(tab, path);
}

test('after one visit every route reloads offline, and the list is fetched again once online', async ({ tab, fakeServices, consoleErrors }) => {
  test.setTimeout(90_000);
  await visit(tab, '/#/');
  await expectText(tab, COUNTER, ALL);
  // The worker controls the page and holds the users answer (asked again by the page once the worker took over).
  await expect.poll(() => read(() => tab.evaluate(() => navigator.serviceWorker.controller !== null), false)).toBe(true);
  await expect
    .poll(() => read(() => tab.evaluate(async () => (await (await caches.open('users')).keys()).length), 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await countOf(tab, text(STALE))).toBe(0);

  // Offline as far as the page can tell; the fake services fail too, in case a request still leaves.
  fakeServices.override(() => 'network-error');
  await tab.setOfflineMode(true);
  // Really offline: a file the worker does not keep cannot be fetched (the server would answer 404).
  expect(await tab.evaluate(() => fetch('./not-precached.txt').then(() => 'reached', () => 'network error'))).toBe('network error');

  await test.step('/ : the last users answer, with the stale note', async () => {
    await tab.reload();
    await expectText(tab, COUNTER, ALL);
    await expectVisible(tab, text(STALE));
    expect(await tab.$eval(text(STALE), (note) => note.closest('[role="status"]') !== null)).toBe(true);
    expect(await countOf(tab, 'tbody tr')).toBe(208);
  });

  await test.step('/pages/filter with a sort and a filter: the cached list, sorted and filtered', async () => {
    await reopen(tab, '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
    await expectText(tab, 'h1', 'Ordenação e Filtro');
    await expectText(tab, COUNTER, /^Exibindo [1-9]\d* de 208 resultados$/);
    expect(await textOf(tab, COUNTER)).not.toBe(ALL);
    await expectVisible(tab, text(STALE));
  });

  await test.step('/pages/gallery: albums are created, kept and shown offline', async () => {
    await reopen(tab, '/#/pages/gallery');
    await expectText(tab, 'h1', 'Galeria');
    await tab.locator(role('button', 'Criar novo álbum')).click();
    const editor = xpath(EDITOR_DIALOG);
    await tab.locator(`${editor} ${role('textbox', 'Título')}`).fill('Sem rede');
    await tab.locator(`${editor} ${role('button', 'Adicionar Novo Álbum')}`).click();
    await expectNone(tab, editor);
    await tab.reload();
    await expectVisible(tab, role('button', 'Sem rede'));
  });

  await test.step("/pages/time: the browser's zone and the failure texts", async () => {
    await reopen(tab, '/#/pages/time');
    await expectText(tab, 'h1', 'Hora Atual');
    // The lookups fail at once offline; after the retries (1 s, 2 s, 4 s: spec §8) the clock runs in the browser's zone.
    await expect.poll(() => read(() => textOf(tab, '[data-testid="location"]'), null), { timeout: 30_000 }).toBe(UNKNOWN_PLACE);
    await expectText(tab, '[data-testid="time-zone"]', 'Fuso horário: America/Sao_Paulo');
    await expectText(tab, '[data-testid="live-clock"]', /^\d\d:\d\d:\d\d$/);
  });

  await test.step('an unknown route: the not-found screen', async () => {
    await reopen(tab, '/#/nada');
    await expectVisible(tab, role('heading', 'Página não encontrada'));
  });

  // What the offline reloads cause on purpose: the spec §8 log of a failed fetch, and Firefox's own reports of the
  // requests that could not leave (in its language).
  const unexpected = consoleErrors.filter((line) => !/^Fetch data failed: /.test(line) && !/api\.ipify\.org|get\.geojs\.io|dummyjson\.com/.test(line));
  expect(unexpected).toEqual([]);
  consoleErrors.length = 0;

  await test.step('back online: the list is fetched again and the note goes', async () => {
    fakeServices.override(() => null);
    await tab.setOfflineMode(false);
    await tab.reload();
    await visit(tab, '/#/');
    await expectText(tab, COUNTER, ALL);
    await expectNone(tab, text(STALE));
  });
});
