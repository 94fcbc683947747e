import { Suspense, lazy, useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { NOT_FOUND_NAME, documentTitle, pagePaths } from '@/config/routes';
import { AppLayout } from './AppLayout';
import { ErrorBoundary, ErrorPage, NotFound } from './errors';
import { PAGES, PageLoading, type Page } from './pages';
import { rootReducer } from './store';

/** A page rendered once its chunk has loaded; the slices the chunk brings join the root reducer first. */
function lazyPage(page: Page) {
  return lazy(() =>
    page.load().then(({ default: Component, pageSlices = [] }) => {
      for (const slice of pageSlices) rootReducer.inject(slice, { overrideExisting: true });
      return { default: Component };
    }),
  );
}

/** Made once: a lazy component made in a render would be a new component, remounted each time. */
const LAZY_PAGES = PAGES.map((page) => ({ page, Page: lazyPage(page) }));

/** Sets the document title to `<page> · Projetos` while the calling route is shown. */
function useDocumentTitle(pageName: string): void {
  useEffect(() => {
    document.title = documentTitle(pageName);
  }, [pageName]);
}

/** Titles the page at once and shows its loading state in the page area only, while its chunk loads. */
function RoutePage({ page, Page }: { page: Page; Page: ReturnType<typeof lazyPage> }) {
  useDocumentTitle(page.name);
  return (
    <Suspense fallback={<PageLoading page={page} />}>
      <Page />
    </Suspense>
  );
}

function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_NAME);
  return <NotFound />;
}

/** Spec §2: every page at each of its paths inside the one layout, which stays mounted; anything else is not found. */
export function AppRoutes() {
  return (
    // Catches what the page-area boundary in AppLayout cannot: an error in the layout itself.
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Routes>
        <Route element={<AppLayout />}>
          {LAZY_PAGES.flatMap(({ page, Page }) =>
            pagePaths(page).map((path) => <Route key={path} path={path} element={<RoutePage page={page} Page={Page} />} />),
          )}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}

/**
 * The declarative HashRouter: the app uses no loaders or actions (docs/DECISIONS.md, "Declarative `HashRouter`").
 * Without transitions, the rendered location is always the address the table's URL state reads.
 */
export function AppRouter() {
  return (
    <HashRouter useTransitions={false}>
      <AppRoutes />
    </HashRouter>
  );
}
