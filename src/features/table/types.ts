// Domain types of the user table (spec §2, §3): pure, serialisable data, so it can live in the store and the URL.

/** The service sends dates like `1996-5-30`, never instants. */
export type CalendarDate = { year: number; month: number; day: number };

export type Gender = 'female' | 'male';

/** spec §3: `null` means missing or malformed; shown as MISSING_VALUE and never matching a filter (spec §5). */
export type User = {
  id: number | null;
  firstName: string | null;
  age: number | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  birthDate: CalendarDate | null;
};

export const MISSING_VALUE = '—';

/** Also the URL values of `sortby` and `filter` (spec §3), hence the pt-BR spelling. */
export type ColumnKey = 'id' | 'nome' | 'idade' | 'sexo' | 'email' | 'telefone' | 'data de nasc.';
export type SortDirection = 'crescente' | 'decrescente';
export type FilterStatus = 'é' | 'não é';

/** Read from the URL, its single source of truth; always valid or empty (parseTableQuery / normalizeTableQuery). */
export type TableQuery = {
  sortby: ColumnKey | null;
  orderby: SortDirection | null;
  filter: ColumnKey | null;
  status: FilterStatus | null;
  value: string;
};

export const EMPTY_TABLE_QUERY: Readonly<TableQuery> = Object.freeze({
  sortby: null,
  orderby: null,
  filter: null,
  status: null,
  value: '',
});

export type Column = { readonly key: ColumnKey; readonly label: string };

/** Spec §2: display order. */
export const COLUMNS: readonly Column[] = Object.freeze([
  { key: 'id', label: 'ID' },
  { key: 'nome', label: 'Nome' },
  { key: 'idade', label: 'Idade' },
  { key: 'sexo', label: 'Sexo' },
  { key: 'email', label: 'Email' },
  { key: 'telefone', label: 'Telefone' },
  { key: 'data de nasc.', label: 'Data de Nasc.' },
] as const);

export const COLUMN_LABELS: Readonly<Record<ColumnKey, string>> = Object.freeze(
  Object.fromEntries(COLUMNS.map((c) => [c.key, c.label])) as Record<ColumnKey, string>,
);

const SORTABLE_KEYS: ReadonlySet<ColumnKey> = new Set<ColumnKey>(['id', 'nome', 'idade', 'data de nasc.']);
const NOT_FILTERABLE_KEYS: ReadonlySet<ColumnKey> = new Set<ColumnKey>(['data de nasc.']);

/** Spec §2, §4: the sort picker excludes Sexo, Email and Telefone. */
export const SORTABLE_COLUMNS: readonly Column[] = Object.freeze(COLUMNS.filter((c) => SORTABLE_KEYS.has(c.key)));

/** Spec §2: the filter picker excludes Data de Nasc. */
export const FILTERABLE_COLUMNS: readonly Column[] = Object.freeze(
  COLUMNS.filter((c) => !NOT_FILTERABLE_KEYS.has(c.key)),
);

export const SORT_DIRECTIONS: readonly SortDirection[] = Object.freeze(['crescente', 'decrescente'] as const);
export const FILTER_STATUSES: readonly FilterStatus[] = Object.freeze(['é', 'não é'] as const);

/** Spec §3. */
export const SORT_DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = Object.freeze({
  crescente: 'Crescente',
  decrescente: 'Decrescente',
});

/** Spec §2. */
export const FILTER_STATUS_LABELS: Readonly<Record<FilterStatus, string>> = Object.freeze({
  'é': 'É',
  'não é': 'Não É',
});

export function isColumnKey(value: unknown): value is ColumnKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COLUMN_LABELS, value);
}

export function isSortableColumn(key: ColumnKey | null): key is ColumnKey {
  return key !== null && SORTABLE_KEYS.has(key);
}

export function isFilterableColumn(key: ColumnKey | null): key is ColumnKey {
  return key !== null && !NOT_FILTERABLE_KEYS.has(key);
}

export function isSortDirection(value: unknown): value is SortDirection {
  return value === 'crescente' || value === 'decrescente';
}

export function isFilterStatus(value: unknown): value is FilterStatus {
  return value === 'é' || value === 'não é';
}
