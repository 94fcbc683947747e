// Texts of the table toolbar (spec §2 "User table screen": green dot on the Ordernar / Filtro buttons when active,
// the summary line 'Ordenado por <column> em ordem <direction>' / 'Filtrado por <column> (<status>) : <value>', and
// the counter 'Exibindo N de <total> resultados').
// "Active" means "changes what the user sees": a chip chosen without a direction, or a value that cannot apply
// (letters in the ID filter, the legacy `Masculino`), lights no dot and writes no summary, so the toolbar never
// claims a sort or filter that the rows do not show.

import { buildUserFilter } from './filterUsers';
import type { TableQuery } from './types';
import { COLUMN_LABELS, isSortableColumn } from './types';

type SortQuery = Pick<TableQuery, 'sortby' | 'orderby'>;
type FilterQuery = Pick<TableQuery, 'filter' | 'status' | 'value'>;

/** True when the rows are sorted: same condition as `sortUsers` (spec §4). */
export function isSortActive(query: SortQuery): boolean {
  return query.orderby !== null && isSortableColumn(query.sortby);
}

/** True when the rows are filtered: same condition as `buildUserFilter` (spec §4, §5). */
export function isFilterActive(query: FilterQuery): boolean {
  return buildUserFilter(query) !== null;
}

/** e.g. `Ordenado por Idade em ordem decrescente`; null when no sort applies. */
export function sortSummary(query: SortQuery): string | null {
  if (!isSortActive(query) || query.sortby === null || query.orderby === null) return null;
  return `Ordenado por ${COLUMN_LABELS[query.sortby]} em ordem ${query.orderby}`;
}

/**
 * e.g. `Filtrado por Nome (é) : an`; the status is written as in the URL (lowercase), as in the spec's example.
 * Without a status (always the case for Sexo, whose popup has none) the parentheses are left out:
 * `Filtrado por Sexo : masculino`. Null when no filter applies.
 */
export function filterSummary(query: FilterQuery): string | null {
  if (!isFilterActive(query) || query.filter === null) return null;
  const status = query.status === null ? '' : ` (${query.status})`;
  return `Filtrado por ${COLUMN_LABELS[query.filter]}${status} : ${query.value.trim()}`;
}

/** Spec §2: counter on the right of the toolbar, e.g. `Exibindo 12 de 100 resultados`. */
export function resultCounter(shown: number, total: number): string {
  return `Exibindo ${shown} de ${total} resultados`;
}
