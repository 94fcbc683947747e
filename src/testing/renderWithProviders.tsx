import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { connectAlbums } from '@/features/gallery/albumsListeners';
import { ALBUMS_KEY, createAlbumsStorage } from '@/features/gallery/albumsStorage';
import { abortWhenTestEnds } from './fakeApi';
import { fakeClock } from './fakeTimers';
import { injectGallerySlices } from './gallerySlices';
import { MemoryStorage } from './memoryStorage';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * A fresh store for each test, its albums over in-memory storage, with the gallery's chunk loaded (real store, fake
 * network). The settings use window.localStorage, which the DOM tests' setup clears after each test.
 */
export function setupTestStore(preloadedState?: Partial<RootState>, memory = new MemoryStorage()): AppStore {
  // Preloaded albums are what storage holds, as in the app, where they are read from it: a change is applied to them.
  if (preloadedState?.albums && memory.getItem(ALBUMS_KEY) === null) {
    memory.setItem(ALBUMS_KEY, JSON.stringify(preloadedState.albums.items));
    memory.writes = [];
  }
  injectGallerySlices();
  const store = setupStore(preloadedState);
  abortWhenTestEnds(store);
  store.dispatch(connectAlbums(createAlbumsStorage({ getStorage: () => memory, onLargeValue: () => undefined })));
  return store;
}

export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = setupTestStore(preloadedState), ...renderOptions } = options;
  return {
    store,
    // On a fake clock user-event's own pauses must move it, or every action would wait for good.
    user: userEvent.setup(fakeClock() ? { advanceTimers: jest.advanceTimersByTime } : {}),
    ...render(ui, { wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>, ...renderOptions }),
  };
}

/** Renders `ui` inside a memory router at `path` (for pages and the shell). */
export function renderAtPath(ui: ReactElement, path: string, options: ExtendedRenderOptions = {}) {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, options);
}
