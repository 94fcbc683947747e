import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { darkTheme, lightTheme } from '@/theme/themes';
import { renderAtPath } from '@/testing/renderWithProviders';
import { AppLayout } from './AppLayout';
import { CHUNK_LOAD_TEXT, ErrorBoundary, ErrorPage, describeError } from './errors';
import { AppRoutes } from './router';

/**
 * The page area shows the page's heading. Its loading state shows the same heading first and the page's own replaces
 * it when the chunk has run, so the check holds at one moment (waitFor) instead of holding on to the first element.
 */
const expectPageHeading = (name: string) =>
  waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument());

describe('shell', () => {
  it('should show the side menu with the three entries, the theme toggle and the docs link (spec §2)', async () => {
    renderAtPath(<AppRoutes />, '/pages/gallery');
    const nav = screen.getByRole('navigation', { name: 'Projetos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ordenação e Filtro', 'Galeria', 'Hora Atual']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pages/filter', '/pages/gallery', '/pages/time']);
    expect(within(nav).getByRole('link', { name: 'Galeria' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hora Atual' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Altere o tema' })).toBeInTheDocument();
    const docs = screen.getByRole('link', { name: /Documentação/ });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expectPageHeading('Galeria');
  });

  it('should mark the table entry current on the root path', async () => {
    renderAtPath(<AppRoutes />, '/');
    expect(screen.getByRole('link', { name: 'Ordenação e Filtro' })).toHaveAttribute('aria-current', 'page');
    await expectPageHeading('Ordenação e Filtro');
  });

  it('should collapse and expand the menu with a named toggle', async () => {
    const { user, store } = renderAtPath(<AppRoutes />, '/pages/time');
    const toggle = screen.getByRole('button', { name: 'Reduza o menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(store.getState().ui.isMenuOpen).toBe(false);
    const expand = screen.getByRole('button', { name: 'Amplie o menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Collapsed entries keep their accessible names.
    expect(screen.getByRole('link', { name: 'Hora Atual' })).toBeInTheDocument();
  });

  it('should show the labels of a menu first shown open at once, and reveal them after a collapse (spec §2)', async () => {
    const { user } = renderAtPath(<AppRoutes />, '/pages/time');
    const menu = screen.getByRole('banner');
    // The prerendered first paint shows them at once: replaying the reveal would hide them for 150 ms.
    expect(menu).toHaveAttribute('data-reveal-labels', 'false');
    await user.click(screen.getByRole('button', { name: 'Reduza o menu' }));
    await user.click(screen.getByRole('button', { name: 'Amplie o menu' }));
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(menu).toHaveAttribute('data-reveal-labels', 'true');
  });

  it('should toggle the theme', async () => {
    const { user, store } = renderAtPath(<AppRoutes />, '/pages/time');
    await user.click(screen.getByRole('button', { name: 'Altere o tema' }));
    expect(store.getState().ui.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('should show the not-found screen outside the layout for unknown paths', () => {
    renderAtPath(<AppRoutes />, '/nada/aqui');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('should show the error view when a page throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Boom');
    }
    renderAtPath(
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
        <Broken />
      </ErrorBoundary>,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '#/');
    consoleError.mockRestore();
  });

  it('should offer a reload, never the error view, when a part of the app did not load', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function NotLoaded(): never {
      // What webpack rejects a chunk's import with.
      throw Object.assign(new Error('Loading chunk 853 failed.\n(error: https://example.test/table.11111111.chunk.js)'), {
        name: 'ChunkLoadError',
      });
    }
    renderAtPath(
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
        <NotLoaded />
      </ErrorBoundary>,
      '/',
    );
    expect(screen.getByRole('heading', { name: CHUNK_LOAD_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHUNK_LOAD_TEXT.reload })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    // Not an application error: a warning of the boundary's own.
    expect(consoleWarn).toHaveBeenCalledWith('A part of the app could not be loaded.', expect.any(Error));
    expect(consoleError).not.toHaveBeenCalledWith('Unexpected application error', expect.anything(), expect.anything());
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it.each([
    ['/', 'Ordenação e Filtro · Projetos'],
    ['/pages/filter', 'Ordenação e Filtro · Projetos'],
    ['/pages/gallery', 'Galeria · Projetos'],
    ['/pages/time', 'Hora Atual · Projetos'],
    ['/nada/aqui', 'Página não encontrada · Projetos'],
  ])('should title the document for %s', (path, title) => {
    renderAtPath(<AppRoutes />, path);
    expect(document.title).toBe(title);
  });

  it('should keep the layout mounted, and focus on the activated menu link, while moving between pages', async () => {
    const { user } = renderAtPath(<AppRoutes />, '/pages/time');
    const nav = screen.getByRole('navigation', { name: 'Projetos' });
    const gallery = within(nav).getByRole('link', { name: 'Galeria' });
    gallery.focus();
    await user.keyboard('{Enter}');
    await expectPageHeading('Galeria');
    expect(document.title).toBe('Galeria · Projetos');
    // The very same nodes: nothing of the menu was rebuilt, and the focus did not fall to <body>.
    expect(screen.getByRole('navigation', { name: 'Projetos' })).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'Galeria' })).toBe(gallery);
    expect(gallery).toHaveFocus();
    expect(gallery).toHaveAttribute('aria-current', 'page');
  });

  it('should show a crashed page in the page area, beside the menu, and recover when the visitor moves on', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Boom');
    }
    const { user } = renderAtPath(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Broken />} />
          <Route path="/pages/time" element={<h1>Outra página</h1>} />
        </Route>
      </Routes>,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    // One <main> only: the error view sits inside the layout's.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Projetos' });
    await act(() => user.click(within(nav).getByRole('link', { name: 'Hora Atual' })));
    expect(screen.getByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Projetos' })).toBe(nav);
    consoleError.mockRestore();
  });

  it('should describe statuses, strings and unknown values', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeError('falhou')).toBe('falhou');
    expect(describeError(undefined)).toBe('Unknown error');
  });
});

describe('index.html', () => {
  it('should paint the same background and text colours as the themes before the app loads', () => {
    const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`background: ${darkTheme.colors.background}; color: ${darkTheme.colors.text};`);
    expect(html).toContain(`background: ${lightTheme.colors.background}; color: ${lightTheme.colors.text};`);
  });
});
