import { button, css, expect, heading, link, test } from './fixtures';

/**
 * The error view of a page whose chunk does not load, in WebKit (e2e/shell.spec.ts has the Chromium test). In a
 * MiniBrowser of its own: WebKit's in-memory cache keeps the scripts earlier tests loaded, and this test needs the
 * chunk to be asked for (fixtures.ts, `webkitOwnSession`).
 */
test.use({ webkitOwnSession: 'chunk-error' });

test('a page whose chunk does not load shows the error view with a reload that keeps the address', async ({ tab }) => {
  // A page chunk that fails to load (the network gone, a stale deploy): a reload screen, never the raw error view.
  await tab.visit('/#/pages/time');
  await tab.expectText(css('h1'), 'Hora Atual');
  tab.failRequests(/\/gallery\.[0-9a-f]{8}\.chunk\.js$/);
  await tab.click(link('Galeria', '//nav[@aria-label="Projetos"]'));
  await tab.expectVisible(heading('Esta parte do app não pôde ser carregada'));
  expect(await tab.countOf(heading('Unexpected Application Error!'))).toBe(0);
  // Only the page area shows the error: the menu is still there to leave it.
  await tab.expectVisible(css('nav[aria-label="Projetos"]'));
  expect(await tab.countOf(css('main'))).toBe(1);
  expect((await tab.takeErrors()).length).toBeGreaterThan(0);
  tab.failRequests(null);
  await tab.click(button('Recarregar a página'));
  await tab.expectText(css('h1'), 'Galeria');
  await tab.expectUrl(/#\/pages\/gallery$/);
});
