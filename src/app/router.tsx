import { Suspense } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { NOT_FOUND_NAME, pagePaths } from '@/config/routes';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';
import { APP_PAGES, type AppPage } from './pageModules';

/**
 * One page of the layout: sets the document title at once (before the page's chunk has loaded) and shows the
 * page's loading state in the page area only, so the menu stays as it is while a chunk loads.
 */
function RoutePage({ page }: { page: AppPage }) {
  useDocumentTitle(page.name);
  return (
    <Suspense fallback={<PageLoading page={page} />}>
      <page.Page />
    </Suspense>
  );
}

function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_NAME);
  return <NotFound />;
}

/**
 * Spec §2 routes: each page of the registry (config/routes.ts PAGES) at each of its paths, with its title. Every
 * page shares the layout, which stays mounted across navigation (only the page area is replaced, see AppLayout);
 * anything else is the not-found screen.
 */
export function AppRoutes() {
  return (
    // Catches what the page-area boundary in AppLayout cannot: an error in the layout itself.
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          {APP_PAGES.flatMap((page) =>
            pagePaths(page).map((path) => <Route key={path} path={path} element={<RoutePage page={page} />} />),
          )}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}

/**
 * React Router's HashRouter. The declarative router rather than createHashRouter: the data router adds ~27 KB gzip
 * that the app does not use (no loaders or actions); see docs/DECISIONS.md, "Declarative HashRouter".
 * Without transitions: each navigation renders at once, so the location the app renders is always the address, and
 * the table's URL state (features/table/useTableQueryUrl.ts) reads it from useLocation with no address newer than
 * the rendered one (docs/DECISIONS.md, "Navigations render at once").
 */
export function AppRouter() {
  return (
    <HashRouter useTransitions={false}>
      <AppRoutes />
    </HashRouter>
  );
}
