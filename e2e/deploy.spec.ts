import type { Page } from '@playwright/test';
import { VERSION_QUERY } from '../src/sw/protocol';
import { buildVersion, CURRENT_BUILD, mainScriptOf, mainScriptOfPage, removeBuild, startSite } from './deploys';
import { expect, test } from './fixtures';

/**
 * A new deploy never breaks an open page (README "Installable and offline" and "Retiring the service worker",
 * docs/ARCHITECTURE.md "Deploy rules"). Each test publishes real builds on a host of its own: first the version
 * `npm run build` made, then another build of the same code whose every script has a new name (as after a deploy that
 * changed the code), or the build that retires the service worker.
 */
test.use({ serviceWorkers: 'allow' });

const builds: { next?: string; retiring?: string } = {};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  builds.next = await buildVersion('next', { hashSalt: 'next-version' });
  builds.retiring = await buildVersion('retiring', { env: { SERVICE_WORKER: 'retire' } });
});

test.afterAll(() => {
  removeBuild(builds.next);
  removeBuild(builds.retiring);
});

function built(name: keyof typeof builds): string {
  const folder = builds[name];
  if (!folder) throw new Error(`The ${name} build is missing`);
  return folder;
}

const counter = (page: Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);
const updateNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Uma nova versão do app foi instalada e será usada na próxima visita.' });
const galleryHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Galeria' });

/** Waits until a service worker controls the page (after the first visit: once it has precached the build). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Whether the worker that controls the page says the page's scripts are its version's (src/sw/protocol.ts), with the
 * states of the registration's workers: when a wait on `current` fails, they show which step of the update is late.
 */
function controllerVersion(page: Page) {
  return page.evaluate(async (type) => {
    const registration = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    const current = await new Promise<boolean>((resolve) => {
      if (!controller) return resolve(false);
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ current?: boolean }>) => resolve(event.data.current === true);
      const scripts = Array.from(document.scripts, (script) => script.src).filter((src) => src !== '');
      controller.postMessage({ type, scripts }, [channel.port2]);
    });
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? null;
    return {
      current,
      controller: state(controller),
      installing: state(registration?.installing),
      waiting: state(registration?.waiting),
      active: state(registration?.active),
    };
  }, VERSION_QUERY);
}

/** The browser asks sites to save data, as a visitor may (the app loads a page ahead only on intent, in any case). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    const { connection } = navigator as Navigator & { connection?: object };
    if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { configurable: true, get: () => true });
  });
}

/** Scripts the page itself has requested so far (not those its service worker precached). */
function scriptsRequested(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.split('/').pop() ?? '')
      .filter((file) => file.endsWith('.js')),
  );
}

test('a tab opened before a deploy keeps loading its pages and popups after the new version takes over', async ({ page, context }) => {
  test.setTimeout(90_000);
  const site = await startSite(4180, CURRENT_BUILD);
  try {
    // Tab 1 opens the gallery and loads nothing ahead: the table, its popups and the clock come later.
    await saveData(page);
    await page.goto(`${site.url}#/pages/gallery`);
    await expect(galleryHeading(page)).toBeVisible();
    await controlled(page);
    expect((await scriptsRequested(page)).filter((file) => /^(table-popups|clock)\./.test(file))).toEqual([]);

    // The deploy; tab 2 opens the site and its visit installs the new version's worker, which takes over tab 1 too.
    site.deploy(built('next'));
    const tab2 = await context.newPage();
    await tab2.goto(`${site.url}#/pages/gallery`);
    await expect(galleryHeading(tab2)).toBeVisible();
    await expect(updateNotice(page)).toBeVisible({ timeout: 20_000 });

    // Tab 1 goes on with the version it runs: other pages and the table's popups load, no error shows.
    const nav = page.getByRole('navigation', { name: 'Projetos' });
    await nav.getByRole('link', { name: 'Ordenação e Filtro' }).click();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await page.getByRole('button', { name: 'Filtro' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ordernar' }).click();
    await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
    await nav.getByRole('link', { name: 'Hora Atual' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    await expect(page.getByTestId('live-clock')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    expect((await scriptsRequested(page)).filter((file) => /^(table-popups|clock)\./.test(file))).toHaveLength(2);
    // Tab 2 runs the new version: it is not told anything.
    await expect(updateNotice(tab2)).toHaveCount(0);

    // The old files are kept while a window open at the deploy is still open (tab 2's first load was one of them);
    // once none is, the next page load drops them.
    const keptVersions = () =>
      tab2.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('projetos-previous-version ')).length);
    expect(await keptVersions()).toBe(1);
    await page.close();
    await expect
      .poll(async () => {
        await tab2.reload();
        await expect(galleryHeading(tab2)).toBeVisible();
        return keptVersions();
      })
      .toBe(0);
  } finally {
    await site.stop();
  }
});

test('after a deploy, the next reload runs the new version', async ({ page }) => {
  const site = await startSite(4181, CURRENT_BUILD);
  try {
    await page.goto(`${site.url}#/pages/gallery`);
    await expect(galleryHeading(page)).toBeVisible();
    await controlled(page);
    expect(await mainScriptOfPage(page)).toBe(mainScriptOf(CURRENT_BUILD));

    site.deploy(built('next'));
    await page.reload();
    expect(await mainScriptOfPage(page)).toBe(mainScriptOf(built('next')));
    await expect(galleryHeading(page)).toBeVisible();
    // The new version's worker then takes the page over; the page already runs that version, so no notice.
    await expect.poll(() => controllerVersion(page), { timeout: 20_000 }).toMatchObject({ current: true });
    await expect(updateNotice(page)).toHaveCount(0);
  } finally {
    await site.stop();
  }
});

test('a page still running the older version is told politely, and its button reloads into the new one', async ({ page }) => {
  const site = await startSite(4182, CURRENT_BUILD);
  try {
    await page.goto(`${site.url}#/pages/gallery`);
    await expect(galleryHeading(page)).toBeVisible();
    await controlled(page);

    // The deploy reaches the open page through the browser's update check (here asked for at once).
    site.deploy(built('next'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(updateNotice(page)).toBeVisible({ timeout: 20_000 });
    // Polite: the page goes on as it was (same version, same screen) until the visitor reloads.
    expect(await mainScriptOfPage(page)).toBe(mainScriptOf(CURRENT_BUILD));
    await expect(galleryHeading(page)).toBeVisible();

    await updateNotice(page).getByRole('button', { name: 'Recarregar agora' }).click();
    await expect.poll(() => mainScriptOfPage(page)).toBe(mainScriptOf(built('next')));
    await expect(page).toHaveURL(`${site.url}#/pages/gallery`);
    await expect(galleryHeading(page)).toBeVisible();
    await expect(updateNotice(page)).toHaveCount(0);
  } finally {
    await site.stop();
  }
});

test('the retiring build removes the service worker and its caches, and the site works online without them', async ({ page }) => {
  test.setTimeout(60_000);
  const site = await startSite(4183, CURRENT_BUILD);
  try {
    await page.goto(`${site.url}#/`);
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await controlled(page);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(1);

    site.deploy(built('retiring'));
    await page.reload();
    // The browser's update check after that load installs the retiring worker: it deletes the caches, unregisters
    // and loads the page once more, from the network.
    const workerAndCaches = () =>
      page
        .evaluate(async () => ({
          registrations: (await navigator.serviceWorker.getRegistrations()).length,
          controlled: navigator.serviceWorker.controller !== null,
          caches: await caches.keys(),
        }))
        .catch(() => null); // the page may be loading again at that moment
    await expect.poll(workerAndCaches, { timeout: 20_000 }).toEqual({ registrations: 0, controlled: false, caches: [] });
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');

    // The next visits work online and bring no worker back.
    await page.reload();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await page.getByRole('navigation', { name: 'Projetos' }).getByRole('link', { name: 'Hora Atual' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    expect(await workerAndCaches()).toEqual({ registrations: 0, controlled: false, caches: [] });
  } finally {
    await site.stop();
  }
});
