import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { fakeAnswerFor } from '../fake-services/fakeServices';
import { AXE_EXCLUDE, AXE_TAGS, animationsSettled, axeViolations } from './axeScope';

/** The hosts of the three public services (spec §7); the production build calls them and the tests fake them. */
export const SERVICE_HOSTS = ['dummyjson.com', 'api.ipify.org', 'get.geojs.io'] as const;

/** An answer, a network error, `hang` (the request is never answered), or null for the fake's answer. */
export type ServiceOverride = (url: URL) => { status: number; body: unknown } | 'network-error' | 'hang' | null;

export interface FakeServices {
  /** Replace the fake's answers (return null to fall back to the fake). */
  override(handler: ServiceOverride): void;
  /** Every service request made so far. */
  readonly requests: URL[];
}

/** Routes the three real service hosts to the shared fake (fake-services/). */
export async function installFakeServices(context: BrowserContext): Promise<FakeServices> {
  let override: ServiceOverride = () => null;
  const requests: URL[] = [];
  await context.route(
    (url) => SERVICE_HOSTS.some((host) => url.hostname === host),
    async (route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      const custom = override(url);
      if (custom === 'network-error') {
        await route.abort('internetdisconnected');
        return;
      }
      if (custom === 'hang') return; // never fulfilled: the page waits until its own timeout
      const answer = custom ?? fakeAnswerFor(url);
      if (!answer) {
        await route.fulfill({ status: 404, json: { message: 'Not found' } });
        return;
      }
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(answer.body),
      });
    },
  );
  return {
    override(handler) {
      override = handler;
    },
    requests,
  };
}

interface Fixtures {
  fakeServices: FakeServices;
  /** Console errors and uncaught exceptions; the test fails if any is left unexpected. */
  consoleErrors: string[];
  /** Content-Security-Policy violations (index.html's policy): the test fails if there is any. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  fakeServices: async ({ context }, use) => {
    await use(await installFakeServices(context));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser's "Failed to load resource" names no resource: its URL says which request failed.
        const { url } = message.location();
        errors.push(message.text().startsWith('Failed to load resource') && url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'no unexpected console error').toEqual([]);
    },
    { auto: true },
  ],
  // The whole suite runs under the app's Content-Security-Policy (index.html): any `securitypolicyviolation` fails it.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, 'no Content-Security-Policy violation').toEqual([]);
    },
    { auto: true },
  ],
  // Every test talks to the fake, never to the internet.
  page: async ({ page, fakeServices }, use) => {
    void fakeServices;
    await use(page);
  },
});

export { expect };

/** axe-core with the WCAG 2.x A/AA rules and best practices (axeScope.ts), as the Firefox suite runs it. */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(animationsSettled);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  expect(await page.evaluate(axeViolations, { tags: AXE_TAGS, exclude: AXE_EXCLUDE })).toEqual([]);
}

/**
 * Fixes the page's `Date` at one instant (a Thursday afternoon in São Paulo, the browsers' zone), the same for every
 * picture the project draws (`npm run screenshots`, `npm run docs:images`): the clock page's time, date, greeting,
 * world clocks and progress bars are the same in every run, so two runs of one build give the same pixels. Timers
 * run as usual.
 */
export async function fixPictureInstant(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-26T15:04:05-03:00'));
}

/**
 * Waits until the page looks the way it will stay, for a screenshot or a measurement: every finite CSS animation and
 * transition has finished (the menu labels' reveal, the theme's colour transition, the drawer's width; a finished one
 * may start the next, so it looks again after each), every image has been decoded and the fonts are loaded, then two
 * frames are drawn. Infinite animations (the loading spinner, the thinking face) never finish and are left running.
 */
export async function settledForPicture(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // A frame first: what the last action changed reaches the styles, and so starts its transitions.
    await frame();
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) break;
      // A replaced transition is cancelled, which rejects `finished`: it is looked at again on the next turn.
      await Promise.allSettled(running.map((animation) => animation.finished));
      await frame();
    }
    await Promise.allSettled([...document.images].filter((image) => !image.complete).map((image) => image.decode()));
    await document.fonts.ready;
    await frame();
    await frame();
  });
}

/**
 * With `page.clock.install()`: steps the page's clock a second at a time until `target` is visible. For back-off waits
 * (spec §8: 1 s, 2 s, 4 s), each of which starts only once a real request has failed, so the test cannot know when the
 * next timer exists: a step made before it exists only moves the time, and the next poll steps again.
 */
export async function runClockUntilVisible(page: Page, target: Locator, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.clock.runFor(1000);
        return target.isVisible();
      },
      { timeout, message: 'stepping the clock until it shows' },
    )
    .toBe(true);
}

/** Sets the stored theme before the app loads. */
export async function useStoredSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((values) => {
    if (window.sessionStorage.getItem('__seeded')) return;
    window.sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, JSON.stringify(value));
  }, settings);
}
