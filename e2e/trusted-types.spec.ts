import type { Page } from '@playwright/test';
import { TRUSTED_TYPES_POLICIES } from '../src/config/trustedTypes';
import { expect, test } from './fixtures';
import { fixturePath, GALLERY, handleDialogs, IMG, serveImages } from './galleryHelpers';

/**
 * Trusted Types (docs/DECISIONS.md, "Trusted Types"): the Content-Security-Policy requires them for every script sink
 * and names only the app's own policies, so no string a visitor, a backup file or a service gives can become markup
 * or script. Chromium enforces them; the fixtures fail any test on a `securitypolicyviolation` (or a console error),
 * so each test of the suite also checks that what it does needs no string in a sink. Firefox: e2e/firefox/.
 */

const counter = (page: Page) => page.getByText(/^Exibindo \d+ de \d+ resultados$/);

/** What each sink does with a plain string in the page: the error's name, or 'written' where it took it. */
async function sinksGivenStrings(page: Page) {
  return page.evaluate(() => {
    const attempt = (write: () => void) => {
      try {
        write();
        return 'written';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    };
    return {
      innerHTML: attempt(() => {
        document.createElement('div').innerHTML = '<b>x</b>';
      }),
      insertAdjacentHTML: attempt(() => document.body.insertAdjacentHTML('beforeend', '<b>x</b>')),
      scriptSrc: attempt(() => {
        document.createElement('script').src = 'https://evil.example/x.js';
      }),
      scriptText: attempt(() => {
        document.createElement('script').textContent = 'alert(1)';
      }),
      policyOfOurOwnName: attempt(() => window.trustedTypes?.createPolicy('other', { createScriptURL: (url) => url })),
    };
  });
}

test('the policy requires Trusted Types and names only the app\'s policies', async ({ page, cspViolations, consoleErrors }) => {
  await page.goto('/#/');
  await expect(counter(page)).toBeVisible();
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  const directives = policy.split(';').map((directive) => directive.trim());
  expect(directives).toContain("require-trusted-types-for 'script'");
  expect(directives.filter((directive) => directive.startsWith('trusted-types'))).toEqual([
    `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}`,
  ]);
  expect(await sinksGivenStrings(page)).toEqual({
    innerHTML: 'TypeError',
    insertAdjacentHTML: 'TypeError',
    scriptSrc: 'TypeError',
    scriptText: 'TypeError',
    policyOfOurOwnName: 'TypeError',
  });
  // Those refusals are reported, as they should be (the journey below must raise none): one violation and one console
  // line each.
  await expect.poll(() => cspViolations.length).toBe(5);
  expect(cspViolations.every((line) => /^(require-trusted-types-for|trusted-types) blocked /.test(line))).toBe(true);
  cspViolations.length = 0;
  expect(consoleErrors).toHaveLength(5);
  expect(consoleErrors.every((line) => /requires 'Trusted(HTML|Script|ScriptURL)' assignment|Creating a TrustedTypePolicy named 'other'/.test(line))).toBe(true);
  consoleErrors.length = 0;
});

test.describe('a journey through the whole app raises no policy violation', () => {
  test.use({ serviceWorkers: 'allow' });

  test('every page, both popups, the gallery editor, an import and the offline path', async ({
    page,
    fakeServices,
    consoleErrors,
    cspViolations,
  }) => {
    test.setTimeout(90_000);
    await serveImages(page.context());
    const dialogs = handleDialogs(page);

    await test.step('the table, its sort and filter popups', async () => {
      await page.goto('/#/');
      await expect(counter(page)).toHaveText('Exibindo 208 de 208 resultados');
      await page.getByRole('button', { name: /Ordernar/ }).click();
      const sort = page.getByRole('dialog', { name: 'Ordenar' });
      await sort.getByLabel('Coluna', { exact: true }).selectOption('idade');
      await expect(page).toHaveURL(/sortby=idade/);
      await page.getByRole('button', { name: /Filtro/ }).click();
      const filter = page.getByRole('dialog', { name: 'Filtrar' });
      await filter.getByLabel('Coluna', { exact: true }).selectOption('nome');
      await expect(page).toHaveURL(/filter=nome/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('the gallery editor: an upload and a URL, saved', async () => {
      // The menu loads the gallery's chunk through webpack's policy.
      await page.getByRole('link', { name: 'Galeria' }).click();
      await expect(page).toHaveURL(new RegExp(`${GALLERY.replace(/[?#/]/g, '\\$&')}$`));
      await page.getByRole('button', { name: 'Criar novo álbum' }).click();
      const editor = page.getByRole('dialog', { name: 'Novo álbum' });
      await editor.getByLabel('Título').fill('<img src=x>');
      await editor.getByLabel('Enviar arquivos').setInputFiles(fixturePath('sunset.jpg'));
      dialogs.answer(IMG('ocean.jpg'));
      await editor.getByRole('button', { name: 'Adicionar por URL' }).click();
      await expect(editor.getByRole('button', { name: /imagem \d de 2/ })).toHaveCount(2);
      await editor.getByRole('button', { name: 'Adicionar Novo Álbum' }).click();
      await expect(page.getByRole('button', { name: '<img src=x>', exact: true })).toBeVisible();
    });

    await test.step('an import of a backup file', async () => {
      const backup = page.getByRole('region', { name: 'Cópia de segurança' });
      // A title that looks like markup stays text.
      const file = [{ id: 1_700_000_000_002, title: '<script>', images: [IMG('dunes.jpg')], isMain: false }];
      await backup.getByLabel('Importar álbuns').setInputFiles({
        name: 'albuns.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await expect(backup.getByRole('status')).toHaveText('1 álbum importado.');
      await expect(page.getByRole('button', { name: '<script>', exact: true })).toBeVisible();
    });

    await test.step('the clock', async () => {
      await page.getByRole('link', { name: 'Hora Atual' }).click();
      await expect(page.getByText('São Paulo, São Paulo, Brazil')).toBeVisible();
    });

    await test.step('offline: the service worker, then every page reloaded without a network', async () => {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      fakeServices.override(() => 'network-error');
      await page.context().setOffline(true);
      for (const [path, shown] of [
        ['/#/', counter(page)],
        [GALLERY, page.getByRole('button', { name: '<script>', exact: true })],
        ['/#/pages/time', page.getByRole('heading', { name: 'Hora Atual', level: 1 })],
      ] as const) {
        await page.goto(path);
        await expect(shown).toBeVisible();
      }
      await page.context().setOffline(false);
      // The offline reloads' own lines: failed requests and spec §8's log of a failed fetch.
      const unexpected = consoleErrors.filter((line) => !/^Failed to load resource|^Fetch data failed: /.test(line));
      expect(unexpected).toEqual([]);
      consoleErrors.length = 0;
    });

    expect(cspViolations).toEqual([]);
  });
});
