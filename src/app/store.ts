import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { addAlbumsListeners } from '@/features/gallery/albumsListeners';
import { albumsSlice, initialAlbumsState } from '@/features/gallery/albumsSlice';
import { createAlbumsStorage, type AlbumsStorage } from '@/features/gallery/albumsStorage';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { addSettingsListeners } from '@/features/ui/settingsListeners';
import { initialUiState, uiSlice, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { baseApi, fetchErrorLogging } from '@/api/baseApi';
import { createSettingsStorage, type SettingsStorage } from '@/storage/persistence';
import { createDevToolsOptions } from './devtools';

/**
 * Slices a feature adds to the root reducer when its chunk loads (`rootReducer.inject`), so the first page a visitor
 * opens carries none of their code. Each declares itself here by module augmentation, e.g. in carouselSlice.ts:
 * `declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {} }`;
 * until injected its state is absent, and its selectors read the slice's initial state instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/**
 * The root reducer, shared by every store: a reducer is pure, so a slice injected by a chunk serves any store
 * (Redux Toolkit's `combineSlices`, docs "Code splitting").
 */
export const rootReducer = combineSlices(uiSlice, albumsSlice, tableQuerySlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The browser's settings storage (spec §3 keys `theme` and `isMenuOpen`). */
export function createBrowserSettingsStorage(): SettingsStorage<UiState> {
  return createSettingsStorage({ fields: uiStorageFields, getStorage: () => window.localStorage });
}

export interface SetupStoreOptions {
  /** The settings' storage; tests pass one over an in-memory Storage. */
  settingsStorage?: SettingsStorage<UiState>;
  /** Album storage; tests pass one over an in-memory Storage. */
  albumsStorage?: AlbumsStorage;
}

/** Store factory: the app calls it once, every test calls it for a fresh store. */
export function setupStore(preloadedState?: Partial<RootState>, options: SetupStoreOptions = {}) {
  const settings = options.settingsStorage ?? createBrowserSettingsStorage();
  const albums = options.albumsStorage ?? createAlbumsStorage();
  // What is stored is in the store from the first render, read only: nothing is written back.
  const stored = albums.read();
  preloadedState = {
    ui: { ...initialUiState, ...settings.read() },
    albums: { ...initialAlbumsState, items: stored.albums, newerFormat: stored.newerFormat, storageUnavailable: stored.unavailable },
    ...preloadedState,
  };
  // Each store has its own listeners (docs/DECISIONS.md, "Each store gets its own listener middleware").
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware, fetchErrorLogging).concat(baseApi.middleware),
    // Sanitised images, maxAge and trace: docs/DEBUGGING.md.
    devTools: process.env.NODE_ENV === 'production' ? false : createDevToolsOptions(),
  });
  const startListening = listener.startListening.withTypes<RootState, typeof store.dispatch>();
  addSettingsListeners(startListening, settings);
  addAlbumsListeners(startListening, albums);
  // The gallery reads a backup's text from it, for a download (StoredAlbumsNotices).
  return Object.assign(store, { albumsStorage: albums });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
