import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { IconProps } from '@/components/icons';
import { PAGES, pagePaths, type PageEntry, type PageId } from '@/config/routes';
import { earlyResponsesSettled } from '@/api/earlyResponses';
import { PAGE_CODE, type PageChunk } from './pages';
import type { AppDispatch } from './store';

/**
 * A page that lives in its own chunk and can be loaded before it is rendered. Once its module has loaded, the page
 * renders it directly: React.lazy would suspend on the first render even when the chunk is already there, so the
 * loading state would be committed and painted first and the page only on a later render (React 19 would also hold
 * it back for its Suspense reveal throttle, about 300 ms).
 */
export interface PageModule {
  /** Loads the page's chunk (once); resolves when the page can render without suspending. */
  preload: () => Promise<PageChunk>;
  Page: ComponentType;
}

export function pageModule(load: () => Promise<PageChunk>): PageModule {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageChunk> | null = null;
  const preload = () => {
    loading ??= load().then(
      (chunk) => {
        loaded = chunk.Page;
        return chunk;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (webpack asks for it again).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((chunk) => ({ default: chunk.Page })));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { preload, Page };
}

/** A page as the app shows it: its registry entry (config/routes.ts), its menu icon and its chunk (app/pages.tsx). */
export interface AppPage extends PageEntry {
  id: PageId;
  Icon: ComponentType<IconProps>;
  module: PageModule;
}

/** Every page, in menu order: the router, the side menu, the document titles and the preloading read this list. */
export const APP_PAGES: readonly AppPage[] = PAGES.map((page) => ({
  ...page,
  Icon: PAGE_CODE[page.id].Icon,
  module: pageModule(PAGE_CODE[page.id].load),
}));

/** Every page's module, once, in menu order. */
export const ALL_PAGES: readonly PageModule[] = APP_PAGES.map((page) => page.module);

/** The page a path shows, matched as the router matches it (case-insensitive, trailing slash ignored). */
export function pageModuleFor(pathname: string): PageModule | null {
  const shown = APP_PAGES.find((page) => pagePaths(page).some((path) => matchPath(path, pathname) !== null));
  return shown?.module ?? null;
}

/**
 * Starts loading the page a path shows, if any, and returns that loading (settled either way). A chunk that fails
 * is left to the page, which asks again when it renders and shows the error there.
 */
export function preloadPageAt(pathname: string): Promise<PageChunk | undefined> | undefined {
  return pageModuleFor(pathname)
    ?.preload()
    .catch(() => undefined);
}

/** The visitor's browser asks sites to save data (Chromium's Save-Data, `navigator.connection.saveData`). */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Loads the chunks of `pages` that have not loaded yet, one after the other; run when the browser is idle after the
 * first page has been painted. A later move to another page then renders it at once, without "Carregando…" (the
 * service worker precaches the same files, so a visitor who stays downloads nothing more). A chunk that fails is
 * left to the visit of its page, which asks again and shows the error there. Nothing is loaded ahead when the
 * browser asks to save data.
 */
export async function preloadPages(pages: readonly PageModule[]): Promise<void> {
  if (savesData()) return;
  for (const page of pages) await page.preload().catch(() => undefined);
}

/** How sure a visitor's gesture makes it that they will open a link: a press is followed by the click. */
export type LinkIntent = 'hover-or-focus' | 'press';

/**
 * Loads the page behind a link as soon as the visitor shows they may follow it, for a visit that comes before the
 * idle preload (the first page still loading, or the browser saving data): from a pointer over the link or focus
 * on it to the click there is usually time for the chunk, so the page renders without "Carregando…". When the
 * browser asks to save data, only a press counts: a pointer passing over the menu downloads nothing.
 */
export function preloadPageOnIntent(pathname: string, intent: LinkIntent): void {
  if (intent === 'hover-or-focus' && savesData()) return;
  void preloadPageAt(pathname);
}

/** The path part of a hash route (`#/pages/filter?sortby=nome` → `/pages/filter`), as HashRouter reads it. */
export function hashRoutePath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * How long the first render may wait for the current page (its chunk, its first data, the stored settings), from
 * the start of the entry. Index.html asked for the chunk and the data beside the entry, so they are usually there
 * already. Below 300 ms a loading state would only flash (a spinner shown and replaced at once); past it, showing
 * the app with its loading state tells the visitor more than a blank page.
 */
export const FIRST_PAGE_WAIT_MS = 300;

/** Resolves with `promise`'s settling, or at `deadline` (a performance.now() time), whichever comes first. */
function until(promise: Promise<unknown>, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, deadline - performance.now()));
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

interface FirstPageOptions {
  /** The current page's chunk loading (`preloadPageAt`: settles either way), if the path has a page. */
  pageLoaded: Promise<PageChunk | undefined> | undefined;
  /** Where the page's first requests go (its chunk's `prefetch`). */
  dispatch: AppDispatch;
  /** Resolves once redux-persist has put the stored state in the store. */
  rehydrated: Promise<void>;
  /** performance.now() time after which the first render waits no longer. */
  deadline: number;
}

/**
 * Resolves when the first render can show the page with its content: the stored state is in, the page's chunk has
 * loaded, the answers index.html asked for have arrived and the page's own requests (its chunk's `prefetch`, which
 * takes those answers over) have settled in the store's cache, so the page's first render holds its data; or at
 * the deadline. A chunk that fails is reported by the page's own error boundary once rendered, a failed request by
 * the page, as always: a `prefetch` takes over only an early answer the page will show (api/earlyResponses
 * earlyAnswerUsable), so nothing is asked or reported twice.
 */
export async function firstPageReady({ pageLoaded, dispatch, rehydrated, deadline }: FirstPageOptions): Promise<void> {
  const pageData = pageLoaded?.then((chunk) => chunk?.prefetch?.(dispatch));
  await until(Promise.all([rehydrated, pageData, earlyResponsesSettled()]), deadline);
}
