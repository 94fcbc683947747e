import type { Page } from '@playwright/test';
import { PROD_URL, SUBPATH_URL } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * Installable and offline (README "Installable and offline"): the production build's Workbox service worker precaches the shell and
 * every page chunk, and keeps the last users answer (stale-while-revalidate). After one visit every route reloads
 * with the network gone: the table shows that answer with a note that it may be out of date, the gallery works, the
 * clock runs in the browser's zone with the failure texts (spec §8), an unknown route shows the not-found screen. The
 * app opens from any address of the site: a query string, index.html, a sub-path. (What a deploy does to an open page
 * or to the next visit: e2e/deploy.spec.ts.)
 */
test.use({ serviceWorkers: 'allow' });

const UNKNOWN_PLACE = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const STALE = 'Sem conexão: a lista pode estar desatualizada.';
const counter = (page: Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);

/** Waits until the service worker controls the page and holds a users answer. */
async function waitForOfflineReady(page: Page, withUsers: boolean) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  if (withUsers) {
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('users')).keys()).length), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
}

/** Offline as far as the page and its worker can tell; the fake services fail too, in case routing still runs. */
async function goOffline(page: Page, fakeServices: { override: (handler: () => 'network-error') => void }) {
  fakeServices.override(() => 'network-error');
  await page.context().setOffline(true);
}

/**
 * The precondition of the stale note: the reloaded page is told it is offline. The note is the app's answer to
 * `navigator.onLine` being false, read while rendering (TablePage's useIsOffline) in the same commit as the list and
 * its counter, so it never comes after them; and it comes at once when an `offline` event arrives later. A page that
 * shows the list without the note was told it is online: the browser, not the app, which keeps its offline emulation
 * per renderer process and applies it again to each new document. Checked on its own, so a failure says which.
 */
async function expectToldOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.onLine), { message: 'the reloaded page is told it is offline (navigator.onLine)' })
    .toBe(false);
}

/**
 * Opens `path` in a new document, as a visitor opening it again. Not a hash change followed by a reload: the hash
 * change starts the page's chunk, and a reload that overtakes it aborts that load, which the dying page may report as
 * a failed chunk (Firefox does: e2e/firefox/offline.spec.ts).
 */
async function reopen(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(path);
}

/** Browser lines the offline reloads cause on purpose: failed requests and the spec §8 log of a failed fetch. */
function expectedOfflineErrors(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((line) => !/^Failed to load resource|^Fetch data failed: /.test(line));
  expect(unexpected).toEqual([]);
  consoleErrors.length = 0;
}

test('after one visit every route reloads offline', async ({ page, fakeServices, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.goto('/#/');
  await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  await waitForOfflineReady(page, true);
  await expect(page.getByText(STALE)).toHaveCount(0);

  await goOffline(page, fakeServices);

  await test.step('/ : the last users answer, with the stale note', async () => {
    await page.reload();
    await expectToldOffline(page);
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(page.getByRole('status').filter({ hasText: STALE })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(209);
  });

  await test.step('/pages/filter with a sort and a filter: the cached list, sorted and filtered', async () => {
    await reopen(page, '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
    await expectToldOffline(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordenação e Filtro' })).toBeVisible();
    await expect(counter(page)).not.toHaveText('Exibindo 208 de 208 resultados');
    await expect(counter(page)).toHaveText(/^Exibindo [1-9]\d* de 208 resultados$/);
    await expect(page.getByText(STALE)).toBeVisible();
  });

  await test.step('/pages/gallery: albums are created, kept and shown offline', async () => {
    await reopen(page, '/#/pages/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    const editor = page.getByRole('dialog', { name: 'Novo álbum' });
    await editor.getByLabel('Título').fill('Sem rede');
    await editor.getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await expect(editor).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sem rede', exact: true })).toBeVisible();
  });

  await test.step("/pages/time: the browser's zone and the failure texts", async () => {
    await reopen(page, '/#/pages/time');
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    // The lookups fail at once offline; after the retries (1 s, 2 s, 4 s: spec §8) the clock runs in the browser's zone.
    await expect(page.getByTestId('location')).toHaveText(UNKNOWN_PLACE, { timeout: 20_000 });
    await expect(page.getByTestId('time-zone')).toHaveText('Fuso horário: America/Sao_Paulo');
    await expect(page.getByTestId('live-clock')).toHaveText(/^\d\d:\d\d:\d\d$/);
  });

  await test.step('an unknown route: the not-found screen', async () => {
    await reopen(page, '/#/nada');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  expectedOfflineErrors(consoleErrors);

  await test.step('back online: the list is fetched again and the note goes', async () => {
    fakeServices.override(() => null);
    await page.context().setOffline(false);
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(page.getByText(STALE)).toHaveCount(0);
  });
});

test('offline with no users answer ever received, the table shows the error view', async ({ page, fakeServices, consoleErrors }) => {
  test.setTimeout(90_000);
  fakeServices.override((url) => (url.hostname === 'dummyjson.com' ? 'network-error' : null));
  await page.goto('/#/pages/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
  await waitForOfflineReady(page, false);

  await goOffline(page, fakeServices);
  await page.goto('/#/');
  await page.reload();
  // Retries after 1 s, 2 s and 4 s (spec §8), then the error view.
  await expect(page.getByText('Não foi possível carregar os usuários.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText(STALE)).toHaveCount(0);
  expectedOfflineErrors(consoleErrors);
});

test('a registration chunk that does not load is a warning, not an error; the page works and no worker is installed', async ({ page, consoleErrors }) => {
  await page.route(/\/service-worker\.[0-9a-f]{8}\.chunk\.js$/, (route) => route.abort());
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().startsWith('Offline support could not be loaded.'));
  await page.goto('/#/');
  await warned;
  await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expectedOfflineErrors(consoleErrors);
});

for (const site of [
  { where: 'at the root', url: `${PROD_URL}/` },
  { where: 'under a sub-path', url: SUBPATH_URL },
]) {
  test(`after one visit the app opens offline from any address of the site, ${site.where}`, async ({ page, fakeServices, consoleErrors }) => {
    await page.goto(`${site.url}#/pages/gallery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await waitForOfflineReady(page, false);
    await goOffline(page, fakeServices);

    // A shared link with a query string, the file's own name, both, and the plain address.
    for (const [address, heading] of [
      ['?ref=newsletter', 'Ordenação e Filtro'],
      ['?ref=x&utm_source=y#/pages/gallery', 'Galeria'],
      ['index.html', 'Ordenação e Filtro'],
      ['index.html?ref=x#/pages/gallery', 'Galeria'],
      ['', 'Ordenação e Filtro'],
    ] as const) {
      await page.goto(`${site.url}${address}`);
      await expect(page.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
    }
    expectedOfflineErrors(consoleErrors);
  });
}
