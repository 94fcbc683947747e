import { expect, test, useStoredSettings } from './fixtures';

/**
 * `npm run screenshots` (not part of `npm test`): PNGs of every screen in both themes, menu open and collapsed,
 * into screenshots/, to be looked at before an issue is resolved.
 */
const SCREENS = [
  { name: 'table', path: '/#/' },
  { name: 'table-sorted', path: '/#/pages/filter?sortby=idade&orderby=decrescente' },
  { name: 'table-filtered', path: '/#/pages/filter?filter=nome&status=%C3%A9&value=an' },
  { name: 'table-empty', path: '/#/pages/filter?filter=email&status=%C3%A9&value=zzz' },
  { name: 'gallery', path: '/#/pages/gallery' },
  { name: 'clock', path: '/#/pages/time' },
  { name: 'not-found', path: '/#/nada' },
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const isMenuOpen of [true, false]) {
    test(`every screen, ${theme}, menu ${isMenuOpen ? 'open' : 'collapsed'}`, async ({ page }) => {
      await useStoredSettings(page, { theme, isMenuOpen });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/${screen.name}-${theme}-${isMenuOpen ? 'open' : 'collapsed'}.png` });
      }
    });
  }

  test(`table popups and a phone-sized table, ${theme}`, async ({ page }) => {
    await useStoredSettings(page, { theme, isMenuOpen: true });
    await page.goto('/#/pages/filter?sortby=nome&orderby=crescente&filter=nome&status=%C3%A9&value=ma');
    await page.getByRole('button', { name: /Ordernar/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
    await page.screenshot({ path: `screenshots/table-sort-popup-${theme}.png` });
    await page.getByRole('button', { name: /Filtro/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await page.screenshot({ path: `screenshots/table-filter-popup-${theme}.png` });
    await page.getByRole('dialog').getByLabel('Coluna', { exact: true }).selectOption('sexo');
    await page.screenshot({ path: `screenshots/table-filter-popup-sexo-${theme}.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/table-phone-${theme}.png` });
  });

  test(`table print preview (PDF, A4), ${theme}`, async ({ page }) => {
    await useStoredSettings(page, { theme, isMenuOpen: true });
    await page.goto('/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=a');
    await expect(page.getByText(/^Exibindo \d+ de 208 resultados$/)).toBeVisible();
    // Turned into PNG pages with `pdftoppm -png -r 60 screenshots/table-print-<theme>.pdf` to look at.
    await page.pdf({ path: `screenshots/table-print-${theme}.pdf`, format: 'A4' });
  });
}
