import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createSpecStorage } from '@/storage/persistence';
import { STORAGE_LAYOUT, setupStore, type AppStore, type RootState } from '@/app/store';
import { ALBUMS_KEY, createAlbumsStorage } from '@/features/gallery/albumsStorage';
import { GALLERY_SLICES } from '@/features/gallery/galleryInStore';
import { MemoryStorage } from './memoryStorage';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** A fresh store over in-memory storage for each test (ARCHITECTURE.md: real store, fake network). */
export function setupTestStore(preloadedState?: Partial<RootState>, memory = new MemoryStorage()): AppStore {
  const storage = createSpecStorage({
    layout: STORAGE_LAYOUT,
    getStorage: () => memory,
    onLargeValue: () => undefined,
    onWriteError: () => undefined,
  });
  // The gallery's lazy slices from the start, so a test can preload their state (the app injects them when the
  // gallery first renders, features/gallery/galleryInStore.ts).
  // Preloaded albums are what storage holds, as in the app, where they are read from it: a change is applied to them.
  if (preloadedState?.albums && memory.getItem(ALBUMS_KEY) === null) {
    memory.setItem(ALBUMS_KEY, JSON.stringify(preloadedState.albums.items));
    memory.writes = [];
  }
  const albumsStorage = createAlbumsStorage({ getStorage: () => memory, onLargeValue: () => undefined });
  return setupStore(preloadedState, { storage, albumsStorage, slices: GALLERY_SLICES });
}

export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = setupTestStore(preloadedState), ...renderOptions } = options;
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>, ...renderOptions }),
  };
}

/** Renders `ui` inside a memory router at `path` (for pages and the shell). */
export function renderAtPath(ui: ReactElement, path: string, options: ExtendedRenderOptions = {}) {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, options);
}
