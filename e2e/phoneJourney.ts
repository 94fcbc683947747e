import { GALLERY, IMG } from './galleryHelpers';

// What the phone journeys of the three engines share (e2e/phone.spec.ts is the full Chromium suite).

export const PRAIA = { id: 1_700_000_000_001, title: 'Praia', images: [IMG('sunset.jpg'), IMG('ocean.jpg'), IMG('dunes.jpg')], isMain: true };

/** Each page with its content in (the table's rows, the album, the located clock), the widest it gets: its path, its
 *  heading and a text of that content. */
export const PHONE_PAGES = [
  ['/#/', 'Ordenação e Filtro', 'Exibindo 208 de 208 resultados'],
  [GALLERY, 'Galeria', 'Praia'],
  ['/#/pages/time', 'Hora Atual', 'Fuso horário: America/Sao_Paulo'],
  ['/#/nada', 'Página não encontrada', 'Página inicial'],
] as const;

/** The table with a filter and a sort: its rows are wider than a phone. */
export const FILTERED_TABLE = '/#/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an';

/** Runs in the page (self-contained): how far the document reaches past the window's right edge (0: no sideways
 *  scroll). */
export function sidewaysOverflow(): number {
  return Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
