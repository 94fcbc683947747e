import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { installHistoryGuard } from './hooks/historyGuard';
import { RootErrorBoundary, RootFallback } from './app/RootFallback';
import { AppRouter } from './app/router';
import { setupStore, type AppStore } from './app/store';
import { watchBrowserStorage } from './storage/persistence';

interface StartedApp {
  store: AppStore;
  element: ReactNode;
}

/** Store, persistence and cross-tab sync. Anything thrown here shows the static fallback instead of a blank page. */
function startApp(): StartedApp {
  const store = setupStore();
  const persistor = persistStore(store);
  // Storage that takes no write, and another tab's change of a stored value, reach the store as actions.
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

/**
 * The production build is usable offline after one visit (build/serviceWorker.ts); development has
 * no worker, so every edit is served fresh, and a build that retires the worker (`SERVICE_WORKER=retire`, README
 * "Retiring the service worker") registers none: its sw.js removes the one a browser has. The registration is its
 * own small chunk, loaded once the page has loaded (the window's `load` event: the entry and the page's chunk are
 * in), so the worker's precache does not compete with them. Offline support is extra: a chunk that does not load
 * (the network gone, a newer deploy) is a warning, as a failed registration is (sw/register.ts), and the next visit
 * tries again.
 */
function registerOfflineSupport(store: AppStore) {
  if (process.env.NODE_ENV !== 'production' || process.env.SERVICE_WORKER === 'retire') return;
  const notLoaded = (error: unknown) => console.warn('Offline support could not be loaded.', error);
  const register = () =>
    import(/* webpackChunkName: "service-worker" */ './sw/register')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          // Loaded on demand: the users endpoint belongs to the table's chunk, not the entry. Its own small chunk,
          // a second copy of the endpoint (1.1 kB gzip): from the table's chunk it ran the whole table page's module
          // on a first visit to the gallery or the clock (a 57–59 ms blocking task in Lighthouse's mobile run). A
          // request still in flight went out before the worker and RTK Query would not start a second one beside it,
          // so the list is asked again once the running ones have settled.
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

/**
 * #root holds the prerendered first paint (src/prerender, production builds), an inert picture of the layout. It is
 * replaced, not hydrated: React clears it when it commits the app's first frame, which shows the same picture (the
 * current page's heading and loading state, app/PageLoading.tsx) until the page's chunk, requested by index.html
 * beside the entry, has run (React.lazy, app/pageModules.tsx).
 */
const started = safeStart();
createRoot(container).render(
  <StrictMode>
    <RootErrorBoundary>{started ? started.element : <RootFallback />}</RootErrorBoundary>
  </StrictMode>,
);
if (started) registerOfflineSupport(started.store);
