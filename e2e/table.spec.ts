import { fakeUser, fakeUsersAnswer } from '../fake-services/fakeServices';
import { expect, expectNoAxeViolations, runClockUntilVisible, test, useStoredSettings } from './fixtures';

const DEEP_LINK = '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an';

const counter = (page: import('@playwright/test').Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);
/** The cells of one column, in display order (data rows only: the empty state and spacers have one cell). */
const columnCells = (page: import('@playwright/test').Page, column: number) => page.locator(`tbody td:nth-child(${column})`);

test.describe('users table (spec §2, §4, §5)', () => {
  test('shows the thinking face, then the users with the counter', async ({ page, fakeServices }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeServices.override(() => null);
    await page.route('https://dummyjson.com/**', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto('/#/');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando usuários…' })).toBeVisible();
    release();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    const table = page.getByRole('table', { name: 'Usuários' });
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Nome', 'Idade', 'Sexo', 'Email', 'Telefone', 'Data de Nasc.']);
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText([
      '1',
      'Ana',
      /^\d+$/,
      'Feminino',
      /@/,
      /^\+\d+ \d{3}-\d{3}-\d{4}$/,
      /^\d{2}\/\d{2}\/\d{4}$/,
    ]);
    expect((await table.boundingBox())?.width).toBeLessThanOrEqual(950);
    expect(fakeServices.requests.some((url) => url.searchParams.get('limit') === '208')).toBe(true);
  });

  test('reads birth dates as calendar dates in a Brazilian time zone', async ({ page, fakeServices }) => {
    fakeServices.override((url) =>
      url.hostname === 'dummyjson.com'
        ? {
            status: 200,
            body: { users: [{ id: 1, firstName: 'Ana', age: 30, gender: 'female', email: 'a@x.test', phone: '+55 1', birthDate: '1996-5-30' }], total: 1, skip: 0, limit: 1 },
          }
        : null,
    );
    await page.goto('/#/');
    await expect(page.getByRole('cell', { name: '30/05/1996' })).toBeVisible();
  });

  test('reproduces a deep link: sorted, filtered, highlighted, summarised', async ({ page }) => {
    await page.goto(DEEP_LINK);
    await expect(page.getByText('Ordenado por Idade em ordem decrescente')).toBeVisible();
    await expect(page.getByText('Filtrado por Nome (é) : an')).toBeVisible();
    await expect(page.getByRole('button', { name: /Ordernar/ }).getByTestId('status-dot')).toBeVisible();
    await expect(page.getByRole('button', { name: /Filtro/ }).getByTestId('status-dot')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Idade' })).toHaveAttribute('aria-sort', 'descending');
    const names = await page.locator('tbody td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/^an/);
    const ages = (await page.locator('tbody td:nth-child(3)').allTextContents()).map(Number);
    expect([...ages].sort((a, b) => b - a)).toEqual(ages);
    await expect(page.locator('tbody mark').first()).toHaveText(/^an$/i);
    await expect(counter(page)).not.toHaveText('Exibindo 208 de 208 resultados');
  });

  test('drops unknown or invalid parameters without error', async ({ page }) => {
    await page.goto('/#/pages/filter?sortby=sexo&orderby=para-cima&filter=data%20de%20nasc.&status=talvez&value=x&foo=%E0%A4%A');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(page.getByRole('button', { name: /Ordernar/ }).getByTestId('status-dot')).toHaveCount(0);
    await expect(page.getByText(/Ordenado por|Filtrado por/)).toHaveCount(0);
  });

  test('sorts through the popup by mouse, with Back and Forward restoring each committed state', async ({ page }) => {
    await page.goto('/#/');
    await expect(counter(page)).toBeVisible();
    await page.getByRole('button', { name: 'Ordernar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ordenar' });
    await dialog.getByLabel('Coluna').selectOption('data de nasc.');
    await dialog.getByLabel('Ordernar por').selectOption('crescente');
    await expect(page).toHaveURL(/#\/\?sortby=data\+de\+nasc\.&orderby=crescente$/);
    await expect(page.getByText('Ordenado por Data de Nasc. em ordem crescente')).toBeVisible();
    const years = (await page.locator('tbody td:nth-child(7)').allTextContents()).map((d) =>
      d.split('/').reverse().join(''),
    );
    expect([...years].sort()).toEqual(years);
    await dialog.getByLabel('Ordernar por').selectOption('decrescente');
    await expect(page.getByRole('columnheader', { name: 'Data de Nasc.' })).toHaveAttribute('aria-sort', 'descending');
    await page.goBack();
    await expect(page).toHaveURL(/orderby=crescente$/);
    await expect(page.getByRole('columnheader', { name: 'Data de Nasc.' })).toHaveAttribute('aria-sort', 'ascending');
    await page.goForward();
    await expect(page).toHaveURL(/orderby=decrescente$/);
    await dialog.getByRole('button', { name: 'Resetar' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByText(/Ordenado por/)).toHaveCount(0);
  });

  test('sorts names with pt-BR collation', async ({ page }) => {
    await page.goto('/#/?sortby=nome&orderby=crescente');
    await expect(page.getByText('Ordenado por Nome em ordem crescente')).toBeVisible();
    // The expected order is computed from what the page shows, so the text is read once, then compared.
    // eslint-disable-next-line playwright/prefer-web-first-assertions
    const names = await page.locator('tbody td:nth-child(2)').allTextContents();
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    expect(names[0]).toBe('Ana');
  });

  test('filters by keyboard alone; typing replaces the history entry', async ({ page }) => {
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    const filterButton = page.getByRole('button', { name: 'Filtro' });
    await filterButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filtrar' });
    await expect(dialog.getByLabel('Coluna')).toBeFocused();
    await dialog.getByLabel('Coluna').selectOption('nome'); // keyboard-operable native select
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Status')).toBeFocused();
    await dialog.getByLabel('Status').selectOption('é');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Valor')).toBeFocused();
    // The chosen status reaches the URL a few frames after the pick (a new history entry of its own); counted from
    // there, typing must add none. Read earlier, the count raced that write (about one run in twenty).
    await expect(page).toHaveURL(/status=%C3%A9$/);
    const historyBefore = await page.evaluate(() => history.length);
    await page.keyboard.type('jose', { delay: 20 });
    await expect(page).toHaveURL(/value=jose$/);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect(page.locator('tbody td:nth-child(2)').first()).toHaveText('José');
    await expect(page.locator('tbody mark').first()).toHaveText('José');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(filterButton).toBeFocused();
  });

  test('limits the value to 27 characters and treats it as text, not a pattern', async ({ page }) => {
    await page.goto('/#/?filter=email&status=%C3%A9');
    await page.getByRole('button', { name: 'Filtro' }).click();
    const input = page.getByRole('dialog').getByLabel('Valor');
    // The input keeps 27 characters; the 13 `*` among them cannot match any column and are stripped.
    await input.fill('.*'.repeat(20));
    await expect(input).toHaveValue('.'.repeat(14));
    await input.fill('a'.repeat(40));
    await expect(input).toHaveValue('a'.repeat(27));
    await expect(page.getByText('-- Sem valores --')).toBeVisible();
  });

  test('inverts with "Não É" and highlights nothing', async ({ page }) => {
    await page.goto('/#/?filter=nome&status=n%C3%A3o+%C3%A9&value=an');
    await expect(page.getByText('Filtrado por Nome (não é) : an')).toBeVisible();
    await expect(page.locator('tbody mark')).toHaveCount(0);
    const names = await page.locator('tbody td:nth-child(2)').allTextContents();
    for (const name of names) expect(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).not.toMatch(/^an/);
  });

  test('filters Sexo with two buttons and no status; phone by prefix without its first character', async ({ page }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Filtro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar' });
    await dialog.getByLabel('Coluna').selectOption('sexo');
    await expect(dialog.getByLabel('Status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Masculino' }).click();
    await expect(page).toHaveURL(/filter=sexo&value=masculino$/);
    await expect(page.locator('tbody td:nth-child(4)').first()).toHaveText('Masculino');
    await expect(page.locator('tbody td:nth-child(4)', { hasText: 'Feminino' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/#/?filter=telefone&status=%C3%A9&value=81');
    await expect(page.getByText('Filtrado por Telefone (é) : 81')).toBeVisible();
    const phones = await page.locator('tbody td:nth-child(6)').allTextContents();
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone.startsWith('+81')).toBe(true);
    await expect(page.locator('tbody mark').first()).toHaveText('81');
  });

  test('shows the empty state and clears the filter from it', async ({ page }) => {
    await page.goto('/#/?filter=id&status=%C3%A9&value=99999');
    await expect(page.getByText('-- Sem valores --')).toBeVisible();
    await expect(counter(page)).toHaveText('Exibindo 0 de 208 resultados');
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  });

  test('closes popups on an outside click; Back inside the filter popup goes to /', async ({ page }) => {
    await page.goto('/#/pages/filter?sortby=id&orderby=crescente');
    await page.getByRole('button', { name: /Ordernar/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/#/pages/time');
    await page.goto('/#/pages/filter?sortby=id&orderby=decrescente');
    await page.getByRole('button', { name: /Filtro/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Forward inside the filter popup is followed, not taken for Back', async ({ page }) => {
    await page.goto('/#/pages/filter?sortby=id&orderby=decrescente');
    // The second address is followed once the page shows, as a visitor would: a hash set while the document is still
    // loading replaces its history entry (HTML's rule), and Back would then leave the site (one run in ~300 on CI).
    await expect(page.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'descending');
    await page.goto('/#/pages/filter?sortby=nome&orderby=crescente');
    await expect(page.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(page.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: /Filtro/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/#\/pages\/filter\?sortby=nome&orderby=crescente$/);
    await expect(page.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a hash typed in the address bar while the filter popup is open is followed, not taken for Back', async ({ page }) => {
    await page.goto('/#/pages/filter?sortby=id&orderby=decrescente');
    await page.getByRole('button', { name: /Filtro/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
    await page.goto('/#/pages/time');
    await expect(page.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/time$/);
  });

  test('fails after the retries with a message and a working "Tentar novamente"', async ({ page, fakeServices, consoleErrors }) => {
    let failing = true;
    fakeServices.override((url) => (url.hostname === 'dummyjson.com' && failing ? { status: 500, body: {} } : null));
    await page.clock.install();
    await page.goto('/#/');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando usuários…' })).toBeVisible();
    // Back-off waits of 1 s, 2 s and 4 s: step the fake clock while each real request completes.
    const message = page.getByText('Não foi possível carregar os usuários.');
    await runClockUntilVisible(page, message);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Ordernar/ })).toHaveCount(0);
    expect(fakeServices.requests.filter((url) => url.hostname === 'dummyjson.com')).toHaveLength(4);
    expect(consoleErrors.filter((text) => text === 'Fetch data failed: HTTP 500')).toHaveLength(1);
    // The rest are the browser's own "Failed to load resource" lines for the four 500s.
    expect(consoleErrors).toHaveLength(5);
    consoleErrors.length = 0;
    failing = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
  });

  test('holds every one of the 208 users in the document, for find-in-page, print and table navigation', async ({ page }) => {
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    const table = page.getByRole('table', { name: 'Usuários' });
    // Header row plus 208 rows, with no scrolling: the last user is already in the document.
    await expect(table.getByRole('row')).toHaveCount(209);
    await expect(table.locator('tbody tr').last().locator('td').first()).toHaveText('208');
    await expect(table).not.toHaveAttribute('aria-rowcount');
    // What find-in-page searches: the text of the whole document.
    const text = await page.evaluate(() => document.body.innerText);
    const last = fakeUser(208);
    expect(text).toContain(`208\t${last.firstName}\t${last.age}`);
    expect(text).toContain(last.email);
    expect(text.match(/@/g)?.length ?? 0).toBe(208);
    // Sorting moves the rows, still all of them.
    await page.goto('/#/pages/filter?sortby=id&orderby=decrescente');
    await expect(columnCells(page, 1).first()).toHaveText('208');
    await expect(columnCells(page, 1)).toHaveCount(208);
  });

  test('sorts nome, idade and data de nasc. descending for any orderby but crescente (spec §4)', async ({ page }) => {
    await page.goto('/#/pages/filter?sortby=idade&orderby=xyz');
    await expect(page.getByText('Ordenado por Idade em ordem decrescente')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Idade' })).toHaveAttribute('aria-sort', 'descending');
    const ages = (await columnCells(page, 3).allTextContents()).map(Number);
    expect(ages).toHaveLength(208);
    expect([...ages].sort((a, b) => b - a)).toEqual(ages);
    expect(ages[0]).toBeGreaterThan(ages[207] ?? 0);

    await page.goto('/#/pages/filter?sortby=nome&orderby=1');
    await expect(page.getByText('Ordenado por Nome em ordem decrescente')).toBeVisible();
    const names = await columnCells(page, 2).allTextContents();
    expect([...names].sort((a, b) => b.localeCompare(a, 'pt-BR'))).toEqual(names);

    // Only id needs exactly crescente or decrescente: anything else sorts nothing.
    await page.goto('/#/pages/filter?sortby=id&orderby=xyz');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(page.getByText(/^Ordenado por/)).toHaveCount(0);
    await expect(columnCells(page, 1).first()).toHaveText('1');
  });

  test('ignores Masculino without a status, on any column, and keeps other values (spec §5)', async ({ page }) => {
    await page.goto('/#/pages/filter?filter=nome&value=Masculino');
    await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
    await expect(page.getByText(/^Filtrado por/)).toHaveCount(0);
    await page.goto('/#/pages/filter?filter=nome&value=em');
    await expect(counter(page)).not.toHaveText('Exibindo 208 de 208 resultados');
    const names = await columnCells(page, 2).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/^em/);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`prints the whole table with the toolbar, dark on white, without the menu (${theme})`, async ({ page }) => {
      await useStoredSettings(page, { theme });
      await page.goto(DEEP_LINK.replace('&filter=nome&status=%C3%A9&value=an', ''));
      await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Projetos' })).toBeHidden();
      await expect(page.getByRole('button', { name: /Ordernar/ })).toBeVisible();
      await expect(page.getByText('Ordenado por Idade em ordem decrescente')).toBeVisible();
      await expect(counter(page)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(209);
      const colours = await page.evaluate(() => {
        const cell = document.querySelector('tbody td') as HTMLElement;
        return { cell: getComputedStyle(cell).color, body: getComputedStyle(document.body).backgroundColor };
      });
      expect(colours).toEqual({ cell: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' });
      // An A4 sheet with the default margins is about 720 CSS px wide: every column fits, nothing is cut off.
      await page.setViewportSize({ width: 720, height: 1000 });
      const table = await page.getByRole('table').boundingBox();
      expect((table?.x ?? 0) + (table?.width ?? Infinity)).toBeLessThanOrEqual(720);
      const fits = await page.evaluate(() => {
        const scroller = document.querySelector('table')?.parentElement as HTMLElement;
        return scroller.scrollWidth <= scroller.clientWidth;
      });
      expect(fits).toBe(true);
    });
  }

  test('never holds 10 000 rows in the DOM', async ({ page, fakeServices }) => {
    fakeServices.override((url) => (url.hostname === 'dummyjson.com' ? { status: 200, body: fakeUsersAnswer('10000') } : null));
    await page.goto('/#/');
    await expect(counter(page)).toHaveText('Exibindo 10000 de 10000 resultados');
    expect(await page.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);
    await page.mouse.wheel(0, 44 * 5000);
    await expect(page.locator('tbody tr[aria-rowindex="5002"]')).toBeAttached();
    expect(await page.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violations with each popup open (${theme})`, async ({ page }) => {
      await useStoredSettings(page, { theme });
      await page.goto(DEEP_LINK);
      await expect(counter(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Ordernar/ }).click();
      await expect(page.getByRole('dialog', { name: 'Ordenar' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Filtro/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filtrar' })).toBeVisible();
      await expectNoAxeViolations(page);
      // A value just pressed, the pointer still over it: its label keeps its contrast (the hover colour once hid it).
      await page.getByRole('dialog').getByLabel('Coluna', { exact: true }).selectOption('sexo');
      const feminino = page.getByRole('dialog').getByRole('button', { name: 'Feminino' });
      await feminino.click();
      await expect(feminino).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
    });
  }
});
