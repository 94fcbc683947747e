// Paths and names that features need without the page registry (app/pages.tsx), which only the app reads.

/** The start page's path; the table answers it (spec §2). */
export const HOME_PATH = '/';

/** Every path that shows a page: its aliases, then its own. */
export function pagePaths(page: { path: string; aliases: readonly string[] }): string[] {
  return [...page.aliases, page.path];
}

/** The app's name, last in every document title. */
const APP_NAME = 'Projetos';

/** The not-found screen's name, first in its document title (it is no page of the menu). */
export const NOT_FOUND_NAME = 'Página não encontrada';

/** e.g. `Galeria · Projetos`: the page first, so a tab strip or a history list tells pages apart. */
export function documentTitle(pageName: string): string {
  return `${pageName} · ${APP_NAME}`;
}
