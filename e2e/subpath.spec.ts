import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUBPATH_URL } from '../playwright.config';
import { repositoryWebUrl } from '../src/config/project';
import { expect, test } from './fixtures';

/**
 * Deploying under a sub-path (README "Deploy"): the production build, served under /projetos/ as GitHub Pages
 * serves a project site, opens every route, deep links included, with every file found and the service worker
 * scoped to the sub-path.
 */
test.use({ baseURL: SUBPATH_URL, serviceWorkers: 'allow' });

const ROUTES = [
  { path: '#/', heading: 'Ordenação e Filtro' },
  { path: '#/pages/filter?sortby=nome&orderby=crescente', heading: 'Ordenação e Filtro' },
  { path: '#/pages/filter?filter=nome&status=%C3%A9&value=an', heading: 'Ordenação e Filtro' },
  { path: '#/pages/gallery', heading: 'Galeria' },
  { path: '#/pages/time', heading: 'Hora Atual' },
  { path: '#/nada', heading: 'Página não encontrada' },
] as const;

test('every route opens as a deep link under /projetos/', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  for (const route of ROUTES) {
    await page.goto(route.path);
    expect(new URL(page.url()).pathname).toBe('/projetos/');
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
  // Navigating through the menu from a deep link.
  await page.goto('#/pages/time');
  await page.getByRole('link', { name: 'Galeria' }).click();
  await expect(page).toHaveURL(`${SUBPATH_URL}#/pages/gallery`);
  expect(missing).toEqual([]);
});

test('the service worker, the manifest and its icons live under /projetos/', async ({ page, request }) => {
  await page.goto('#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordenação e Filtro' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(SUBPATH_URL);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(manifestHref ?? '', SUBPATH_URL).href;
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    lang: string;
    start_url: string;
    icons: { src: string; purpose: string }[];
    theme_color: string;
  };
  expect(manifest.lang).toBe('pt-BR');
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(SUBPATH_URL);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    expect((await request.get(new URL(icon.src, manifestUrl).href)).status(), icon.src).toBe(200);
  }
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(new URL(appleTouch ?? '', SUBPATH_URL).href)).status()).toBe(200);
});

test('the documentation link is package.json repository', async ({ page }) => {
  const packageJson = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    repository: { url: string };
  };
  await page.goto('#/');
  await expect(page.getByRole('link', { name: /Documentação/ })).toHaveAttribute(
    'href',
    process.env.DOCUMENTATION_URL ?? repositoryWebUrl(packageJson.repository),
  );
});

test('share previews and theme colours for both themes', async ({ page }) => {
  await page.goto('#/');
  for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
  }
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\/og-image\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', /^#/);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', /^#/);
});
