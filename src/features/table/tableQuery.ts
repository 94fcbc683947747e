// The table query lives in the URL (spec §3; ARCHITECTURE §7). Anyone can type or share a URL, so parsing never
// throws and drops what the UI could not have produced instead of guessing.

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FILTER_VALUE_MAX } from '@/config/constants';
import { cutCodePoints } from '@/utils/codePoints';
import type { ColumnKey, FilterStatus, SortDirection, TableQuery } from './types';
import {
  EMPTY_TABLE_QUERY,
  FILTER_STATUSES,
  SORT_DIRECTIONS,
  isColumnKey,
  isFilterableColumn,
  isSortableColumn,
} from './types';

/** Query keys in the order they are written to the URL, so equal queries always give equal URLs. */
export const TABLE_QUERY_KEYS = ['sortby', 'orderby', 'filter', 'status', 'value'] as const;
export type TableQueryKey = (typeof TABLE_QUERY_KEYS)[number];

export type RawTableQuery = Partial<Record<TableQueryKey, string | null | undefined>>;

// Spec §5 leaves the legacy pattern's effect open; kept here: only what can match some column (names, emails, phone).
const OTHER_WHITE_SPACE = /[^\S ]/gu;
const NOT_ALLOWED = /[^\p{L}\p{M}0-9 @._+-]/gu;

/** Spec §5: strips what cannot match any column and cuts; no trim, so a draft keeps a space between words. */
export function sanitizeFilterValue(raw: string): string {
  return cutCodePoints(raw.replace(OTHER_WHITE_SPACE, ' ').replace(NOT_ALLOWED, ''), FILTER_VALUE_MAX);
}

/** Spec §5: the committed value is sanitised and trimmed. */
function normalizeFilterValue(raw: string): string {
  return sanitizeFilterValue(raw.trim()).trim();
}

/** URL values are matched after trimming and canonical composition (a URL may spell `é` as `e` + accent). */
function canonical(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase();
}

function toColumn(raw: string | null | undefined): ColumnKey | null {
  if (typeof raw !== 'string') return null;
  const key = canonical(raw);
  return isColumnKey(key) ? key : null;
}

/** Spec §4: an unknown orderby is decrescente, but no direction for id or no column; an empty one sorts nothing. */
function toSortDirection(raw: string | null | undefined, sortby: ColumnKey | null): SortDirection | null {
  if (typeof raw !== 'string') return null;
  const key = canonical(raw);
  if (key === '') return null;
  const known = SORT_DIRECTIONS.find((d) => d === key);
  if (known !== undefined) return known;
  return sortby !== null && sortby !== 'id' ? 'decrescente' : null;
}

function toFilterStatus(raw: string | null | undefined): FilterStatus | null {
  if (typeof raw !== 'string') return null;
  const key = canonical(raw);
  return FILTER_STATUSES.find((s) => s === key) ?? null;
}

/** Every rule of a valid query (spec §2, §4, §5), idempotent; parse and serialise share it so they agree. */
export function normalizeTableQuery(raw: RawTableQuery): TableQuery {
  const column = toColumn(raw.sortby);
  const sortby = isSortableColumn(column) ? column : null;
  const filter = toColumn(raw.filter);
  const filterColumn = isFilterableColumn(filter) ? filter : null;
  return {
    sortby,
    orderby: toSortDirection(raw.orderby, sortby),
    filter: filterColumn,
    status: filterColumn === 'sexo' ? null : toFilterStatus(raw.status),
    value: filterColumn !== null && typeof raw.value === 'string' ? normalizeFilterValue(raw.value) : '',
  };
}

/** Spec §4: what choosing a filter column changes; the one place this coupling lives. */
export function filterColumnChange(filter: ColumnKey | null, current: Pick<TableQuery, 'value'>): Partial<TableQuery> {
  if (filter === 'sexo') return { filter, status: null, value: '' };
  return { filter, value: filter === null ? '' : current.value };
}

/** Spec §2: the filter popup's 'Resetar' (and the empty table's 'Limpar filtro') clears filter, status and value. */
export const CLEARED_FILTER: Readonly<Partial<TableQuery>> = Object.freeze({ filter: null, status: null, value: '' });

/** Spec §2: the sort popup's 'Resetar' clears sortby and orderby. */
export const CLEARED_SORT: Readonly<Partial<TableQuery>> = Object.freeze({ sortby: null, orderby: null });

function readParams(search: string): URLSearchParams | null {
  try {
    return new URLSearchParams(search);
  } catch {
    // URLSearchParams does not throw on bad percent-encoding, but the parser promises never to throw at all.
    return null;
  }
}

/** Reads a search string (leading `?` optional); for a repeated key the first wins. */
export function parseTableQuery(search: string): TableQuery {
  const params = readParams(search);
  if (params === null) return normalizeTableQuery({});
  return normalizeTableQuery({
    sortby: params.get('sortby'),
    orderby: params.get('orderby'),
    filter: params.get('filter'),
    status: params.get('status'),
    value: params.get('value'),
  });
}

/** Search string without `?`, empty fields left out; parsing it gives `normalizeTableQuery(query)`. */
export function serializeTableQuery(query: TableQuery): string {
  const normalized = normalizeTableQuery(query);
  const params = new URLSearchParams();
  for (const key of TABLE_QUERY_KEYS) {
    const value = normalized[key];
    if (value !== null && value !== '') params.append(key, value);
  }
  return params.toString();
}

/** The URL's query mirrored for DevTools and the selectors (ARCHITECTURE §7), changed only by useTableQueryUrl.
 * Its one write back: DECISIONS "A DevTools jump moves the table's URL". */
export const tableQuerySlice = createSlice({
  name: 'tableQuery',
  initialState: { ...EMPTY_TABLE_QUERY },
  reducers: {
    urlParsed: (_state, action: PayloadAction<TableQuery>) => action.payload,
  },
  selectors: {
    selectTableQuery: (state) => state,
  },
});

export const { urlParsed } = tableQuerySlice.actions;
export const { selectTableQuery } = tableQuerySlice.selectors;
