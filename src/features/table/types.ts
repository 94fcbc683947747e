// Domain types of the user table (spec §3 "User record", "Table URL query parameters"; spec §2 "User table screen").
// Pure data: no React, no Redux. Everything here is serialisable so it can live in the store and in the URL.

/** A calendar day without time zone: the service sends dates like `1996-5-30`, never instants. */
export type CalendarDate = { year: number; month: number; day: number };

export type Gender = 'female' | 'male';

/**
 * One row of the table (spec §3). `null` means the field was missing or malformed in the service answer;
 * the UI shows {@link MISSING_VALUE} for it, and such a field never matches a filter (spec §5).
 */
export type User = {
  id: number | null;
  firstName: string | null;
  age: number | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  birthDate: CalendarDate | null;
};

/** Text shown in a cell whose value is null. */
export const MISSING_VALUE = '—';

/** Column keys are also the URL values of `sortby` and `filter` (spec §3), hence the pt-BR spelling. */
export type ColumnKey = 'id' | 'nome' | 'idade' | 'sexo' | 'email' | 'telefone' | 'data de nasc.';
export type SortDirection = 'crescente' | 'decrescente';
export type FilterStatus = 'é' | 'não é';

/**
 * The table query as read from the URL, which is its single source of truth (architecture §7).
 * Always produced by `parseTableQuery` / `normalizeTableQuery`, so every field is either valid or empty.
 */
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

/** Table columns in display order (spec §2). */
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

/** Spec §2/§4: the sort picker excludes Sexo, Email and Telefone; only these columns are ever sorted. */
export const SORTABLE_COLUMNS: readonly Column[] = Object.freeze(COLUMNS.filter((c) => SORTABLE_KEYS.has(c.key)));

/** Spec §2: the filter picker excludes Data de Nasc. */
export const FILTERABLE_COLUMNS: readonly Column[] = Object.freeze(
  COLUMNS.filter((c) => !NOT_FILTERABLE_KEYS.has(c.key)),
);

export const SORT_DIRECTIONS: readonly SortDirection[] = Object.freeze(['crescente', 'decrescente'] as const);
export const FILTER_STATUSES: readonly FilterStatus[] = Object.freeze(['é', 'não é'] as const);

/** Spec §3: directions are shown as Crescente and Decrescente. */
export const SORT_DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = Object.freeze({
  crescente: 'Crescente',
  decrescente: 'Decrescente',
});

/** Spec §2: the status picker offers 'É' and 'Não É'. */
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
