import type { Page } from 'puppeteer-core';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import {
  expect,
  expectText,
  expectTexts,
  read,
  startClockAt,
  styleOf,
  test,
  textOf,
  useStoredSettings,
  visit,
} from './fixtures';

/**
 * The clock page in Firefox (e2e/clock.spec.ts is the full Chromium suite, with Playwright's fake clock). Here the
 * page's `Date` starts at a known instant and runs at real speed with Firefox's own timers: the day, hour and zone
 * are known, each displayed second is whatever Firefox's ticking made of it. Firefox's time zone is the project's
 * `timezoneId` (WebDriver BiDi's time-zone override), Asia/Tokyo for the fallbacks.
 */

// 2026-11-22 16:05:00.250 UTC: 13:05 in São Paulo; 01:05 on Monday the 23rd in Tokyo and 00:05 in Hong Kong. The
// assertions hold for the whole hour that follows, however slow the machine.
const INSTANT = Date.UTC(2026, 10, 22, 16, 5, 0, 250);
const UNKNOWN_PLACE = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const FETCH_FAILED = /^Fetch data failed: /;

const testId = (id: string) => `[data-testid="${id}"]`;
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

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function openClock(tab: Page) {
  await startClockAt(tab, INSTANT);
  await visit(tab, '/#/pages/time');
  await expectText(tab, 'h1', 'Hora Atual');
}

/** The live clock and the world clocks as shown at one moment, so a minute that turns between reads cannot mislead. */
function worldSnapshot(tab: Page) {
  return read(
    () =>
      tab.evaluate(() => {
        const text = (node: Element | null) => node?.textContent ?? null;
        return {
          clock: text(document.querySelector('[data-testid="live-clock"]')),
          clocks: [...document.querySelectorAll('[data-testid="world-clock"]')].map((item) => [
            text(item.querySelector('h3')),
            text(item.querySelector('[data-testid="world-clock-time"]')),
            text(item.querySelector('[data-testid="world-clock-offset"]')),
            text(item.querySelector('[data-testid="world-clock-day"]')),
          ]),
        };
      }),
    null,
  );
}

/** The next `count` texts the live clock shows, each as it changes. */
function nextTicks(tab: Page, count: number): Promise<string[]> {
  return tab.evaluate(
    (wanted) =>
      new Promise<string[]>((resolve) => {
        const clock = document.querySelector('[data-testid="live-clock"]') as HTMLElement;
        const seen: string[] = [];
        const observer = new MutationObserver(() => {
          const value = clock.textContent ?? '';
          if (value !== seen.at(-1)) seen.push(value);
          if (seen.length === wanted) {
            observer.disconnect();
            resolve(seen);
          }
        });
        observer.observe(clock, { subtree: true, childList: true, characterData: true });
      }),
    count,
  );
}

const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

for (const theme of [darkTheme, lightTheme]) {
  test(`greets, ticks, locates and shows the world clocks (${theme.name})`, async ({ tab, fakeServices }) => {
    await useStoredSettings(tab, { theme: theme.name });
    let releaseGeo: () => void = () => undefined;
    const geoReleased = new Promise<null>((resolve) => {
      releaseGeo = () => resolve(null);
    });
    // The geolocation answer is held back: the page shows `...` until it is located.
    fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? geoReleased : null));
    await openClock(tab);
    await expect.poll(() => styleOf(tab, 'body', 'background-color')).toBe(rgb(theme.colors.background));
    await expectText(tab, testId('live-clock'), '...');
    await expectText(tab, testId('location'), '...');
    releaseGeo();
    await expectText(tab, testId('location'), 'São Paulo, São Paulo, Brazil');
    await expectText(tab, testId('time-zone'), 'Fuso horário: America/Sao_Paulo');
    await expectText(tab, testId('greeting'), 'Boa tarde!');
    await expectText(tab, testId('full-date'), 'domingo, 22 de novembro de 2026');
    await expectText(tab, testId('week-number'), 'Semana 48');
    await expectText(tab, testId('live-clock'), /^13:\d\d:\d\d$/);
    expect(await textOf(tab, testId('year-progress'))).toContain('Dia 326 de 365');

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
}

test.describe('fallbacks (spec §3, §4, §8)', () => {
  // Firefox is somewhere else than the fake geolocation, so the fallback zone shows.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("falls back to the browser's zone when the IP service fails after its retries", async ({ tab, fakeServices, consoleErrors }) => {
    fakeServices.override((url) => (url.hostname === 'api.ipify.org' ? 'network-error' : null));
    await openClock(tab);
    await expectText(tab, testId('live-clock'), '...');
    // Retries after 1 s, 2 s and 4 s (spec §8), in real time here.
    await expect.poll(() => read(() => textOf(tab, testId('location')), null), { timeout: 30_000 }).toBe(UNKNOWN_PLACE);
    expect(fakeServices.requests.filter((url) => url.hostname === 'api.ipify.org')).toHaveLength(4);
    expect(fakeServices.requests.filter((url) => url.hostname === 'get.geojs.io')).toHaveLength(0);
    await expectText(tab, testId('time-zone'), 'Fuso horário: Asia/Tokyo');
    await expectText(tab, testId('live-clock'), /^01:\d\d:\d\d$/);
    await expectText(tab, testId('greeting'), 'Boa noite!');
    await expectText(tab, testId('full-date'), 'segunda-feira, 23 de novembro de 2026');
    await expectTexts(tab, `${testId('world-clock')} h3`, CITIES);
    // One spec §8 line; the rest are Firefox's own reports of the dropped requests.
    expect(consoleErrors.filter((line) => FETCH_FAILED.test(line))).toHaveLength(1);
    expect(consoleErrors.filter((line) => !FETCH_FAILED.test(line) && !line.includes('https://api.ipify.org/'))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('falls back at once, without crashing, when the geolocated zone is unknown', async ({ tab, fakeServices, consoleErrors }) => {
    fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? { status: 200, body: { timezone: 'Not/AZone' } } : null));
    await openClock(tab);
    await expectText(tab, testId('location'), UNKNOWN_PLACE);
    await expectText(tab, testId('time-zone'), 'Fuso horário: Asia/Tokyo');
    await expectText(tab, testId('live-clock'), /^01:\d\d:\d\d$/);
    expect(consoleErrors).toEqual(['Fetch data failed: Geolocation response has an unknown time zone: "Not/AZone"']);
    consoleErrors.length = 0;
  });
});
