import { expect, test } from './fixtures';

/**
 * Redux DevTools time travel on the development build. The init script stands in for the extension:
 * RTK's configureStore calls `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)`; the stand-in adds an
 * innermost enhancer that records every state and can replace the state directly, bypassing middleware, as the
 * real extension's lifted store does on JUMP_TO_STATE.
 */
test('jumping back to the first recorded state restores the UI without requests or timers', async ({ page }) => {
  await page.addInitScript(() => {
    type AnyStore = { getState(): unknown; dispatch(action: unknown): unknown; subscribe(listener: () => void): () => void };
    type CreateStore = (reducer: (state: unknown, action: { type: string; state?: unknown }) => unknown, preloaded?: unknown) => AnyStore;
    const JUMP = '@@devtools-stand-in/JUMP_TO_STATE';
    const w = window as unknown as Record<string, unknown>;
    const states: unknown[] = [];
    const active = new Set<number>();
    const realSetTimeout = window.setTimeout.bind(window);
    const realSetInterval = window.setInterval.bind(window);
    const realClearTimeout = window.clearTimeout.bind(window);
    const realClearInterval = window.clearInterval.bind(window);
    let started = 0;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      started += 1;
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

    let jumpTo: (index: number) => void = () => undefined;
    const standIn = (createStore: CreateStore): CreateStore => (reducer, preloaded) => {
      const lifted = (state: unknown, action: { type: string; state?: unknown }) =>
        action.type === JUMP ? action.state : reducer(state, action);
      const store = createStore(lifted, preloaded);
      states.push(store.getState());
      store.subscribe(() => states.push(store.getState()));
      jumpTo = (index) => store.dispatch({ type: JUMP, state: states[index] });
      return store;
    };
    w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () =>
      (...enhancers: Array<(next: CreateStore) => CreateStore>) =>
        (createStore: CreateStore) =>
          [...enhancers, standIn].reduceRight((next, enhancer) => enhancer(next), createStore);
    w.__devtools = {
      states,
      jump: (index: number) => jumpTo(index),
      timers: () => ({ active: active.size, started }),
    };
  });

  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordenação e Filtro' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Altere o tema' }).click();
  await page.getByRole('button', { name: 'Reduza o menu' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Amplie o menu' })).toBeVisible();
  await page.waitForTimeout(500);

  type DevTools = { states: unknown[]; jump(i: number): void; timers(): { active: number; started: number } };
  const recorded = await page.evaluate(() => (window as unknown as { __devtools: DevTools }).__devtools.states.length);
  expect(recorded).toBeGreaterThan(2);
  const before = await page.evaluate(() => (window as unknown as { __devtools: DevTools }).__devtools.timers());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.evaluate(() => (window as unknown as { __devtools: DevTools }).__devtools.jump(0));

  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Reduza o menu' })).toBeVisible();
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.width).toBe(260);
  await page.waitForTimeout(1000);
  const after = await page.evaluate(() => (window as unknown as { __devtools: DevTools }).__devtools.timers());
  expect(requests).toEqual([]);
  expect(after.active).toBeLessThanOrEqual(before.active);
  expect(after.started).toBe(before.started);
});
