import { button, css, expect, heading, test } from './fixtures';

/** In a MiniBrowser of its own, whose memory cache has never loaded the gallery's chunk (fixtures.ts, `webkitOwnSession`). */
test.use({ webkitOwnSession: 'chunk-preload' });

test('opened directly on a page whose chunk does not load, the reload brings the page once the network is back', async ({ tab }) => {
  // index.html preloads the page's chunk; WebKit keeps that failed preload in its memory cache and fails the same URL
  // again without asking the network, so the reload asks for the chunks under new URLs (app/errors.tsx).
  tab.failRequests(/\/gallery\.[0-9a-f]{8}\.chunk\.js$/);
  await tab.visit('/#/pages/gallery');
  await tab.expectVisible(heading('Esta parte do app não pôde ser carregada'));
  expect((await tab.takeErrors()).length).toBeGreaterThan(0);
  tab.failRequests(null);
  await tab.click(button('Recarregar a página'));
  await tab.expectText(css('h1'), 'Galeria');
  await tab.expectUrl(/#\/pages\/gallery$/);
});
