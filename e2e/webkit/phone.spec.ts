import { FILTERED_TABLE, PHONE_PAGES, PRAIA, sidewaysOverflow } from '../phoneJourney';
import { Key, css, expect, link, test, text, type Tab } from './fixtures';

/**
 * The phone layout in WebKit (e2e/phone.spec.ts is the full Chromium suite): the menu as a modal drawer, no page
 * scrolling sideways, the table in its own scrolling box. MiniBrowser's narrowest window, about 450 px, still gets
 * the phone layout (up to 719 px). It has no touch input, so the album viewer's swipe is not driven here.
 */
test.use({ webkitWindow: { width: 375, height: 740 } });

const TOGGLE = css('header button[aria-expanded]');
const NAV = '//nav[@aria-label="Projetos"]';

const storedMenu = (tab: Tab) => tab.evaluate(() => window.localStorage.getItem('isMenuOpen'));
const focusInMenu = (tab: Tab) =>
  tab.evaluate(() => document.activeElement?.closest('header') !== null || document.activeElement === document.body);

async function expectNoSidewaysScroll(tab: Tab) {
  expect(await tab.evaluate(sidewaysOverflow)).toBe(0);
}

test('the menu is a modal drawer: collapsed at first, closed by a tap outside, Escape or a chosen page', async ({ tab }) => {
  await tab.visit('/#/pages/time');
  await tab.expectText(css('h1'), 'Hora Atual');
  // Collapsed with no stored choice: the phone's default, which a desktop window would not give.
  await tab.expectAttribute(TOGGLE, 'aria-label', 'Amplie o menu');
  await tab.expectAttribute(TOGGLE, 'aria-expanded', 'false');
  expect(await storedMenu(tab)).toBeNull();
  expect(await tab.attributeOf(css('main'), 'inert')).toBeNull();

  await tab.click(TOGGLE);
  await tab.expectAttribute(TOGGLE, 'aria-expanded', 'true');
  await tab.expectAttribute(TOGGLE, 'aria-label', 'Reduza o menu');
  await tab.expectFocused(TOGGLE);
  await tab.expectAttribute(css('main'), 'inert', '');
  await expect.poll(() => tab.styleOf(css('html'), 'overflow')).toBe('hidden');
  // The page behind takes no focus: Tab stays in the drawer (the browser's own UI aside).
  for (let i = 0; i < 8; i += 1) {
    await tab.press(Key.TAB);
    expect(await focusInMenu(tab)).toBe(true);
  }
  // A tap outside the 260 px drawer closes it; it is the visitor's choice, so it is stored.
  await tab.expectVisible(css('[data-testid="menu-backdrop"]'));
  const width = await tab.evaluate(() => window.innerWidth);
  await tab.driver.actions().move({ x: width - 20, y: 300 }).click().perform();
  await tab.expectAttribute(TOGGLE, 'aria-expanded', 'false');
  await tab.expectFocused(TOGGLE);
  expect(await tab.attributeOf(css('main'), 'inert')).toBeNull();
  await expect.poll(() => storedMenu(tab)).toBe('false');

  await tab.click(TOGGLE);
  await expect.poll(() => storedMenu(tab)).toBe('true');
  await tab.press(Key.ESCAPE);
  await tab.expectAttribute(TOGGLE, 'aria-expanded', 'false');
  await tab.expectFocused(TOGGLE);

  await tab.click(TOGGLE);
  await tab.click(link('Galeria', NAV));
  await tab.expectText(css('h1'), 'Galeria');
  await tab.expectAttribute(TOGGLE, 'aria-expanded', 'false');
  await tab.expectFocused(TOGGLE);
});

test('no page scrolls sideways; the table scrolls in its own box and shows there is more', async ({ tab }) => {
  tab.use({ storage: { albums: [PRAIA] } });
  for (const [path, heading, content] of PHONE_PAGES) {
    await tab.visit(path);
    await tab.expectText(css('h1'), heading);
    await tab.expectVisible(text(content));
    await expectNoSidewaysScroll(tab);
  }
  await tab.visit(FILTERED_TABLE);
  await tab.expectVisible(text('Filtrado por Nome (é) : an'));
  await expectNoSidewaysScroll(tab);
  const frame = css('[data-more-right]');
  await tab.expectAttribute(frame, 'data-more-right', 'true');
  await tab.expectAttribute(frame, 'data-more-left', 'false');
  await tab.read(css('div:has(> table)'), (elements) => elements[0]?.scrollBy(10_000, 0), undefined);
  await tab.expectAttribute(frame, 'data-more-right', 'false');
  await tab.expectAttribute(frame, 'data-more-left', 'true');
});
