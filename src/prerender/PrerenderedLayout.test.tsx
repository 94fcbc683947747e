import { render, screen, within } from '@testing-library/react';
import { ROUTES, pagePaths } from '@/config/routes';
import { APP_PAGES, pageModuleFor } from '@/app/pageModules';
import { PRERENDERED_PAGES, PrerenderedLayout, prerenderedRoutes } from './PrerenderedLayout';

describe('PrerenderedLayout', () => {
  it('should know every route the router shows a page on, each with its page', () => {
    const known = Object.entries(prerenderedRoutes());
    expect(known.map(([path]) => path).sort()).toEqual(Object.values(ROUTES).map((path) => path.toLowerCase()).sort());
    for (const [path, key] of known) {
      const page = PRERENDERED_PAGES.find((candidate) => candidate.key === key);
      expect(page?.paths.map((candidate) => candidate.toLowerCase())).toContain(path);
      expect(pageModuleFor(path)).not.toBeNull();
    }
  });

  it('should be hidden from assistive technologies', () => {
    render(<PrerenderedLayout />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  // The markup is what is tested here: a static picture whose attributes are what its CSS and index.html read.
  /* eslint-disable testing-library/no-node-access, testing-library/no-container */
  it('should be inert, with no id of its own (the app keeps its ids unique while both are in the document)', () => {
    const { container } = render(<PrerenderedLayout />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-prerendered', '');
    expect(root).toHaveAttribute('inert', '');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[id]')).toHaveLength(0);
  });

  it("should draw each page's heading in its variant, the table's loading state and the not-found screen", () => {
    render(<PrerenderedLayout />);
    const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
    expect(headings.map((heading) => [heading.parentElement?.getAttribute('data-prerender-on'), heading.textContent])).toEqual([
      ...PRERENDERED_PAGES.map((page) => [page.key, page.heading]),
      [null, 'Página não encontrada'],
    ]);
    expect(headings.at(-1)?.closest('[data-prerender-on]')).toHaveAttribute('data-prerender-on', 'not-found');
    const loading = screen.getByRole('status', { hidden: true });
    expect(loading).toHaveTextContent('Carregando usuários…');
    expect(loading.parentElement).toHaveAttribute('data-prerender-on', 'table');
    expect(screen.getByRole('link', { name: 'Página inicial', hidden: true })).toHaveAttribute('href', '#/');
  });

  it('should draw every menu entry current on its pages and plain on the others, with hash links', () => {
    render(<PrerenderedLayout />);
    const nav = screen.getByRole('navigation', { hidden: true });
    for (const entry of APP_PAGES) {
      const links = within(nav).getAllByRole('link', { name: entry.name, hidden: true });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${entry.path}`, `#${entry.path}`]);
      expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null]);
      const keys = PRERENDERED_PAGES.filter((page) => page.paths.some((path) => pagePaths(entry).includes(path))).map((page) => page.key);
      expect(links[0]).toHaveAttribute('data-prerender-on', keys.join(' '));
      expect(links[1]).toHaveAttribute('data-prerender-off', keys.join(' '));
    }
  });
  /* eslint-enable testing-library/no-node-access, testing-library/no-container */
});
