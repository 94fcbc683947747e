import { combineSlices, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import type { AlbumsStorage } from '@/features/gallery/albumsStorage';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { initialUiState, storageSynced, uiSlice, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { baseApi, fetchErrorLogging } from '@/api/baseApi';
import { createSettingsStorage, persistSettingsStorage, storageChangedElsewhere } from '@/storage/persistence';
import { createDevToolsOptions, createRealActionGate } from './devtools';

/** Slices a chunk injects (`rootReducer.inject`); each declares itself here by module augmentation (carouselSlice.ts).
 *  Until injected its state is absent, and its selectors read the slice's initial state. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

// Spec §3: `theme` and `isMenuOpen`, each under its own key.
const settingsStorage = createSettingsStorage({ fields: uiStorageFields, getStorage: () => window.localStorage });

// One writer per page: redux-persist keeps it in its reducer.
const settingsWriter = persistSettingsStorage(settingsStorage);

// DECISIONS, **Only states reached by real actions are persisted**.
const gate = process.env.NODE_ENV === 'production' ? null : createRealActionGate();

// Over `ui` alone (DECISIONS, **Settings are persisted by redux-persist**); plain values, each under its spec §3 key.
const uiPersistConfig: PersistConfig<UiState> & { deserialize: false } = {
  key: uiSlice.reducerPath,
  storage: gate ? gate.wrapStorage(settingsWriter, uiSlice.reducerPath) : settingsWriter,
  whitelist: Object.keys(uiStorageFields),
  serialize: false,
  // Honoured by getStoredState, missing from redux-persist's types.
  deserialize: false,
};

// Shared by every store, so a slice a chunk injects serves them all. `ui`'s `_persist` field is read by nothing else.
export const rootReducer = combineSlices(tableQuerySlice, baseApi, {
  [uiSlice.reducerPath]: persistReducer(uiPersistConfig, uiSlice.reducer) as unknown as Reducer<UiState>,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Every thunk's extra argument, one per store; the albums' storage is set on the gallery's first mount. */
export interface ThunkExtra {
  albumsStorage?: AlbumsStorage;
}

export function setupStore(preloadedState?: Partial<RootState>) {
  // DECISIONS, **Each store gets its own listener middleware; lazy slices join one root reducer**.
  const listener = createListenerMiddleware();
  const extraArgument: ThunkExtra = {};
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware, fetchErrorLogging)
        .concat(baseApi.middleware),
    // Innermost, so only the DevTools instrument sits between the gate and the reducer.
    enhancers: (getDefaultEnhancers) => (gate ? getDefaultEnhancers().concat(gate.enhancer) : getDefaultEnhancers()),
    // Sanitised images, maxAge and trace: docs/DEBUGGING.md.
    devTools: process.env.NODE_ENV === 'production' ? false : createDevToolsOptions(),
  });
  // Spec §3: another tab's change of a setting shows at once. redux-persist reads storage only at start, so this reads
  // it again; a value that cannot be used leaves the default, as at start-up.
  listener.startListening({
    actionCreator: storageChangedElsewhere,
    effect: ({ payload: { key } }, api) => {
      if (key === null || settingsStorage.storageKeys.has(key)) {
        api.dispatch(storageSynced({ ...initialUiState, ...settingsStorage.read() }));
      }
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
