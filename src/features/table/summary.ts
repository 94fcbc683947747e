// Texts of the table toolbar (spec §2). "Active" means it changes the rows: a value that cannot apply lights no dot
// and writes no summary, so the toolbar never claims a sort or filter the rows do not show.

import { buildUserFilter } from './filterUsers';
import type { TableQuery } from './types';
import { COLUMN_LABELS, isSortableColumn } from './types';

type SortQuery = Pick<TableQuery, 'sortby' | 'orderby'>;
type FilterQuery = Pick<TableQuery, 'filter' | 'status' | 'value'>;

/** Same condition as `sortUsers` (spec §4). */
export function isSortActive(query: SortQuery): boolean {
  return query.orderby !== null && isSortableColumn(query.sortby);
}

/** Same condition as `buildUserFilter` (spec §4, §5). */
export function isFilterActive(query: FilterQuery): boolean {
  return buildUserFilter(query) !== null;
}

/** e.g. `Ordenado por Idade em ordem decrescente`. */
export function sortSummary(query: SortQuery): string | null {
  if (!isSortActive(query) || query.sortby === null || query.orderby === null) return null;
  return `Ordenado por ${COLUMN_LABELS[query.sortby]} em ordem ${query.orderby}`;
}

/** e.g. `Filtrado por Nome (é) : an`, status lowercase as in the spec; no parentheses without a status (Sexo). */
export function filterSummary(query: FilterQuery): string | null {
  if (!isFilterActive(query) || query.filter === null) return null;
  const status = query.status === null ? '' : ` (${query.status})`;
  return `Filtrado por ${COLUMN_LABELS[query.filter]}${status} : ${query.value.trim()}`;
}

/** Spec §2: e.g. `Exibindo 12 de 100 resultados`. */
export function resultCounter(shown: number, total: number): string {
  return `Exibindo ${shown} de ${total} resultados`;
}
