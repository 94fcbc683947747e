import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import webpack from 'webpack';
import { DEV_SERVER_START_TIMEOUT, startDevServer } from './devServer';
import { expect, test as base } from './fixtures';
import { fixturePath, serveImages } from './galleryHelpers';

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

/**
 * Redux DevTools time travel on the development build (`npm start`), with the real `@redux-devtools/instrument`:
 * the enhancer the extension itself installs to keep the action log and compute states. It is bundled here for the
 * browser and installed before the app loads, the way the extension's page script does it: RTK's configureStore
 * calls `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)`, and the instrument goes below all of the
 * app's enhancers, so JUMP_TO_STATE, TOGGLE_ACTION and COMMIT reach the lifted store without passing through any
 * middleware. Nothing of this is in the app's bundles.
 */

/** The instrument as a classic script that sets `window.__reduxDevtoolsInstrument`. */
async function bundleInstrument(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'devtools-instrument-'));
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: require.resolve('@redux-devtools/instrument'),
    output: { path: outDir, filename: 'instrument.js', library: { name: '__reduxDevtoolsInstrument', type: 'window' } },
  });
  try {
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
    return readFileSync(path.join(outDir, 'instrument.js'), 'utf8');
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}

interface LoggedAction {
  id: number;
  index: number;
  type: string;
  /** The action as the extension shows it (through the app's actionSanitizer), as JSON. */
  shown: string;
}

interface SentAction {
  type: string;
  action: string;
  state: string;
}

/** What the page exposes to the test as `window.__devtools`: the monitor's buttons and what it would display. */
interface DevToolsHandle {
  config: { name?: string; maxAge?: number; trace?: boolean; sanitizers: boolean };
  log(): LoggedAction[];
  current(): { index: number; staged: number; skipped: number[] };
  jumpToState(index: number): void;
  toggleAction(id: number): void;
  commit(): void;
  sent: SentAction[];
  timers(): { started: number; active: number; origins: string[] };
  shownState(): Record<string, unknown>;
}

/**
 * Runs in the page before the app: stands for the extension's page script. Everything that keeps history and
 * computes states is the real instrument; this only plays the monitor (its buttons are the instrument's own
 * action creators) and records what the extension would be sent through the app's sanitizers. It also counts
 * timers, to show that a jump starts none.
 */
function installExtension() {
  type AnyAction = { type: string; [key: string]: unknown };
  type Reducer = (state: unknown, action: AnyAction) => unknown;
  type Store = { getState(): unknown; dispatch(action: unknown): unknown; subscribe(listener: () => void): () => void; liftedStore: Store };
  type CreateStore = (reducer: Reducer, preloaded?: unknown) => Store;
  type Enhancer = (next: CreateStore) => CreateStore;
  type Lifted = {
    actionsById: Record<number, { action: AnyAction }>;
    stagedActionIds: number[];
    skippedActionIds: number[];
    currentStateIndex: number;
    computedStates: Array<{ state: unknown }>;
    nextActionId: number;
  };
  type Options = {
    name?: string;
    maxAge?: number;
    trace?: boolean;
    traceLimit?: number;
    shouldCatchErrors?: boolean;
    shouldHotReload?: boolean;
    shouldRecordChanges?: boolean;
    shouldStartLocked?: boolean;
    pauseActionType?: string;
    stateSanitizer?: (state: unknown, index: number) => unknown;
    actionSanitizer?: (action: unknown, id: number) => unknown;
  };
  const w = window as unknown as Record<string, unknown>;
  const lib = w.__reduxDevtoolsInstrument as {
    instrument: (monitorReducer: undefined, options: Options) => Enhancer;
    ActionCreators: Record<string, (...args: unknown[]) => unknown>;
  };

  const active = new Set<number>();
  let started = 0;
  /** Where each timer was started, for the failure message. */
  const origins: string[] = [];
  const noteOrigin = (timeout?: number) =>
    origins.push(`${timeout ?? 0} ms ${(new Error().stack ?? '').split('\n').slice(2, 9).join(' < ')}`);
  const realSetTimeout = window.setTimeout.bind(window);
  const realSetInterval = window.setInterval.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const realClearInterval = window.clearInterval.bind(window);
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    started += 1;
    noteOrigin(timeout);
    const id: number = realSetTimeout(
      (...inner: unknown[]) => {
        active.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...inner);
      },
      timeout,
      ...args,
    );
    active.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    started += 1;
    noteOrigin(timeout);
    const id = realSetInterval(handler, timeout, ...args);
    active.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) active.delete(id);
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) active.delete(id);
    realClearInterval(id);
  }) as typeof window.clearInterval;

  let lifted: Store | null = null;
  const liftedState = () => (lifted as Store).getState() as Lifted;
  const sent: Array<{ type: string; action: string; state: string }> = [];
  const handle = {
    config: { sanitizers: false } as Record<string, unknown>,
    sent,
    log: () => {
      const state = liftedState();
      return state.stagedActionIds.map((id, index) => {
        const action = state.actionsById[id]?.action as AnyAction;
        return { id, index, type: action.type, shown: JSON.stringify(sanitizeAction(action, id)) };
      });
    },
    current: () => {
      const state = liftedState();
      return { index: state.currentStateIndex, staged: state.stagedActionIds.length, skipped: [...state.skippedActionIds] };
    },
    jumpToState: (index: number) => void lifted?.dispatch(lib.ActionCreators.jumpToState?.(index)),
    toggleAction: (id: number) => void lifted?.dispatch(lib.ActionCreators.toggleAction?.(id)),
    commit: () => void lifted?.dispatch(lib.ActionCreators.commit?.()),
    timers: () => ({ started, active: active.size, origins: [...origins] }),
    shownState: () => {
      const state = liftedState();
      return state.computedStates[state.currentStateIndex]?.state;
    },
  };
  let sanitizeAction: (action: unknown, id: number) => unknown = (action) => action;
  let sanitizeState: (state: unknown, index: number) => unknown = (state) => state;

  // The extension's page script: `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)(createStore)`.
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: Options = {}) =>
    (...enhancers: Enhancer[]) =>
    (createStore: CreateStore): CreateStore => {
      handle.config = {
        name: options.name,
        maxAge: options.maxAge,
        trace: options.trace,
        sanitizers: typeof options.stateSanitizer === 'function' && typeof options.actionSanitizer === 'function',
      };
      if (options.actionSanitizer) sanitizeAction = options.actionSanitizer;
      if (options.stateSanitizer) sanitizeState = options.stateSanitizer;
      const instrumented = lib.instrument(undefined, {
        maxAge: options.maxAge ?? 50,
        trace: options.trace,
        traceLimit: options.traceLimit,
        shouldCatchErrors: options.shouldCatchErrors,
        shouldHotReload: options.shouldHotReload,
        shouldRecordChanges: options.shouldRecordChanges,
        shouldStartLocked: options.shouldStartLocked,
        pauseActionType: options.pauseActionType,
      })(createStore);
      const create = enhancers.reduceRight((composed, enhancer) => enhancer(composed), instrumented);
      return (reducer, preloaded) => {
        const store = create(reducer, preloaded);
        lifted = store.liftedStore;
        let lastSent = liftedState().nextActionId;
        // What the extension sends for each new action: the action and the state, through the app's sanitizers.
        lifted.subscribe(() => {
          const state = liftedState();
          for (let id = lastSent; id < state.nextActionId; id += 1) {
            const action = state.actionsById[id]?.action;
            const index = state.stagedActionIds.indexOf(id);
            if (!action || index === -1) continue;
            sent.push({
              type: action.type,
              action: JSON.stringify(sanitizeAction(action, id)),
              state: JSON.stringify(sanitizeState(state.computedStates[index]?.state, index)),
            });
          }
          lastSent = state.nextActionId;
        });
        return store;
      };
    };
  w.__devtools = handle;
}

let extensionScript = '';

test.beforeAll(async () => {
  extensionScript = [
    await bundleInstrument(),
    `;(${installExtension.toString()})();`,
  ].join('\n');
});

/** Runs `run` in the page with the handle; `run` must be self-contained (it is sent as source text). */
const devtools = <T>(page: Page, run: (handle: DevToolsHandle) => T): Promise<Awaited<T>> =>
  page.evaluate<Awaited<T>>(`(${run.toString()})(window.__devtools)`);

const log = (page: Page) => devtools(page, (d) => d.log());
const jumpTo = async (page: Page, index: number) => page.evaluate((i) => (window as unknown as { __devtools: DevToolsHandle }).__devtools.jumpToState(i), index);
const latestIndex = async (page: Page) => (await devtools(page, (d) => d.current())).staged - 1;
const timers = (page: Page) => devtools(page, (d) => d.timers());
/**
 * Waits until the page has started no timer for a second (what the last navigation set off has run: RTK Query's
 * subscription updates, RTK's batched notifications), so what starts afterwards comes from what the test does next.
 * Long timers may still be pending (RTK Query keeps unused data 5 minutes, spec §9).
 */
async function quiet(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const { started } = await timers(page);
        const still = started === last;
        last = started;
        return still;
      },
      { intervals: [1000], timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * A request the page makes now (answered by the test, never by a server), to order what the test has seen: returns
 * its URL, as the page's `request` event reports it.
 */
async function requestFromThePage(page: Page): Promise<string> {
  const url = new URL('/__after-the-jumps', page.url()).href;
  await page.route(url, (route) => route.fulfill({ status: 204 }));
  await page.evaluate(async (address) => void (await fetch(address)), url);
  await page.unroute(url);
  return url;
}

/** Index of the last logged action of `type` whose shown JSON contains `text`. */
function lastIndexOf(entries: LoggedAction[], type: string, text = ''): number {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i] as LoggedAction;
    if (entry.type === type && entry.shown.includes(text)) return entry.index;
  }
  throw new Error(`no ${type} ${text} in the log: ${entries.map((e) => e.type).join(', ')}`);
}

const counter = (page: Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);
const menuLink = (page: Page, hash: string) => page.locator(`nav[aria-label="Projetos"] a[href="${hash}"]`);
const carousel = (page: Page, title: string) => page.getByRole('region', { name: `Álbum principal: ${title}` });
const currentDot = (page: Page) => page.getByRole('group', { name: 'Escolha a imagem' }).locator('[aria-current="true"]');
const editor = (page: Page) => page.getByRole('dialog', { name: /^(Novo álbum|Editar álbum)$/ });
const storedAlbums = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('albums') ?? '[]') as Array<{ title: string; isMain: boolean }>).map((a) => `${a.title}${a.isMain ? ' (principal)' : ''}`));
const settle = async (page: Page) => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(2, 790);
};

test.beforeEach(async ({ page }) => {
  // Playwright's clock, running with real time until a test moves it on: the spans where nothing may happen are the
  // page's time passing (page.clock.runFor), not the test sleeping. Installed first, so that its timers are the ones
  // the extension script below wraps and counts (init scripts run in the order they were added).
  await page.clock.install();
  await page.addInitScript({ content: extensionScript });
  await serveImages(page);
});

test('the app hands the extension its options: a name, sanitizers, a history of 100 actions, traces', async ({ page }) => {
  await page.goto('/#/');
  await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  expect(await devtools(page, (d) => d.config)).toEqual({ name: 'Projetos', maxAge: 100, trace: true, sanitizers: true });
  // Action types read as events.
  const types = new Set((await log(page)).map((entry) => entry.type));
  expect([...types]).toEqual(expect.arrayContaining(['persist/REHYDRATE', 'api/executeQuery/fulfilled']));
});

test('records a session over the three pages; jumps, a skipped action and a commit tell the truth', async ({ page, fakeServices }) => {
  test.setTimeout(120_000);
  const html = page.locator('html');

  await test.step('record: theme and menu, a sort and a filter', async () => {
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await page.getByRole('button', { name: 'Altere o tema' }).click();
    await page.getByRole('button', { name: 'Reduza o menu' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Ordernar' }).click();
    const sort = page.getByRole('dialog', { name: 'Ordenar' });
    await sort.getByLabel('Coluna').selectOption('nome');
    await sort.getByLabel('Ordernar por').selectOption('decrescente');
    await expect(page).toHaveURL(/#\/\?sortby=nome&orderby=decrescente$/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filtro' }).click();
    const filter = page.getByRole('dialog', { name: 'Filtrar' });
    await filter.getByLabel('Coluna').selectOption('nome');
    await filter.getByLabel('Status').selectOption('é');
    await filter.getByLabel('Valor').fill('an');
    await expect(page).toHaveURL(/#\/\?sortby=nome&orderby=decrescente&filter=nome&status=%C3%A9&value=an$/);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Filtrado por Nome (é) : an')).toBeVisible();
  });

  await test.step('record: an album created, edited and made main, carousel steps', async () => {
    await menuLink(page, '#/pages/gallery').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar novo álbum' }).click();
    await editor(page).getByLabel('Título').fill('Viagem');
    await editor(page).getByLabel('Enviar arquivos').setInputFiles([fixturePath('sunset.jpg'), fixturePath('ocean.jpg'), fixturePath('lake.webp')]);
    await expect(editor(page).getByRole('button', { name: /Viagem – imagem \d de 3/ })).toHaveCount(3);
    await editor(page).getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
    await page.getByRole('button', { name: 'Viagem', exact: true }).click();
    await editor(page).getByLabel('Título').fill('Férias');
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await page.getByRole('button', { name: 'Férias', exact: true }).click();
    await editor(page).getByRole('switch', { name: /Álbum principal/ }).check();
    await editor(page).getByRole('button', { name: 'Fechar editor sem salvar' }).click();
    await expect(carousel(page, 'Férias')).toBeVisible();
    await expect.poll(() => storedAlbums(page)).toEqual(['Férias (principal)']);

    // Manual navigation stops the timer until Play (spec §4); Play starts a countdown: one auto-advance (spec §9:
    // 4500 ms), then the visitor pauses.
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
    const sent = await devtools(page, (d) => d.sent.filter((s) => s.type === 'albums/albumAdded'));
    expect(sent).toHaveLength(1);
    const added = sent[0] as SentAction;
    expect(added.action).toMatch(/"images":\["<<imagem jpeg 19 KB>>","<<imagem jpeg 20 KB>>","<<imagem webp 7 KB>>"\]/);
    expect(added.action).not.toContain('data:image');
    expect(added.state).not.toContain('data:image');
    const everySent = await devtools(page, (d) => d.sent.map((s) => s.action + s.state).join(''));
    expect(everySent).not.toContain('data:image');
    const images = await devtools(page, (d) => (d.shownState().albums as { items: Array<{ images: string[] }> }).items[0]?.images);
    expect(images?.map((src) => src.slice(0, 16))).toEqual(['data:image/jpeg;', 'data:image/jpeg;', 'data:image/webp;']);
  });

  await test.step('record: the clock page', async () => {
    await menuLink(page, '#/pages/time').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    // No request may start because of a later jump, so the recording waits until the page's own have finished.
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
    await menuLink(page, '#/pages/filter').click();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    // No request may start because of a later jump, so the recording waits until the page's own have finished.
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
  });

  const entries = await log(page);
  expect(entries.length, 'the whole session fits in the history (maxAge)').toBeLessThan(100);
  expect(entries[0]?.type).toBe('@@INIT');

  await test.step('jumps on the table page: each state shown, the URL follows the mirror, nothing starts', async () => {
    const requestsBefore = fakeServices.requests.length;
    const pageRequests: string[] = [];
    const onRequest = (request: { url(): string }) => void pageRequests.push(request.url());
    page.on('request', onRequest);
    await quiet(page);
    const timersBefore = await timers(page);

    await jumpTo(page, lastIndexOf(entries, 'ui/themeToggled') - 1);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/filter$/);
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');

    await jumpTo(page, lastIndexOf(entries, 'tableQuery/urlParsed', '"orderby":"decrescente","filter":null'));
    await expect(page).toHaveURL(/#\/pages\/filter\?sortby=nome&orderby=decrescente$/);
    await expect(page.getByText('Ordenado por Nome em ordem decrescente')).toBeVisible();
    await expect(page.getByText(/Filtrado por/)).toHaveCount(0);
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Amplie o menu' })).toBeVisible();

    await jumpTo(page, lastIndexOf(entries, 'tableQuery/urlParsed', '"value":"an"'));
    await expect(page).toHaveURL(/#\/pages\/filter\?sortby=nome&orderby=decrescente&filter=nome&status=%C3%A9&value=an$/);
    await expect(page.getByText('Filtrado por Nome (é) : an')).toBeVisible();
    const names = await page.getByRole('table', { name: 'Usuários' }).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/^an/);
    expect([...names].sort(new Intl.Collator('pt-BR').compare).reverse()).toEqual(names);

    // A second of the page's time passes: its timers run (one the jumps had started is counted below). Then the page
    // makes a request of its own: requests reach the test in the order the page made them, so any request the jumps
    // had set off has been seen before that one.
    await page.clock.runFor(1000);
    const after = await requestFromThePage(page);
    expect(fakeServices.requests.length - requestsBefore, 'no service request').toBe(0);
    expect(pageRequests, 'no request at all but the test’s own').toEqual([after]);
    expect((await timers(page)).origins.slice(timersBefore.started), 'no timer started').toEqual([]);
    expect(await storedAlbums(page)).toEqual(['Férias (principal)']);

    // Back to the present: the table as the visitor left it (no query), and so is the URL.
    await jumpTo(page, await latestIndex(page));
    await expect(page).toHaveURL(/#\/pages\/filter$/);
    await expect(page.getByText(/Ordenado por|Filtrado por/)).toHaveCount(0);
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    page.off('request', onRequest);
  });

  await test.step('jumps on the gallery page: each state shown, no request, no timer, the carousel holds still', async () => {
    await menuLink(page, '#/pages/gallery').click();
    await expect(carousel(page, 'Férias')).toBeVisible();
    await quiet(page);
    const requestsBefore = fakeServices.requests.length;
    const timersBefore = await timers(page);

    await jumpTo(page, lastIndexOf(entries, 'albums/albumAdded'));
    await expect(page.getByRole('button', { name: 'Viagem', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Férias', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Álbum principal/ })).toHaveCount(0);

    // The state just before the auto-advance: image 2 of 3, playing, the countdown on.
    await jumpTo(page, lastIndexOf(entries, 'carousel/autoAdvanced') - 1);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 2 de 3');
    await expect(carousel(page, 'Férias').getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
    // Six seconds of the page's time, more than the 4500 ms auto-advance (spec §9): a countdown the jump had started
    // would have moved the carousel by now.
    await page.clock.runFor(6_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 2 de 3');

    expect(fakeServices.requests.length - requestsBefore, 'no service request').toBe(0);
    expect((await timers(page)).origins.slice(timersBefore.started), 'no timer started').toEqual([]);
    expect(await storedAlbums(page), 'storage keeps the latest real state').toEqual(['Férias (principal)']);

    await jumpTo(page, await latestIndex(page));
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Imagem 3 de 3');
    await expect(carousel(page, 'Férias').getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
  });

  await test.step('skipping the main toggle and committing: shown and kept in memory, never written to storage', async () => {
    // Album events carry the list storage holds after them, so the last one is what a skip can take back.
    const toggle = (await log(page)).findLast((entry) => entry.type === 'editor/mainToggled');
    expect(toggle).toBeDefined();
    await page.evaluate((id) => (window as unknown as { __devtools: DevToolsHandle }).__devtools.toggleAction(id), (toggle as LoggedAction).id);
    await expect(page.getByRole('button', { name: 'Férias', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Álbum principal/ })).toHaveCount(0);
    // Half a second of the page's time: a write the skip had set off, at once or on a timer, has happened by now.
    await page.clock.runFor(500);
    expect(await storedAlbums(page)).toEqual(['Férias (principal)']);

    await devtools(page, (d) => d.commit());
    expect(await devtools(page, (d) => d.current())).toEqual({ index: 0, staged: 1, skipped: [] });
    await expect(page.getByRole('region', { name: /^Álbum principal/ })).toHaveCount(0);
    // The same for the commit.
    await page.clock.runFor(500);
    expect(await storedAlbums(page)).toEqual(['Férias (principal)']);

    // The next real change is written, computed on the committed state (the album not main).
    await page.getByRole('button', { name: 'Férias', exact: true }).click();
    await editor(page).getByLabel('Título').fill('Lagoa');
    await editor(page).getByRole('button', { name: 'Salve alterações' }).click();
    await expect(page.getByRole('button', { name: 'Lagoa', exact: true })).toBeVisible();
    await expect.poll(() => storedAlbums(page)).toEqual(['Lagoa']);
  });
});
