import fc from 'fast-check';

import { foldChar, foldText, matchFoldedPrefixLength } from './textMatch';

/** What the filter does per row: the query folded once, then matched against each cell. */
const matchPrefixLength = (text: string, query: string): number | null => matchFoldedPrefixLength(text, foldText(query));

describe('foldChar', () => {
  it('should lowercase ASCII letters and leave other ASCII alone', () => {
    expect(foldChar('A')).toBe('a');
    expect(foldChar('z')).toBe('z');
    expect(foldChar('@')).toBe('@');
    expect(foldChar('7')).toBe('7');
  });

  it('should strip diacritics', () => {
    expect(foldChar('É')).toBe('e');
    expect(foldChar('ç')).toBe('c');
    expect(foldChar('Ã')).toBe('a');
    expect(foldChar('ü')).toBe('u');
  });

  it('should fold a lone combining mark to nothing', () => {
    expect(foldChar('\u0301')).toBe('');
  });

  it('should fold the dotted capital I to a plain i', () => {
    expect(foldChar('İ')).toBe('i');
  });
});

describe('foldText', () => {
  it('should fold every character', () => {
    expect(foldText('José')).toBe('jose');
    expect(foldText('CONCEIÇÃO')).toBe('conceicao');
    expect(foldText('Jose\u0301')).toBe('jose');
    expect(foldText('')).toBe('');
  });
});

describe('matchFoldedPrefixLength', () => {
  it('should match a case- and accent-insensitive prefix', () => {
    expect(matchPrefixLength('José', 'jose')).toBe(4);
    expect(matchPrefixLength('José', 'JOSÉ')).toBe(4);
    expect(matchPrefixLength('jose', 'José')).toBe(4);
    expect(matchPrefixLength('Josefina', 'jose')).toBe(4);
    expect(matchPrefixLength('Emily', 'em')).toBe(2);
  });

  it('should return null when the text does not start with the query', () => {
    expect(matchPrefixLength('Maria', 'jose')).toBeNull();
    expect(matchPrefixLength('Jo', 'jose')).toBeNull();
    expect(matchPrefixLength('', 'a')).toBeNull();
    expect(matchPrefixLength('Ana', 'na')).toBeNull();
  });

  it('should match an empty query with length 0', () => {
    expect(matchPrefixLength('Ana', '')).toBe(0);
    expect(matchPrefixLength('', '')).toBe(0);
  });

  it('should count original characters, covering decomposed accents', () => {
    expect(matchPrefixLength('Jose\u0301 Silva', 'jose')).toBe(5);
    expect(matchPrefixLength('Jose\u0301', 'josé')).toBe(5);
  });

  it('should count surrogate pairs as two code units', () => {
    expect(matchPrefixLength('𝒜bc', '𝒜b')).toBe(3);
  });

  it('should treat the query as plain text, never as a pattern', () => {
    expect(matchPrefixLength('emily.j@x.com', 'emily.j')).toBe(7);
    expect(matchPrefixLength('emilyxj@x.com', 'emily.j')).toBeNull();
    expect(matchPrefixLength('abc', '.*')).toBeNull();
    expect(matchPrefixLength('(x', '(')).toBe(1);
    expect(matchPrefixLength('a+b', 'a+')).toBe(2);
  });

  it('should match every prefix of a text, covering exactly that prefix plus trailing marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (text, cut) => {
        const chars = Array.from(text);
        const prefix = chars.slice(0, cut % (chars.length + 1)).join('');
        const length = matchPrefixLength(text, prefix);
        expect(length).not.toBeNull();
        // A prefix made only of combining marks folds to the empty query, which covers nothing.
        expect(length).toBeGreaterThanOrEqual(foldText(prefix) === '' ? 0 : prefix.length);
        expect(foldText(text.slice(0, length ?? 0))).toBe(foldText(prefix));
      }),
      { numRuns: 500 },
    );
  });

  it('should ignore letter case for ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string({ unit: 'grapheme-ascii' }), (a, b) => {
        const text = a + b;
        expect(matchPrefixLength(text.toUpperCase(), a.toLowerCase())).toBe(a.length);
      }),
      { numRuns: 300 },
    );
  });

  it('should only report matches whose covered text folds to a string starting with the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), (text, query) => {
        const length = matchFoldedPrefixLength(text, foldText(query));
        if (length !== null) expect(foldText(text.slice(0, length)).startsWith(foldText(query))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
