/** Route paths (spec §2), in one place for the router and the side menu. */
export const ROUTES = {
  home: '/',
  table: '/pages/filter',
  gallery: '/pages/gallery',
  clock: '/pages/time',
} as const;

/** The app's name, last in every document title. */
export const APP_NAME = 'Projetos';

/** Page names as the menu and each page's heading say them (spec §2), first in the document title. */
export const PAGE_NAMES = {
  table: 'Ordenação e Filtro',
  gallery: 'Galeria',
  clock: 'Hora Atual',
  notFound: 'Página não encontrada',
} as const;

/** e.g. `Galeria · Projetos`: the page first, so a tab strip or a history list tells pages apart. */
export function documentTitle(pageName: string): string {
  return `${pageName} · ${APP_NAME}`;
}
