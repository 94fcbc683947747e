import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * "The URL is the truth every time, also on a busy machine": a filter link followed while the app starts (an
 * address-bar edit, a link) or reloaded must show the filtered rows. React Router's HashRouter reads the address when
 * it first renders and listens only once it commits; when the app's first render was a transition split into short
 * tasks, an address changed in between was never heard (13 of 30 loads under a 6x slower CPU). The first render is
 * one `createRoot(…).render`, not a transition, now (src/index.tsx), and these tests keep it that way. The CPU is
 * slowed here so that start-up is long, and the link is followed at each stage of it.
 */
const FILTER_LINKS = {
  id: 'filter=id&status=%C3%A9&value=1',
  nome: 'filter=nome&status=n%C3%A3o+%C3%A9&value=an',
  idade: 'filter=idade&status=%C3%A9&value=30',
  sexo: 'filter=sexo&value=feminino',
  email: 'filter=email&status=%C3%A9&value=an',
  telefone: 'filter=telefone&status=%C3%A9&value=81',
} as const;

/**
 * When the link is followed: a number of animation frames after the load event. Under the slowed CPU the app's start
 * (its first render, then the table page's once its chunk has run, then the rows) goes on for frames after load, so
 * frame counts spread the change over it; against the old router, changes at 0 to 4 frames were lost. Frames, not a
 * time: they mark points in the page's own progress. Each link is followed at one of them in turn, so every column
 * and every moment is tried in each run.
 */
const MOMENTS = [0, 2, 4, 8] as const;

const counter = (page: Page) => page.getByText(/^Exibindo \d+ de 208 resultados$/);

/**
 * A new tab with the CPU slowed 6x and nothing cached: a long start-up, as a first visit on a slow phone. `fullSpeed`
 * ends the slowdown once the link has been followed: the race is the moment the address changes, and what the app
 * does after it is the same at any speed.
 */
async function slowTab(context: BrowserContext): Promise<{ tab: Page; fullSpeed: () => Promise<unknown> }> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { tab, fullSpeed: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }) };
}

Object.entries(FILTER_LINKS).forEach(([column, link], index) => {
  const moment = MOMENTS[index % MOMENTS.length] ?? 0;

  test(`a ${column} filter link shows its rows when followed ${moment} frames into start-up, and after a reload`, async ({ page, context }) => {
    test.setTimeout(60_000);
    // What the link shows when opened on its own.
    await page.goto(`/#/pages/filter?${link}`);
    await expect(page.getByText(/^Filtrado por /)).toBeVisible();
    const filtered = (await counter(page).textContent()) ?? '';
    expect(filtered).not.toBe('Exibindo 208 de 208 resultados');

    // Followed during start-up, in a fresh tab: one that has run the app before starts it too quickly.
    const started = await slowTab(context);
    await started.tab.goto('/#/pages/filter');
    await started.tab.evaluate(
      async ({ hash, frames }) => {
        for (let frame = 0; frame < frames; frame += 1) await new Promise(requestAnimationFrame);
        window.location.hash = hash;
      },
      { hash: `#/pages/filter?${link}`, frames: moment },
    );
    await started.fullSpeed();
    await expect(started.tab.getByText(/^Filtrado por /)).toBeVisible({ timeout: 20_000 });
    await expect(counter(started.tab)).toHaveText(filtered);
    expect(new URL(started.tab.url()).hash).toBe(`#/pages/filter?${link}`);
    await started.tab.close();

    // An address-bar edit, then a reload.
    const { tab, fullSpeed } = await slowTab(context);
    await tab.goto('/#/pages/filter');
    await tab.evaluate((hash) => (window.location.hash = hash), `#/pages/filter?${link}`);
    await fullSpeed();
    await tab.reload();
    await expect(counter(tab)).toHaveText(filtered, { timeout: 20_000 });
    expect(new URL(tab.url()).hash).toBe(`#/pages/filter?${link}`);
  });
});

/**
 * The table's first commit runs its layout effects (the address goes into the store's mirror), but a first render
 * that is not synchronous (once a transition; now the Suspense retry once the table's chunk has run) gets its store
 * subscription, and so its re-render with that mirror, only in a later task.
 * A link followed in between was once taken for a DevTools jump (the mirror changed and the address did not match
 * it) and replaced by the older address. The link is followed in exactly that gap: from a MutationObserver, whose
 * callback runs right after the commit that first puts the table's heading in the page (the table's own, in its page
 * frame: the page area's loading state puts it directly in <main> before the chunk has run; and the app's, not the
 * prerendered first paint's: a hash set while the HTML is still loading replaces the entry instead of adding one).
 */
test('a link followed right after the table first appears replaces an address with a query, never the reverse', async ({ page }) => {
  const link = `#/pages/filter?${FILTER_LINKS.idade}`;
  await page.addInitScript((hash) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('main > div > h1')].some((heading) => !heading.closest('[data-prerendered]'))) return;
      observer.disconnect();
      window.location.hash = hash;
    });
    observer.observe(document, { childList: true, subtree: true });
  }, link);
  await page.goto('/#/pages/filter?sortby=nome&orderby=decrescente');
  await expect(page.getByText(/^Filtrado por /)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort', 'descending');
  expect(new URL(page.url()).hash).toBe(link);
});

/**
 * The same gap, with an address that moves and comes back (a link followed, then Back): the router may never render
 * the address in between, so its location does not change, and the table must still end on the address.
 */
test('a link followed and then Back, right after the table first appears, leaves the table on the address', async ({ page }) => {
  await page.addInitScript((hash) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('main > div > h1')].some((heading) => !heading.closest('[data-prerendered]'))) return;
      observer.disconnect();
      window.location.hash = hash;
      history.back();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, `#/pages/filter?${FILTER_LINKS.idade}`);
  await page.goto('/#/pages/filter?sortby=id&orderby=decrescente');
  await expect(page).toHaveURL(/#\/pages\/filter\?sortby=id&orderby=decrescente$/);
  await expect(page.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Filtrado por /)).toHaveCount(0);
});
