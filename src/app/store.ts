import { combineSlices, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  type PersistConfig,
  type Storage,
} from 'redux-persist';
import { albumsPersistence } from '@/features/gallery/albumsPersistence';
import { albumsSlice, initialAlbumsState } from '@/features/gallery/albumsSlice';
import { createAlbumsStorage, type AlbumsStorage } from '@/features/gallery/albumsStorage';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { uiSlice, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { baseApi, fetchErrorLogging } from './baseApi';
import { createDevToolsOptions, createRealActionGate } from './devtools';
import { createSpecStorage, type SpecStorage, type StorageLayout } from './persistence';

/**
 * Which settings live under which localStorage key (spec §3), through redux-persist. The albums have their own
 * engine (features/gallery/albumsStorage.ts): written only when the visitor changes them.
 */
export const STORAGE_LAYOUT: StorageLayout = {
  ui: uiStorageFields,
};

export const STORAGE_LIMIT_MESSAGE = 'Limite de armazenamento atingido.';

/** The browser's storage engine; created once, shared with the cross-tab sync in index.tsx. */
export function createBrowserStorage(overrides: Partial<Parameters<typeof createSpecStorage>[0]> = {}): SpecStorage {
  return createSpecStorage({
    layout: STORAGE_LAYOUT,
    getStorage: () => window.localStorage,
    // Spec §8: the alert, then the save is still attempted.
    onLargeValue: () => window.alert(STORAGE_LIMIT_MESSAGE),
    onWriteError: () => undefined,
    ...overrides,
  });
}

/** The browser's album storage; created once, shared with the cross-tab sync in index.tsx. */
export function createBrowserAlbumsStorage(): AlbumsStorage {
  return createAlbumsStorage({
    getStorage: () => window.localStorage,
    // Spec §8: the alert, then the save is still attempted.
    onLargeValue: () => window.alert(STORAGE_LIMIT_MESSAGE),
  });
}

/**
 * redux-persist config for one slice of STORAGE_LAYOUT: plain values handed to the spec storage engine, which does
 * the JSON per key (`deserialize` is missing from redux-persist's types but honoured by getStoredState).
 */
function specPersistConfig<S>(key: string, storage: SpecStorage): PersistConfig<S> {
  const fields = STORAGE_LAYOUT[key] ?? {};
  const config = {
    key,
    storage: storage as unknown as Storage,
    serialize: false,
    deserialize: false,
    whitelist: Object.keys(fields),
  };
  return config;
}

/**
 * A slice reducer persisted under its STORAGE_LAYOUT key. Typed as the slice's own reducer: the `_persist`
 * bookkeeping redux-persist adds to the state is its own and nothing in the app reads it, so RootState (and every
 * preloaded state in tests) is made of the slices' own shapes.
 */
function persisted<S>(key: string, storage: SpecStorage, reducer: Reducer<S>): Reducer<S> {
  return persistReducer(specPersistConfig<S>(key, storage), reducer) as unknown as Reducer<S>;
}

/**
 * Slices a feature adds to the store when its chunk loads (`store.injectSlice`), so the first page a visitor opens
 * carries none of their code. Each declares itself here by module augmentation, e.g. in carouselSlice.ts:
 * `declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {} }`;
 * until injected its state is absent, and its selectors read the slice's initial state instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

function buildRootReducer(storage: SpecStorage) {
  return combineSlices(
    {
      ui: persisted<UiState>('ui', storage, uiSlice.reducer),
      albums: albumsSlice.reducer,
    },
    tableQuerySlice,
    baseApi,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
}

// The type of the root state does not depend on which storage instance is used.
type RootReducer = ReturnType<typeof buildRootReducer>;
export type RootState = ReturnType<RootReducer>;
/** A slice that can be injected: one declared in LazyLoadedSlices, with its reducer. */
export type InjectableSlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/** RTK types `inject` for one slice at a time; every InjectableSlice is one of the declared lazy slices. */
function injectInto(rootReducer: RootReducer, slice: InjectableSlice): void {
  rootReducer.inject(slice as unknown as Parameters<RootReducer['inject']>[0]);
}

export interface SetupStoreOptions {
  /** Storage engine for redux-persist; tests pass one over an in-memory Storage. */
  storage?: SpecStorage;
  /** Album storage; tests pass one over an in-memory Storage. */
  albumsStorage?: AlbumsStorage;
  /** Lazy slices injected from the start (tests that preload their state). */
  slices?: readonly InjectableSlice[];
}

/** Store factory: the app calls it once, every test calls it for a fresh store. */
export function setupStore(preloadedState?: Partial<RootState>, options: SetupStoreOptions = {}) {
  // Redux DevTools exist only outside production; so does the gate that keeps time travel out of localStorage
  // (docs/DECISIONS.md, "Only states reached by real actions are persisted").
  const gate = process.env.NODE_ENV === 'production' ? null : createRealActionGate(STORAGE_LAYOUT);
  const engine = options.storage ?? createBrowserStorage();
  const storage = gate ? gate.wrapStorage(engine) : engine;
  // Middleware a feature adds when its chunk loads (the gallery's carousel timer): each store has its own, so the
  // listeners of one store never act on another.
  const dynamicMiddleware = createDynamicMiddleware();
  const albumsStorage = options.albumsStorage ?? createBrowserAlbumsStorage();
  // The stored albums are in the store from the first render (read only: nothing is written back).
  if (!preloadedState?.albums) {
    const { albums, newerFormat, unavailable } = albumsStorage.read();
    preloadedState = {
      ...preloadedState,
      albums: { ...initialAlbumsState, items: albums, newerFormat, storageUnavailable: unavailable },
    };
  }
  const rootReducer = buildRootReducer(storage);
  for (const slice of options.slices ?? []) injectInto(rootReducer, slice);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Only redux-persist's own actions carry non-serializable values (callbacks); everything else is checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(dynamicMiddleware.middleware, fetchErrorLogging, albumsPersistence(albumsStorage))
        .concat(baseApi.middleware),
    // Innermost of the app's enhancers, so the DevTools instrument (which the extension puts below all of them)
    // is the only thing between the gate and the reducer.
    enhancers: (getDefaultEnhancers) => (gate ? getDefaultEnhancers().concat(gate.enhancer) : getDefaultEnhancers()),
    // Sanitised images, maxAge and trace: docs/DEBUGGING.md.
    devTools: process.env.NODE_ENV === 'production' ? false : createDevToolsOptions(),
  });
  return Object.assign(store, {
    albumsStorage,
    /** Adds middleware to this store (once per instance); see features/gallery/galleryInStore.ts. */
    addMiddleware: dynamicMiddleware.addMiddleware,
    /** Adds a lazy slice's reducer to this store (again: nothing); see features/gallery/galleryInStore.ts. */
    injectSlice: (slice: InjectableSlice): void => injectInto(rootReducer, slice),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

