import { lazy } from 'react';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { NotFound } from './NotFound';

// One lazily loaded chunk per page (issue 2): the entry holds only the shell.
const TablePage = lazy(() => import(/* webpackChunkName: "table" */ '@/features/table/TablePage').then((m) => ({ default: m.TablePage })));
const GalleryPage = lazy(() =>
  import(/* webpackChunkName: "gallery" */ '@/features/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })),
);
const ClockPage = lazy(() => import(/* webpackChunkName: "clock" */ '@/features/clock/ClockPage').then((m) => ({ default: m.ClockPage })));

/**
 * Spec §2 routes. Every page shares the layout; anything else is the not-found screen.
 * The declarative HashRouter is used rather than createHashRouter: the data router adds ~27 KB gzip that the
 * app does not use (no loaders or actions), and the initial download has a 130 KB budget (issue 2).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: leaving a page that crashed shows the next page, not the error view again.
    <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={ROUTES.home} element={<TablePage />} />
          <Route path={ROUTES.table} element={<TablePage />} />
          <Route path={ROUTES.gallery} element={<GalleryPage />} />
          <Route path={ROUTES.clock} element={<ClockPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
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
