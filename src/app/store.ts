import { combineSlices, configureStore, createListenerMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import { albumsSlice } from '@/features/gallery/albumsSlice';
import type { AlbumsStorage } from '@/features/gallery/albumsStorage';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { settingsSyncListener } from '@/features/ui/settingsListeners';
import { uiSlice, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { baseApi, fetchErrorLogging } from '@/api/baseApi';
import {
  createSettingsStorage,
  persistSettingsStorage,
  storageAvailabilityChanged,
  type SettingsStorage,
} from '@/storage/persistence';
import { createDevToolsOptions, createRealActionGate } from './devtools';

/**
 * Slices a feature adds to the root reducer when its chunk loads (`rootReducer.inject`), so the first page a visitor
 * opens carries none of their code. Each declares itself here by module augmentation, e.g. in carouselSlice.ts:
 * `declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {} }`;
 * until injected its state is absent, and its selectors read the slice's initial state instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/**
 * The root reducer of everything but the settings, shared by every store: a reducer is pure, so a slice injected by a
 * chunk serves any store (Redux Toolkit's `combineSlices`, docs "Code splitting"). The settings' reducer is each
 * store's own (withSettings).
 */
export const rootReducer = combineSlices(albumsSlice, tableQuerySlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

type SharedState = ReturnType<typeof rootReducer>;
export type RootState = SharedState & { [uiSlice.reducerPath]: UiState };

/**
 * A store's reducer: the shared root reducer beside the store's settings, persisted by redux-persist. redux-persist
 * keeps its writer inside its reducer, so each store needs its own; and it wraps `ui` alone, so an action that leaves
 * the settings as they are costs it nothing (a persisted root would copy the root state and start a write timer for
 * every change).
 */
function withSettings(settings: Reducer<UiState>): Reducer<RootState, UnknownAction, Partial<RootState>> {
  return (state, action) => {
    const { ui, ...shared } = state ?? {};
    const nextShared = rootReducer(state && shared, action);
    const nextUi = settings(ui, action);
    return state && nextShared === shared && nextUi === ui ? (state as RootState) : { ...nextShared, ui: nextUi };
  };
}

/** The browser's settings storage (spec §3 keys `theme` and `isMenuOpen`). */
export function createBrowserSettingsStorage(): SettingsStorage<UiState> {
  return createSettingsStorage({ fields: uiStorageFields, getStorage: () => window.localStorage });
}

/**
 * Every thunk's extra argument, one per store: the albums' storage, made on the gallery's first mount
 * (features/gallery/albumsListeners.ts connectAlbums), so the first page neither loads nor runs its code.
 */
export interface ThunkExtra {
  albumsStorage?: AlbumsStorage;
}

export interface SetupStoreOptions {
  /** The settings' storage; tests pass one over an in-memory Storage. */
  settingsStorage?: SettingsStorage<UiState>;
}

/** Store factory: the app calls it once, every test calls it for a fresh store. */
export function setupStore(preloadedState?: Partial<RootState>, options: SetupStoreOptions = {}) {
  const settings = options.settingsStorage ?? createBrowserSettingsStorage();
  // Redux DevTools exist only outside production; so does the gate that keeps time travel out of localStorage
  // (docs/DECISIONS.md, "Settings are persisted by redux-persist").
  const gate = process.env.NODE_ENV === 'production' ? null : createRealActionGate();
  // The adapter writes while redux-persist handles an action (FLUSH), where no reducer may dispatch: hence later.
  const reportAvailability = (available: boolean) => queueMicrotask(() => store.dispatch(storageAvailabilityChanged(available)));
  const storage = persistSettingsStorage(settings, reportAvailability);
  // redux-persist, the settings only (spec §3): their fields as plain values (serialize: false) to the adapter, which
  // puts each under its own key.
  const config: PersistConfig<UiState> & { deserialize: false } = {
    key: uiSlice.reducerPath,
    storage: gate ? gate.wrapStorage(storage, uiSlice.reducerPath) : storage,
    whitelist: Object.keys(uiStorageFields),
    serialize: false,
    // Honoured by getStoredState, missing from redux-persist's types.
    deserialize: false,
  };
  // Typed as the slice's reducer: the `_persist` bookkeeping redux-persist adds to `ui` is its own, read by nothing else.
  const reducer = withSettings(persistReducer(config, uiSlice.reducer) as unknown as Reducer<UiState>);
  // Each store has its own listeners (docs/DECISIONS.md, "Each store gets its own listener middleware").
  const listener = createListenerMiddleware();
  const extraArgument: ThunkExtra = {};
  const store = configureStore({
    reducer,
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
  listener.startListening(settingsSyncListener(settings));
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
