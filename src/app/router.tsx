import { Suspense, type ReactNode } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { PAGE_NAMES, ROUTES } from '@/config/routes';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';
import { clockPage, galleryPage, tablePage } from './pageModules';

const { Page: TablePage } = tablePage;
const { Page: GalleryPage } = galleryPage;
const { Page: ClockPage } = clockPage;

/**
 * One page of the layout: sets the document title at once (before the page's chunk has loaded) and shows the
 * loading state in the page area only, so the menu stays as it is while a chunk loads.
 */
function RoutePage({ name, children }: { name: string; children: ReactNode }) {
  useDocumentTitle(name);
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function NotFoundPage() {
  useDocumentTitle(PAGE_NAMES.notFound);
  return <NotFound />;
}

/**
 * Spec §2 routes. Every page shares the layout, which stays mounted across navigation (only the page area is
 * replaced, see AppLayout); anything else is the not-found screen.
 * The declarative HashRouter is used rather than createHashRouter: the data router adds ~27 KB gzip that the
 * app does not use (no loaders or actions); see docs/DECISIONS.md, "Declarative HashRouter".
 */
export function AppRoutes() {
  const table = (
    <RoutePage name={PAGE_NAMES.table}>
      <TablePage />
    </RoutePage>
  );
  return (
    // Catches what the page-area boundary in AppLayout cannot: an error in the layout itself.
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={ROUTES.home} element={table} />
          <Route path={ROUTES.table} element={table} />
          <Route
            path={ROUTES.gallery}
            element={
              <RoutePage name={PAGE_NAMES.gallery}>
                <GalleryPage />
              </RoutePage>
            }
          />
          <Route
            path={ROUTES.clock}
            element={
              <RoutePage name={PAGE_NAMES.clock}>
                <ClockPage />
              </RoutePage>
            }
          />
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
