import type { Page } from 'puppeteer-core';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import { CITIES, CLOCK_INSTANT, expectTicking, expectWorldClocks, nextClockTexts, readWorldSnapshot } from '../clockJourney';
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

const UNKNOWN_PLACE = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const FETCH_FAILED = /^Fetch data failed: /;

const testId = (id: string) => `[data-testid="${id}"]`;

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function openClock(tab: Page) {
  await startClockAt(tab, CLOCK_INSTANT);
  await visit(tab, '/#/pages/time');
  await expectText(tab, 'h1', 'Hora Atual');
}

function worldSnapshot(tab: Page) {
  return read(() => tab.$$eval('[data-testid="world-clock"]', readWorldSnapshot), null);
}

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
    await expect.poll(() => styleOf(tab, 'html', 'background-color')).toBe(rgb(theme.colors.background));
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
    expectTicking(await tab.evaluate(nextClockTexts, 3));

    // The world clocks, in order, with offsets and day, at the minute the live clock shows.
    await expectWorldClocks(() => worldSnapshot(tab));
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
