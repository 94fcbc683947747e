// Filtering and highlighting of the user table (spec §5 "Table filter" for the per-column rules, spec §4 "User
// table" for the status: 'é' or none keeps matching rows, 'não é' inverts, and matches are highlighted only when the
// status is not 'não é'). The value is folded once per call; each row then costs a few character comparisons.

import { genderLabel } from './parseUsers';
import { foldText, matchFoldedPrefixLength } from './textMatch';
import type { ColumnKey, TableQuery, User } from './types';

export type FilterQuery = Pick<TableQuery, 'filter' | 'status' | 'value'>;

export type HighlightRange = { column: ColumnKey; start: number; end: number };

/**
 * Matches one column of a row against the filter value. `matchEnd` returns the end (exclusive) of the matched part
 * of the displayed cell text, or -1 when the row does not match; a null field never matches (spec §3: null means
 * missing, and a missing value is neither equal to nor prefixed by anything). Returning a number keeps the hot path
 * free of allocations.
 */
type ColumnMatcher = {
  column: ColumnKey;
  /** Where the highlighted part starts in the displayed cell text. */
  start: number;
  matchEnd: (user: User) => number;
};

const DIGITS_ONLY = /^[0-9]+$/;

/** Spec §5: id and age need a numeric value, then match by equality; otherwise no filter applies. */
function numberMatcher(column: ColumnKey, value: string, read: (u: User) => number | null): ColumnMatcher | null {
  if (!DIGITS_ONLY.test(value)) return null;
  const wanted = Number(value);
  const end = String(wanted).length; // the whole cell, shown in decimal
  return { column, start: 0, matchEnd: (u) => (read(u) === wanted ? end : -1) };
}

/** Spec §5: name and email match by prefix, here also ignoring accents (`jose` finds `José`). */
function prefixMatcher(column: ColumnKey, value: string, read: (u: User) => string | null): ColumnMatcher {
  const folded = foldText(value);
  return {
    column,
    start: 0,
    matchEnd: (u) => {
      const text = read(u);
      if (text === null) return -1;
      return matchFoldedPrefixLength(text, folded) ?? -1;
    },
  };
}

/** Spec §5: the phone matches a prefix of the number without its first character (`+81 965…` → `81 965…`). */
function phoneMatcher(value: string): ColumnMatcher {
  const folded = foldText(value);
  return {
    column: 'telefone',
    start: 1,
    matchEnd: (u) => {
      if (u.phone === null) return -1;
      const length = matchFoldedPrefixLength(u.phone.slice(1), folded);
      return length === null ? -1 : 1 + length;
    },
  };
}

/** Spec §5: Sexo matches the lowercase Masculino or Feminino label; the whole cell is the match. */
function genderMatcher(value: string): ColumnMatcher {
  const wanted = value.toLowerCase();
  return {
    column: 'sexo',
    start: 0,
    matchEnd: (u) => {
      const label = genderLabel(u.gender);
      return label !== null && label.toLowerCase() === wanted ? label.length : -1;
    },
  };
}

function buildMatcher(query: FilterQuery): ColumnMatcher | null {
  const value = query.value.trim();
  if (query.filter === null || value === '') return null; // spec §5: empty value means no filter
  // Spec §5: "With no status selected the value 'Masculino' is ignored", whatever the column. The old site sent
  // `Masculino` with a capital M and, without a status, that value did not filter; old links behave the same. The
  // Sexo buttons send lowercase `masculino` / `feminino`, which do filter: only this exact spelling is ignored.
  if (query.status === null && value === 'Masculino') return null;
  switch (query.filter) {
    case 'id':
      return numberMatcher('id', value, (u) => u.id);
    case 'idade':
      return numberMatcher('idade', value, (u) => u.age);
    case 'nome':
      return prefixMatcher('nome', value, (u) => u.firstName);
    case 'email':
      return prefixMatcher('email', value, (u) => u.email);
    case 'telefone':
      return phoneMatcher(value);
    case 'sexo':
      return genderMatcher(value);
    case 'data de nasc.':
      // Not filterable (spec §2: the filter picker excludes it).
      return null;
    default: {
      // A new column must be handled above: filterable by default, it would otherwise filter nothing.
      const unhandled: never = query.filter;
      return unhandled;
    }
  }
}

/** Returns the row predicate of the filter, or null when no filter applies (the table shows every row). */
export function buildUserFilter(query: FilterQuery): ((user: User) => boolean) | null {
  const matcher = buildMatcher(query);
  if (matcher === null) return null;
  const { matchEnd } = matcher;
  // Spec §4: 'é' or no status keeps matching rows, 'não é' keeps the others (including rows with a missing field).
  return query.status === 'não é' ? (u) => matchEnd(u) < 0 : (u) => matchEnd(u) >= 0;
}

/** Filters the users; returns the very same array when no filter applies, so memoised selectors stay cached. */
export function filterUsers(users: readonly User[], query: FilterQuery): readonly User[] {
  const keep = buildUserFilter(query);
  return keep === null ? users : users.filter(keep);
}

/**
 * Returns a function giving the part of a row's displayed cell to highlight, or null when nothing is ever
 * highlighted: no filter applies, or the status is 'não é' (spec §4: its rows are the ones that do not match).
 * Build it once per render and call it per row.
 */
export function buildHighlighter(query: FilterQuery): ((user: User) => HighlightRange | null) | null {
  if (query.status === 'não é') return null;
  const matcher = buildMatcher(query);
  if (matcher === null) return null;
  const { column, start, matchEnd } = matcher;
  return (u) => {
    const end = matchEnd(u);
    return end < 0 ? null : { column, start, end };
  };
}
