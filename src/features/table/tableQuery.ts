// The table query lives in the URL (spec §3: sortby, orderby, filter, status, value; architecture §7: the URL is the
// single source of truth, with one tolerant parser and one serialiser). Anyone can type or share a URL, so parsing
// never throws and drops what the UI could not have produced instead of guessing. The store holds a mirror of the
// parsed URL (the slice at the end); useTableQueryUrl keeps the two in step.

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

/** Loose input for {@link normalizeTableQuery}: raw URL strings or an already typed query. */
export type RawTableQuery = Partial<Record<TableQueryKey, string | null | undefined>>;

// Spec §5 says the legacy input stripped characters "matching a pattern whose exact effect is not reliable". Here the
// rule is explicit: keep only what can match some column — letters with their accents (names, emails), digits
// (id, age, phone, emails), spaces (phone) and `@ . _ + -` (emails, phone). Other white space becomes a plain space.
const OTHER_WHITE_SPACE = /[^\S ]/gu;
const NOT_ALLOWED = /[^\p{L}\p{M}0-9 @._+-]/gu;

/**
 * Spec §5: strips characters that cannot match any column, then cuts to 27 characters. It does not trim, so the
 * input draft can hold a space between words while the user types; {@link parseTableQuery} trims.
 */
export function sanitizeFilterValue(raw: string): string {
  return cutCodePoints(raw.replace(OTHER_WHITE_SPACE, ' ').replace(NOT_ALLOWED, ''), FILTER_VALUE_MAX);
}

/** Spec §5: the committed value is sanitised, trimmed and at most 27 characters long. */
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

/**
 * Spec §4: "Id uses crescente or decrescente; for the other columns anything other than crescente is descending."
 * So a present but unknown orderby reads as decrescente for nome, idade and data de nasc., and as no direction for
 * id (or when no sortable column is chosen). An empty orderby is not set: it sorts nothing.
 */
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

/**
 * Applies every rule of a valid table query; parse and serialise both go through it so they cannot disagree.
 * - sortby: only the columns offered by the sort picker (spec §2, §4); orderby: crescente or decrescente, and any
 *   other present value is decrescente for the columns other than id (spec §4, see toSortDirection).
 * - filter: only the columns offered by the filter picker (spec §2).
 * - status: dropped for Sexo, whose popup has no status picker (spec §4 "Choosing the Sexo column removes the status").
 * - value: sanitised, trimmed, at most 27 characters (spec §5); dropped without a filter column (spec §4 "Clearing
 *   the filter column deletes the value").
 * Idempotent: normalizing a normalized query returns an equal query.
 */
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

/**
 * Spec §4: what choosing a filter column changes. Choosing Sexo removes the status (its popup has none) and the
 * value (Masculino/Feminino replace the text); clearing the column deletes the value; another column keeps both.
 * The one place this coupling lives: the column picker, the column chip and any later control use it.
 */
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

/**
 * Reads the table query from a location search string (with or without the leading `?`). Unknown keys are ignored,
 * invalid values are dropped, and for a repeated key the first occurrence wins.
 */
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

/**
 * Writes the table query as a search string without the leading `?`, omitting empty fields, keys always in the
 * order sortby, orderby, filter, status, value. The query is normalized first, so for any input
 * `parseTableQuery(serializeTableQuery(q))` equals `normalizeTableQuery(q)`, and equals `q` when `q` is valid.
 */
export function serializeTableQuery(query: TableQuery): string {
  const normalized = normalizeTableQuery(query);
  const params = new URLSearchParams();
  for (const key of TABLE_QUERY_KEYS) {
    const value = normalized[key];
    if (value !== null && value !== '') params.append(key, value);
  }
  return params.toString();
}

/**
 * A mirror of the table query parsed from the URL (ARCHITECTURE.md §7): it makes the query visible in Redux DevTools
 * and feeds the memoised selectors. It changes only with the URL (useTableQueryUrl): a change of the visitor's is
 * mirrored in the same event that writes the URL, a navigation when it renders. The one write from here back to the
 * URL is a DevTools jump (docs/DECISIONS.md, "A DevTools jump moves the table's URL").
 */
export const tableQuerySlice = createSlice({
  name: 'tableQuery',
  initialState: { ...EMPTY_TABLE_QUERY },
  reducers: {
    /** One event per new URL of the table page, carrying the already parsed (valid) query. */
    urlParsed: (_state, action: PayloadAction<TableQuery>) => action.payload,
  },
  selectors: {
    selectTableQuery: (state) => state,
  },
});

export const { urlParsed } = tableQuerySlice.actions;
export const { selectTableQuery } = tableQuerySlice.selectors;
