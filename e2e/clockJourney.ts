import { expect } from '@playwright/test';

/**
 * What the Firefox and WebKit clock journeys expect (e2e/clock.spec.ts is the full Chromium suite). 2026-11-22
 * 16:05:00.250 UTC: 13:05 in São Paulo; 01:05 on Monday the 23rd in Tokyo and 00:05 in Hong Kong. The assertions hold
 * for the whole hour that follows, however slow the machine.
 */
export const CLOCK_INSTANT = Date.UTC(2026, 10, 22, 16, 5, 0, 250);

export const CITIES = ['Nova Iorque', 'São Paulo', 'Londres', 'Paris', 'Hong Kong', 'Tóquio'];
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
export interface WorldSnapshot {
  clock: string | null;
  clocks: Array<Array<string | null>>;
}

/** Runs in the page (self-contained): reads a WorldSnapshot from the world clock items. */
export function readWorldSnapshot(items: Element[]): WorldSnapshot {
  const text = (node: Element | null) => node?.textContent ?? null;
  return {
    clock: text(document.querySelector('[data-testid="live-clock"]')),
    clocks: items.map((item) => [
      text(item.querySelector('h3')),
      text(item.querySelector('[data-testid="world-clock-time"]')),
      text(item.querySelector('[data-testid="world-clock-offset"]')),
      text(item.querySelector('[data-testid="world-clock-day"]')),
    ]),
  };
}

/** Runs in the page (self-contained): the next `wanted` texts the live clock shows, each as it changes. */
export function nextClockTexts(wanted: number): Promise<string[]> {
  return new Promise((resolve) => {
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
  });
}

/** Waits until the world clocks, in order, show their hour, offset and day at the minute the live clock shows. */
export async function expectWorldClocks(snapshot: () => Promise<WorldSnapshot | null>): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await snapshot();
      const minute = shown?.clock?.slice(3, 5);
      return shown?.clocks.map(([city, time, offset, day]) => [city, time?.slice(0, 2), time?.slice(2) === `:${minute}`, offset, day]);
    })
    .toEqual(CITIES.map((city, index) => [city, WORLD[index]?.[0], true, WORLD[index]?.[1], WORLD[index]?.[2]]));
}

/** Each change of the live clock shows a later second, in the hour 13 of São Paulo. */
export function expectTicking(ticks: string[]): void {
  const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  for (const tick of ticks) expect(tick).toMatch(/^13:\d\d:\d\d$/);
  const steps = ticks.slice(1).map((tick, index) => seconds(tick) - seconds(ticks[index] ?? ''));
  expect(steps.every((step) => step > 0)).toBe(true);
}
