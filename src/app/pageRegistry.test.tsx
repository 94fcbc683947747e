/**
 * The page registry drives every place a page shows (docs/ARCHITECTURE.md, "Adding a page"). A fourth page, added
 * only where the recipe says (an entry in app/pages.tsx PAGES), gets its routes,
 * its menu entry with its icon, its document title, index.html's early requests and its place in the
 * prerendered first paint; the other pages keep theirs. (What the real pages are is the spec's, pinned by
 * shell.test.tsx; here they are read from the registry, so that adding a real page does not touch this file.)
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Compilation } from 'webpack';
import { renderAtPath } from '@/testing/renderWithProviders';
import { PrerenderedLayout } from '@/prerender/PrerenderedLayout';
import { earlyPages } from '../../build/earlyPages';
import { PAGES } from './pages';
import { AppRoutes } from './router';

jest.mock('./pages', () => {
  const actual = jest.requireActual<typeof import('./pages')>('./pages');
  const reports = {
    id: 'reports',
    path: '/pages/reports',
    aliases: ['/relatorios'],
    name: 'Relatórios',
    Icon: MockReportsIcon,
    load: () => Promise.resolve({ default: MockReportsPage }),
    earlyRequests: ['users'],
  };
  return { ...actual, PAGES: [...actual.PAGES, reports] };
});

function MockReportsPage() {
  return (
    <>
      <h1>Relatórios</h1>
      <p>Relatório do mês</p>
    </>
  );
}

function MockReportsIcon() {
  return <svg data-testid="reports-icon" />;
}

/** The registry's own pages, before the fake one. */
const realPages = () => PAGES.slice(0, -1);

describe('a fourth page in the registry', () => {
  it('should be routed, titled and in the menu, after the other pages, with its icon', async () => {
    renderAtPath(<AppRoutes />, '/pages/reports');
    // The page itself, not the heading its loading state shows while the chunk loads (PageLoading in app/pages.tsx).
    expect(await screen.findByText('Relatório do mês')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Relatórios · Projetos'));
    const nav = screen.getByRole('navigation', { name: 'Projetos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...realPages().map((page) => page.name), 'Relatórios']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...realPages().map((page) => page.path), '/pages/reports']);
    const entry = within(nav).getByRole('link', { name: 'Relatórios' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(within(entry).getByTestId('reports-icon')).toBeInTheDocument();
  });

  it('should show the page at its alias too', async () => {
    renderAtPath(<AppRoutes />, '/relatorios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('aria-current', 'page');
  });

  it('should leave unknown paths to the not-found screen', () => {
    renderAtPath(<AppRoutes />, '/pages/reports/extra');
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});

describe('the prerendered first paint', () => {
  it("should draw the fourth page's heading and menu entry in its route's variant, after the other pages", () => {
    render(<PrerenderedLayout pages={PAGES} />);
    const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
    expect(headings.map((heading) => heading.textContent)).toContain('Relatórios');
    const [menu] = screen.getAllByRole('navigation', { hidden: true });
    const entries = within(menu!).getAllByRole('link', { current: 'page', hidden: true });
    expect(entries.map((link) => link.textContent)).toEqual([...realPages().map((page) => page.name), 'Relatórios']);
    expect(entries.at(-1)).toHaveAttribute('data-prerender-on', 'reports');
    expect(within(entries.at(-1)!).getByTestId('reports-icon')).toBeInTheDocument();
  });
});

describe('earlyPages (index.html)', () => {
  const urls = { users: 'https://users.test/users', ip: 'https://ip.test/?format=json', geo: 'https://geo.test/{ip}.json' };

  /** What earlyPages reads of a build: the entry's files and each named chunk's files (a shared one among them). */
  function compilationWith(chunkNames: readonly string[]): Compilation {
    const files = (...names: string[]) => ({ files: new Set(names) });
    return {
      entrypoints: new Map([['main', { chunks: [files('main.js')] }]]),
      namedChunkGroups: new Map(
        chunkNames.map((name) => [name, { chunks: [files('main.js'), files('shared.chunk.js'), files(`${name}.chunk.js`)] }]),
      ),
    } as unknown as Compilation;
  }

  it("should list each page's id, paths, chunk and early requests, the fourth one last", () => {
    const scripts = (name: string) => ['shared.chunk.js', `${name}.chunk.js`];
    const pages = earlyPages(compilationWith(PAGES.map((page) => page.id)), urls);
    expect(pages).toHaveLength(PAGES.length);
    // The three pages of spec §2, as index.html asked for them before the registry.
    expect(pages).toContainEqual({
      id: 'table',
      paths: ['/', '/pages/filter'],
      scripts: scripts('table'),
      requests: [{ url: urls.users, params: { limit: '208' } }],
    });
    expect(pages).toContainEqual({ id: 'gallery', paths: ['/pages/gallery'], scripts: scripts('gallery'), requests: [] });
    expect(pages).toContainEqual({
      id: 'clock',
      paths: ['/pages/time'],
      scripts: scripts('clock'),
      requests: [{ url: urls.ip, params: {}, geo: urls.geo }],
    });
    expect(pages.at(-1)).toEqual({
      // The route's page for the prerendered first paint too (data-prerender-route).
      id: 'reports',
      paths: ['/relatorios', '/pages/reports'],
      scripts: scripts('reports'),
      requests: [{ url: urls.users, params: { limit: '208' } }],
    });
  });

  it("should fail the build when no chunk has a page's id as its name", () => {
    const withoutReports = compilationWith(realPages().map((page) => page.id));
    expect(() => earlyPages(withoutReports, urls)).toThrow('No chunk named reports');
  });
});
