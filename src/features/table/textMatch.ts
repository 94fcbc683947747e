// Case- and accent-insensitive prefix matching for the table filter (spec §5 "Table filter": name and email match
// by case-insensitive prefix; accents are ignored too so that `jose` finds `José` on a pt-BR keyboardless phone).
// The query is always plain text: no regex is ever built from user input.
// Folding is done per code point (never on the whole string) so that a match can be mapped back to the original
// characters for highlighting, and so that folding the query and the text always agree.

const COMBINING_MARKS = /\p{M}/gu;

// Folded forms of non-ASCII characters; the set of characters met in names and emails is small.
const foldCache = new Map<string, string>();
const FOLD_CACHE_LIMIT = 4096;

/** Lowercases and strips diacritics of one character (a code point): `É` → `e`, a lone combining mark → ``. */
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

/** Folds a whole text character by character: `José` → `jose`. */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/**
 * Number of characters (UTF-16 code units, so `text.slice(0, n)` is the matched part) at the start of `text`
 * covered by a case- and accent-insensitive prefix match of the query, or null when `text` does not start with it.
 * An empty query matches with length 0. The query is already passed through {@link foldText}, so a filter folds
 * its value once per call instead of once per row.
 */
export function matchFoldedPrefixLength(text: string, foldedQuery: string): number | null {
  let queryIndex = 0;
  let textIndex = 0;
  while (queryIndex < foldedQuery.length) {
    if (textIndex >= text.length) return null;
    const code = text.codePointAt(textIndex) as number;
    const char = code > 0xffff ? text.slice(textIndex, textIndex + 2) : text.charAt(textIndex);
    const folded = foldChar(char);
    // A character whose folded form is longer than the rest of the query is still covered as a whole.
    for (let i = 0; i < folded.length && queryIndex < foldedQuery.length; i += 1, queryIndex += 1) {
      if (folded.charCodeAt(i) !== foldedQuery.charCodeAt(queryIndex)) return null;
    }
    textIndex += char.length;
  }
  // Keep trailing combining marks (decomposed accents) with their base letter so a highlight never splits them.
  while (textIndex > 0 && textIndex < text.length) {
    const code = text.codePointAt(textIndex) as number;
    const char = code > 0xffff ? text.slice(textIndex, textIndex + 2) : text.charAt(textIndex);
    if (foldChar(char) !== '') break;
    textIndex += char.length;
  }
  return textIndex;
}
