import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createSpecStorage } from '@/app/persistence';
import { STORAGE_LAYOUT, setupStore, type AppStore, type RootState } from '@/app/store';
import { GALLERY_SLICES } from '@/features/gallery/galleryInStore';
import { MemoryStorage } from './memoryStorage';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** A fresh store over in-memory storage for each test (ARCHITECTURE.md: real store, fake network). */
export function setupTestStore(preloadedState?: Partial<RootState>): AppStore {
  const memory = new MemoryStorage();
  const storage = createSpecStorage({
    layout: STORAGE_LAYOUT,
    getStorage: () => memory,
    onLargeValue: () => undefined,
    onWriteError: () => undefined,
  });
  // The gallery's lazy slices from the start, so a test can preload their state (the app injects them when the
  // gallery first renders, features/gallery/galleryInStore.ts).
  return setupStore(preloadedState, { storage, slices: GALLERY_SLICES });
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
