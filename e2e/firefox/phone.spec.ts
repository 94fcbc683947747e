import type { Page } from 'puppeteer-core';
import { ALBUM_VIEWER_DIALOG, GALLERY } from '../galleryHelpers';
import { FILTERED_TABLE, PHONE_PAGES, PRAIA, sidewaysOverflow } from '../phoneJourney';
import {
  attributeOf,
  expect,
  expectAttribute,
  expectFocused,
  expectText,
  expectVisible,
  read,
  role,
  styleOf,
  test,
  text,
  useStoredSettings,
  visit,
  xpath,
} from './fixtures';

/**
 * A 375 px phone in Firefox (e2e/phone.spec.ts is the full Chromium suite, at 320, 375 and 414 px): the menu as a
 * modal drawer, no page scrolling sideways, the table in its own scrolling box, the album viewer full screen with a
 * swipe. Only the width is a phone's: WebDriver BiDi in this Firefox has no mobile or touch-screen emulation, so the
 * swipe is Firefox's own touch input on a desktop page.
 */
test.use({ viewport: { width: 375, height: 740 } });

const TOGGLE = 'header button[aria-expanded]';
const storedMenu = (tab: Page) => tab.evaluate(() => window.localStorage.getItem('isMenuOpen'));

async function expectNoSidewaysScroll(tab: Page) {
  expect(await tab.evaluate(sidewaysOverflow)).toBe(0);
}

test('the menu is a modal drawer: collapsed at first, closed by a tap outside, Escape or a chosen page', async ({ tab }) => {
  await visit(tab, '/#/pages/time');
  await expectText(tab, 'h1', 'Hora Atual');
  await expectAttribute(tab, TOGGLE, 'aria-label', 'Amplie o menu');
  await expectAttribute(tab, TOGGLE, 'aria-expanded', 'false');
  expect(await storedMenu(tab)).toBeNull();
  expect(await attributeOf(tab, 'main', 'inert')).toBeNull();

  await tab.locator(TOGGLE).click();
  await expectAttribute(tab, TOGGLE, 'aria-expanded', 'true');
  await expectAttribute(tab, TOGGLE, 'aria-label', 'Reduza o menu');
  await expectFocused(tab, TOGGLE);
  await expectAttribute(tab, 'main', 'inert', '');
  await expect.poll(() => styleOf(tab, 'html', 'overflow')).toBe('hidden');
  // The page behind takes no focus: Tab stays in the drawer (the browser's own UI aside).
  for (let i = 0; i < 8; i += 1) {
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.closest('header') !== null || document.activeElement === document.body)).toBe(true);
  }
  // A tap outside the 260 px drawer closes it; it is the visitor's choice, so it is stored.
  await expectVisible(tab, '[data-testid="menu-backdrop"]');
  await tab.mouse.click(330, 300);
  await expectAttribute(tab, TOGGLE, 'aria-expanded', 'false');
  await expectFocused(tab, TOGGLE);
  expect(await attributeOf(tab, 'main', 'inert')).toBeNull();
  await expect.poll(() => storedMenu(tab)).toBe('false');

  await tab.locator(TOGGLE).click();
  await expect.poll(() => storedMenu(tab)).toBe('true');
  await tab.keyboard.press('Escape');
  await expectAttribute(tab, TOGGLE, 'aria-expanded', 'false');
  await expectFocused(tab, TOGGLE);

  await tab.locator(TOGGLE).click();
  await tab.locator(`${role('navigation', 'Projetos')} ${role('link', 'Galeria')}`).click();
  await expectText(tab, 'h1', 'Galeria');
  await expectAttribute(tab, TOGGLE, 'aria-expanded', 'false');
  await expectFocused(tab, TOGGLE);
});

test('no page scrolls sideways; the table scrolls in its own box and shows there is more', async ({ tab }) => {
  await useStoredSettings(tab, { albums: [PRAIA] });
  for (const [path, heading, content] of PHONE_PAGES) {
    await visit(tab, path);
    await expectText(tab, 'h1', heading);
    await expectVisible(tab, text(content));
    await expectNoSidewaysScroll(tab);
  }
  await visit(tab, FILTERED_TABLE);
  await expectVisible(tab, text('Filtrado por Nome (é) : an'));
  await expectNoSidewaysScroll(tab);
  const frame = '[data-more-right]';
  await expectAttribute(tab, frame, 'data-more-right', 'true');
  await expectAttribute(tab, frame, 'data-more-left', 'false');
  await tab.$eval('div:has(> table)', (scroller) => scroller.scrollBy(10_000, 0));
  await expectAttribute(tab, frame, 'data-more-right', 'false');
  await expectAttribute(tab, frame, 'data-more-left', 'true');
});

test('the album viewer takes the whole screen and a swipe shows the next image', async ({ tab }) => {
  await useStoredSettings(tab, { albums: [PRAIA] });
  await visit(tab, GALLERY);
  const carousel = role('region', 'Álbum principal: Praia');
  // A dot stops the auto-advance (spec §4), so the album opens on image 1 however long the page took to get here.
  await tab.locator(`${carousel} ${role('button', 'Imagem 1 de 3')}`).click();
  await expectVisible(tab, `${carousel} img[alt="Praia – imagem 1 de 3"]`);
  await tab.locator(`${carousel} ${role('button', 'Ampliar álbum')}`).click();
  const viewer = xpath(ALBUM_VIEWER_DIALOG);
  await expectVisible(tab, `${viewer} img[alt="Praia – imagem 1 de 3"]`);
  const box = await read(async () => (await tab.$(viewer))?.boundingBox(), null);
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  // The title (album name and counter) is shown whole.
  const title = await tab.$eval(`${viewer} h2`, (element) => ({
    text: element.textContent,
    fits: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  }));
  expect(title).toEqual({ text: expect.stringMatching(/^Praia\s*1 \/ 3$/) as unknown, fits: true });
  await tab.touchscreen.touchStart(300, 370);
  for (const x of [260, 220, 180, 140, 100]) await tab.touchscreen.touchMove(x, 370);
  await tab.touchscreen.touchEnd();
  await expectVisible(tab, `${viewer} img[alt="Praia – imagem 2 de 3"]`);
});
