import { EDITOR_DIALOG } from '../galleryHelpers';
import { roleXPath } from '../xpathQueries';
import { button, css, expect, test, text, xpath, type Tab } from './fixtures';

/**
 * Installable and offline in WebKit (README "Installable and offline"; e2e/offline.spec.ts is the Chromium suite):
 * after one visit, WebKit's service worker serves every route with the network gone. Service workers are held back
 * in the other WebKit specs (hooks.ts), as in the other projects. "Offline" is the page proxy answering nothing for
 * the app's origin and the fake services failing every request (WebDriver classic has no offline switch).
 */

const STALE = 'Sem conexão: a lista pode estar desatualizada.';
const COUNTER = text('Exibindo ');
const ALL = 'Exibindo 208 de 208 resultados';

/** Opens `path` in a new document, as a visitor opening it again (not a hash change of the current one). */
async function reopen(tab: Tab, path: string) {
  await tab.driver.get('about:blank');
  await tab.visit(path);
}

test('after one visit every route reloads offline, and the list is fetched again once online', async ({ tab, fakeServices, consoleErrors }) => {
  tab.use({ serviceWorkers: true });
  await tab.visit('/#/');
  await tab.expectText(COUNTER, ALL);
  // The worker controls the page and holds the users answer (asked again by the page once the worker took over).
  await expect.poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false)).toBe(true);
  await expect.poll(() => tab.evaluate(async () => (await (await caches.open('users')).keys()).length).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await tab.countOf(text(STALE))).toBe(0);

  fakeServices.override(() => 'network-error');
  await tab.setOffline(true);
  // Really offline: a file the worker does not keep cannot be fetched (the server would answer 404).
  expect(await tab.evaluate(() => fetch('./not-precached.txt').then(() => 'reached', () => 'network error'))).toBe('network error');

  await test.step('/ : the last users answer, with the stale note', async () => {
    await tab.reload();
    await tab.expectText(COUNTER, ALL);
    await tab.expectVisible(text(STALE));
    expect(await tab.read(text(STALE), (elements) => elements[0]?.closest('[role="status"]') !== null, false)).toBe(true);
    expect(await tab.countOf(css('tbody tr'))).toBe(208);
  });

  await test.step('/pages/filter with a sort and a filter: the cached list, sorted and filtered', async () => {
    await reopen(tab, '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
    await tab.expectText(css('h1'), 'Ordenação e Filtro');
    await tab.expectText(COUNTER, /^Exibindo [1-9]\d* de 208 resultados$/);
    expect(await tab.textOf(COUNTER)).not.toBe(ALL);
    await tab.expectVisible(text(STALE));
  });

  await test.step('/pages/gallery: albums are created, kept and shown offline', async () => {
    await reopen(tab, '/#/pages/gallery');
    await tab.expectText(css('h1'), 'Galeria');
    await tab.click(button('Criar novo álbum'));
    await tab.type(xpath(roleXPath('textbox', 'Título', EDITOR_DIALOG)), 'Sem rede');
    await tab.click(button('Adicionar Novo Álbum', EDITOR_DIALOG));
    await tab.expectNone(xpath(EDITOR_DIALOG));
    await tab.reload();
    await tab.expectVisible(button('Sem rede'));
  });

  await test.step('an unknown route: the not-found screen', async () => {
    await reopen(tab, '/#/nada');
    await tab.expectText(css('h1'), 'Página não encontrada');
  });

  // What the offline reloads cause on purpose: the spec §8 log of a failed fetch.
  consoleErrors.push(...(await tab.takeErrors()).filter((line) => !/^Fetch data failed: /.test(line)));

  await test.step('back online: the list is fetched again and the note goes', async () => {
    fakeServices.override(() => null);
    await tab.setOffline(false);
    await reopen(tab, '/#/');
    await tab.expectText(COUNTER, ALL);
    await tab.expectNone(text(STALE));
  });
});
