import type { Page, Request } from '@playwright/test';
import { DEV_SERVER_START_TIMEOUT, startDevServer } from './devServer';
import { devToolsExtensionScript, devtools, jumpTo, jumpToLatest, lastEntry, log } from './devtoolsExtension';
import { expect, test as base, type FakeServices } from './fixtures';
import { fixturePath, serveImages } from './galleryHelpers';

// DevTools time travel restores the URL, the rows and the theme, and never writes a past state into storage: on the
// development build, with the real @redux-devtools/instrument installed before the app loads, as the extension does.

/** The development build (`npm start` without hot updates, so the page never reloads by itself), one per worker. */
const test = base.extend<object, { devServerUrl: string }>({
  devServerUrl: [
    async ({}, use) => {
      const server = await startDevServer({ hot: false });
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: DEV_SERVER_START_TIMEOUT + 30_000 },
  ],
  baseURL: async ({ devServerUrl }, use) => {
    await use(devServerUrl);
  },
});

let extensionScript = '';

test.beforeAll(async () => {
  extensionScript = await devToolsExtensionScript();
});

test.beforeEach(async ({ page }) => {
  // Playwright's clock first, so that its timers are the ones the extension script counts: the spans where nothing
  // may happen are the page's time passing (page.clock.runFor), not the test sleeping.
  await page.clock.install();
  await page.addInitScript({ content: extensionScript });
  await serveImages(page);
});

/**
 * Waits until the page has started no timer for a second (what the last navigation set off has run), then watches it:
 * the check returned fails on any request or timer the page started since.
 */
async function watchWhatStarts(page: Page, fakeServices: FakeServices) {
  let timers = -1;
  await expect
    .poll(
      async () => {
        const before = timers;
        timers = await devtools(page, (d) => d.timers.length);
        return timers === before;
      },
      { intervals: [1000], timeout: 15_000, message: 'the page stops starting timers' },
    )
    .toBe(true);
  const services = fakeServices.requests.length;
  const requests: string[] = [];
  const onRequest = (request: Request) => void requests.push(request.url());
  page.on('request', onRequest);
  return async function expectNothingStarted() {
    // A second of the page's time runs its timers; then a request of the page's own, answered here: requests reach
    // the test in the order the page made them, so one set off before it has been seen by then.
    await page.clock.runFor(1000);
    const own = new URL('/__after-the-jumps', page.url()).href;
    await page.route(own, (route) => route.fulfill({ status: 204 }));
    await page.evaluate(async (url) => void (await fetch(url)), own);
    await page.unroute(own);
    page.off('request', onRequest);
    expect(fakeServices.requests.slice(services), 'no service request').toEqual([]);
    expect(requests, 'no request but the test’s own').toEqual([own]);
    expect(await devtools(page, (d, from) => d.timers.slice(from), timers), 'no timer started').toEqual([]);
  };
}

const counter = (page: Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);
const captions = (page: Page) => page.getByText(/^(Ordenado|Filtrado) por /);
const names = (page: Page) => page.getByRole('table', { name: 'Usuários' }).locator('tbody tr td:nth-child(2)');
const menuLink = (page: Page, hash: string) => page.locator(`nav[aria-label="Projetos"] a[href="${hash}"]`);
const carousel = (page: Page, title: string) => page.getByRole('region', { name: `Álbum principal: ${title}` });
const anyCarousel = (page: Page) => page.getByRole('region', { name: /^Álbum principal/ });
const currentDot = (page: Page) =>
  page.getByRole('group', { name: 'Escolha a imagem' }).locator('[aria-current="true"]');
const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });
const albumButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const byName = (a: string, b: string) => new Intl.Collator('pt-BR').compare(a, b);

/** Focus and the pointer away from the carousel, which would pause it. */
async function settle(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(2, 790);
}

/** What the table page shows: its address's query, the theme, the menu, the captions, the counter and the rows. */
async function tableView(page: Page) {
  return {
    search: /\?.*$/.exec(page.url())?.[0] ?? '',
    theme: await page.locator('html').getAttribute('data-theme'),
    menu: await page.getByRole('button', { name: /^(Reduza|Amplie) o menu$/ }).getAttribute('aria-label'),
    captions: await captions(page).allTextContents(),
    counter: await counter(page).textContent(),
    rows: await names(page).allTextContents(),
  };
}

/** What localStorage holds: the settings as stored, the albums by title. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    theme: localStorage.getItem('theme'),
    isMenuOpen: localStorage.getItem('isMenuOpen'),
    albums: (JSON.parse(localStorage.getItem('albums') ?? '[]') as Array<{ title: string; isMain: boolean }>).map(
      (album) => `${album.title}${album.isMain ? ' (principal)' : ''}`,
    ),
  }));

test('the app hands the extension its options: a name, sanitizers, a history of 100 actions, traces', async ({
  page,
}) => {
  await page.goto('/#/');
  await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  const options = await devtools(page, ({ options: o }) => ({
    name: o.name,
    maxAge: o.maxAge,
    trace: o.trace,
    sanitizers: typeof o.stateSanitizer === 'function' && typeof o.actionSanitizer === 'function',
  }));
  expect(options).toEqual({ name: 'Projetos', maxAge: 100, trace: true, sanitizers: true });
  // Action types read as events.
  const types = new Set((await log(page)).map((entry) => entry.type));
  expect([...types]).toEqual(expect.arrayContaining(['persist/REHYDRATE', 'api/executeQuery/fulfilled']));
});

test('records a session over the three pages; jumps, a skipped action and a commit tell the truth', async ({
  page,
  fakeServices,
}) => {
  test.setTimeout(120_000);
  const html = page.locator('html');
  const latestStored = { theme: '"light"', isMenuOpen: 'false', albums: ['Férias (principal)'] };

  const { unsorted, sorted, filtered } = await test.step('record: theme and menu, a sort and a filter', async () => {
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(names(page)).toHaveCount(208);
    const before = await tableView(page);
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await page.getByRole('button', { name: 'Reduza o menu' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Ordernar' }).click();
    const sort = page.getByRole('dialog', { name: 'Ordenar' });
    await sort.getByLabel('Coluna').selectOption('nome');
    await sort.getByLabel('Ordernar por').selectOption('decrescente');
    await expect(page).toHaveURL(/#\/\?sortby=nome&orderby=decrescente$/);
    await page.keyboard.press('Escape');
    await expect(captions(page)).toHaveText(['Ordenado por Nome em ordem decrescente']);
    const byNameDown = await tableView(page);
    expect(byNameDown.rows).toEqual([...before.rows].sort(byName).reverse());

    await page.getByRole('button', { name: 'Filtro' }).click();
    const filter = page.getByRole('dialog', { name: 'Filtrar' });
    await filter.getByLabel('Coluna').selectOption('nome');
    await filter.getByLabel('Status').selectOption('é');
    await filter.getByLabel('Valor').fill('an');
    await expect(page).toHaveURL(/#\/\?sortby=nome&orderby=decrescente&filter=nome&status=%C3%A9&value=an$/);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Filtrado por Nome (é) : an')).toBeVisible();
    const an = await tableView(page);
    expect(an.rows.length).toBeGreaterThan(2);
    for (const name of an.rows) expect(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/^an/);
    expect([...an.rows].sort(byName).reverse()).toEqual(an.rows);
    return { unsorted: before, sorted: byNameDown, filtered: an };
  });

  await test.step('record: an album created, edited and made main, carousel steps', async () => {
    await menuLink(page, '#/pages/gallery').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    await editor(page).getByLabel('Título').fill('Viagem');
    const files = ['sunset.jpg', 'ocean.jpg', 'lake.webp'].map(fixturePath);
    await editor(page).getByLabel('Enviar arquivos').setInputFiles(files);
    await expect(editor(page).getByRole('button', { name: /Viagem – imagem \d de 3/ })).toHaveCount(3);
    await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await albumButton(page, 'Viagem').click();
    await editor(page).getByLabel('Título').fill('Férias');
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await albumButton(page, 'Férias').click();
    await editor(page).getByRole('switch', { name: /Álbum principal/ }).check();
    await editor(page).getByRole('button', { name: 'Fechar editor sem salvar' }).click();
    await expect(carousel(page, 'Férias')).toBeVisible();
    await expect.poll(() => stored(page)).toEqual(latestStored);

    // Manual navigation stops the timer until Play (spec §4); Play: one auto-advance (spec §9: 4500 ms), then pause.
    await carousel(page, 'Férias').getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 2 de 3');
    await carousel(page, 'Férias').getByRole('button', { name: 'Retomar apresentação' }).click();
    await settle(page);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 3 de 3', { timeout: 7_000 });
    await carousel(page, 'Férias').getByRole('button', { name: 'Pausar apresentação' }).click();
    await settle(page);
    await expect(carousel(page, 'Férias').getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
  });

  await test.step('the extension is sent labelled images, while the store keeps the data URLs', async () => {
    const sent = await log(page, true);
    const added = sent.filter((entry) => entry.type === 'albums/albumAdded');
    expect(added).toHaveLength(1);
    expect(added[0]?.action).toMatch(
      /"images":\["<<imagem jpeg 19 KB>>","<<imagem jpeg 20 KB>>","<<imagem webp 7 KB>>"\]/,
    );
    expect(sent.map((entry) => entry.action + entry.state).join('')).not.toContain('data:image');
    const kept = await devtools(page, (d) =>
      (d.state().albums as { items: Array<{ images: string[] }> }).items[0]?.images.map((src) => src.slice(0, 16)),
    );
    expect(kept).toEqual(['data:image/jpeg;', 'data:image/jpeg;', 'data:image/webp;']);
  });

  await test.step('record: the clock page, then the table again', async () => {
    // No request may start because of a later jump, so the recording waits until the pages' own have finished.
    await menuLink(page, '#/pages/time').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
    await menuLink(page, '#/pages/filter').click();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
  });

  const entries = await log(page);
  expect(entries.length, 'the whole session fits in the history (maxAge)').toBeLessThan(100);
  expect(entries[0]?.type).toBe('@@INIT');

  await test.step('jumps on the table page: the URL, rows and theme of then; nothing started or written', async () => {
    const present = await tableView(page);
    const expectNothingStarted = await watchWhatStarts(page, fakeServices);
    const jumps = [
      { to: lastEntry(entries, 'ui/themeToggled').index - 1, shows: unsorted },
      { to: lastEntry(entries, 'tableQuery/urlParsed', '"orderby":"decrescente","filter":null').index, shows: sorted },
      { to: lastEntry(entries, 'tableQuery/urlParsed', '"value":"an"').index, shows: filtered },
    ];
    for (const { to, shows } of jumps) {
      await jumpTo(page, to);
      await expect(page).toHaveURL(`/#/pages/filter${shows.search}`);
      await expect.poll(() => tableView(page)).toEqual(shows);
      expect(await stored(page)).toEqual(latestStored);
    }
    await expectNothingStarted();
    expect(await stored(page)).toEqual(latestStored);

    await jumpToLatest(page);
    await expect(page).toHaveURL('/#/pages/filter');
    await expect.poll(() => tableView(page)).toEqual(present);
  });

  await test.step('jumps on the gallery page: each state shown, nothing starts, the carousel holds still', async () => {
    await menuLink(page, '#/pages/gallery').click();
    await expect(carousel(page, 'Férias')).toBeVisible();
    const expectNothingStarted = await watchWhatStarts(page, fakeServices);

    await jumpTo(page, lastEntry(entries, 'albums/albumAdded').index);
    await expect(albumButton(page, 'Viagem')).toBeVisible();
    await expect(albumButton(page, 'Férias')).toHaveCount(0);
    await expect(anyCarousel(page)).toHaveCount(0);
    expect(await stored(page)).toEqual(latestStored);

    // Just before the auto-advance: image 2 of 3, playing. Six seconds of the page's time, more than the 4500 ms
    // auto-advance (spec §9): a countdown the jump had started would have moved the carousel.
    await jumpTo(page, lastEntry(entries, 'carousel/autoAdvanced').index - 1);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 2 de 3');
    await expect(carousel(page, 'Férias').getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 2 de 3');
    await expectNothingStarted();
    expect(await stored(page)).toEqual(latestStored);

    await jumpToLatest(page);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 3 de 3');
    await expect(carousel(page, 'Férias').getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
  });

  await test.step('skipping the main and theme toggles, then a commit: shown and kept, never written', async () => {
    // The last of each: album events carry the list stored after them, so only the last one can be taken back.
    for (const type of ['editor/mainToggled', 'ui/themeToggled']) {
      await devtools(page, (d, id) => d.toggleAction(id), lastEntry(await log(page), type).id);
    }
    await expect(albumButton(page, 'Férias')).toBeVisible();
    await expect(anyCarousel(page)).toHaveCount(0);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Half a second of the page's time: a write the skip had set off, at once or on a timer, has happened by now.
    await page.clock.runFor(500);
    expect(await stored(page)).toEqual(latestStored);

    await devtools(page, (d) => d.commit());
    expect(await devtools(page, (d) => d.current())).toEqual({ index: 0, staged: 1, skipped: [] });
    await expect(anyCarousel(page)).toHaveCount(0);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.clock.runFor(500);
    expect(await stored(page)).toEqual(latestStored);

    // The next real change is written, computed on the committed state (the album not main).
    await albumButton(page, 'Férias').click();
    await editor(page).getByLabel('Título').fill('Lagoa');
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await expect(albumButton(page, 'Lagoa')).toBeVisible();
    await expect.poll(() => stored(page)).toEqual({ ...latestStored, albums: ['Lagoa'] });
  });
});
