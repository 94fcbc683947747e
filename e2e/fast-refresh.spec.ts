import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_SERVER_START_TIMEOUT, startDevServer, type DevServer } from './devServer';
import { expect, test } from './fixtures';

/**
 * React Fast Refresh under `npm start` (webpack.config.ts: swc's `refresh` transform and ReactRefreshPlugin, on
 * under `webpack serve` with hot updates): editing a component's file updates the open page in place, without a
 * reload and without losing the components' own state.
 *
 * The edit needs a hot dev server of its own (playwright.config.ts's one runs with `--no-hot`, for the DevTools
 * test) and a file to edit that is not the real source: the server runs from a temporary copy of everything
 * webpack.config.ts reads (src/, build/, fake-services/, public/, package.json, and tsconfig.json, where ts-node, which
 * loads the TypeScript config, finds its CommonJS settings from the working directory), with node_modules linked.
 */

const REPO = path.resolve(__dirname, '..');
const COPIED = ['src', 'build', 'fake-services', 'public', 'webpack.config.ts', 'package.json', 'tsconfig.json'];
/** The edited file and text: the filter popup's title, a component that holds state of its own (the typed value). */
const EDITED_FILE = 'src/features/table/components/FilterPopup.tsx';
const BEFORE = '<h2 id={titleId}>Filtrar</h2>';
const AFTER = '<h2 id={titleId}>Filtrar (editado)</h2>';

test.describe('React Fast Refresh under npm start', () => {
  let dir: string | undefined;
  let server: DevServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(DEV_SERVER_START_TIMEOUT + 30_000);
    dir = mkdtempSync(path.join(tmpdir(), 'fast-refresh-'));
    for (const name of COPIED) cpSync(path.join(REPO, name), path.join(dir, name), { recursive: true });
    symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    server = await startDevServer({ cwd: dir, hot: true });
  });

  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('webpack serve output', { body: server.output.join('') });
    }
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('an edited component updates in place: no reload, its state and its parent’s kept', async ({ page }) => {
    test.setTimeout(90_000);
    // The dev server's socket messages: the edit must come after the page has connected, or its update is missed.
    const socketMessages: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => socketMessages.push(String(frame.payload))));

    await page.goto(`${server?.url}/#/?filter=nome&status=%C3%A9`);
    await expect(page.getByText(/^Exibindo \d+ de \d+ resultados$/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => socketMessages.some((message) => /"type":"(still-)?ok"/.test(message))).toBe(true);

    // State a reload or a remount would lose: the popup open (the toolbar's useState) and a typed value with a
    // trailing space, which only the popup's own draft holds (the URL gets it trimmed, and a new popup starts
    // from the URL). The markers on the window and on the dialog's element show no reload and no remount.
    await page.getByRole('button', { name: 'Filtro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar' });
    await dialog.getByLabel('Valor').fill('an ');
    await expect(page).toHaveURL(/value=an$/);
    await expect(dialog.getByLabel('Valor')).toHaveValue('an ');
    await page.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });
    await dialog.evaluate((element) => {
      (element as HTMLElement & { __beforeEdit?: boolean }).__beforeEdit = true;
    });

    const file = path.join(dir!, EDITED_FILE);
    const source = readFileSync(file, 'utf8');
    expect(source.split(BEFORE), `${EDITED_FILE} has the title once`).toHaveLength(2);
    writeFileSync(file, source.replace(BEFORE, AFTER));

    // Rebuilt and sent (a rebuild on two cores takes a few seconds): either applied in place, or, had Fast Refresh
    // given up, the page reloaded (the popup then closes, so waiting for the new title alone would only time out).
    await expect
      .poll(
        () =>
          page.evaluate(
            (title) =>
              (window as unknown as { __noReload?: boolean }).__noReload !== true ||
              document.querySelector('[role="dialog"] h2')?.textContent === title,
            'Filtrar (editado)',
          ),
        { message: 'the edit reaches the page', timeout: 60_000 },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), 'no reload').toBe(true);
    const edited = page.getByRole('dialog', { name: 'Filtrar (editado)' });
    await expect(edited.getByRole('heading')).toHaveText('Filtrar (editado)');
    expect(
      await edited.evaluate((element) => (element as HTMLElement & { __beforeEdit?: boolean }).__beforeEdit),
      'the same dialog element (not remounted)',
    ).toBe(true);
    await expect(edited.getByLabel('Valor')).toHaveValue('an ');
    await expect(page).toHaveURL(/filter=nome&status=%C3%A9&value=an$/);
  });
});
