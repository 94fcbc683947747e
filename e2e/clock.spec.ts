import type { Locator, Page } from '@playwright/test';
import { FAKE_GEO } from '../fake-services/fakeServices';
import { expect, expectNoAxeViolations, test, useStoredSettings } from './fixtures';

/**
 * The clock page (spec §2, §4, §8), on the production build with Playwright's clock. The browser runs in America/Sao_Paulo
 * (playwright.config.ts) and the fake geolocation answers America/Sao_Paulo; the fallback tests run the browser in
 * Asia/Tokyo so that falling back to the browser's zone is visible.
 */

// 2026-11-22 16:05:09.250 UTC: 13:05:09 in São Paulo; 01:05:09 on Monday the 23rd in Tokyo.
const INSTANT = Date.UTC(2026, 10, 22, 16, 5, 9, 250);
const UNKNOWN_PLACE = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const FETCH_FAILED = /^Fetch data failed: /;

function clockPage(page: Page) {
  return {
    greeting: page.getByTestId('greeting'),
    clock: page.getByTestId('live-clock'),
    date: page.getByTestId('full-date'),
    week: page.getByTestId('week-number'),
    location: page.getByTestId('location'),
    zone: page.getByTestId('time-zone'),
    dayBar: page.getByRole('progressbar', { name: 'Progresso do dia' }),
    yearBar: page.getByRole('progressbar', { name: 'Progresso do ano' }),
    worldClock: (name: string) => page.getByTestId('world-clock').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }),
  };
}

async function expectWorldClock(item: Locator, time: string, offset: string, day: string | null) {
  await expect(item.getByTestId('world-clock-time')).toHaveText(time);
  await expect(item.getByTestId('world-clock-offset')).toHaveText(offset);
  if (day === null) await expect(item.getByTestId('world-clock-day')).toHaveCount(0);
  else await expect(item.getByTestId('world-clock-day')).toHaveText(day);
}

/** Opens the page with the clock running from INSTANT; the lookups answer in real time. */
async function openAt(page: Page, time = INSTANT) {
  await page.clock.install({ time });
  await page.goto('/#/pages/time');
  await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
}

/** Runs the page clock until the lookups give up (retries after 1 s, 2 s and 4 s: spec §8). */
async function runThroughRetries(page: Page, location: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return location.textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(UNKNOWN_PLACE);
}

/** The page's `Fetch data failed: …` lines (spec §8), after which the expected browser errors are cleared. */
function takeFetchFailures(consoleErrors: string[]): string[] {
  const failures = consoleErrors.filter((line) => FETCH_FAILED.test(line));
  // The browser's own "Failed to load resource" lines for the failed requests are expected too.
  expect(consoleErrors.filter((line) => !FETCH_FAILED.test(line) && !line.startsWith('Failed to load resource'))).toEqual([]);
  consoleErrors.length = 0;
  return failures;
}

test.describe('clock page (spec §2, §4)', () => {
  test('shows `...` until located, then greeting, clock, date, week, location at a fixed instant', async ({ page }) => {
    let releaseGeo: () => void = () => undefined;
    const geoReleased = new Promise<void>((resolve) => {
      releaseGeo = resolve;
    });
    // Holds the geolocation answer back (page routes take precedence over the fixture's context route).
    await page.route('**/v1/ip/geo/**', async (route) => {
      await geoReleased;
      await route.fallback();
    });
    const view = clockPage(page);
    await openAt(page);
    await expect(view.clock).toHaveText('...');
    await expect(view.location).toHaveText('...');
    releaseGeo();
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    await page.clock.pauseAt(INSTANT + 10_000);
    await expect(view.clock).toHaveText('13:05:19');
    await expect(view.greeting).toHaveText('Boa tarde!');
    await expect(view.date).toHaveText('domingo, 22 de novembro de 2026');
    // ceil((day of year 326 + weekday of 1 January 2026, Thursday = 4) / 7) = 48
    await expect(view.week).toHaveText('Semana 48');
    await expect(view.zone).toHaveText('Fuso horário: America/Sao_Paulo');
  });

  test('shows the six world clocks in order with offsets and day, and both progress bars', async ({ page }) => {
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    await page.clock.pauseAt(INSTANT + 10_000);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Nova Iorque', 'São Paulo', 'Londres', 'Paris', 'Hong Kong', 'Tóquio']);
    await expectWorldClock(view.worldClock('Nova Iorque'), '11:05', 'UTC−5', null);
    await expectWorldClock(view.worldClock('São Paulo'), '13:05', 'UTC−3', null);
    await expectWorldClock(view.worldClock('Londres'), '16:05', 'UTC±0', null);
    await expectWorldClock(view.worldClock('Paris'), '17:05', 'UTC+1', null);
    await expectWorldClock(view.worldClock('Hong Kong'), '00:05', 'UTC+8', 'dia seguinte');
    await expectWorldClock(view.worldClock('Tóquio'), '01:05', 'UTC+9', 'dia seguinte');
    // 13:05 is minute 785 of 1440; 22 November 2026 is day 326 of 365.
    await expect(view.dayBar).toHaveAttribute('aria-valuenow', '54.51');
    await expect(view.dayBar).toHaveAttribute('aria-valuetext', '54,51%');
    await expect(page.getByTestId('day-progress')).toContainText('54,51%');
    await expect(page.getByTestId('day-progress')).toContainText('785 de 1440 minutos');
    await expect(view.yearBar).toHaveAttribute('aria-valuenow', '89.32');
    await expect(view.yearBar).toHaveAttribute('aria-valuetext', '89,32%');
    await expect(page.getByTestId('year-progress')).toContainText('Dia 326 de 365');
  });

  test('ticks every second and changes world clocks and day progress exactly on the minute', async ({ page }) => {
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    // 16:05:59.000 UTC, paused.
    await page.clock.pauseAt(Date.UTC(2026, 10, 22, 16, 5, 59));
    await expect(view.clock).toHaveText('13:05:59');
    await expect(view.worldClock('Nova Iorque').getByTestId('world-clock-time')).toHaveText('11:05');
    await page.clock.runFor(999);
    await expect(view.clock).toHaveText('13:05:59');
    await expect(view.dayBar).toHaveAttribute('aria-valuetext', '54,51%');
    // Exactly 16:06:00.000: everything that shows the minute has changed, no later.
    await page.clock.runFor(1);
    await expect(view.clock).toHaveText('13:06:00');
    await expect(page.getByTestId('world-clock-time')).toHaveText(['11:06', '13:06', '16:06', '17:06', '00:06', '01:06']);
    await expect(view.dayBar).toHaveAttribute('aria-valuetext', '54,58%');
    await page.clock.runFor(500);
    await expect(view.clock).toHaveText('13:06:00');
    await page.clock.runFor(500);
    await expect(view.clock).toHaveText('13:06:01');
  });

  test('changes greeting, date, week and year at midnight and greets the morning at 06:00', async ({ page }) => {
    const view = clockPage(page);
    // 2026-12-31 23:59 in São Paulo.
    await openAt(page, Date.UTC(2027, 0, 1, 2, 59));
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    await page.clock.pauseAt(Date.UTC(2027, 0, 1, 2, 59, 59, 500));
    await expect(view.greeting).toHaveText('Boa noite!');
    await expect(view.date).toHaveText('quinta-feira, 31 de dezembro de 2026');
    await expect(view.week).toHaveText('Semana 53');
    await expect(view.yearBar).toHaveAttribute('aria-valuetext', '100,00%');
    await page.clock.runFor(500);
    await expect(view.clock).toHaveText('00:00:00');
    await expect(view.date).toHaveText('sexta-feira, 1 de janeiro de 2027');
    await expect(view.week).toHaveText('Semana 1');
    await expect(view.yearBar).toHaveAttribute('aria-valuetext', '0,27%');
    await expect(view.dayBar).toHaveAttribute('aria-valuetext', '0,00%');
    await page.clock.fastForward('05:59:00');
    await expect(view.greeting).toHaveText('Boa noite!');
    await page.clock.runFor(60_000);
    await expect(view.clock).toHaveText('06:00:00');
    await expect(view.greeting).toHaveText('Bom dia!');
  });

  test('uses the geolocated zone when it differs from the browser', async ({ page, fakeServices }) => {
    fakeServices.override((url) =>
      url.pathname.startsWith('/v1/ip/geo/')
        ? { status: 200, body: { ...FAKE_GEO, timezone: 'Asia/Tokyo', city: 'Tóquio', region: 'Tóquio', country: 'Japão' } }
        : null,
    );
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('Tóquio, Tóquio, Japão');
    await page.clock.pauseAt(INSTANT + 10_000);
    await expect(view.clock).toHaveText('01:05:19');
    await expect(view.greeting).toHaveText('Boa noite!');
    await expect(view.date).toHaveText('segunda-feira, 23 de novembro de 2026');
    await expect(view.dayBar).toHaveAttribute('aria-valuetext', '4,51%');
    await expect(view.worldClock('Nova Iorque').getByTestId('world-clock-day')).toHaveText('dia anterior');
    await expect(view.worldClock('Tóquio').getByTestId('world-clock-day')).toHaveCount(0);
  });

  for (const { direction, jump, minute, dayBar } of [
    { direction: 'forward', jump: 60_000, minute: '06', dayBar: '54,58%' },
    { direction: 'back', jump: -60_000, minute: '04', dayBar: '54,44%' },
  ] as const) {
    test(`follows a jump of the computer's clock ${direction} within one clock tick everywhere`, async ({ page }) => {
      const view = clockPage(page);
      await openAt(page);
      await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
      // 16:05:30 UTC, paused: 16:06 is 30 s of elapsed time away, so only a tick that reads the clock shows it.
      await page.clock.pauseAt(Date.UTC(2026, 10, 22, 16, 5, 30));
      await expect(page.getByTestId('world-clock-time')).toHaveText(['11:05', '13:05', '16:05', '17:05', '00:05', '01:05']);
      await expect(view.dayBar).toHaveAttribute('aria-valuetext', '54,51%');
      // The computer's clock jumps (sleep and resume, a time correction); the page's timers keep their delays.
      await page.clock.setSystemTime(Date.UTC(2026, 10, 22, 16, 5, 30) + jump);
      await page.clock.runFor(500);
      await expect(view.clock).toHaveText(`13:${minute}:30`);
      await expect(page.getByTestId('world-clock-time')).toHaveText(
        ['11', '13', '16', '17', '00', '01'].map((hour) => `${hour}:${minute}`),
      );
      await expect(view.dayBar).toHaveAttribute('aria-valuetext', dayBar);
    });
  }

  test('pauses while the tab is hidden and is right again as soon as it is visible', async ({ page }) => {
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    await page.clock.pauseAt(INSTANT + 10_000);
    await expect(view.clock).toHaveText('13:05:19');
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    // No timer is left to run: five minutes later the hidden page has not moved.
    await page.clock.runFor(5 * 60_000);
    await expect(view.clock).toHaveText('13:05:19');
    await expect(view.worldClock('Londres').getByTestId('world-clock-time')).toHaveText('16:05');
    // Visible again: corrected without waiting for a tick.
    await setVisibility('visible');
    await expect(view.clock).toHaveText('13:10:19');
    await expect(view.worldClock('Londres').getByTestId('world-clock-time')).toHaveText('16:10');
  });

  test('has one h1, sections with headings, labelled progress bars and no live clock announcements', async ({ page }) => {
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Hora Atual']);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Boa tarde!', 'Relógios mundiais', 'Progresso']);
    await expect(page.getByRole('region', { name: 'Relógios mundiais' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Progresso' }).getByRole('progressbar')).toHaveCount(2);
    // The clock changes every second: it must not sit in a live region.
    await expect(view.clock.locator('xpath=ancestor-or-self::*[@aria-live or @role="status" or @role="log" or @role="timer"]')).toHaveCount(0);
    await expect(view.location).toHaveAttribute('aria-live', 'polite');
  });
});

test.describe('fallbacks (spec §3, §4, §8)', () => {
  // The browser is somewhere else than the fake geolocation, so the fallback zone shows.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('falls back to the browser zone when the IP service fails after its retries', async ({ page, fakeServices, consoleErrors }) => {
    fakeServices.override((url) => (url.hostname === 'api.ipify.org' ? 'network-error' : null));
    const view = clockPage(page);
    await openAt(page);
    await expect(view.clock).toHaveText('...');
    await runThroughRetries(page, view.location);
    expect(fakeServices.requests.filter((url) => url.hostname === 'api.ipify.org')).toHaveLength(4);
    expect(fakeServices.requests.filter((url) => url.hostname === 'get.geojs.io')).toHaveLength(0);
    await page.clock.pauseAt(INSTANT + 60_000);
    await expect(view.clock).toHaveText('01:06:09');
    await expect(view.zone).toHaveText('Fuso horário: Asia/Tokyo');
    await expect(view.greeting).toHaveText('Boa noite!');
    await expect(view.date).toHaveText('segunda-feira, 23 de novembro de 2026');
    expect(takeFetchFailures(consoleErrors)).toEqual([expect.stringMatching(FETCH_FAILED)]);
  });

  test('falls back when the geolocation service fails after its retries', async ({ page, fakeServices, consoleErrors }) => {
    fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? { status: 500, body: {} } : null));
    const view = clockPage(page);
    await openAt(page);
    await runThroughRetries(page, view.location);
    expect(fakeServices.requests.filter((url) => url.hostname === 'get.geojs.io')).toHaveLength(4);
    await page.clock.pauseAt(INSTANT + 60_000);
    await expect(view.clock).toHaveText('01:06:09');
    expect(takeFetchFailures(consoleErrors)).toEqual(['Fetch data failed: HTTP 500']);
  });

  for (const timezone of ['Etc/Unknown', '', 'Not/AZone']) {
    test(`falls back at once, without crashing, when the geolocated zone is ${JSON.stringify(timezone)}`, async ({
      page,
      fakeServices,
      consoleErrors,
    }) => {
      fakeServices.override((url) => (url.hostname === 'get.geojs.io' ? { status: 200, body: { ...FAKE_GEO, timezone } } : null));
      const view = clockPage(page);
      await openAt(page);
      await expect(view.location).toHaveText(UNKNOWN_PLACE);
      await page.clock.pauseAt(INSTANT + 10_000);
      await expect(view.clock).toHaveText('01:05:19');
      await expect(view.zone).toHaveText('Fuso horário: Asia/Tokyo');
      await expect(page.getByTestId('world-clock-time')).toHaveCount(6);
      expect(fakeServices.requests.filter((url) => url.hostname === 'get.geojs.io')).toHaveLength(1);
      expect(takeFetchFailures(consoleErrors)).toEqual([
        `Fetch data failed: Geolocation response has an unknown time zone: ${JSON.stringify(timezone)}`,
      ]);
    });
  }

  test('keeps the found zone but shows a placeholder for each missing place field', async ({ page, fakeServices }) => {
    fakeServices.override((url) =>
      url.hostname === 'get.geojs.io' ? { status: 200, body: { timezone: 'America/Sao_Paulo', city: 'Campinas' } } : null,
    );
    const view = clockPage(page);
    await openAt(page);
    await expect(view.location).toHaveText('Campinas, Estado desconhecido, País desconhecido');
    await page.clock.pauseAt(INSTANT + 10_000);
    await expect(view.clock).toHaveText('13:05:19');
  });
});

test.describe('clock page looks and accessibility', () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [375, 1280]) {
      test(`axe finds nothing and nothing overflows (${theme}, ${width} px)`, async ({ page }) => {
        await useStoredSettings(page, { theme, isMenuOpen: width > 720 });
        await page.setViewportSize({ width, height: 900 });
        const view = clockPage(page);
        await openAt(page);
        await expect(view.location).toHaveText('São Paulo, São Paulo, Brazil');
        await expect(view.clock).toHaveText(/^\d\d:\d\d:\d\d$/);
        // The menu label reveal: expectNoAxeViolations waits until every finite animation has ended.
        // The clock keeps running here: axe-core schedules its own timers, which a paused clock would hold back.
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const item of await page.getByTestId('world-clock').all()) {
          const box = await item.boundingBox();
          expect(box?.width ?? 0).toBeGreaterThan(100);
        }
      });
    }
  }

  test('axe finds nothing while locating', async ({ page }) => {
    await page.route('**/v1/ip/geo/**', () => undefined); // never answers
    await openAt(page);
    await expect(clockPage(page).clock).toHaveText('...');
    await expectNoAxeViolations(page);
  });
});
