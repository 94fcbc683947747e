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
