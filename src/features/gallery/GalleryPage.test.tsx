import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GalleryPage, pageSlices } from './GalleryPage';
import { setupStore } from '@/app/store';
import { injectGallerySlices } from '@/testing/gallerySlices';
import { albumsSlice, initialAlbumsState, selectAlbumsLoaded } from './albumsSlice';
import { carouselSlice } from './carouselSlice';
import { editorSlice } from './editorSlice';
import { albumSaved } from './galleryEvents';
import { SAVE_FAILED } from './messages';
import type { Album } from './types';

const img = (n: number) => `https://x.test/${n}.jpg`;
const PRAIA: Album = { id: 1, title: 'Praia', images: [img(1), img(2), img(3)], isMain: true };
const SERRA: Album = { id: 2, title: 'Serra', images: [], isMain: false };
const withAlbums = (items: Album[]) => ({ preloadedState: { albums: { ...initialAlbumsState, items } } });

describe('GalleryPage (spec §2)', () => {
  it('should hand the app its lazy slices, which the page loader injects before the page renders', () => {
    expect(pageSlices).toEqual([albumsSlice, editorSlice, carouselSlice]);
  });

  it('should offer to create a main album with + when there is none', () => {
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Galeria' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nenhum álbum principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar novo álbum' })).toBeInTheDocument();
  });

  it('should read the stored albums on its first mount, in the same paint as its content', () => {
    window.localStorage.setItem('albums', JSON.stringify([PRAIA]));
    try {
      // A store as the app makes it: nothing about albums is read until the gallery mounts.
      injectGallerySlices();
      const store = setupStore();
      expect(selectAlbumsLoaded(store.getState())).toBe(false);
      renderWithProviders(<GalleryPage />, { store });
      expect(selectAlbumsLoaded(store.getState())).toBe(true);
      expect(screen.getByRole('button', { name: 'Praia' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Álbum principal: Praia' })).toBeInTheDocument();
    } finally {
      window.localStorage.clear();
    }
  });

  it('should list the albums by title and show the main one in the carousel', () => {
    const { store } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA, SERRA]));
    expect(screen.getByRole('button', { name: 'Praia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Serra' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Álbum principal: Praia' });
    expect(within(carousel).getByRole('img', { name: 'Praia – imagem 1 de 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Imagem 1 de 3' })).toHaveAttribute('aria-current', 'true');
    // The auto-advance listener is told a carousel is on screen.
    expect(store.getState().carousel?.active).toBe(true);
  });

  it('should move with the buttons and wrap round', async () => {
    const { user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA]));
    const carousel = screen.getByRole('region', { name: 'Álbum principal: Praia' });
    await user.click(within(carousel).getByRole('button', { name: 'Imagem anterior' }));
    expect(within(carousel).getByRole('img', { name: 'Praia – imagem 3 de 3' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Próxima imagem' }));
    expect(within(carousel).getByRole('button', { name: 'Imagem 1 de 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('should name the main album when it has no image yet', () => {
    renderWithProviders(<GalleryPage />, withAlbums([{ ...SERRA, isMain: true }]));
    expect(screen.getByRole('heading', { name: 'Serra' })).toBeInTheDocument();
    expect(screen.getByText('O álbum principal “Serra” ainda não tem imagens.')).toBeInTheDocument();
  });

  it('should tell the visitor when the albums could not be saved', async () => {
    const { store, user } = renderWithProviders(<GalleryPage />);
    act(() => {
      store.dispatch(albumSaved({ outcome: 'full', albums: [] }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
  });
});
