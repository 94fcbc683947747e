import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { installHistoryGuard } from './app/historyGuard';
import { AppRouter } from './app/router';
import { createBrowserStorage, setupStore } from './app/store';
import { startStorageSync } from './app/storageSync';
import { ALBUMS_STORAGE_KEY, saveFailed } from './features/gallery/albumsSlice';

const storage = createBrowserStorage({
  // Issue 5: a failed albums write is shown in the gallery (the album stays in memory). Dispatched after the
  // current task, as a write may run while redux-persist is handling an action.
  onWriteError: (storageKey) => {
    if (storageKey === ALBUMS_STORAGE_KEY) queueMicrotask(() => store.dispatch(saveFailed()));
  },
});
const store = setupStore(undefined, { storage });
const persistor = persistStore(store);
startStorageSync(storage, store.dispatch);

installHistoryGuard();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
