/**
 * The page registry (spec §2), its data half: every page's paths, name and early requests, in menu order. The
 * router, the side menu, the document titles and the prerender read it through app/pageModules.tsx (which joins
 * each entry with its chunk, menu icon and loading state from app/pages.tsx), index.html's early requests through
 * build/earlyPages.ts. docs/ARCHITECTURE.md, "Adding a page".
 *
 * Plain data that imports nothing: webpack.config.ts is loaded by ts-node, which has neither the `@/` alias nor a
 * bundler, and reads this file as it is. The lint zones need no page list: eslint.config.mjs (plain ESM, which cannot
 * load TypeScript) reads the feature folders themselves.
 */

/** The start page's path; the table answers it (spec §2). */
const HOME_PATH = '/';

/** A request index.html starts for a page on a first visit, before the app has loaded (build/earlyPages.ts builds its URL). */
export type EarlyRequest = 'users' | 'location';

export interface PageEntry {
  /**
   * Names the page in code: its key in ROUTES and its chunk (`webpackChunkName` in app/pages.tsx; the build fails
   * when no chunk has that name).
   */
  id: string;
  /** The page's own address, where the menu links to. */
  path: string;
  /** Other paths that show the same page; the menu marks the page current there too. */
  aliases: readonly string[];
  /** As the menu and the page's heading say it (spec §2), first in the document title. */
  name: string;
  /**
   * What the page asks the services for as soon as it mounts: on a first visit to one of its paths, index.html starts
   * it beside the entry and the page's query takes the answer over (docs/DECISIONS.md, "Early requests").
   */
  earlyRequests: readonly EarlyRequest[];
}

/** Every page, in menu order. */
export const PAGES = [
  { id: 'table', path: '/pages/filter', aliases: [HOME_PATH], name: 'Ordenação e Filtro', earlyRequests: ['users'] },
  { id: 'gallery', path: '/pages/gallery', aliases: [], name: 'Galeria', earlyRequests: [] },
  { id: 'clock', path: '/pages/time', aliases: [], name: 'Hora Atual', earlyRequests: ['location'] },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof PAGES)[number]['id'];

/** Every path that shows `page`: its aliases, then its own. */
export function pagePaths(page: PageEntry): string[] {
  return [...page.aliases, page.path];
}

type PagePathsById = { readonly [Page in (typeof PAGES)[number] as Page['id']]: Page['path'] };

/** Each page's path by its id, and the start page's: for a link to one given page (`ROUTES.home`, `ROUTES.gallery`). */
export const ROUTES = {
  home: HOME_PATH,
  // Object.fromEntries cannot type its keys: the type above says what the entries make.
  ...(Object.fromEntries(PAGES.map((page) => [page.id, page.path])) as PagePathsById),
};

/** The app's name, last in every document title. */
export const APP_NAME = 'Projetos';

/** The not-found screen's name, first in its document title (it is no page of the menu). */
export const NOT_FOUND_NAME = 'Página não encontrada';

/** e.g. `Galeria · Projetos`: the page first, so a tab strip or a history list tells pages apart. */
export function documentTitle(pageName: string): string {
  return `${pageName} · ${APP_NAME}`;
}
