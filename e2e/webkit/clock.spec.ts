import { CITIES, CLOCK_INSTANT, expectTicking, expectWorldClocks, nextClockTexts, readWorldSnapshot } from '../clockJourney';
import { css, expect, test, type Tab } from './fixtures';

/**
 * The clock page in WebKit (e2e/clock.spec.ts is the full Chromium suite, with Playwright's fake clock). The page's
 * `Date` starts at a known instant and runs at real speed with WebKit's own timers; the browser's zone is
 * America/Sao_Paulo (the fixtures start it with that TZ).
 */

const testId = (id: string) => css(`[data-testid="${id}"]`);

function worldSnapshot(tab: Tab) {
  return tab.read(css('[data-testid="world-clock"]'), readWorldSnapshot, null);
}

/** The next `count` texts the live clock shows, each as it changes. */
function nextTicks(tab: Tab, count: number): Promise<string[]> {
  return tab.driver.executeAsyncScript<string[]>(`(${nextClockTexts.toString()})(arguments[0]).then(arguments[1]);`, count);
}

test('greets, ticks, locates and shows the world clocks', async ({ tab, fakeServices }) => {
  let releaseGeo: () => void = () => undefined;
  const geoReleased = new Promise<null>((resolve) => {
    releaseGeo = () => resolve(null);
  });
  // The geolocation answer is held back: the page shows `...` until it is located.
  fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? geoReleased : null));
  tab.use({ clockAt: CLOCK_INSTANT });
  await tab.visit('/#/pages/time');
  await tab.expectText(css('h1'), 'Hora Atual');
  await tab.expectText(testId('live-clock'), '...');
  await tab.expectText(testId('location'), '...');
  releaseGeo();
  await tab.expectText(testId('location'), 'São Paulo, São Paulo, Brazil');
  await tab.expectText(testId('time-zone'), 'Fuso horário: America/Sao_Paulo');
  await tab.expectText(testId('greeting'), 'Boa tarde!');
  await tab.expectText(testId('full-date'), 'domingo, 22 de novembro de 2026');
  await tab.expectText(testId('week-number'), 'Semana 48');
  await tab.expectText(testId('live-clock'), /^13:\d\d:\d\d$/);
  expect(await tab.textOf(testId('year-progress'))).toContain('Dia 326 de 365');

  // Ticking: each change of the live clock shows a later second.
  expectTicking(await nextTicks(tab, 3));

  // The world clocks, in order, with offsets and day, at the minute the live clock shows.
  await expectWorldClocks(() => worldSnapshot(tab));
  expect(fakeServices.requests.map((url) => url.hostname)).toEqual(['api.ipify.org', 'get.geojs.io']);
});

test('falls back to the browser’s zone at once, without crashing, when the geolocated zone is unknown (spec §8)', async ({ tab, fakeServices }) => {
  fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? { status: 200, body: { timezone: 'Not/AZone' } } : null));
  tab.use({ clockAt: CLOCK_INSTANT });
  await tab.visit('/#/pages/time');
  await tab.expectText(testId('location'), 'Cidade desconhecida, Estado desconhecido, País desconhecido');
  // The browser's zone (the fixtures' TZ), which here is also the fake geolocation's.
  await tab.expectText(testId('time-zone'), 'Fuso horário: America/Sao_Paulo');
  await tab.expectText(testId('live-clock'), /^13:\d\d:\d\d$/);
  await tab.expectTexts(css('[data-testid="world-clock"] h3'), CITIES);
  expect(await tab.takeErrors()).toEqual(['Fetch data failed: Geolocation response has an unknown time zone: "Not/AZone"']);
});
