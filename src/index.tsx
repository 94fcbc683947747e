import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { installHistoryGuard } from './hooks/historyGuard';
import { AfterFirstPaint } from './app/AfterFirstPaint';
import { ALL_PAGES, FIRST_PAGE_WAIT_MS, firstPageReady, hashRoutePath, preloadPageAt, preloadPages } from './app/pageModules';
import { queriesSettled } from './app/queriesSettled';
import { yieldToMain } from './utils/yieldToMain';
import { RootErrorBoundary, RootFallback } from './app/RootFallback';
import { AppRouter } from './app/router';
import { setupStore, type AppStore } from './app/store';
import { watchBrowserStorage } from './storage/persistence';

interface StartedApp {
  store: AppStore;
  element: ReactNode;
  /** Resolves once the stored settings are in the store (redux-persist's rehydration; setupStore reads the albums). */
  rehydrated: Promise<void>;
}

/** Store, persistence and cross-tab sync. Anything thrown here shows the static fallback instead of a blank page. */
function startApp(): StartedApp {
  const store = setupStore();
  let markRehydrated: () => void = () => undefined;
  const rehydrated = new Promise<void>((resolve) => (markRehydrated = resolve));
  const persistor = persistStore(store, undefined, () => markRehydrated());
  // Storage that takes no write, and another tab's change of a stored value, reach the store as actions.
  watchBrowserStorage(store.dispatch);
  // RTK Query's focus and reconnect listeners: the users table refetches by itself when the connection returns.
  setupListeners(store.dispatch);
  installHistoryGuard();
  return {
    store,
    element: (
      <AppProviders store={store} persistor={persistor}>
        <AppRouter />
      </AppProviders>
    ),
    rehydrated,
  };
}

/**
 * The production build is usable offline after one visit (webpack.config.ts serviceWorkerPlugin); development has
 * no worker, so every edit is served fresh, and a build that retires the worker (`SERVICE_WORKER=retire`, README
 * "Retiring the service worker") registers none: its sw.js removes the one a browser has. The registration is its own small chunk, loaded once the first page
 * is complete (afterFirstPage): nothing a first visit shows needs it. Offline support is extra: a
 * chunk that does not load (the network gone, a newer deploy) is a warning, as a failed registration is
 * (sw/register.ts), and the next visit tries again.
 */
function registerOfflineSupport(store: AppStore) {
  if (process.env.NODE_ENV !== 'production' || process.env.SERVICE_WORKER === 'retire') return;
  const notLoaded = (error: unknown) => console.warn('Offline support could not be loaded.', error);
  void import(/* webpackChunkName: "service-worker" */ './sw/register')
    .then(({ registerServiceWorker }) =>
      registerServiceWorker({
        // Loaded on demand: the users endpoint belongs to the table's chunk, not the entry. A request still in
        // flight went out before the worker and RTK Query would not start a second one beside it, so the list is
        // asked again once the running ones have settled.
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
 * replaced, not hydrated: createRoot clears it in the commit of the app's first frame, with no frame between. That
 * frame shows the page with its data, which markup holding every theme, menu state and route could never match.
 */
const root = createRoot(container);

/**
 * Start-up in short tasks (each under 50 ms on a slow phone, see yieldToMain): the store, then the first render as a
 * transition, which React splits into short tasks. Before that render, within FIRST_PAGE_WAIT_MS, the stored
 * settings are read (so no provider re-renders the whole app once they are), the current page's chunk has loaded
 * (index.html requested it beside the entry: no loading state, no Suspense reveal delay) and the answers index.html
 * asked for have arrived (the page's queries take them over at once).
 */
async function boot() {
  const deadline = performance.now() + FIRST_PAGE_WAIT_MS;
  // Asked for at once: webpack's chunk request then finds index.html's preload. A failure shows in the page itself.
  const pageLoaded = preloadPageAt(hashRoutePath(window.location.hash));
  await yieldToMain();
  const started = safeStart();
  if (started) await firstPageReady({ pageLoaded, dispatch: started.store.dispatch, rehydrated: started.rehydrated, deadline });
  await yieldToMain();
  const app = (
    <StrictMode>
      <RootErrorBoundary>
        {started ? (
          <AfterFirstPaint onPainted={() => afterFirstPage(started.store)}>{started.element}</AfterFirstPaint>
        ) : (
          <RootFallback />
        )}
      </RootErrorBoundary>
    </StrictMode>
  );
  startTransition(() => root.render(app));
}

/**
 * How long after the first paint the first page's requests may take before what waits for them goes ahead anyway:
 * a request that has not settled by then (timeout and retries) should not delay offline support for good.
 */
const FIRST_PAGE_REQUESTS_CEILING_MS = 10_000;

/**
 * What waits until the first page is complete: painted, its requests answered and shown (the table's rows, the
 * clock's location), the browser idle. Until then the first page has the network and the main thread to itself, also
 * when its answer comes after the first paint (a slow service, a retry).
 */
function afterFirstPage(store: AppStore) {
  void queriesSettled(store, FIRST_PAGE_REQUESTS_CEILING_MS).then(() => {
    registerOfflineSupport(store);
    void preloadPages(ALL_PAGES);
  });
}

void boot();
