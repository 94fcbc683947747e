// Filtering and highlighting of the user table: per-column rules in spec §5, the status in spec §4. The value is
// folded once per call, so each row costs a few character comparisons.

import { characterAt } from '@/utils/codePoints';
import { genderLabel } from './parseUsers';
import type { ColumnKey, TableQuery, User } from './types';

// Case- and accent-insensitive prefix matching (spec §5: `jose` finds `José`); user text is never a regex. Folding is
// per code point so a match maps back to the original characters for highlighting.

const COMBINING_MARKS = /\p{M}/gu;

// The characters met in names and emails are few, so their folded forms are cached.
const foldCache = new Map<string, string>();
const FOLD_CACHE_LIMIT = 4096;

/** `É` → `e`, a lone combining mark → ``. */
export function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 0x80) {
    return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  }
  const cached = foldCache.get(char);
  if (cached !== undefined) return cached;
  // Lowercase first: `İ` lowercases to `i` + combining dot, which the mark removal then drops.
  const folded = char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
  if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
  foldCache.set(char, folded);
  return folded;
}

export function foldText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/**
 * Length in UTF-16 units of `text`'s prefix matching the already folded query (folded once per filter, not per row),
 * or null when it does not match.
 */
export function matchFoldedPrefixLength(text: string, foldedQuery: string): number | null {
  let queryIndex = 0;
  let textIndex = 0;
  while (queryIndex < foldedQuery.length) {
    if (textIndex >= text.length) return null;
    const char = characterAt(text, textIndex);
    const folded = foldChar(char);
    // A character whose folded form is longer than the rest of the query is still covered as a whole.
    for (let i = 0; i < folded.length && queryIndex < foldedQuery.length; i += 1, queryIndex += 1) {
      if (folded.charCodeAt(i) !== foldedQuery.charCodeAt(queryIndex)) return null;
    }
    textIndex += char.length;
  }
  // Keep trailing combining marks (decomposed accents) with their base letter so a highlight never splits them.
  while (textIndex > 0 && textIndex < text.length) {
    const char = characterAt(text, textIndex);
    if (foldChar(char) !== '') break;
    textIndex += char.length;
  }
  return textIndex;
}

export type FilterQuery = Pick<TableQuery, 'filter' | 'status' | 'value'>;

export type HighlightRange = { column: ColumnKey; start: number; end: number };

// `matchEnd` gives the end of the matched part of the shown cell, or -1: a number keeps the hot path free of
// allocations. A null field never matches (spec §3: null means missing).
type ColumnMatcher = {
  column: ColumnKey;
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
  // Spec §5: with no status, the value 'Masculino' is ignored: the old site's links sent it capitalised. The Sexo
  // buttons send lowercase, which does filter.
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
      // A new column must be handled above, or it would filter nothing.
      const unhandled: never = query.filter;
      return unhandled;
    }
  }
}

/** Null when no filter applies (the table shows every row). */
export function buildUserFilter(query: FilterQuery): ((user: User) => boolean) | null {
  const matcher = buildMatcher(query);
  if (matcher === null) return null;
  const { matchEnd } = matcher;
  // Spec §4: 'é' or no status keeps matching rows, 'não é' keeps the others (including rows with a missing field).
  return query.status === 'não é' ? (u) => matchEnd(u) < 0 : (u) => matchEnd(u) >= 0;
}

/** Returns the very same array when no filter applies, so memoised selectors stay cached. */
export function filterUsers(users: readonly User[], query: FilterQuery): readonly User[] {
  const keep = buildUserFilter(query);
  return keep === null ? users : users.filter(keep);
}

/** Null when nothing is highlighted: no filter, or status 'não é' (spec §4). Build once per render, call per row. */
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
