import { Suspense, type ReactNode } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
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
 * app does not use (no loaders or actions); see docs/DECISIONS.md.
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

export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
