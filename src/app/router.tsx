import { startTransition, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPath, Route, Router, Routes, UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';
import { NOT_FOUND_NAME, pagePaths } from '@/config/routes';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';
import { APP_PAGES } from './pageModules';

/**
 * One page of the layout: sets the document title at once (before the page's chunk has loaded) and shows the
 * loading state in the page area only, so the menu stays as it is while a chunk loads.
 */
function RoutePage({ name, children }: { name: string; children: ReactNode }) {
  useDocumentTitle(name);
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_NAME);
  return <NotFound />;
}

/**
 * Spec §2 routes: each page of the registry (config/routes.ts PAGES) at each of its paths, with its title. Every
 * page shares the layout, which stays mounted across navigation (only the page area is replaced, see AppLayout);
 * anything else is the not-found screen.
 * The declarative HashRouter is used rather than createHashRouter: the data router adds ~27 KB gzip that the
 * app does not use (no loaders or actions); see docs/DECISIONS.md, "Declarative HashRouter".
 */
export function AppRoutes() {
  return (
    // Catches what the page-area boundary in AppLayout cannot: an error in the layout itself.
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          {APP_PAGES.flatMap((page) => {
            const element = (
              <RoutePage name={page.name}>
                <page.module.Page />
              </RoutePage>
            );
            return pagePaths(page).map((path) => <Route key={path} path={path} element={element} />);
          })}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}

/**
 * React Router's HashRouter, plus one check. HashRouter reads the address when it first renders and starts listening
 * when it commits; the first render is a transition split into short tasks (index.tsx), so an address changed in
 * between (a filter link followed, a hash typed while the app starts) was never heard, and the app kept showing the
 * old one: under a 6x slower CPU, a filter link opened during start-up showed the unfiltered table in 5 of 16 loads
 * (e2e table-url-race). Here, once it listens, the router also compares the address with the one it rendered and
 * follows it if it moved, so no navigation can fall between reading and listening.
 */
function AppHashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    // As HashRouter does: the next page renders in a transition, so the current one stays until it is ready.
    const follow = (update: typeof shown) => startTransition(() => setShown(update));
    const stopListening = history.listen(follow);
    const now = history.location;
    startTransition(() =>
      setShown((rendered) =>
        createPath(rendered.location) === createPath(now) ? rendered : { action: history.action, location: now },
      ),
    );
    return stopListening;
  }, [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}

export function AppRouter() {
  return (
    <AppHashRouter>
      <AppRoutes />
    </AppHashRouter>
  );
}
