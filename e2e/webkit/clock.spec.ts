import { css, expect, test, type Tab } from './fixtures';

/**
 * The clock page in WebKit (e2e/clock.spec.ts is the full Chromium suite, with Playwright's fake clock). The page's
 * `Date` starts at a known instant and runs at real speed with WebKit's own timers; the browser's zone is
 * America/Sao_Paulo (the fixtures start it with that TZ).
 */

// 2026-11-22 16:05:00.250 UTC: 13:05 in São Paulo; 01:05 on Monday the 23rd in Tokyo and 00:05 in Hong Kong. The
// assertions hold for the whole hour that follows, however slow the machine.
const INSTANT = Date.UTC(2026, 10, 22, 16, 5, 0, 250);

const testId = (id: string) => css(`[data-testid="${id}"]`);
const CITIES = ['Nova Iorque', 'São Paulo', 'Londres', 'Paris', 'Hong Kong', 'Tóquio'];
/** Each world clock's hour when it is 13:xx in São Paulo, its offset and its day. */
const WORLD = [
  ['11', 'UTC−5', null],
  ['13', 'UTC−3', null],
  ['16', 'UTC±0', null],
  ['17', 'UTC+1', null],
  ['00', 'UTC+8', 'dia seguinte'],
  ['01', 'UTC+9', 'dia seguinte'],
] as const;

/** The live clock and the world clocks as shown at one moment, so a minute that turns between reads cannot mislead. */
function worldSnapshot(tab: Tab) {
  return tab.read(
    css('[data-testid="world-clock"]'),
    (items) => {
      const textOf = (node: Element | null) => node?.textContent ?? null;
      return {
        clock: textOf(document.querySelector('[data-testid="live-clock"]')),
        clocks: items.map((item) => [
          textOf(item.querySelector('h3')),
          textOf(item.querySelector('[data-testid="world-clock-time"]')),
          textOf(item.querySelector('[data-testid="world-clock-offset"]')),
          textOf(item.querySelector('[data-testid="world-clock-day"]')),
        ]),
      };
    },
    null,
  );
}

/** The next `count` texts the live clock shows, each as it changes. */
async function nextTicks(tab: Tab, count: number): Promise<string[]> {
  return tab.driver.executeAsyncScript<string[]>(
    `const [wanted, done] = arguments;
    const clock = document.querySelector('[data-testid="live-clock"]');
    const seen = [];
    const observer = new MutationObserver(() => {
      const value = clock.textContent ?? '';
      if (value !== seen.at(-1)) seen.push(value);
      if (seen.length === wanted) {
        observer.disconnect();
        done(seen);
      }
    });
    observer.observe(clock, { subtree: true, childList: true, characterData: true });`,
    count,
  );
}

const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('greets, ticks, locates and shows the world clocks', async ({ tab, fakeServices }) => {
  let releaseGeo: () => void = () => undefined;
  const geoReleased = new Promise<null>((resolve) => {
    releaseGeo = () => resolve(null);
  });
  // The geolocation answer is held back: the page shows `...` until it is located.
  fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? geoReleased : null));
  tab.use({ clockAt: INSTANT });
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
  const ticks = await nextTicks(tab, 3);
  for (const tick of ticks) expect(tick).toMatch(/^13:\d\d:\d\d$/);
  const steps = ticks.slice(1).map((tick, index) => seconds(tick) - seconds(ticks[index] ?? ''));
  expect(steps.every((step) => step > 0)).toBe(true);

  // The world clocks, in order, with offsets and day, at the minute the live clock shows.
  await expect
    .poll(async () => {
      const snapshot = await worldSnapshot(tab);
      const minute = snapshot?.clock?.slice(3, 5);
      return snapshot?.clocks.map(([city, time, offset, day]) => [city, time?.slice(0, 2), time?.slice(2) === `:${minute}`, offset, day]);
    })
    .toEqual(CITIES.map((city, index) => [city, WORLD[index]?.[0], true, WORLD[index]?.[1], WORLD[index]?.[2]]));
  expect(fakeServices.requests.map((url) => url.hostname)).toEqual(['api.ipify.org', 'get.geojs.io']);
});

test('falls back to the browser’s zone at once, without crashing, when the geolocated zone is unknown (spec §8)', async ({ tab, fakeServices }) => {
  fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? { status: 200, body: { timezone: 'Not/AZone' } } : null));
  tab.use({ clockAt: INSTANT });
  await tab.visit('/#/pages/time');
  await tab.expectText(testId('location'), 'Cidade desconhecida, Estado desconhecido, País desconhecido');
  // The browser's zone (the fixtures' TZ), which here is also the fake geolocation's.
  await tab.expectText(testId('time-zone'), 'Fuso horário: America/Sao_Paulo');
  await tab.expectText(testId('live-clock'), /^13:\d\d:\d\d$/);
  await tab.expectTexts(css('[data-testid="world-clock"] h3'), CITIES);
  expect(await tab.takeErrors()).toEqual(['Fetch data failed: Geolocation response has an unknown time zone: "Not/AZone"']);
});
