import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { ErrorBoundary, RootFallback, renameChunksAfterChunkReload } from './app/errors';
import { installHistoryGuard } from './hooks/historyGuard';
import { AppRouter } from './app/router';
import { setupStore, type AppStore } from './app/store';
import { watchBrowserStorage } from './storage/persistence';

interface StartedApp {
  store: AppStore;
  element: ReactNode;
}

/** Store, persistence and cross-tab sync. Anything thrown here shows the static fallback instead of a blank page. */
function startApp(): StartedApp {
  renameChunksAfterChunkReload();
  const store = setupStore();
  const persistor = persistStore(store);
  watchBrowserStorage(store.dispatch);
  // RTK Query's focus and reconnect listeners: the users table refetches by itself when the connection returns.
  setupListeners(store.dispatch);
  // Before the router mounts, so that the filter popup hears Back before the router does (hooks/historyGuard.ts).
  installHistoryGuard();
  return {
    store,
    element: (
      <AppProviders store={store} persistor={persistor}>
        <AppRouter />
      </AppProviders>
    ),
  };
}

/** Offline after one visit (build/serviceWorker.ts); none in development or a retiring build. DECISIONS "The service
 * worker registers on the window's `load` event". Offline support is extra: a failure only warns. */
function registerOfflineSupport(store: AppStore) {
  if (process.env.NODE_ENV !== 'production' || process.env.SERVICE_WORKER === 'retire') return;
  const notLoaded = (error: unknown) => console.warn('Offline support could not be loaded.', error);
  const register = () =>
    import(/* webpackChunkName: "service-worker" */ './sw/register')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          // The users endpoint's own chunk (same DECISIONS entry). A request in flight went out before the worker,
          // and RTK Query would not start a second one beside it, so the list is asked again once it has settled.
          onFirstControl: () =>
            void import('./features/table/usersApi')
              .then(async ({ USERS_LIMIT, usersApi }) => {
                await Promise.allSettled(store.dispatch(usersApi.util.getRunningQueriesThunk()));
                await store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_LIMIT, { forceRefetch: true, subscribe: false }));
              })
              .catch(notLoaded),
        }),
      )
      .catch(notLoaded);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

function safeStart(): StartedApp | null {
  try {
    return startApp();
  } catch (error) {
    console.error('The application could not start.', error);
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// #root's prerendered paint is replaced, not hydrated: the app's first frame draws the same picture (PageLoading).
const started = safeStart();
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary fallback={() => <RootFallback />}>{started ? started.element : <RootFallback />}</ErrorBoundary>
  </StrictMode>,
);
if (started) registerOfflineSupport(started.store);
