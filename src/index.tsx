import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/router';
import { createBrowserStorage, setupStore } from './app/store';
import { startStorageSync } from './app/storageSync';

const storage = createBrowserStorage();
const store = setupStore(undefined, { storage });
const persistor = persistStore(store);
startStorageSync(storage, store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
