import { render, screen, within } from '@testing-library/react';
import { PAGES } from '@/app/pages';
import { PrerenderedLayout } from './PrerenderedLayout';

function renderPrerendered() {
  return render(<PrerenderedLayout pages={PAGES} />);
}

describe('PrerenderedLayout', () => {
  it('should be hidden from assistive technologies', () => {
    renderPrerendered();
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  // The markup is what is tested here: a static picture whose attributes are what its CSS and index.html read.
  /* eslint-disable testing-library/no-node-access, testing-library/no-container */
  it('should be inert, with no id of its own (the app keeps its ids unique while both are in the document)', () => {
    const { container } = renderPrerendered();
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-prerendered', '');
    expect(root).toHaveAttribute('inert', '');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[id]')).toHaveLength(0);
  });

  it("should draw each page's heading and the table's loading state once per menu state, and the not-found screen", () => {
    renderPrerendered();
    const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
    const perLayout = PAGES.map((page) => [page.id, page.name]);
    const variant = (element: HTMLElement) => element.closest('[data-prerender-on]')?.getAttribute('data-prerender-on');
    expect(headings.map((heading) => [variant(heading), heading.textContent])).toEqual([
      ...perLayout,
      ...perLayout,
      ['not-found', 'Página não encontrada'],
    ]);
    const loading = screen.getAllByRole('status', { hidden: true });
    expect(loading.map((status) => [variant(status), status.textContent])).toEqual([
      ['table', 'Carregando usuários…'],
      ['table', 'Carregando usuários…'],
    ]);
  });

  it('should draw the menu open and collapsed, every entry current on its page and plain on the others', () => {
    renderPrerendered();
    const menus = screen.getAllByRole('banner', { hidden: true });
    expect(menus.map((menu) => menu.getAttribute('data-open'))).toEqual(['true', 'false']);
    for (const menu of menus) {
      for (const page of PAGES) {
        const links = within(menu).getAllByRole('link', { name: page.name, hidden: true });
        expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null]);
        expect(links[0]).toHaveAttribute('data-prerender-on', page.id);
        expect(links[1]).toHaveAttribute('data-prerender-off', page.id);
      }
    }
  });
  /* eslint-enable testing-library/no-node-access, testing-library/no-container */
});
