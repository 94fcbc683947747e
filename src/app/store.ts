import { combineSlices, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import { albumsSlice } from '@/features/gallery/albumsSlice';
import type { AlbumsStorage } from '@/features/gallery/albumsStorage';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { settingsSyncListener } from '@/features/ui/settingsListeners';
import { uiSlice, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { baseApi, fetchErrorLogging } from '@/api/baseApi';
import { createSettingsStorage, persistSettingsStorage, storageAvailabilityChanged } from '@/storage/persistence';
import { createDevToolsOptions, createRealActionGate } from './devtools';

/**
 * Slices a feature adds to the root reducer when its chunk loads (`rootReducer.inject`), so the first page a visitor
 * opens carries none of their code. Each declares itself here by module augmentation, e.g. in carouselSlice.ts:
 * `declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {} }`;
 * until injected its state is absent, and its selectors read the slice's initial state instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** Spec §3: `theme` and `isMenuOpen`, each under its own key in the browser's localStorage, looked up at each use. */
const settingsStorage = createSettingsStorage({ fields: uiStorageFields, getStorage: () => window.localStorage });

// redux-persist keeps its writer in its reducer, so there is one per page, not per store. It tells the newest store
// (the page's only one, or a test's fresh one) when storage refuses writes or takes them again: the gallery's notice.
let reportAvailability: (available: boolean) => void = () => undefined;
const settingsWriter = persistSettingsStorage(settingsStorage, (available) => reportAvailability(available));

// Redux DevTools exist only outside production; so does the gate that keeps time travel out of localStorage
// (docs/DECISIONS.md, "Only states reached by real actions are persisted").
const gate = process.env.NODE_ENV === 'production' ? null : createRealActionGate();

// redux-persist over `ui` alone: a persisted root would copy the root state and start a write timer on every change.
// The fields go as plain values (serialize: false) to the adapter, which puts each under its spec key (§3).
const uiPersistConfig: PersistConfig<UiState> & { deserialize: false } = {
  key: uiSlice.reducerPath,
  storage: gate ? gate.wrapStorage(settingsWriter, uiSlice.reducerPath) : settingsWriter,
  whitelist: Object.keys(uiStorageFields),
  serialize: false,
  // Honoured by getStoredState, missing from redux-persist's types.
  deserialize: false,
};

/**
 * The one root reducer, shared by every store: a slice a chunk injects (Redux Toolkit's `combineSlices`, docs "Code
 * splitting") serves them all. `ui` is typed as the slice's reducer: the `_persist` bookkeeping redux-persist adds to
 * it is its own, read by nothing else.
 */
export const rootReducer = combineSlices(albumsSlice, tableQuerySlice, baseApi, {
  [uiSlice.reducerPath]: persistReducer(uiPersistConfig, uiSlice.reducer) as unknown as Reducer<UiState>,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Every thunk's extra argument, one per store: the albums' storage, made on the gallery's first mount
 * (features/gallery/albumsListeners.ts connectAlbums), so the first page neither loads nor runs its code.
 */
export interface ThunkExtra {
  albumsStorage?: AlbumsStorage;
}

/** Store factory: the app calls it once, every test calls it for a fresh store. */
export function setupStore(preloadedState?: Partial<RootState>) {
  // Each store has its own listeners (docs/DECISIONS.md, "Each store gets its own listener middleware").
  const listener = createListenerMiddleware();
  const extraArgument: ThunkExtra = {};
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        // Only redux-persist's own actions carry non-serializable values (callbacks); everything else is checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware, fetchErrorLogging)
        .concat(baseApi.middleware),
    // Innermost of the app's enhancers, so the DevTools instrument (which the extension puts below all of them) is
    // the only thing between the gate and the reducer.
    enhancers: (getDefaultEnhancers) => (gate ? getDefaultEnhancers().concat(gate.enhancer) : getDefaultEnhancers()),
    // Sanitised images, maxAge and trace: docs/DEBUGGING.md.
    devTools: process.env.NODE_ENV === 'production' ? false : createDevToolsOptions(),
  });
  listener.startListening(settingsSyncListener(settingsStorage));
  // The adapter writes while redux-persist handles an action (FLUSH), where no reducer may dispatch: hence later.
  reportAvailability = (available) => queueMicrotask(() => store.dispatch(storageAvailabilityChanged(available)));
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
